import type { Centavos } from "../money/centavos.ts";
import type { ActiveLimits } from "./room.ts";
import { LIMIT_WINDOWS, type LimitWindow, WINDOWED_KINDS, type WindowedKind } from "./windows.ts";

/**
 * The limits a player has, each with who set it and a change waiting for its cooling-off. Values are centavos,
 * except play time: minutes per Manila day.
 */
export type WindowedLimitKey = `${WindowedKind}:${LimitWindow}`;
export type LimitKey = WindowedLimitKey | "largest-stake" | "play-time";

export const LIMIT_KEYS: readonly LimitKey[] = [
  ...WINDOWED_KINDS.flatMap((kind) => LIMIT_WINDOWS.map((window) => windowedKey(kind, window))),
  "largest-stake",
  "play-time",
];

export function windowedKey(kind: WindowedKind, window: LimitWindow): WindowedLimitKey {
  return `${kind}:${window}`;
}

/** Who set or asked for a limit: the player, or one of the agents above them (named so the player sees who). */
export type LimitSetter = { userId: number; role: "player" | "upline"; name?: string };

/** An increase or a removal (value null) waiting for its 24 hours. */
export type PendingChange = { value: number | null; effectiveAtMs: number; requestedBy: LimitSetter };

export type LimitEntry = { value: number | null; setBy: LimitSetter | null; pending: PendingChange | null };

export type LimitBook = Partial<Record<LimitKey, LimitEntry>>;

export const NO_LIMIT: LimitEntry = { value: null, setBy: null, pending: null };

/** The book at `nowMs`: every pending change whose time has come is applied (and its requester becomes the setter). */
export function settleLimits(book: LimitBook, nowMs: number): LimitBook {
  const settled: LimitBook = {};
  for (const key of LIMIT_KEYS) {
    const entry = book[key];
    if (!entry) continue;
    const due = entry.pending && entry.pending.effectiveAtMs <= nowMs ? entry.pending : null;
    if (!due) settled[key] = entry;
    else if (due.value !== null) settled[key] = { value: due.value, setBy: due.requestedBy, pending: null };
  }
  return settled;
}

/** The limits in force at `nowMs`, as the stake and load checks take them. */
export function activeLimits(book: LimitBook, nowMs: number): ActiveLimits {
  const settled = settleLimits(book, nowMs);
  const value = (key: LimitKey) => settled[key]?.value ?? undefined;
  const active: ActiveLimits = {};
  for (const kind of WINDOWED_KINDS) {
    for (const window of LIMIT_WINDOWS) {
      const amount = value(windowedKey(kind, window));
      if (amount !== undefined) active[kind] = { ...active[kind], [window]: amount as Centavos };
    }
  }
  const largest = value("largest-stake");
  if (largest !== undefined) active.largestStakeCentavos = largest;
  const minutes = value("play-time");
  if (minutes !== undefined) active.playTimeMinutes = minutes;
  return active;
}
