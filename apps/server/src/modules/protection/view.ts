import {
  LIMIT_KEYS,
  LIMIT_WINDOWS,
  type LimitEntry,
  type LimitKey,
  type LimitSetter,
  type LimitView,
  type LimitWindow,
  type ProtectionView,
  type RealityCheckMinutes,
  settleLimits,
  WINDOW_MS,
  type WindowedKind,
} from "@sabong/shared/protection";
import { and, desc, eq, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { readBook } from "./limit-store.ts";
import { playedTodayMinutes } from "./play-sessions.ts";
import { restrictionView, runningRestriction } from "./restriction-store.ts";
import { readState, type StateRow } from "./state.ts";
import { protectionMarks } from "./table.ts";

/** What the player (or their upline) sees: every limit with who set it, what each money window holds, the rest. */

type Totals = { staked: number; credited: number; loaded: number };

const totalsOf = (state: StateRow): Totals => ({
  staked: state.stakedTotalCentavos,
  credited: state.creditedTotalCentavos,
  loaded: state.loadedTotalCentavos,
});

/** The totals at an instant: the newest mark at or before it (none: nothing had moved yet, all zero). */
async function totalsAt(db: DbOrTx, userId: number, atMs: number): Promise<Totals> {
  const [mark] = await db
    .select()
    .from(protectionMarks)
    .where(and(eq(protectionMarks.userId, userId), lte(protectionMarks.at, new Date(atMs))))
    .orderBy(desc(protectionMarks.at), desc(protectionMarks.id))
    .limit(1);
  if (!mark) return { staked: 0, credited: 0, loaded: 0 };
  return { staked: mark.stakedTotalCentavos, credited: mark.creditedTotalCentavos, loaded: mark.loadedTotalCentavos };
}

/** What each money window holds now: the row's totals minus the totals at the window's start (0011). */
export async function windowUse(
  db: DbOrTx,
  state: StateRow,
  nowMs: number,
): Promise<Record<WindowedKind, Record<LimitWindow, number>>> {
  const now = totalsOf(state);
  const use = { loss: {}, wager: {}, load: {} } as Record<WindowedKind, Record<LimitWindow, number>>;
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  for (const window of LIMIT_WINDOWS) {
    const start = await totalsAt(db, state.userId, nowMs - WINDOW_MS[window]);
    const staked = now.staked - start.staked;
    // A net win leaves nothing used (the room is then more than the limit: the screen shows "₱0 used").
    use.loss[window] = Math.max(0, staked - (now.credited - start.credited));
    use.wager[window] = staked;
    use.load[window] = now.loaded - start.loaded;
  }
  return use;
}

const setterView = (setter: LimitSetter) => ({ userId: setter.userId, role: setter.role, name: setter.name ?? "" });

function limitView(
  key: LimitKey,
  entry: LimitEntry | undefined,
  use: Record<WindowedKind, Record<LimitWindow, number>>,
) {
  const [kind, window] = key.split(":") as [WindowedKind, LimitWindow | undefined];
  const view: LimitView = {
    key,
    value: entry?.value ?? null,
    setBy: entry?.setBy ? setterView(entry.setBy) : null,
    pending: entry?.pending
      ? {
          value: entry.pending.value,
          effectiveAt: new Date(entry.pending.effectiveAtMs).toISOString(),
          requestedBy: setterView(entry.pending.requestedBy),
        }
      : null,
    usedCentavos: window ? use[kind][window] : null,
  };
  return view;
}

export async function protectionView(db: DbOrTx, userId: number, nowMs: number): Promise<ProtectionView> {
  const state = await readState(db, userId);
  const stored = await readBook(db, userId);
  const running = await runningRestriction(db, userId, nowMs);
  const use = await windowUse(db, state, nowMs);
  const playedMinutes = await playedTodayMinutes(db, userId, nowMs);
  // A change whose 24 hours are over shows as in force even before the ticker's next run has copied it.
  const book = settleLimits(stored.book, nowMs);
  return {
    userId,
    limits: LIMIT_KEYS.map((key) => limitView(key, book[key], use)),
    restriction: running ? restrictionView(running.restriction) : null,
    realityCheckMinutes: state.realityCheckMinutes as RealityCheckMinutes,
    playedTodayMinutes: playedMinutes,
  };
}
