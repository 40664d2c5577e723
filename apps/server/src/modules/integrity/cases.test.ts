import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { apiAs } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { bettingSuite, createPlayers } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { auditCount } from "../../testing/ledger.ts";
import { raiseAlerts } from "./alerts.ts";

describe.each(await testDatabaseKinds())("working an integrity case on %s", (kind) => {
  const h = bettingSuite(kind);

  async function alertOn(accountIds: number[]) {
    const [id] = await raiseAlerts(h.db, [
      {
        signal: { kind: "large-transaction", score: 60, evidence: { transferId: 1, amountCentavos: 60_000_000 } },
        subject: `test:${Math.random()}`,
        accountIds,
      },
    ]);
    return id as number;
  }

  it("lets compliance take, note, act on and close a case, each step audited; others are refused", async () => {
    const [player] = await createPlayers(h, 1);
    if (!player) throw new Error("player");
    const alertId = await alertOn([player.id]);
    const admin = apiAs(h.t, h.admin);
    const operator = apiAs(h.t, h.operator);

    expect((await operator("GET", "/api/compliance/alerts")).status).toBe(403);
    const queue = await admin("GET", "/api/compliance/alerts");
    expect(queue.status).toBe(200);
    expect(queue.body.alerts.map((alert: { id: number }) => alert.id)).toContain(alertId);

    const audits = await auditCount(h.db, "integrity.alert.assign");
    const taken = await admin("POST", `/api/compliance/alerts/${alertId}/assign`);
    expect(taken.body).toMatchObject({ status: "assigned", assignedTo: "admin" });
    expect(await auditCount(h.db, "integrity.alert.assign")).toBe(audits + 1);

    const noted = await admin("POST", `/api/compliance/alerts/${alertId}/notes`, { body: "Called the agent." });
    expect(noted.body.notes.map((note: { body: string }) => note.body)).toEqual(["Called the agent."]);

    const suspended = await admin("POST", `/api/compliance/alerts/${alertId}/suspend`, {
      accountId: player.id,
      reason: "Loads through two agents",
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.accounts).toEqual([{ id: player.id, username: player.username, status: "suspended" }]);
    // Their session ended with the suspension.
    expect((await apiAs(h.t, player.headers)("GET", "/api/user")).status).toBe(401);
    const other = await admin("POST", `/api/compliance/alerts/${alertId}/suspend`, {
      accountId: h.ids.get("gold"),
      reason: "Not named",
    });
    expect(other).toEqual({ status: 422, body: { error: "This alert does not name that account" } });

    const closed = await admin("POST", `/api/compliance/alerts/${alertId}/close`, {
      outcome: "confirmed",
      note: "Reported to the regulator.",
    });
    expect(closed.body.status).toBe("confirmed");
    const again = await admin("POST", `/api/compliance/alerts/${alertId}/close`, { outcome: "benign", note: "x" });
    expect(again).toEqual({ status: 409, body: { error: "This alert is already closed" } });
    const bad = await admin("POST", `/api/compliance/alerts/${alertId}/notes`, { body: "   " });
    expect(bad).toEqual({ status: 400, body: { error: "Write a note" } });
  });

  it("decides concurrent closes of one alert once", async () => {
    const [player] = await createPlayers(h, 1);
    if (!player) throw new Error("player");
    const alertId = await alertOn([player.id]);
    const admin = apiAs(h.t, await loginAs(h.t.app, "admin"));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        admin("POST", `/api/compliance/alerts/${alertId}/close`, {
          outcome: i % 2 ? "benign" : "confirmed",
          note: `n${i}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    const notes = resultRows<{ count: number }>(
      await h.db.execute(sql`select count(*)::int as count from integrity_notes where alert_id = ${alertId}`),
    );
    expect(notes[0]?.count).toBe(1);
  });

  it("lets only the admin set thresholds, audited, and refuses bad figures in plain words", async () => {
    const admin = apiAs(h.t, h.admin);
    const current = await admin("GET", "/api/admin/integrity/thresholds");
    expect(current.body.largeTransaction.singleCentavos).toBe(50_000_000);
    const changed = { ...current.body, largeTransaction: { singleCentavos: 10_000_000, dailyCentavos: 20_000_000 } };
    const before = await auditCount(h.db, "integrity.thresholds.set");
    expect((await admin("PUT", "/api/admin/integrity/thresholds", changed)).status).toBe(200);
    expect(await auditCount(h.db, "integrity.thresholds.set")).toBe(before + 1);
    expect((await admin("GET", "/api/admin/integrity/thresholds")).body.largeTransaction.singleCentavos).toBe(
      10_000_000,
    );
    const refused = await admin("PUT", "/api/admin/integrity/thresholds", {
      ...changed,
      structuring: { ...changed.structuring, count: -1 },
    });
    expect(refused).toEqual({ status: 400, body: { error: "The number of loads cannot be negative" } });
    expect((await apiAs(h.t, h.operator)("PUT", "/api/admin/integrity/thresholds", changed)).status).toBe(403);
    // Back to the defaults for the other suites' scans.
    await admin("PUT", "/api/admin/integrity/thresholds", current.body);
  });
});
