import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { press, signedInAs } from "../../testing/api.ts";
import { testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw, passDrawTime } from "../../testing/draws.ts";

const matchup = { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" } as const;
const minutes = (n: number) => n * 60_000;
const NOT_YET = /^Results can be entered from \d{1,2}:\d{2} [AP]M$/;

/** Issue 22 item 4: results only after the event; close early with a reason, reopen until the cut-off. */
describe.each(await testDatabaseKinds())("results timing on %s", (kind) => {
  const t = testAppSuite(kind);
  const as = () => signedInAs(t, ["operator", "operator2", "admin", "player"] as const);

  const auditOf = async (drawId: number) =>
    resultRows<{ action: string; after: Record<string, unknown> }>(
      await t.ctx.db.execute(
        sql`select action, after from audit_events where entity_type = 'draw' and entity_id = ${String(drawId)} order by id`,
      ),
    );

  async function gameEndingDraw(tipOffInMs = minutes(60)) {
    const { operator } = await as();
    const drawAt = new Date(Date.now() + tipOffInMs).toISOString();
    const created = await operator("POST", "/api/game-ending/draws", { matchup, drawAt });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  it("a game-ending draw carries its period's expected end; results are refused before it, accepted after", async () => {
    const { operator, operator2 } = await as();
    const draw = await gameEndingDraw();
    // The final: tip-off + 150 minutes by default (overtime included).
    expect(new Date(draw.expectedEndAt).getTime() - new Date(draw.drawAt).getTime()).toBe(minutes(150));
    expect(draw.resultsFrom).toBe(draw.expectedEndAt);
    const url = `/api/game-ending/draws/${draw.id}`;

    // "Close early" asks why.
    const noReason = await press(operator, `${url}/close`);
    expect(noReason).toMatchObject({ status: 400, body: { error: "Say why betting closes early" } });
    const closed = await press(operator, `${url}/close`, { reason: "Play started early" });
    expect(closed.body).toMatchObject({ state: "CLOSED", closedEarlyReason: "Play started early" });

    // Closed, yet the game is not over: entering the scores is refused in plain words, nothing written.
    const early = await press(operator, `${url}/result`, { scores: { home: 89, away: 74 } });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(NOT_YET);
    expect((await operator("GET", url)).body).toMatchObject({ state: "CLOSED", result: null });

    await passDrawTime(t.ctx.db, draw.id);
    const entered = await press(operator, `${url}/result`, { scores: { home: 89, away: 74 } });
    expect(entered.body).toMatchObject({ state: "RESULT_ENTERED", result: "94", reopenUntil: null });

    // Overtime: the operator moves the expected end later; confirming waits for it too.
    const later = new Date(Date.now() + minutes(20)).toISOString();
    const moved = await press(operator, `${url}/expected-end`, { expectedEndAt: later });
    expect(moved.status).toBe(200);
    expect(new Date(moved.body.expectedEndAt).getTime()).toBe(new Date(later).getTime());
    const confirmEarly = await press(operator2, `${url}/confirm`);
    expect(confirmEarly.status).toBe(409);
    expect(confirmEarly.body.error).toMatch(NOT_YET);

    await passDrawTime(t.ctx.db, draw.id);
    const confirmed = await press(operator2, `${url}/confirm`);
    expect(confirmed.body).toMatchObject({ state: "SETTLED", result: "94" });
    const actions = (await auditOf(draw.id)).map((a) => a.action);
    expect(actions).toEqual([
      "draw.create",
      "draw.close",
      "draw.result.enter",
      "draw.expected_end",
      "draw.result.confirm",
      "draw.settle",
    ]);
    const closeAudit = (await auditOf(draw.id)).find((a) => a.action === "draw.close");
    expect(closeAudit?.after).toMatchObject({ reason: "Play started early", closedEarlyReason: "Play started early" });
  });

  it("the expected end follows the game's settings and is moved only by staff, never before the cut-off", async () => {
    const { admin, operator, player } = await as();
    const list = await admin("GET", "/api/admin/number-games");
    const settings = list.body.find((g: { game: string }) => g.game === "game-ending").settings;
    const put = await admin("PUT", "/api/admin/number-games/game-ending", {
      ...settings,
      periodMinutes: { FINAL: 200 },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const bad = await admin("PUT", "/api/admin/number-games/game-ending", { ...settings, periodMinutes: { FINAL: 0 } });
    expect(bad).toMatchObject({ status: 400, body: { error: expect.stringContaining("at least 1 minute") } });
    try {
      const draw = await gameEndingDraw();
      expect(new Date(draw.expectedEndAt).getTime() - new Date(draw.drawAt).getTime()).toBe(minutes(200));
      const url = `/api/game-ending/draws/${draw.id}`;
      const beforeCutoff = new Date(new Date(draw.cutoffAt).getTime() - minutes(1)).toISOString();
      expect(await press(operator, `${url}/expected-end`, { expectedEndAt: beforeCutoff })).toMatchObject({
        status: 400,
        body: { error: "The expected end cannot be before betting closes" },
      });
      expect((await press(operator, `${url}/expected-end`, { expectedEndAt: "soon" })).status).toBe(400);
      expect((await press(player, `${url}/expected-end`, { expectedEndAt: draw.drawAt })).status).toBe(403);
      const suertres = await openTestDraw(t.ctx.db, "suertres");
      expect(
        await press(operator, `/api/suertres/draws/${suertres.id}/expected-end`, { expectedEndAt: draw.drawAt }),
      ).toMatchObject({ status: 400, body: { error: "Only a game-ending draw has an expected end to move" } });
      const moved = await press(operator, `${url}/expected-end`, { expectedEndAt: draw.drawAt });
      expect(moved.body.resultsFrom).toBe(new Date(draw.drawAt).toISOString());
      const [audit] = (await auditOf(draw.id)).filter((a) => a.action === "draw.expected_end");
      expect(new Date(audit?.after.expectedEndAt as string).getTime()).toBe(new Date(draw.drawAt).getTime());
    } finally {
      expect((await admin("PUT", "/api/admin/number-games/game-ending", settings)).status).toBe(200);
    }
  });

  it("a suertres draw closed early with a reason is reopened until its cut-off, with the same cut-off", async () => {
    const { operator } = await as();
    const draw = await openTestDraw(t.ctx.db, "suertres", { cutoffInMs: minutes(8 * 60) });
    const url = `/api/suertres/draws/${draw.id}`;
    expect((await press(operator, `${url}/reopen`)).status).toBe(409); // still open: nothing to reopen
    const closed = await press(operator, `${url}/close`, { reason: "Wrong draw closed by mistake" });
    expect(closed.body).toMatchObject({
      state: "CLOSED",
      closedEarlyReason: "Wrong draw closed by mistake",
      reopenUntil: draw.cutoffAt.toISOString(),
    });
    // Results are not enterable before the official draw time either.
    const early = await press(operator, `${url}/result`, { combination: "123" });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(NOT_YET);

    const reopened = await press(operator, `${url}/reopen`);
    expect(reopened.body).toMatchObject({
      state: "OPEN",
      cutoffAt: draw.cutoffAt.toISOString(),
      closedEarlyReason: null,
      reopenUntil: null,
    });
    expect((await auditOf(draw.id)).map((a) => a.action)).toEqual(["draw.close", "draw.reopen"]);
  });

  it("reopening is refused once the original cut-off has passed", async () => {
    const { operator } = await as();
    const draw = await openTestDraw(t.ctx.db, "suertres", { cutoffInMs: minutes(60) });
    const url = `/api/suertres/draws/${draw.id}`;
    expect((await press(operator, `${url}/close`, { reason: "Closed by mistake" })).status).toBe(200);
    // The original cut-off passes (the draw's times moved back, as the clock would have them).
    await t.ctx.db.execute(sql`update draws set reopen_cutoff_at = clock_timestamp() - interval '1 second'
      where id = ${draw.id}`);
    expect((await operator("GET", url)).body.reopenUntil).toBeNull();
    expect(await press(operator, `${url}/reopen`)).toMatchObject({
      status: 409,
      body: { error: "This draw can no longer be reopened: its cut-off has passed" },
    });
    expect((await operator("GET", url)).body.state).toBe("CLOSED");
  });
});
