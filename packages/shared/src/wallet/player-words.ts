import { commissionBalanceOfWallet } from "../commission/balances.ts";
import { GAME_IDS, GAME_REGISTRY, type GameId } from "../games/registry.ts";
import type { TransferCodeName, WalletLogItem } from "./contracts.ts";

/**
 * The player's words for the ledger's codes (the back office keeps its own, e.g. "Payout"): what a movement was, as
 * the player's wallet history shows it.
 */
export const PLAYER_MOVEMENT_WORDS: Record<TransferCodeName, string> = {
  MINT: "Points issued",
  LOAD: "Load",
  WITHDRAW: "Withdrawal",
  COMMISSION_CONVERT: "Commission to points",
  COMMISSION: "Referral commission",
  BET: "Bet",
  PAYOUT: "Win",
  REFUND: "Refund",
  PLASADA: "Plasada",
  ROUNDING: "Rounding",
  DRAW_FUNDING: "Draw funding",
  REVERSAL: "Correction",
  DEBT_ADVANCE: "Debt advance",
  DEBT_COLLECTION: "Debt repayment",
  CLOSURE_RETURN: "Returned on closing",
};

/** The codes a player's wallets can show, in the order a filter offers them. */
export const PLAYER_MOVEMENT_CODES = [
  "LOAD",
  "WITHDRAW",
  "BET",
  "PAYOUT",
  "REFUND",
  "COMMISSION",
  "COMMISSION_CONVERT",
  "REVERSAL",
  "DEBT_COLLECTION",
] as const satisfies readonly TransferCodeName[];

export function playerMovementWord(code: string): string {
  return (PLAYER_MOVEMENT_WORDS as Record<string, string>)[code] ?? code;
}

/** "escrow:sabong" / "house:pick3" → the game's label; anything else → null. */
function gameOfSystemAccount(name: string): string | null {
  const game = name.replace(/^(escrow|house):/, "");
  return game !== name && (GAME_IDS as readonly string[]).includes(game) ? GAME_REGISTRY[game as GameId].label : null;
}

export type PlayerMovement = Pick<WalletLogItem, "code" | "account" | "amountCentavos" | "counterparty">;

/**
 * One movement of the player's wallets in plain words: `title` ("Win") and a `detail` that reads as a phrase
 * ("Sabong win", "Loaded by cashier", "Sabong & Apple commission"). Amounts are signed from the wallet's side (positive: received).
 */
export function playerMovementText(movement: PlayerMovement): { title: string; detail: string } {
  const { code, account, amountCentavos, counterparty } = movement;
  const received = amountCentavos > 0;
  const commissionWallet = commissionBalanceOfWallet(account);
  const wallet = commissionWallet ? `${commissionWallet.label} commission` : null;
  const game = gameOfSystemAccount(counterparty);
  const detail = (() => {
    switch (code) {
      case "LOAD":
        return received ? `Loaded by ${counterparty}` : `Loaded to ${counterparty}`;
      case "WITHDRAW":
        return received ? `Withdrawn from ${counterparty}` : `Paid out by ${counterparty}`;
      case "BET":
        return game ? `${game} bet` : "";
      case "PAYOUT":
        return game ? `${game} win` : "";
      case "REFUND":
        return game ? `${game} bet refunded` : "";
      case "COMMISSION":
        return [wallet, game].filter(Boolean).join(" · ");
      case "COMMISSION_CONVERT":
        return received ? "From your commission" : `From your ${wallet ?? "commission"}`;
      case "REVERSAL":
        return `${received ? "Given back" : "Taken back"} after a result was corrected${game ? ` · ${game}` : ""}`;
      case "DEBT_COLLECTION":
        return "Towards what a corrected result took back";
      case "CLOSURE_RETURN":
        return received ? `From ${counterparty}'s closed account` : `Returned to ${counterparty}`;
      default:
        return wallet ?? "";
    }
  })();
  return { title: playerMovementWord(code), detail };
}
