import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";
import { describe, expect, it } from "vitest";
import { apiAs } from "../../testing/api.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { foldLedger } from "./service.ts";

describe.each(await testDatabaseKinds())("GET /api/admin/accounting on %s", (kind) => {
  const h = bettingSuite(kind);
  const today = manilaDateOf(new Date());
  const report = (query: string, headers = h.admin) => apiAs(h.t, headers)("GET", `/api/admin/accounting?${query}`);

  it("answers the day's figures of a settled fight, the same before and after the fold", async () => {
    const [a, b] = await createPlayers(h, 2, { fundCentavos: pesos(1_000) });
    if (!a || !b) throw new Error("players");
    const { fightId } = await openFight(h, "sabong", { name: "Derby night" });
    await mustBet(h, "sabong", a.headers, fightId, "MERON", pesos(100));
    await mustBet(h, "sabong", b.headers, fightId, "WALA", pesos(100));
    await mustAct(h, "sabong", fightId, "close");
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });

    const before = await report(`from=${today}&to=${today}&groupBy=contest&game=sabong`);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const row = before.body.rows.find((r: { key: string }) => r.key === `fight:${fightId}`);
    expect(row).toMatchObject({
      label: "Derby night · Fight 1",
      game: "sabong",
      turnoverCentavos: pesos(200),
      stakeCount: 2,
    });
    // The house keeps what the players and agents did not take: stakes − payouts − commission.
    expect(row.houseResultCentavos).toBe(row.turnoverCentavos - row.payoutsCentavos - row.commissionCentavos);
    expect(row.payoutsCentavos).toBeGreaterThan(0);
    expect(before.body.byDay).toEqual([
      expect.objectContaining({ key: today, turnoverCentavos: before.body.totals.turnoverCentavos }),
    ]);

    while ((await foldLedger(h.db, { maxTransfers: 3 })).folded > 0) {}
    const after = await report(`from=${today}&to=${today}&groupBy=contest&game=sabong`);
    expect({ ...after.body, generatedAt: null }).toEqual({ ...before.body, generatedAt: null });
  });

  it("refuses bad criteria with 400 and a message", async () => {
    const far = addCalendarDays(today, 366);
    const cases: [string, string][] = [
      [`from=${today}&to=${addCalendarDays(today, -1)}`, "The start date must be on or before the end date"],
      [`from=${today}&to=${far}`, "A report covers at most 366 days"],
      [`from=${today}&to=${today}&game=poker`, "Unknown game"],
      [`from=${today}&to=${today}&groupBy=week`, "Unknown grouping"],
      [`from=2025-02-30&to=${today}`, "Dates must look like 2025-01-31"],
      [`to=${today}`, ""],
    ];
    for (const [query, message] of cases) {
      const answer = await report(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error, query).toContain(message);
    }
    expect((await report(`from=${today}&to=${addCalendarDays(today, 365)}`)).status).toBe(200);
  });

  it("is the admin's: others get 403, nobody 401", async () => {
    expect((await report(`from=${today}&to=${today}`, h.player)).status).toBe(403);
    expect((await report(`from=${today}&to=${today}`, h.operator)).status).toBe(403);
    expect((await apiAs(h.t)("GET", `/api/admin/accounting?from=${today}&to=${today}`)).status).toBe(401);
  });

  it("covers an agent's subtree, and an unknown agent is 404 User not found", async () => {
    const gold = h.ids.get("gold") as number;
    const answer = await report(`from=${today}&to=${today}&agentId=${gold}&groupBy=agent`);
    expect(answer.status).toBe(200);
    expect(answer.body.criteria).toMatchObject({ agentId: gold, agentUsername: "gold" });
    const rows = answer.body.rows as { agentId: number | null; turnoverCentavos: number }[];
    expect(rows.reduce((s, r) => s + r.turnoverCentavos, 0)).toBe(answer.body.totals.turnoverCentavos);
    const missing = await report(`from=${today}&to=${today}&agentId=99999999`);
    expect(missing).toEqual({ status: 404, body: { error: "User not found" } });
  });
});
