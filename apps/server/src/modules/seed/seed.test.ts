import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NUMBER_GAMES } from "@sabong/shared/games";
import { defaultNumberGameSettings, scheduledDraws } from "@sabong/shared/number-games";
import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";
import { count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { checkLedger } from "../ledger/service.ts";
import { draws, numberGameSettings } from "../number-games/table.ts";
import { protectionLimitChanges, protectionState } from "../protection/table.ts";
import { users } from "../users/table.ts";
import { DEMO_ACCOUNTS, DEMO_PROTECTION_ACCOUNTS, seedDatabase } from "./service.ts";

const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "sabong-seed-")), JWT_SECRET: "s".repeat(32) });
const quiet = { info: () => {} } as unknown as FastifyBaseLogger;

describe.each(await testDatabaseKinds())("the demo's number games on %s", (kind) => {
  it("operator2, every game's settings, the scheduled draws and today's game-ending draws, open", async () => {
    const database = await openTestDatabase(kind);
    try {
      await seedDatabase(database.db, config, quiet);
      const [operator2] = await database.db.select().from(users).where(eq(users.username, "operator2"));
      expect(operator2?.type).toBe("staff");
      const settings = await database.db.select().from(numberGameSettings);
      expect(settings.map((s) => s.game).sort()).toEqual([...NUMBER_GAMES].sort());
      const rows = await database.db.select().from(draws);
      const now = Date.now();
      const today = manilaDateOf(new Date(now));
      for (const game of ["pick2", "pick3", "suertres"] as const) {
        const ofGame = rows.filter((d) => d.game === game && d.source === "schedule");
        // Exactly the schedule of today and the next two Manila days (closed days and past cut-offs have none).
        const expected = [0, 1, 2].flatMap((days) =>
          scheduledDraws(addCalendarDays(today, days), defaultNumberGameSettings(game), new Date(now)),
        );
        expect(ofGame.length, game).toBe(expected.length);
        for (const draw of ofGame) {
          expect(draw.state, `${game} ${draw.drawAt.toISOString()}`).toBe(
            draw.opensAt.getTime() <= now ? "OPEN" : "SCHEDULED",
          );
        }
      }
      const gameEnding = rows.filter((d) => d.game === "game-ending");
      expect(gameEnding.map((d) => d.state)).toEqual(["OPEN", "OPEN"]);
      expect(gameEnding.every((d) => d.drawAt.getTime() > now && d.matchup !== null)).toBe(true);
      expect((await checkLedger(database.db)).ok).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe.each(await testDatabaseKinds())("the demo's responsible-gaming players on %s", (kind) => {
  it("careful has limits (one by gold, an increase pending); resting is on a 7-day time-out", async () => {
    const database = await openTestDatabase(kind);
    try {
      const before = Date.now();
      await seedDatabase(database.db, config, quiet);
      const idOf = async (username: string) =>
        (await database.db.select().from(users).where(eq(users.username, username)))[0]?.id as number;
      const stateOf = async (username: string) =>
        (
          await database.db
            .select()
            .from(protectionState)
            .where(eq(protectionState.userId, await idOf(username)))
        )[0];
      expect(await stateOf("careful")).toMatchObject({
        limited: true,
        lossDayCentavos: 100_000,
        wagerWeekCentavos: 500_000,
        loadMonthCentavos: 2_000_000,
        playMinutes: 120,
        restrictedKind: null,
      });
      const pending = await database.db
        .select()
        .from(protectionLimitChanges)
        .where(eq(protectionLimitChanges.userId, await idOf("careful")));
      expect(pending.map((c) => [c.key, c.value])).toEqual([["loss:day", 150_000]]);
      const resting = await stateOf("resting");
      expect(resting?.restrictedKind).toBe("time-out");
      expect(resting?.restrictedUntil?.getTime()).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
      expect((await checkLedger(database.db)).ok).toBe(true);
    } finally {
      await database.close();
    }
  });
});

// Only PostgreSQL has several connections that can race; PGlite runs one statement at a time.
const kinds = (await testDatabaseKinds()).filter((kind) => kind === "postgres");

describe.each(kinds)("first start on an empty %s database", (kind) => {
  it("seeds once when three processes start at the same moment", async () => {
    const database = await openTestDatabase(kind, 6);
    try {
      await Promise.all([1, 2, 3].map(() => seedDatabase(database.db, config, quiet)));
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(DEMO_ACCOUNTS.length + DEMO_PROTECTION_ACCOUNTS.length + 1); // and `waiting`
      expect((await checkLedger(database.db)).ok).toBe(true);
    } finally {
      await database.close();
    }
  });
});
