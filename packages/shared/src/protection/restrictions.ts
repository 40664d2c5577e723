import { addCalendarMonths, manilaDateOf, manilaDayStart } from "../time/manila.ts";
import { manilaMomentText } from "./clock-text.ts";
import { ALLOWED, type ProtectionCheck } from "./refusal.ts";
import { DAY_MS } from "./windows.ts";

/**
 * Time-outs and self-exclusions. A time-out runs a fixed time; a self-exclusion runs calendar months in Manila
 * (1 Mar 09:00 + 6 months = 1 Sep 09:00). Both end by themselves. A time-out is never lifted early; the first six
 * months of a self-exclusion cannot be lifted by anyone, and after them only an admin may, at the player's written
 * request, with a reason.
 */
export type TimeOutLength = "24h" | "7d" | "30d" | "6w";
export type ExclusionLength = "6m" | "1y" | "5y";
export type RestrictionKind = "time-out" | "self-exclusion";
export type Restriction = { kind: RestrictionKind; startedAtMs: number; endsAtMs: number };

export const TIME_OUT_LENGTHS: readonly TimeOutLength[] = ["24h", "7d", "30d", "6w"];
export const EXCLUSION_LENGTHS: readonly ExclusionLength[] = ["6m", "1y", "5y"];
const TIME_OUT_MS: Record<TimeOutLength, number> = {
  "24h": DAY_MS,
  "7d": 7 * DAY_MS,
  "30d": 30 * DAY_MS,
  "6w": 42 * DAY_MS,
};
const EXCLUSION_MONTHS: Record<ExclusionLength, number> = { "6m": 6, "1y": 12, "5y": 60 };
export const IRREVOCABLE_MONTHS = 6;
export const EXTENSION_MONTHS_MIN = 6;

/** What a running restriction forbids or allows (the restricted view: history, statements, the balance, withdrawals). */
export type ProtectedAction = "bet" | "ticket" | "load" | "loosen-control" | "announcements" | "withdraw" | "history";
const FORBIDDEN: ReadonlySet<ProtectedAction> = new Set(["bet", "ticket", "load", "loosen-control", "announcements"]);

export type RestrictionCode = "ALREADY_RESTRICTED" | "NOT_RUNNING" | "CANNOT_LIFT" | "INVALID_EXTENSION";
export type RestrictionRefusal = { ok: false; code: RestrictionCode; message: string };
export type RestrictionResult = { ok: true; restriction: Restriction } | RestrictionRefusal;

const refuse = (code: RestrictionCode, message: string): RestrictionRefusal => ({ ok: false, code, message });

/** The same Manila wall-clock time `months` calendar months later. */
export function addManilaMonths(atMs: number, months: number): number {
  const date = manilaDateOf(new Date(atMs));
  const sinceMidnightMs = atMs - manilaDayStart(date).getTime();
  return manilaDayStart(addCalendarMonths(date, months)).getTime() + sinceMidnightMs;
}

export function isRunning(restriction: Restriction | null, nowMs: number): restriction is Restriction {
  return restriction !== null && nowMs < restriction.endsAtMs;
}

/** Until when nobody can lift it: a time-out's whole length, a self-exclusion's first six months. */
export function irrevocableUntilMs(restriction: Restriction): number {
  if (restriction.kind === "time-out") return restriction.endsAtMs;
  return Math.min(restriction.endsAtMs, addManilaMonths(restriction.startedAtMs, IRREVOCABLE_MONTHS));
}

function describe(restriction: Restriction): string {
  const until = manilaMomentText(restriction.endsAtMs);
  return restriction.kind === "time-out" ? `on a time-out until ${until}` : `self-excluded until ${until}`;
}

