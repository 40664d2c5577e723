import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { downlineBody } from "../../testing/accounts.ts";
import { apiAs } from "../../testing/api.ts";
import { loginAs, testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { recordAudit, verifyAuditChain } from "../audit/service.ts";
import { auditEvents } from "../audit/table.ts";

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, "../../..");

describe.each(await testDatabaseKinds())("audit trail on %s", (kind) => {
  const t = testAppSuite(kind);

  it("records actor, time, address, before and after of each action in one verifiable chain", async () => {
    const admin = apiAs(t, await loginAs(t.app, "admin"));
    const gold = apiAs(t, await loginAs(t.app, "gold"));
    const created = await gold(
      "POST",
      "/api/user/downlines",
      downlineBody("audited", "Audited Player", { sabongBp: 100 }),
    );
    expect(created.status).toBe(201);
    const target = created.body.id as number;
    expect((await gold("PATCH", `/api/user/downlines/${target}`, { sabongBp: 150 })).status).toBe(200);
    expect((await gold("POST", `/api/user/downlines/${target}/suspend`, { reason: "test" })).status).toBe(200);
    expect((await gold("POST", `/api/user/downlines/${target}/reactivate`)).status).toBe(200);
    expect(
      (await admin("POST", `/api/admin/users/${target}/reset-password`, { newPassword: "new-pass-1" }, {})).status,
    ).toBe(200);
    const whitelisted = await admin("POST", "/api/admin/whitelist", { address: "127.0.0.0/8", note: "local" });
    expect(whitelisted.status).toBe(201);
    expect((await admin("DELETE", `/api/admin/whitelist/${whitelisted.body.id}`)).status).toBe(200);

    const rows = await t.ctx.db.select().from(auditEvents).orderBy(auditEvents.id);
    expect(rows.map((r) => r.action)).toEqual([
      "hierarchy.create",
      "hierarchy.rates",
      "user.suspend",
      "user.reactivate",
      "password.reset",
      "whitelist.add",
      "whitelist.remove",
    ]);
    for (const row of rows) {
      expect(row.ip).toBe("127.0.0.1");
      expect(row.at).toBeInstanceOf(Date);
      expect(Date.now() - row.at.getTime()).toBeLessThan(60_000);
    }
    expect(rows[1]).toMatchObject({
      actorUsername: "gold",
      actorId: t.ids.get("gold"),
      entityType: "user",
      entityId: String(target),
      before: { sabongBp: 100 },
      after: { sabongBp: 150 },
    });
    expect(rows[5]).toMatchObject({ actorUsername: "admin", entityType: "whitelist", after: { cidr: "127.0.0.0/8" } });
    expect(rows[6]).toMatchObject({ before: { cidr: "127.0.0.0/8", note: "local" }, after: null });

    const report = await verifyAuditChain(t.ctx.db);
    expect(report).toEqual({ checked: 7, brokenAtId: null, reason: null });
  });

  it("writes no audit row when the action is refused", async () => {
    const [before] = await t.ctx.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    const gold = apiAs(t, await loginAs(t.app, "gold"));
    const refused = await gold("POST", "/api/user/downlines", downlineBody("refused", "Refused", { sabongBp: 9999 }));
    expect(refused.status).toBe(422);
    const [after] = await t.ctx.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(after?.id).toBe(before?.id);
  });

  it("detects a row edited behind its back", async () => {
    const [row] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "hierarchy.rates"));
    if (!row) throw new Error("no row to tamper with");
    await t.ctx.db.execute(sql`update audit_events set "after" = '{"sabongBp": 10000}'::jsonb where id = ${row.id}`);
    const report = await verifyAuditChain(t.ctx.db);
    expect(report).toMatchObject({ brokenAtId: row.id, reason: "content does not match its hash", checked: 1 });
  });
});

describe("npm run audit:verify", () => {
  it("prints the count and exits non-zero once the chain is broken", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sabong-audit-cli-"));
    const database = await openDatabase({ dataDir });
    for (const n of [1, 2, 3]) {
      await database.db.transaction((tx) =>
        recordAudit(tx, { actor: null, action: "test.entry", entityType: "test", entityId: n, after: { n } }),
      );
    }
    await database.close();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" };
    const cli = () => run("npx", ["tsx", "src/cli/audit-verify.ts"], { cwd: SERVER_DIR, env });

    const ok = await cli();
    expect(ok.stdout).toMatch(/audit chain OK: 3 rows verified/);

    const tamper = await openDatabase({ dataDir });
    await tamper.db.execute(sql`delete from audit_events where entity_id = '2'`);
    await tamper.close();
    const broken = await cli().then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(broken?.code).toBe(1);
    expect(broken?.stderr).toMatch(/audit chain BROKEN at row 3: link to previous row broken \(1 rows verified/);
  }, 180_000);
});
