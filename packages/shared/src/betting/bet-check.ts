import type { Centavos } from "../money/centavos.ts";
import { acceptsBets, type FightState } from "./fight-state.ts";
import { isStakeCentavos } from "./limits.ts";
import { isSidePaused, type PausedSides } from "./pause.ts";
import { type Game, isSideOffered } from "./sides.ts";

export type BetRefusal =
  | "BETTING_NOT_OPEN"
  | "SIDE_NOT_OFFERED"
  | "SIDE_PAUSED"
  | "INVALID_STAKE"
  | "STAKE_BELOW_MIN"
  | "STAKE_ABOVE_MAX";

export type BetCheck = { ok: true } | { ok: false; reason: BetRefusal };

export const BET_REFUSAL_MESSAGES: Record<BetRefusal, string> = {
  BETTING_NOT_OPEN: "Betting is closed.",
  SIDE_NOT_OFFERED: "This side is not available.",
  SIDE_PAUSED: "Betting on this side is paused.",
  INVALID_STAKE: "Enter a valid amount.",
  STAKE_BELOW_MIN: "The amount is below the minimum bet.",
  STAKE_ABOVE_MAX: "The amount is above the maximum bet.",
};

export type BetCheckInput = {
  game: Game;
  state: FightState;
  side: string;
  stakeCentavos: number;
  /** Apple events only: whether the DRAW side is offered. */
  drawEnabled?: boolean;
  pausedSides?: PausedSides;
  minStakeCentavos?: Centavos;
  maxStakeCentavos?: Centavos;
  /** The last call's deadline has passed (the bet statement reads it on the database's clock): closed as if by hand. */
  lastCallOver?: boolean;
};

/** Whether a bet may be placed now; the server re-checks with the same rules before taking money. */
export function checkBet(input: BetCheckInput): BetCheck {
  const { game, state, side, stakeCentavos } = input;
  if (!acceptsBets(state) || input.lastCallOver) return { ok: false, reason: "BETTING_NOT_OPEN" };
  if (!isSideOffered(game, side, input.drawEnabled)) return { ok: false, reason: "SIDE_NOT_OFFERED" };
  if (isSidePaused(input.pausedSides ?? [], side)) return { ok: false, reason: "SIDE_PAUSED" };
  if (!isStakeCentavos(stakeCentavos)) return { ok: false, reason: "INVALID_STAKE" };
  if (input.minStakeCentavos !== undefined && stakeCentavos < input.minStakeCentavos) {
    return { ok: false, reason: "STAKE_BELOW_MIN" };
  }
  if (input.maxStakeCentavos !== undefined && stakeCentavos > input.maxStakeCentavos) {
    return { ok: false, reason: "STAKE_ABOVE_MAX" };
  }
  return { ok: true };
}
