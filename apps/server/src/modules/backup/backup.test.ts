import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { restorePgliteSnapshot } from "../../db/pglite-snapshot.ts";
import { resultRows } from "../../db/sql.ts";
import { type BettingHarness, bettingSuite, createPlayers, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { createServiceDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { verifyAuditChain } from "../audit/service.ts";
import { checkLedger } from "../ledger/service.ts";
import { dumpPostgres, restorePostgres } from "./postgres.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "sabong-backup-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A bet placed through the API, then one more after it: the backup is taken between the two. */
async function betBeforeAndAfter(h: BettingHarness, takeBackup: () => Promise<void>) {
  const [p] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
  if (!p) throw new Error("player");
  const { fightId } = await openFight(h, "sabong");
  const before = await mustBet(h, "sabong", p.headers, fightId, "MERON", pesos(300));
  await takeBackup();
  const after = await mustBet(h, "sabong", p.headers, fightId, "WALA", pesos(200));
  return { before: before.bet.id, after: after.bet.id, userId: p.id };
}

/** What an operator checks on a restored copy: ledger:check, audit:verify, and the bets it holds. */
async function expectRestored(restored: Database, placed: { before: number; after: number; userId: number }) {
  expect((await checkLedger(restored.db)).violations).toEqual([]);
  expect((await verifyAuditChain(restored.db)).brokenAtId).toBeNull();
  const bets = resultRows<{ id: number; stake_centavos: string }>(
    await restored.db.execute(sql`select id, stake_centavos from bets where user_id = ${placed.userId} order by id`),
  );
  // The bet acknowledged before the backup is there with its stake; the one after it is not (a restore goes back to
  // the backup's moment).
  expect(bets.map((b) => [Number(b.id), Number(b.stake_centavos)])).toEqual([[placed.before, pesos(300)]]);
}

describe("backup of the embedded database (PGlite), taken through the running server", () => {
  const h = bettingSuite("pglite");

  it("restores into a new data directory that passes the ledger and audit checks and holds the bet placed before it", async () => {
    const file = path.join(scratch, "pglite.tar.gz");
    const placed = await betBeforeAndAfter(h, async () => {
      const answer = await h.t.app.inject({ method: "POST", url: "/api/admin/backup", headers: h.admin });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/gzip");
      writeFileSync(file, answer.rawPayload);
    });
    const dataDir = path.join(scratch, "restored");
    await restorePgliteSnapshot(new Blob([readFileSync(file)]), dataDir);
    const restored = await openDatabase({ dataDir });
    try {
      await expectRestored(restored, placed);
    } finally {
      await restored.close();
    }
  });

  it("never restores over a database: a data directory that holds one is refused", async () => {
    const dataDir = path.join(scratch, "live");
    mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    writeFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "17\n");
    await expect(restorePgliteSnapshot(new Blob([]), dataDir)).rejects.toThrow(/already holds a database/);
  });

  it("is for admins only: a player and an operator are refused, and no copy leaves", async () => {
    for (const headers of [h.player, h.operator, {}]) {
      const answer = await h.t.app.inject({ method: "POST", url: "/api/admin/backup", headers });
      expect([401, 403]).toContain(answer.statusCode);
      expect(answer.json()).toHaveProperty("error");
    }
  });
});

describe.runIf((await testDatabaseKinds()).includes("postgres"))("backup of PostgreSQL (pg_dump -Fc)", () => {
  const h = bettingSuite("postgres");

  it("restores into a new database that passes the ledger and audit checks and holds the bet placed before it", async () => {
    const file = path.join(scratch, "postgres.dump");
    const live = h.t.databaseUrl;
    if (!live) throw new Error("the PostgreSQL harness has a url");
    const placed = await betBeforeAndAfter(h, () => dumpPostgres(live, file));
    const target = await createServiceDatabase("sabong_restore");
    await target.drop(); // only its free name: the restore creates it
    try {
      await restorePostgres(file, target.url);
      const restored = await openDatabase({ databaseUrl: target.url, poolSize: 2 });
      try {
        await expectRestored(restored, placed);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });

  it("never restores over a live database, and the live one is untouched", async () => {
    const live = h.t.databaseUrl;
    if (!live) throw new Error("the PostgreSQL harness has a url");
    await expect(restorePostgres(path.join(scratch, "postgres.dump"), live)).rejects.toThrow(/already exists/);
    expect((await checkLedger(h.db)).ok).toBe(true);
  });

  it("tells an admin on PostgreSQL to use pg_dump instead of copying through the server", async () => {
    const answer = await h.t.app.inject({ method: "POST", url: "/api/admin/backup", headers: h.admin });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatch(/pg_dump/);
  });
});
