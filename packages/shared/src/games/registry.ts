import { COMMISSION_BALANCES, type CommissionBalance, type CommissionGame } from "../commission/balances.ts";
import type { ApiResource } from "./api-resources.ts";

/**
 * Every game of the platform, one entry each: what it is played on, what its contests are called, which commission
 * balance it credits, where its API and screens live. Screens and services read these entries instead of branching
 * on the game's name, so a new game is one more entry.
 */

/** Games played live on two sides with a pari-mutuel pool (one betting engine serves both). */
export const LIVE_GAMES = ["sabong", "apple"] as const;
export type LiveGame = (typeof LIVE_GAMES)[number];

/** Number games: a combination of digits per line, drawn several times a day (rules in packages/shared/src/numbers). */
export const NUMBER_GAMES = ["pick2", "pick3", "suertres", "game-ending"] as const;
export type NumberGame = (typeof NUMBER_GAMES)[number];

export const GAME_IDS = [...LIVE_GAMES, ...NUMBER_GAMES] as const;
export type GameId = (typeof GAME_IDS)[number];

export type GameKind = "live-sides" | "numbers";

/** The sides that share a live game's pari-mutuel pool (DRAW is apart: fixed odds, offered per game). */
export type MainSide = "MERON" | "WALA" | "PULA" | "PUTI";

/** What one contest is called ("fight" / "fights"), lower case; the wording helpers capitalise. */
export type ContestNoun = { one: string; many: string };

export type LiveGameEntry = {
  id: LiveGame;
  kind: "live-sides";
  /** The game's name (operator menu group, admin filters): "Sabong", "Apple na pula/puti". */
  label: string;
  /** The player's area: "Sabong Lounge", "Apple to Apple". */
  playerTitle: string;
  /** The two sides sharing the pool, in display order (left, right). */
  sides: readonly [MainSide, MainSide];
  /** DRAW as a side and as a result: always offered, or only when the event turns it on. */
  draw: "always" | "per-event";
  contest: ContestNoun;
  /** The commission balance its stakes credit. */
  commission: CommissionGame;
  /** API resource segments (spec section 7): the operators' and the players'. */
  api: { operator: ApiResource; player: ApiResource };
  /** Screens (spec section 2). */
  routes: { operatorEvents: string; masterRevert: string; playerLobby: string };
  /**
   * The two entries of a contest (name, owner, weight per side), when the game has them: what one is called
   * ("rooster"). Null: the contest has no entries (an apple round is two colours).
   */
  entries: { noun: string } | null;
  playable: true;
};

/** Straight: the exact order. Rambolito: any order, the stake spread over the distinct permutations. */
export const BET_FORMS = ["straight", "rambolito"] as const;
export type BetForm = (typeof BET_FORMS)[number];

export type NumberGameEntry = {
  id: NumberGame;
  kind: "numbers";
  label: string;
  /** Digits of a combination; leading zeros count ("007"). */
  digits: 2 | 3;
  forms: readonly BetForm[];
  /**
   * Default multipliers (stake × multiplier, stake included; admin-editable later). Rambolito is keyed by the number
   * of distinct permutations a line covers: straight ÷ k.
   */
  multipliers: { straight: number; rambolito: Readonly<Partial<Record<2 | 3 | 6, number>>> };
  /** Where the result comes from: drawn by the platform, the official national draw, or a game's final scores. */
  result: "platform-draw" | "official-draw" | "scores";
  /** Daily draw times, Manila "HH:MM" (empty: draws are created by an operator). */
  drawTimes: readonly string[];
  contest: ContestNoun;
  commission: CommissionGame;
  /** API resource segments (spec section 7): staff and players. */
  api: { staff: ApiResource; player: ApiResource };
  routes: { player: string };
  /** Number games are played since issue 10 (screens, tickets, draws). */
  playable: true;
};

export type GameEntry = LiveGameEntry | NumberGameEntry;

