import { type Centavos, formatPesos, MAX_AMOUNT_CENTAVOS } from "../money/centavos.ts";
import {
  type LimitBook,
  type LimitEntry,
  type LimitKey,
  type LimitSetter,
  NO_LIMIT,
  settleLimits,
  windowedKey,
} from "./limit-book.ts";
import { DAY_MS, LIMIT_WINDOWS, type LimitWindow, type WindowedKind } from "./windows.ts";

/**
 * Changing a limit. A new limit or a decrease takes effect at once (and drops a pending increase); an increase or a
 * removal waits 24 hours, pending and cancellable. A limit set by an upline can only be lowered by the player, and
 * only that upline can raise or remove it (with the same wait); a player lowering it leaves it the upline's. While a
 * time-out or self-exclusion runs, nothing may be loosened.
 */
export const COOLING_OFF_MS = DAY_MS;
export const PLAY_TIME_MINUTES_MIN = 15;
export const PLAY_TIME_MINUTES_MAX = 24 * 60;

export type LimitChangeCode = "INVALID_VALUE" | "ORDER" | "NOT_YOURS" | "RESTRICTED" | "NOTHING_PENDING";
export type LimitChangeRefusal = { ok: false; code: LimitChangeCode; message: string };
export type LimitChangeResult =
  | { ok: true; book: LimitBook; effect: "now" | "pending" | "unchanged"; effectiveAtMs: number }
  | LimitChangeRefusal;

export type LimitChangeRequest = {
  key: LimitKey;
  /** The new value, or null to remove the limit. */
  value: number | null;
  by: LimitSetter;
  nowMs: number;
  /** The largest stake the games take: a largest-stake limit must be below it. */
  gameMaximumCentavos?: Centavos;
  /** A time-out or self-exclusion is running. */
  restricted?: boolean;
};

const ADJECTIVE: Record<LimitWindow, string> = { day: "daily", week: "weekly", month: "monthly" };
const pesos = (centavos: Centavos) => formatPesos(centavos, { symbol: true });
const refuse = (code: LimitChangeCode, message: string): LimitChangeRefusal => ({ ok: false, code, message });

function valueRefusal(request: LimitChangeRequest): LimitChangeRefusal | null {
  const { key, value, gameMaximumCentavos } = request;
  if (value === null) return null;
  if (key === "play-time") {
    const fits = Number.isInteger(value) && value >= PLAY_TIME_MINUTES_MIN && value <= PLAY_TIME_MINUTES_MAX;
    return fits ? null : refuse("INVALID_VALUE", "Daily play time must be between 15 minutes and 24 hours");
  }
  if (!Number.isSafeInteger(value) || value <= 0 || value > MAX_AMOUNT_CENTAVOS) {
    return refuse("INVALID_VALUE", "A limit must be an amount of more than ₱0.00");
  }
  if (key === "largest-stake" && gameMaximumCentavos !== undefined && value >= gameMaximumCentavos) {
    const message = `The largest single stake must be below the game's own maximum (${pesos(gameMaximumCentavos)})`;
    return refuse("INVALID_VALUE", message);
  }
  return null;
}

/** A raise or a removal: anything that lets more through than the limit in force. */
function isLoosening(current: number | null, value: number | null): boolean {
  if (current === null) return false;
  return value === null || value > current;
}

function authorityRefusal(entry: LimitEntry, by: LimitSetter, loosening: boolean): LimitChangeRefusal | null {
  const owner = entry.setBy;
  if (!loosening || !owner) return null;
  if (by.role === "player" && owner.role === "upline") {
    return refuse("NOT_YOURS", `This limit was set by ${owner.name ?? "your upline"}: you can only lower it`);
  }
  if (by.role === "upline" && owner.role === "player") {
    return refuse("NOT_YOURS", "The player set this limit: only they can raise or remove it");
  }
  if (by.role === "upline" && owner.userId !== by.userId) {
    return refuse(
      "NOT_YOURS",
      `This limit was set by ${owner.name ?? "another upline"}: only they can raise or remove it`,
    );
  }
  return null;
}

