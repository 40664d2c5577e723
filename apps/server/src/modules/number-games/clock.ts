import { GAME_REGISTRY, NUMBER_GAMES, type NumberGame } from "@sabong/shared/games";
import { drawResultOf, drawTermsOf, newSeed, seedHashOf } from "@sabong/shared/number-games";
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { type JobLog, startTicker, type Ticker } from "../../db/ticker.ts";
import { transact } from "../../events/transact.ts";
import { markDrawClockTick } from "../../metrics/registry.ts";
import { drawGameSwitchedOff, gameSettings, recordDrawChange, updateDraw } from "./repository.ts";
import { ensureScheduledDraws } from "./schedule.ts";
import { settleDraw } from "./settlement.ts";
import { type DrawRow, draws } from "./table.ts";

export type ClockReport = { created: number; opened: number; closed: number; settled: number; failed: number };

/** Most draws one step handles per tick: a backlog (a server that was down) drains over a few ticks. */
const STEP_LIMIT = 25;
const SCHEDULE_EVERY_MS = 60_000;

const PLATFORM_GAMES = NUMBER_GAMES.filter((game) => GAME_REGISTRY[game].result === "platform-draw");
const isPlatformDrawn = (game: NumberGame) => GAME_REGISTRY[game].result === "platform-draw";

type Step = { when: SQL | undefined; act: (tx: Tx, draw: DrawRow) => Promise<void> };

const STEPS = {
  /** Due draws open: terms snapshot from the settings; platform draws get their secret seed and publish its hash. */
  open: {
    when: and(
      eq(draws.state, "SCHEDULED"),
      sql`${draws.opensAt} <= now()`,
      // A disabled game's draws wait (they open if it is turned back on before their cut-off).
      sql`not ${drawGameSwitchedOff}`,
    ),
    act: async (tx, draw) => {
      const game = draw.game as NumberGame;
      const terms = drawTermsOf(await gameSettings(tx, game));
      const seed = isPlatformDrawn(game) ? newSeed() : null;
      const after = await updateDraw(tx, draw.id, {
        state: "OPEN",
        terms,
        seed,
        seedHash: seed === null ? null : seedHashOf(seed),
      });
      await recordDrawChange(tx, { actor: null, action: "draw.open", before: draw, after });
    },
  },
  /** Past cut-off: CLOSED (bookkeeping only; tickets check the cut-off themselves). */
  close: {
    when: and(eq(draws.state, "OPEN"), sql`${draws.cutoffAt} <= now()`),
    act: async (tx, draw) => {
      const after = await updateDraw(tx, draw.id, { state: "CLOSED", closedAt: sql`now()` });
      await recordDrawChange(tx, { actor: null, action: "draw.close", before: draw, after });
    },
  },
  /**
   * Platform draws at draw time: reveal the seed, derive the result from it (the shared rule anyone can re-run) and
   * settle. A reverted draw (seed already revealed) is not drawn again: staff settle it (POST …/settle).
   */
  draw: {
    when: and(
      eq(draws.state, "CLOSED"),
      inArray(draws.game, PLATFORM_GAMES),
      sql`${draws.drawAt} <= now()`,
      isNotNull(draws.seed),
      isNull(draws.seedRevealedAt),
    ),
    act: async (tx, draw) => {
      const result = drawResultOf({ game: draw.game as NumberGame, drawId: draw.id, seed: draw.seed as string });
      const after = await updateDraw(tx, draw.id, {
        state: "RESULT_ENTERED",
        result,
        seedRevealedAt: sql`now()`,
      });
      await recordDrawChange(tx, { actor: null, action: "draw.result.drawn", before: draw, after });
      await settleDraw(tx, draw.id, null);
    },
  },
} satisfies Record<string, Step>;

/** How long a step waits for a draw a ticket batch or a staff action holds before leaving it to the next tick. */
export const CLOCK_LOCK_TIMEOUT_MS = 1_000;

/** PostgreSQL's lock_not_available (lock_timeout passed), however the driver wraps it. */
function isLockTimeout(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "55P03" || e?.cause?.code === "55P03";
}

/**
 * Runs one step over its due draws, each in its own transaction: a due draw is picked by a plain read, then locked
 * FOR UPDATE (waiting at most CLOCK_LOCK_TIMEOUT_MS: ticket batches and staff actions are short, so a busy draw is
 * not skipped forever) and its condition checked again under the lock: a draw another process has just done no longer
 * qualifies, so each step happens once across processes. A draw still locked after the wait is left for the next
 * tick; one whose work fails is logged and skipped for the rest of this run.
 */
async function runStep(db: Db, log: JobLog, name: string, step: Step, failed: number[]): Promise<number> {
  let done = 0;
  const passed: number[] = [];
  while (done < STEP_LIMIT) {
    const skipped = [...failed, ...passed];
    const [due] = await db
      .select({ id: draws.id })
      .from(draws)
      .where(and(step.when, skipped.length > 0 ? notInArray(draws.id, skipped) : undefined))
      .orderBy(asc(draws.drawAt), asc(draws.id))
      .limit(1);
    if (!due) break;
    try {
      const did = await transact(db, async (tx) => {
        await tx.execute(sql.raw(`set local lock_timeout = '${CLOCK_LOCK_TIMEOUT_MS}ms'`));
        const [draw] = await tx
          .select()
          .from(draws)
          .where(and(eq(draws.id, due.id), step.when))
          .for("update");
        if (!draw) return false;
        // The wait bound is for the draw only: the step's own work (a settlement's accounts) waits as usual.
        await tx.execute(sql.raw("set local lock_timeout = 0"));
        await step.act(tx, draw);
        return true;
      });
      if (did) done += 1;
      else passed.push(due.id);
    } catch (err) {
      if (isLockTimeout(err)) passed.push(due.id);
      else {
        log.error({ err, drawId: due.id, step: name }, "draw clock step failed");
        failed.push(due.id);
      }
    }
  }
  return done;
}

/**
 * One tick of the draw clock: ensure the schedule (when asked), open due draws, close those past cut-off, draw and
 * settle platform draws at draw time. Exported for tests, which call it instead of running the clock.
 */
export async function runClockOnce(db: Db, log: JobLog, options: { schedule?: boolean } = {}): Promise<ClockReport> {
  const created = options.schedule === false ? 0 : await ensureScheduledDraws(db);
  const failed: number[] = [];
  const opened = await runStep(db, log, "open", STEPS.open, failed);
  const closed = await runStep(db, log, "close", STEPS.close, failed);
  const settled = await runStep(db, log, "draw", STEPS.draw, failed);
  return { created, opened, closed, settled, failed: failed.length };
}

export type DrawClock = Ticker;

/**
 * The running server's clock: a tick every second (never two at once), the schedule ensured at most once a minute.
 * A failing tick is logged; the next one tries again.
 */
export function startDrawClock(db: Db, log: JobLog, intervalMs = 1000): DrawClock {
  let lastScheduleAt = 0;
  return startTicker({
    intervalMs,
    tick: async () => {
      const schedule = Date.now() - lastScheduleAt >= SCHEDULE_EVERY_MS;
      await runClockOnce(db, log, { schedule });
      markDrawClockTick();
      if (schedule) lastScheduleAt = Date.now();
    },
    onError: (err) => log.error({ err }, "draw clock tick failed"),
  });
}