/**
 * A number game's entry: its resources are the spec's `{type}` and `player-{type}`, its screen `/player/{type}`, it
 * credits its own commission balance, and its rambolito multipliers are the straight one ÷ the permutations covered
 * (pick2 ×70 → ×35; pick3 ×450 → ×150 for 3, ×75 for 6), as rules-examples.md derives them.
 */
function numberGameEntry<G extends NumberGame>(
  id: G,
  label: string,
  digits: 2 | 3,
  straight: number,
  result: NumberGameEntry["result"],
  drawTimes: readonly string[] = [],
): NumberGameEntry & { id: G } {
  const rambolito = digits === 2 ? { 2: straight / 2 } : { 3: straight / 3, 6: straight / 6 };
  return {
    id,
    kind: "numbers",
    label,
    digits,
    forms: BET_FORMS,
    multipliers: { straight, rambolito },
    result,
    drawTimes,
    contest: { one: "draw", many: "draws" },
    commission: id,
    api: { staff: id, player: `player-${id}` },
    routes: { player: `/player/${id}` },
    playable: true,
  };
}

export const GAME_REGISTRY = {
  sabong: {
    id: "sabong",
    kind: "live-sides",
    label: "Sabong",
    playerTitle: "Sabong Lounge",
    sides: ["MERON", "WALA"],
    draw: "always",
    contest: { one: "fight", many: "fights" },
    commission: "sabong",
    api: { operator: "bet-ops", player: "bets2" },
    routes: { operatorEvents: "/operator/arena", masterRevert: "/operator/master-revert", playerLobby: "/player/home" },
    entries: { noun: "rooster" },
    playable: true,
  },
  apple: {
    id: "apple",
    kind: "live-sides",
    label: "Apple na pula/puti",
    playerTitle: "Apple to Apple",
    sides: ["PULA", "PUTI"],
    draw: "per-event",
    contest: { one: "round", many: "rounds" },
    // No balance or percentage of its own: agents earn at their sabong rate into the sabong balance.
    commission: "sabong",
    api: { operator: "apple-bet-ops", player: "apple-new" },
    routes: {
      operatorEvents: "/operator/applepulaputi/event-list",
      masterRevert: "/operator/apple-master-revert",
      playerLobby: "/player/applepulaputi/list",
    },
    entries: null,
    playable: true,
  },
  // Drawn by the platform (provably fair: see numbers/fairness.ts) at 11 AM, 4 PM and 9 PM Manila time.
  pick2: numberGameEntry("pick2", "Pick 2", 2, 70, "platform-draw", ["11:00", "16:00", "21:00"]),
  pick3: numberGameEntry("pick3", "Pick 3", 3, 450, "platform-draw", ["11:00", "16:00", "21:00"]),
  // Follows the national 3D draw: 2 PM, 5 PM and 9 PM Manila time.
  suertres: numberGameEntry("suertres", "Suertres", 3, 450, "official-draw", ["14:00", "17:00", "21:00"]),
  // Last digit of the home score, then of the away score; draws are created per basketball game and period.
  "game-ending": numberGameEntry("game-ending", "Game Ending", 2, 80, "scores"),
} as const satisfies { [G in LiveGame]: LiveGameEntry & { id: G } } & {
  [G in NumberGame]: NumberGameEntry & { id: G };
};

export function isLiveGame(value: unknown): value is LiveGame {
  return typeof value === "string" && (LIVE_GAMES as readonly string[]).includes(value);
}

/** The entry of a live game (typed: sides, draw, operator and player resources). */
export function liveGame(id: LiveGame): LiveGameEntry {
  return GAME_REGISTRY[id];
}

/** Whether a live game's contests have entries (rooster, owner, weight per side). */
export function hasEntries(id: LiveGame): boolean {
  return GAME_REGISTRY[id].entries !== null;
}

/** The commission balance a game's stakes credit (its wallet, fields and label): sabong's for both live games. */
export function commissionBalanceOf(id: GameId): CommissionBalance {
  return COMMISSION_BALANCES[GAME_REGISTRY[id].commission];
}
