import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_STREAM_URL } from "@sabong/shared/betting";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { openTestDatabase } from "../../testing/databases.ts";
import { verifyAuditChain } from "../audit/service.ts";
import { auditEvents } from "../audit/table.ts";
import { events, fights } from "../betting/table.ts";
import { seedDatabase } from "./service.ts";

const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "sabong-seed-")), JWT_SECRET: "s".repeat(32) });
const quiet = { info: () => {} } as unknown as FastifyBaseLogger;

describe("the demo's events", () => {
  it("one live event per live game on the demo stream, fight 1 waiting, audited", async () => {
    const database = await openTestDatabase("pglite");
    try {
      await seedDatabase(database.db, config, quiet);
      const rows = await database.db.select().from(events);
      expect(rows.map((e) => [e.game, e.status, e.videoUrl]).sort()).toEqual([
        ["apple", "LIVE", DEMO_STREAM_URL],
        ["sabong", "LIVE", DEMO_STREAM_URL],
      ]);
      const waiting = await database.db.select().from(fights);
      expect(waiting.map((f) => [f.number, f.state])).toEqual([
        [1, "STANDBY"],
        [1, "STANDBY"],
      ]);
      // The demo derby's first fight says who fights; apple rounds have no entries.
      expect(waiting.map((f) => f.entries)).toEqual(
        expect.arrayContaining([
          {},
          {
            MERON: { rooster: "Bulik", owner: "Jun Santos", weightGrams: 2150 },
            WALA: { rooster: "Sweater Talisay", owner: "Ramon Cruz", weightGrams: 2140 },
          },
        ]),
      );
      const created = await database.db.select().from(auditEvents).where(eq(auditEvents.action, "event.create"));
      expect(created.map((a) => a.actorUsername)).toEqual(["operator", "operator"]);
      expect((await verifyAuditChain(database.db)).brokenAtId).toBeNull();
    } finally {
      await database.close();
    }
  });
});
