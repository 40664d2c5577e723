import { isBasisPoints } from "../betting/limits.ts";

export type RateCheckReason = "INVALID_RATE" | "ABOVE_UPLINE" | "ABOVE_PLASADA";

export type RateCheck = { ok: true } | { ok: false; reason: RateCheckReason; maxRateBp: number };

export const RATE_CHECK_MESSAGES: Record<RateCheckReason, string> = {
  INVALID_RATE: "The percentage must be between 0% and 100% in steps of 0.01%.",
  ABOVE_UPLINE: "The percentage cannot be higher than the upline's.",
  ABOVE_PLASADA: "The percentage cannot be higher than the plasada.",
};

/** The highest rate a downline may get: its upline's own (equal is allowed). */
export function maxDownlineRateBp(uplineRateBp: number): number {
  return uplineRateBp;
}

/** A downline's percentage can never exceed its upline's. */
export function validateRateAgainstUpline(rateBp: number, uplineRateBp: number): RateCheck {
  if (!isBasisPoints(rateBp)) return { ok: false, reason: "INVALID_RATE", maxRateBp: maxDownlineRateBp(uplineRateBp) };
  if (rateBp > uplineRateBp) return { ok: false, reason: "ABOVE_UPLINE", maxRateBp: maxDownlineRateBp(uplineRateBp) };
  return { ok: true };
}

/** Commission is paid out of the plasada, so no rate may exceed it. */
export function validateRateAgainstPlasada(rateBp: number, plasadaBp: number): RateCheck {
  if (!isBasisPoints(rateBp)) return { ok: false, reason: "INVALID_RATE", maxRateBp: plasadaBp };
  if (rateBp > plasadaBp) return { ok: false, reason: "ABOVE_PLASADA", maxRateBp: plasadaBp };
  return { ok: true };
}
