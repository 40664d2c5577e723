import {
  drawResultOf,
  drawTermsOf,
  GAME_REGISTRY,
  NUMBER_GAMES,
  type NumberGame,
  newSeed,
  seedHashOf,
} from "@sabong/shared";
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import { gameSettings, recordDrawChange, updateDraw } from "./repository.ts";
import { ensureScheduledDraws } from "./schedule.ts";
import { settleDraw } from "./settlement.ts";
import { type DrawRow, draws } from "./table.ts";

export type ClockLog = { error: (obj: object, msg?: string) => void };
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
      sql`not exists (select 1 from number_game_settings s
        where s.game = ${draws.game} and (s.settings ->> 'enabled') = 'false')`,
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
   * settle. A reverted draw (seed already revealed) is not drawn again.
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

/**
 * Runs one step over its due draws, each in its own transaction. FOR UPDATE SKIP LOCKED: a draw another process (or
 * a ticket, a staff action) holds is left for the next tick, so no two processes do the same work. A draw whose work
 * fails is logged and skipped for the rest of this run.
 */
async function runStep(db: Db, log: ClockLog, name: string, step: Step, failed: number[]): Promise<number> {
  let done = 0;
  while (done < STEP_LIMIT) {
    const skip = failed.length > 0 ? notInArray(draws.id, failed) : undefined;
    const current: { id: number | null } = { id: null };
    try {
      const did = await transact(db, async (tx) => {
        const [draw] = await tx
          .select()
          .from(draws)
          .where(and(step.when, skip))
          .orderBy(asc(draws.drawAt), asc(draws.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!draw) return false;
        current.id = draw.id;
        await step.act(tx, draw);
        return true;
      });
      if (!did) break;
      done += 1;
    } catch (err) {
      if (current.id === null) throw err;
      log.error({ err, drawId: current.id, step: name }, "draw clock step failed");
      failed.push(current.id);
    }
  }
  return done;
}

/**
 * One tick of the draw clock: ensure the schedule (when asked), open due draws, close those past cut-off, draw and
 * settle platform draws at draw time. Exported for tests, which call it instead of running the clock.
 */
export async function runClockOnce(db: Db, log: ClockLog, options: { schedule?: boolean } = {}): Promise<ClockReport> {
  const created = options.schedule === false ? 0 : await ensureScheduledDraws(db);
  const failed: number[] = [];
  const opened = await runStep(db, log, "open", STEPS.open, failed);
  const closed = await runStep(db, log, "close", STEPS.close, failed);
  const settled = await runStep(db, log, "draw", STEPS.draw, failed);
  return { created, opened, closed, settled, failed: failed.length };
}

export type DrawClock = { stop: () => Promise<void> };

/**
 * The running server's clock: a tick every second (never two at once), the schedule ensured at most once a minute.
 * A failing tick is logged; the next one tries again.
 */
export function startDrawClock(db: Db, log: ClockLog, intervalMs = 1000): DrawClock {
  let stopped = false;
  let lastScheduleAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    const schedule = Date.now() - lastScheduleAt >= SCHEDULE_EVERY_MS;
    try {
      await runClockOnce(db, log, { schedule });
      if (schedule) lastScheduleAt = Date.now();
    } catch (err) {
      log.error({ err }, "draw clock tick failed");
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(next);
    }, intervalMs);
    timer.unref();
  };
  running = tick().finally(next);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
