import { z } from "zod";
import { BP_SCALE } from "./int-math.ts";

/**
 * What the platform does about a one-sided pool, where a winning bet would return less than its stake
 * (rules-examples.md, "Stake back on one-sided pools"):
 * - TOP_UP (the default): a winning bet is paid at least its stake; the house adds the difference as draw funding;
 * - CANCEL_AT_CLOSE: when betting closes and either side would pay less than 100 per 100, the fight is cancelled
 *   and every bet refunded.
 */
export const STAKE_BACK_MODES = ["TOP_UP", "CANCEL_AT_CLOSE"] as const;
export type StakeBackMode = (typeof STAKE_BACK_MODES)[number];
export const DEFAULT_STAKE_BACK_MODE: StakeBackMode = "TOP_UP";

/** 100 pesos per 100 staked: the stake back and nothing more. */
export const STAKE_PER100_CENTAVOS = BP_SCALE;

export const STAKE_BACK_CANCEL_REASON = "One-sided betting: fight cancelled, every bet refunded";
export const STAKE_BACK_SAVED_MESSAGE = "Stake back setting saved";

/** Each choice in the player's words, shown on the betting screen before a bet is placed. */
export const STAKE_BACK_PLAYER_TEXT: Record<StakeBackMode, string> = {
  TOP_UP:
    "A winning bet always gets at least its stake back: when one side has most of the bets, the house tops up the payout.",
  CANCEL_AT_CLOSE:
    "When betting closes and a side would pay back less than its stake, the fight is cancelled and every bet refunded.",
};

/** Each choice as the admin picks it. */
export const STAKE_BACK_LABELS: Record<StakeBackMode, string> = {
  TOP_UP: "Top up to the stake (the house adds the difference, shown as draw funding)",
  CANCEL_AT_CLOSE: "Cancel the fight at close and refund every bet",
};

export const stakeBackModeSchema = z.enum(STAKE_BACK_MODES, { error: "Choose top up or cancel at close" });

/** The setting as read: its choice and the sentence players see. */
export const stakeBackSettingSchema = z.object({ stakeBack: stakeBackModeSchema, playerText: z.string() });
export type StakeBackSetting = z.infer<typeof stakeBackSettingSchema>;

export const setStakeBackSchema = z.object({ stakeBack: stakeBackModeSchema });
export type SetStakeBack = z.infer<typeof setStakeBackSchema>;

export function stakeBackSetting(mode: StakeBackMode): StakeBackSetting {
  return { stakeBack: mode, playerText: STAKE_BACK_PLAYER_TEXT[mode] };
}

/** A stored value read back: anything unknown falls back to the default (a winner is never paid less). */
export function parseStakeBackMode(value: string | null | undefined): StakeBackMode {
  return (STAKE_BACK_MODES as readonly string[]).includes(value ?? "")
    ? (value as StakeBackMode)
    : DEFAULT_STAKE_BACK_MODE;
}

/** True when a winning bet on a side with these odds would get less than its stake back; null (no bets) is not. */
export function paysLessThanStake(per100: number | null): boolean {
  return per100 !== null && per100 < STAKE_PER100_CENTAVOS;
}

/**
 * At close, under CANCEL_AT_CLOSE: cancel when either main side would pay less than 100 per 100 (a side without
 * bets pays nothing, so only the other side's odds count; a fight without bets has nothing to cancel for).
 */
export function cancelsAtClose(mode: StakeBackMode, odds: readonly { per100Centavos: number | null }[]): boolean {
  return mode === "CANCEL_AT_CLOSE" && odds.some((o) => paysLessThanStake(o.per100Centavos));
}
