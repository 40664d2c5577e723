import { commissionBalanceOfWallet } from "../commission/balances.ts";
import { GAME_IDS, GAME_REGISTRY, type GameId } from "../games/registry.ts";

/**
 * What a person calls the ledger's system accounts when one is the other side of a wallet line (issue 22): the
 * back office's names ("house:sabong", "escrow:pick3") are internal and never shown.
 */
const ACCOUNT_WORDS: Record<string, string> = { bank: "Bank", rounding: "Rounding reserve" };
const GAME_ACCOUNT_WORDS: Record<string, (game: string) => string> = {
  // The wallet column already names the game of a commission; to the agent the house is one.
  house: () => "The house",
  escrow: (game) => `${game} bet pool`,
};

/** "bank" → "Bank", "house:sabong" → "The house", "escrow:pick3" → "Pick 3 bet pool"; not a system account → null. */
export function systemAccountWords(name: string): string | null {
  if (Object.hasOwn(ACCOUNT_WORDS, name)) return ACCOUNT_WORDS[name] ?? null;
  const [kind = "", game = ""] = name.split(":");
  const words = Object.hasOwn(GAME_ACCOUNT_WORDS, kind) ? GAME_ACCOUNT_WORDS[kind] : undefined;
  const isGame = (GAME_IDS as readonly string[]).includes(game);
  return words && isGame && name === `${kind}:${game}` ? words(GAME_REGISTRY[game as GameId].label) : null;
}

/**
 * The other side of a wallet line in words: a user by their username, a system account (no owner) by what a person
 * calls it.
 */
export function counterpartyWords(counterparty: string, counterpartyUserId: number | null): string {
  return counterpartyUserId === null ? (systemAccountWords(counterparty) ?? counterparty) : counterparty;
}

/** A user's wallet in words: "points" → "Points"; "commission:pick2" → "Pick 2 commission". */
export function walletAccountLabel(account: string): string {
  if (account === "points") return "Points";
  const balance = commissionBalanceOfWallet(account);
  if (balance) return `${balance.label} commission`;
  return account.startsWith("commission:") ? `${account.slice("commission:".length)} commission` : account;
}
