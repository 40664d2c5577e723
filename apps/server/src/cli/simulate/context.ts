import type { CommissionChain } from "@sabong/shared/commission";
import type { Api } from "./api.ts";
import type { SimAgent, SimEvent, SimFight, SimPlayer } from "./model.ts";
import type { SimulationOptions } from "./options.ts";
import type { Listener } from "./sockets.ts";

export type RefusalReason = "closed" | "insufficient" | "belowMin" | "aboveMax" | "keyMismatch";

export type Stats = {
  betRequests: number;
  accepted: number;
  replays: number;
  refused: Record<RefusalReason, number>;
  /** Bets refused as closed whose request was in flight while the close was being answered. */
  racedTheClose: number;
  /** Bets accepted whose request was in flight while the close was being answered. */
  wonTheRace: number;
  declares: number;
  reverts: number;
  results: Record<string, number>;
};

/** Pushes the run expects every listener to have received. */
export type ExpectedPushes = { results: number; reverts: number; warnings: number };

export type ProtectionStats = {
  limited: number;
  restricted: number;
  limitRefusals: number;
  restrictedRefusals: number;
};

export const emptyProtectionStats = (): ProtectionStats => ({
  limited: 0,
  restricted: 0,
  limitRefusals: 0,
  restrictedRefusals: 0,
});

/** Everything the actors of one run share. */
export type RunContext = {
  options: SimulationOptions;
  api: Api;
  log: (line: string) => void;
  /** Differences from what the rules and the API promise: any one fails the run. */
  differences: string[];
  /** Worth knowing, not a failure (e.g. a rare race the API resolves in an unexpected but safe way). */
  notes: string[];
  stats: Stats;
  protection: ProtectionStats;
  tokens: { admin: string; operator: string; gold: string };
  agents: SimAgent[];
  chain: CommissionChain;
  players: SimPlayer[];
  /**
   * The colluding ring (--collusion; empty otherwise): players of their own who bet only late on the losing side of
   * the fixed fights and launder. Kept apart from `players` (the crowd's betting, limits and draws) but in
   * `playersById`, so settlements book their bets like anyone's.
   */
  ring: SimPlayer[];
  /** Fight numbers the operator fixed (the ring knows the loser), by the side the ring backs. */
  fixedFights: Map<number, "MERON" | "WALA">;
  /** Points each agent is expected to have gained (the withdrawals the ring makes through them), by user id. */
  agentPointsMoved: Map<number, number>;
  playersById: Map<number, SimPlayer>;
  /** Commission each agent is owed by the current settlements, by user id. */
  commissionDue: Map<number, number>;
  event: SimEvent;
  fights: SimFight[];
  listeners: Map<number, Listener>;
  operatorListener: Listener;
  expectedPushes: ExpectedPushes;
  /** Who did it, for messages: `fight 3`, `player sim_x_12`. */
  prefix: string;
};

export function emptyStats(): Stats {
  return {
    betRequests: 0,
    accepted: 0,
    replays: 0,
    refused: { closed: 0, insufficient: 0, belowMin: 0, aboveMax: 0, keyMismatch: 0 },
    racedTheClose: 0,
    wonTheRace: 0,
    declares: 0,
    reverts: 0,
    results: {},
  };
}

/** Streams of the seeded generator: one per actor, so choices do not depend on scheduling. */
export const STREAM = { setup: 1, operator: 2, player: 3, event: 4, drawOperator: 5, drawPlayer: 6 } as const;
