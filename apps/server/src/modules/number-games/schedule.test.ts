import { defaultNumberGameSettings, drawResultOf, drawTermsOf, seedHashOf } from "@sabong/shared/number-games";
import { manilaDateTime } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { runClockOnce, startDrawClock } from "./clock.ts";
import { ensureScheduledDraws } from "./schedule.ts";
import { draws } from "./table.ts";
import { drawView } from "./views.ts";

const quiet = { error: () => {} };

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

/** Scheduled draws per game in [from, to), and how many combination rows each has. */
async function scheduled(db: Db, from: Date, to: Date) {
  return rows<{ game: string; draw_at: string; combos: string }>(
    db,
    sql`select d.game, d.draw_at, (select count(*) from draw_combinations c where c.draw_id = d.id) as combos
        from draws d where d.source = 'schedule' and d.draw_at >= ${from.toISOString()}::timestamptz
        and d.draw_at < ${to.toISOString()}::timestamptz order by d.game, d.draw_at`,
  );
}

describe.each(await testDatabaseKinds())("the draw schedule and clock on %s", (kind) => {
  const h = suiteFixture(async () => {
    const database = await openTestDatabase(kind);
    return { db: database.db, url: database.url, close: database.close };
  });

  it("creates today's and the next two days' draws once, with 100 or 1,000 combinations each", async () => {
    // 2030-03-05 09:00 Manila: all of today's draws are still ahead (pick2/pick3 11/16/21, suertres 14/17/21).
    const now = manilaDateTime("2030-03-05", "09:00");
    const first = await ensureScheduledDraws(h.db, now);
    expect(first).toBe(27);
    expect(await ensureScheduledDraws(h.db, now)).toBe(0);
    const made = await scheduled(h.db, now, manilaDateTime("2030-03-08", "00:00"));
    expect(made).toHaveLength(27);
    for (const d of made) expect(Number(d.combos)).toBe(d.game === "pick2" ? 100 : 1000);
    // Nothing for game-ending: its draws come from an operator.
    expect(made.some((d) => d.game === "game-ending")).toBe(false);
  });

  it("creates each draw once when two processes run the schedule at the same time", async () => {
    const now = manilaDateTime("2030-04-15", "10:00");
    // On PostgreSQL, two handles (pools) on the same database, as two server processes have.
    const other = h.url ? await openDatabase({ databaseUrl: h.url }) : null;
    try {
      const [a, b, c] = await Promise.all([
        ensureScheduledDraws(h.db, now),
        ensureScheduledDraws(other?.db ?? h.db, now),
        ensureScheduledDraws(h.db, now),
      ]);
      // 10:00: all of today's draws (first at 11:00, cut-off 10:45) and two more days.
      expect(a + b + c).toBe(27);
      const made = await scheduled(h.db, now, manilaDateTime("2030-04-18", "00:00"));
      expect(made).toHaveLength(27);
      expect(new Set(made.map((d) => `${d.game} ${d.draw_at}`)).size).toBe(27);
    } finally {
      await other?.close();
    }
  });

  it("skips closed days (25 December) and draws whose cut-off has passed", async () => {
    const now = manilaDateTime("2030-12-24", "15:00");
    await ensureScheduledDraws(h.db, now);
    const made = await scheduled(h.db, manilaDateTime("2030-12-24", "00:00"), manilaDateTime("2030-12-27", "00:00"));
    // 24th: pick2/pick3 16:00 and 21:00, suertres 17:00 and 21:00 (11:00, 14:00 passed); 25th closed; 26th all 9.
    expect(made).toHaveLength(6 + 9);
    const christmas = made.filter((d) => {
      const at = new Date(d.draw_at).getTime();
      return (
        at >= manilaDateTime("2030-12-25", "00:00").getTime() && at < manilaDateTime("2030-12-26", "00:00").getTime()
      );
    });
    expect(christmas).toHaveLength(0);
  });

  it("opens due draws with a seed hash, closes them at cut-off and draws the fair result at draw time", async () => {
    const now = new Date();
    const inserted = await h.db
      .insert(draws)
      .values({
        game: "pick3",
        source: "operator",
        state: "SCHEDULED",
        opensAt: new Date(now.getTime() - 60_000),
        cutoffAt: new Date(now.getTime() + 3_600_000),
        drawAt: new Date(now.getTime() + 3_700_000),
        terms: drawTermsOf(defaultNumberGameSettings("pick3")),
      })
      .returning();
    const drawId = inserted[0]?.id as number;
    const read = async () => (await h.db.select().from(draws).where(sql`id = ${drawId}`))[0];

    // Two "processes" tick at once: the draw opens once (SKIP LOCKED), with one seed.
    const ticks = await Promise.all([
      runClockOnce(h.db, quiet, { schedule: false }),
      runClockOnce(h.db, quiet, { schedule: false }),
    ]);
    expect(ticks.reduce((n, t) => n + t.opened, 0)).toBe(1);
    const opened = await read();
    expect(opened?.state).toBe("OPEN");
    expect(opened?.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(opened?.seedHash).toBe(seedHashOf(opened?.seed as string));
    const view = await drawView(h.db, opened as NonNullable<typeof opened>);
    expect(view.seed).toBeNull();
    expect(view.seedHash).toBe(opened?.seedHash);
    expect(JSON.stringify(view)).not.toContain(opened?.seed as string);

    await h.db.execute(sql`update draws set cutoff_at = now() - interval '1 second' where id = ${drawId}`);
    expect((await runClockOnce(h.db, quiet, { schedule: false })).closed).toBe(1);
    expect((await read())?.state).toBe("CLOSED");

    await h.db.execute(sql`update draws set draw_at = now() - interval '1 second' where id = ${drawId}`);
    const tick = await runClockOnce(h.db, quiet, { schedule: false });
    expect(tick).toMatchObject({ settled: 1, failed: 0 });
    const settled = await read();
    expect(settled?.state).toBe("SETTLED");
    expect(settled?.result).toBe(drawResultOf({ game: "pick3", drawId, seed: opened?.seed as string }));
    const revealed = await drawView(h.db, settled as NonNullable<typeof settled>);
    expect(revealed.seed).toBe(opened?.seed);
    expect(seedHashOf(revealed.seed as string)).toBe(revealed.seedHash);

    const audit = await rows<{ action: string }>(
      h.db,
      sql`select action from audit_events where entity_type = 'draw' and entity_id = ${String(drawId)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["draw.open", "draw.close", "draw.result.drawn", "draw.settle"]);
    // A settled draw is left alone by later ticks.
    expect(await runClockOnce(h.db, quiet, { schedule: false })).toMatchObject({ opened: 0, closed: 0, settled: 0 });
  });

  it("the running clock ticks on its own and stops cleanly", async () => {
    const inserted = await h.db
      .insert(draws)
      .values({
        game: "suertres",
        source: "operator",
        state: "SCHEDULED",
        opensAt: new Date(Date.now() - 1000),
        cutoffAt: new Date(Date.now() + 3_600_000),
        drawAt: new Date(Date.now() + 3_600_000),
        terms: drawTermsOf(defaultNumberGameSettings("suertres")),
      })
      .returning();
    const drawId = inserted[0]?.id as number;
    const clock = startDrawClock(h.db, quiet, 20);
    try {
      await expect
        .poll(async () => (await h.db.select().from(draws).where(sql`id = ${drawId}`))[0]?.state, { timeout: 5000 })
        .toBe("OPEN");
    } finally {
      await clock.stop();
    }
  });
});