/** A time-out from now. A running self-exclusion or a longer time-out already covers it. */
export function takeTimeOut(current: Restriction | null, length: TimeOutLength, nowMs: number): RestrictionResult {
  const restriction: Restriction = { kind: "time-out", startedAtMs: nowMs, endsAtMs: nowMs + TIME_OUT_MS[length] };
  if (isRunning(current, nowMs) && (current.kind === "self-exclusion" || current.endsAtMs >= restriction.endsAtMs)) {
    return refuse("ALREADY_RESTRICTED", `You are already ${describe(current)}`);
  }
  return { ok: true, restriction };
}

/** A self-exclusion from now; it replaces a running time-out. A running one is extended instead. */
export function takeSelfExclusion(
  current: Restriction | null,
  length: ExclusionLength,
  nowMs: number,
): RestrictionResult {
  if (isRunning(current, nowMs) && current.kind === "self-exclusion") {
    return refuse("ALREADY_RESTRICTED", `You are already ${describe(current)}: you can extend it`);
  }
  const endsAtMs = addManilaMonths(nowMs, EXCLUSION_MONTHS[length]);
  return { ok: true, restriction: { kind: "self-exclusion", startedAtMs: nowMs, endsAtMs } };
}

/** A running self-exclusion made longer by `months` (6 or more) from its current end. */
export function extendSelfExclusion(current: Restriction | null, months: number, nowMs: number): RestrictionResult {
  if (!isRunning(current, nowMs) || current.kind !== "self-exclusion") {
    return refuse("NOT_RUNNING", "Only a running self-exclusion can be extended");
  }
  if (!Number.isInteger(months) || months < EXTENSION_MONTHS_MIN) {
    return refuse("INVALID_EXTENSION", "A self-exclusion is extended by 6 months or more");
  }
  return { ok: true, restriction: { ...current, endsAtMs: addManilaMonths(current.endsAtMs, months) } };
}

export type LiftRequest = { by: "player" | "upline" | "admin"; writtenRequest: boolean; reason: string };

/** Ends a running restriction now, if the rules allow it (the caller audits it with the reason). */
export function liftRestriction(current: Restriction | null, request: LiftRequest, nowMs: number): RestrictionResult {
  if (!isRunning(current, nowMs)) return refuse("NOT_RUNNING", "There is no time-out or self-exclusion to lift");
  if (current.kind === "time-out") {
    return refuse("CANNOT_LIFT", `A time-out cannot be lifted early: it ends on ${manilaMomentText(current.endsAtMs)}`);
  }
  const untilMs = irrevocableUntilMs(current);
  if (nowMs < untilMs) {
    const until = manilaMomentText(untilMs);
    return refuse(
      "CANNOT_LIFT",
      `The first six months of a self-exclusion cannot be lifted by anyone (until ${until})`,
    );
  }
  if (request.by !== "admin") {
    return refuse("CANNOT_LIFT", "Only an admin can lift a self-exclusion, at the player's written request");
  }
  if (!request.writtenRequest || request.reason.trim() === "") {
    return refuse("CANNOT_LIFT", "Lifting a self-exclusion needs the player's written request and a reason");
  }
  return { ok: true, restriction: { ...current, endsAtMs: nowMs } };
}

/** Whether a running restriction forbids an action: "You are on a time-out until 8 Mar 2025 09:00: no bets until then". */
export function checkRestriction(
  restriction: Restriction | null,
  action: ProtectedAction,
  nowMs: number,
): ProtectionCheck {
  if (!isRunning(restriction, nowMs) || !FORBIDDEN.has(action)) return ALLOWED;
  const code = restriction.kind === "time-out" ? "TIMED_OUT" : "SELF_EXCLUDED";
  const state = describe(restriction);
  const message =
    action === "load"
      ? `This player is ${state}: nobody can load them`
      : action === "loosen-control"
        ? `You are ${state}: no control can be loosened until then`
        : action === "announcements"
          ? `You are ${state}`
          : `You are ${state}: no bets until then`;
  return { ok: false, code, message, againAtMs: restriction.endsAtMs };
}