/** The values a window of a kind has or will have (the one in force and a pending one). */
function valuesOf(book: LimitBook, kind: WindowedKind, window: LimitWindow): number[] {
  const entry = book[windowedKey(kind, window)];
  return [entry?.value ?? null, entry?.pending?.value ?? null].filter((v): v is number => v !== null);
}

/**
 * Daily ≤ weekly ≤ monthly, for the values in force AND pending, in any combination (a pending change may apply
 * before or after another): "The daily limit cannot be above the weekly one (₱1,500.00)".
 */
function orderRefusal(book: LimitBook, key: LimitKey): LimitChangeRefusal | null {
  const [kind, window] = key.split(":") as [WindowedKind, LimitWindow | undefined];
  if (!window) return null;
  const own = valuesOf(book, kind, window);
  if (own.length === 0) return null;
  const at = LIMIT_WINDOWS.indexOf(window);
  for (const [index, other] of LIMIT_WINDOWS.entries()) {
    const theirs = valuesOf(book, kind, other);
    if (index === at || theirs.length === 0) continue;
    if (index > at && Math.max(...own) > Math.min(...theirs)) {
      const message = `The ${ADJECTIVE[window]} limit cannot be above the ${ADJECTIVE[other]} one (${pesos(Math.min(...theirs))})`;
      return refuse("ORDER", message);
    }
    if (index < at && Math.min(...own) < Math.max(...theirs)) {
      const message = `The ${ADJECTIVE[window]} limit cannot be below the ${ADJECTIVE[other]} one (${pesos(Math.max(...theirs))})`;
      return refuse("ORDER", message);
    }
  }
  return null;
}

/** Who owns a limit after a tightening: an upline that tightens takes it over; a player lowering keeps the owner. */
function ownerAfterTightening(entry: LimitEntry, by: LimitSetter): LimitSetter {
  return by.role === "player" && entry.setBy?.role === "upline" ? entry.setBy : by;
}

export function changeLimit(book: LimitBook, request: LimitChangeRequest): LimitChangeResult {
  const { key, value, by, nowMs } = request;
  const settled = settleLimits(book, nowMs);
  const entry = settled[key] ?? NO_LIMIT;
  const loosening = isLoosening(entry.value, value);
  const refusal =
    valueRefusal(request) ??
    authorityRefusal(entry, by, loosening) ??
    (loosening && request.restricted
      ? refuse("RESTRICTED", "No limit can be raised or removed while a time-out or self-exclusion runs")
      : null);
  if (refusal) return refusal;
  if (value === null && entry.value === null)
    return { ok: true, book: settled, effect: "unchanged", effectiveAtMs: nowMs };
  const changed: LimitEntry = loosening
    ? { ...entry, pending: { value, effectiveAtMs: nowMs + COOLING_OFF_MS, requestedBy: by } }
    : { value, setBy: ownerAfterTightening(entry, by), pending: null };
  const next = { ...settled, [key]: changed };
  const order = orderRefusal(next, key);
  if (order) return order;
  return loosening
    ? { ok: true, book: next, effect: "pending", effectiveAtMs: nowMs + COOLING_OFF_MS }
    : { ok: true, book: next, effect: "now", effectiveAtMs: nowMs };
}

/** Cancels a pending increase or removal: the player always may, an upline only its own request. */
export function cancelPendingChange(book: LimitBook, key: LimitKey, by: LimitSetter, nowMs: number): LimitChangeResult {
  const settled = settleLimits(book, nowMs);
  const entry = settled[key];
  if (!entry?.pending) return refuse("NOTHING_PENDING", "There is no pending change to cancel");
  if (by.role === "upline" && entry.pending.requestedBy.userId !== by.userId) {
    return refuse("NOT_YOURS", "Only whoever asked for this change can cancel it");
  }
  return { ok: true, book: { ...settled, [key]: { ...entry, pending: null } }, effect: "now", effectiveAtMs: nowMs };
}
