import { drawResultOf, seedHashOf } from "@sabong/shared/number-games";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { press, signedInAs } from "../../testing/api.ts";
import { testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw, passDrawTime } from "../../testing/draws.ts";
import { auditCount, expectLedgerSound, fund, points } from "../../testing/ledger.ts";
import { runClockOnce } from "./clock.ts";

/** Staff actions' guard rails: re-settling a reverted platform draw, reduced multipliers, closing unopened draws. */

const silent = { error: () => {} };

describe.each(await testDatabaseKinds())("staff draw rules on %s", (kind) => {
  const t = testAppSuite(kind);
  const as = () => signedInAs(t, ["operator", "player"] as const);

  it("a reverted pick3 draw settles again with its seed's result (staff route), never a typed one", async () => {
    const { operator, player } = await as();
    const playerId = t.ids.get("player") as number;
    await fund(t.ctx.db, playerId, 10_000);
    const draw = await openTestDraw(t.ctx.db, "pick3");
    const seed = "ab".repeat(32);
    await t.ctx.db.execute(sql`update draws set seed = ${seed}, seed_hash = ${seedHashOf(seed)} where id = ${draw.id}`);
    const result = drawResultOf({ game: "pick3", drawId: draw.id, seed });
    const placed = await player("POST", "/api/player-pick3/tickets", {
      drawId: draw.id,
      idempotencyKey: `settle-again-${draw.id}`,
      lines: [{ combination: result, form: "straight", stakeCentavos: 100 }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const url = `/api/pick3/draws/${draw.id}`;
    expect(await press(operator, `${url}/settle`)).toMatchObject({ status: 409 });
    await passDrawTime(t.ctx.db, draw.id);
    await runClockOnce(t.ctx.db, silent, { schedule: false });
    expect((await operator("GET", url)).body).toMatchObject({ state: "SETTLED", result, seed });
    const afterWin = await points(t.ctx.db, playerId);

    const reverted = await press(operator, `${url}/revert`, { reason: "Wrong settlement" });
    expect(reverted.body).toMatchObject({ state: "CLOSED", result: null, seed });
    // The clock never draws a revealed seed again: only staff settle it.
    await runClockOnce(t.ctx.db, silent, { schedule: false });
    expect((await operator("GET", url)).body.state).toBe("CLOSED");
    expect((await press(operator, `${url}/result`, { combination: "000" })).status).toBe(400);
    const settled = await press(operator, `${url}/settle`);
    expect(settled).toMatchObject({ status: 200, body: { state: "SETTLED", result } });
    expect(settled.body.settlement).toMatchObject({ result, hitsCentavos: 45_000, salesCentavos: 100 });
    expect(await points(t.ctx.db, playerId)).toBe(afterWin);
    expect(await press(operator, `${url}/settle`)).toMatchObject({ status: 409 });
    expect(await auditCount(t.ctx.db, "draw.settle")).toBeGreaterThanOrEqual(2);
    const suertres = await openTestDraw(t.ctx.db, "suertres", { cutoffInMs: -1 });
    expect((await press(operator, `/api/suertres/draws/${suertres.id}/settle`)).status).toBe(400);
    await expectLedgerSound(t.ctx.db);
  });

  it("a reduced multiplier must be below the draw's straight multiplier", async () => {
    const { operator } = await as();
    const draw = await openTestDraw(t.ctx.db, "pick3");
    const caps = (multiplierHundredths: number) =>
      operator("PUT", `/api/pick3/draws/${draw.id}/caps`, {
        overrides: [{ combination: "123", capCentavos: null, notAccepted: false, multiplierHundredths }],
      });
    for (const raised of [45_000, 90_000]) {
      expect(await caps(raised)).toMatchObject({
        status: 400,
        body: { error: "A reduced multiplier must be below the draw's ×450" },
      });
    }
    const reduced = await caps(40_000);
    expect(reduced.status).toBe(200);
    expect(reduced.body.rows).toEqual([expect.objectContaining({ combination: "123", multiplierHundredths: 40_000 })]);
  });

  it("a platform draw that has not opened is cancelled, not closed (it has no seed to draw)", async () => {
    const { operator } = await as();
    const draw = await openTestDraw(t.ctx.db, "pick2");
    await t.ctx.db.execute(sql`update draws set state = 'SCHEDULED' where id = ${draw.id}`);
    const url = `/api/pick2/draws/${draw.id}`;
    expect(await press(operator, `${url}/close`, { reason: "No longer needed" })).toMatchObject({
      status: 409,
      body: { error: "Cancel a draw that has not opened" },
    });
    const cancelled = await press(operator, `${url}/cancel`, { reason: "Not needed" });
    expect(cancelled.body.state).toBe("CANCELLED");
  });
});
