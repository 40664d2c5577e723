import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, startTestApp, type TestApp } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { seedDemoMoney } from "../seed/service.ts";

const kinds = await testDatabaseKinds();

describe.each(kinds)("GET /api/admin/ledger/check on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const pool = (t.ctx.db as unknown as { $client: { on?: (event: string, listener: () => void) => void } }).$client;
    if ("totalCount" in pool) pool.on?.("error", () => {});
    await seedDemoMoney(t.ctx.db, t.ids);
  });
  afterAll(async () => t?.close());

  it("answers the ledger report to an admin", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/ledger/check",
      headers: await loginAs(t.app, "admin"),
    });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ ok: true, violations: [] });
    expect(report.transfers).toBeGreaterThan(0);
    expect(report.userTotalCentavos + report.systemTotalCentavos).toBe(0);
  });

  it("is for admins only", async () => {
    for (const username of ["operator", "gold", "player"]) {
      const headers = await loginAs(t.app, username);
      const response = await t.app.inject({ method: "GET", url: "/api/admin/ledger/check", headers });
      expect(response.statusCode, username).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/admin/ledger/check" })).statusCode).toBe(401);
  });
});
