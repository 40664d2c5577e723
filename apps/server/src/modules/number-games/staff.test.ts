import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { press, signedInAs } from "../../testing/api.ts";
import { testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw, passDrawTime } from "../../testing/draws.ts";

const matchup = { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" } as const;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe.each(await testDatabaseKinds())("staff draw actions on %s", (kind) => {
  const t = testAppSuite(kind);
  const as = () => signedInAs(t, ["operator", "operator2", "admin", "player"] as const);

  const auditActions = async (drawId: number) =>
    resultRows<{ action: string; actor_username: string | null }>(
      await t.ctx.db.execute(
        sql`select action, actor_username from audit_events where entity_type = 'draw' and entity_id = ${String(drawId)} order by id`,
      ),
    ).map((r) => r.action);

  async function gameEndingDraw() {
    const { operator } = await as();
    const created = await operator("POST", "/api/game-ending/draws", { matchup, drawAt: inAnHour() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  it("creates a game-ending draw OPEN; refuses bad input and other games", async () => {
    const draw = await gameEndingDraw();
    expect(draw).toMatchObject({
      game: "game-ending",
      state: "OPEN",
      label: "PBA · Ginebra vs Magnolia · Final",
      seed: null,
      seedHash: null,
      terms: { straightMultiplierHundredths: 8000, confirmResults: true },
    });
    const { operator, player } = await as();
    const post = (url: string, body: unknown) => operator("POST", url, body);
    expect((await post("/api/game-ending/draws", { matchup, drawAt: "tomorrow" })).status).toBe(400);
    expect((await post("/api/game-ending/draws", { matchup, drawAt: "2001-01-01T10:00:00Z" })).status).toBe(400);
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const cutoffAfter = await post("/api/game-ending/draws", { matchup, drawAt: inAnHour(), cutoffAt: later });
    expect(cutoffAfter).toMatchObject({ status: 400, body: { error: "The cut-off cannot be after the draw time" } });
    expect(
      (await post("/api/game-ending/draws", { matchup: { ...matchup, period: "Q9" }, drawAt: inAnHour() })).status,
    ).toBe(400);
    expect((await post("/api/pick3/draws", { matchup, drawAt: inAnHour() })).status).toBe(400);
    expect((await player("POST", "/api/game-ending/draws", { matchup, drawAt: inAnHour() })).status).toBe(403);
    expect((await operator("GET", "/api/game-ending/draws/999999")).status).toBe(404);
    expect((await operator("GET", `/api/pick2/draws/${draw.id}`)).status).toBe(404);
    expect((await operator("GET", "/api/game-ending/draws/abc")).status).toBe(400);
  });

  it("enter scores, then a different account confirms and it settles; the same account is refused", async () => {
    const { operator, operator2 } = await as();
    const draw = await gameEndingDraw();
    const early = await press(operator, `/api/game-ending/draws/${draw.id}/result`, {
      scores: { home: 101, away: 98 },
    });
    expect(early.status).toBe(409);
    const closed = await press(operator, `/api/game-ending/draws/${draw.id}/close`, { reason: "Play started" });
    expect(closed).toMatchObject({ status: 200, body: { state: "CLOSED", closedEarlyReason: "Play started" } });
    expect((await press(operator, `/api/game-ending/draws/${draw.id}/result`, { combination: "18" })).status).toBe(400);
    // Closed early (play started): still no result before the period's expected end.
    const beforeEnd = await press(operator, `/api/game-ending/draws/${draw.id}/result`, {
      scores: { home: 101, away: 98 },
    });
    expect(beforeEnd.status).toBe(409);
    expect(beforeEnd.body.error).toMatch(/^Results can be entered from \d{1,2}:\d{2} [AP]M$/);
    await passDrawTime(t.ctx.db, draw.id);
    const entered = await press(operator, `/api/game-ending/draws/${draw.id}/result`, {
      scores: { home: 101, away: 98 },
    });
    expect(entered.body).toMatchObject({ state: "RESULT_ENTERED", result: "18", resultEnteredBy: "operator" });
    const same = await press(operator, `/api/game-ending/draws/${draw.id}/confirm`);
    expect(same).toMatchObject({ status: 403, body: { error: "A different staff account must confirm the result" } });
    const confirmed = await press(operator2, `/api/game-ending/draws/${draw.id}/confirm`);
    expect(confirmed.body).toMatchObject({ state: "SETTLED", result: "18", resultConfirmedBy: "operator2" });
    expect(confirmed.body.settlement).toMatchObject({ result: "18", salesCentavos: 0 });
    expect(await auditActions(draw.id)).toEqual([
      "draw.create",
      "draw.close",
      "draw.result.enter",
      "draw.result.confirm",
      "draw.settle",
    ]);
    expect((await press(operator, `/api/game-ending/draws/${draw.id}/cancel`, { reason: "late" })).status).toBe(409);
  });

  it("rejects an entered result (CLOSED again) and cancels a draw", async () => {
    const { operator, operator2 } = await as();
    const draw = await openTestDraw(t.ctx.db, "suertres", { cutoffInMs: -1 });
    const url = `/api/suertres/draws/${draw.id}`;
    const early = await press(operator, `${url}/result`, { combination: "012" });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/^Results can be entered from \d{1,2}:\d{2} [AP]M$/);
    await passDrawTime(t.ctx.db, draw.id);
    // Past its cut-off but not yet marked CLOSED by the clock: a result may be entered.
    expect((await press(operator, `${url}/result`, { combination: "12" })).status).toBe(400);
    expect((await press(operator, `${url}/result`, { scores: { home: 1, away: 2 } })).status).toBe(400);
    const entered = await press(operator, `${url}/result`, { combination: "012" });
    expect(entered.body).toMatchObject({ state: "RESULT_ENTERED", result: "012" });
    expect((await press(operator2, `${url}/reject`, {})).status).toBe(400);
    const rejected = await press(operator2, `${url}/reject`, { reason: "Typo" });
    expect(rejected.body).toMatchObject({ state: "CLOSED", result: null, resultEnteredBy: null });
    expect((await press(operator2, `${url}/confirm`)).status).toBe(409);
    const cancelled = await press(operator, `${url}/cancel`, { reason: "No official draw" });
    expect(cancelled.body).toMatchObject({ state: "CANCELLED", cancelledReason: "No official draw" });
    expect(await auditActions(draw.id)).toEqual(["draw.result.enter", "draw.result.reject", "draw.cancel"]);
  });

  it("settles at once when the terms need no confirmation; a master revert reopens it for a new result", async () => {
    const { operator } = await as();
    const draw = await openTestDraw(t.ctx.db, "suertres", { cutoffInMs: -1 });
    await passDrawTime(t.ctx.db, draw.id);
    await t.ctx.db.execute(
      sql`update draws set terms = jsonb_set(terms, '{confirmResults}', 'false') where id = ${draw.id}`,
    );
    const url = `/api/suertres/draws/${draw.id}`;
    expect((await press(operator, `${url}/revert`, { reason: "too early" })).status).toBe(409);
    const settled = await press(operator, `${url}/result`, { combination: "777" });
    expect(settled.body).toMatchObject({ state: "SETTLED", result: "777", resultConfirmedBy: null });
    expect((await press(operator, `${url}/revert`, {})).status).toBe(400);
    const reverted = await press(operator, `${url}/revert`, { reason: "Wrong official result" });
    expect(reverted.body).toMatchObject({ state: "CLOSED", result: null, settlement: null });
    const again = await press(operator, `${url}/result`, { combination: "778" });
    expect(again.body).toMatchObject({ state: "SETTLED", result: "778" });
    expect(await auditActions(draw.id)).toEqual([
      "draw.result.enter",
      "draw.settle",
      "draw.revert",
      "draw.result.enter",
      "draw.settle",
    ]);
  });

  it("refuses an entered result on platform-drawn games and never shows their seed before the draw", async () => {
    const { operator } = await as();
    const draw = await openTestDraw(t.ctx.db, "pick3");
    await t.ctx.db.execute(sql`update draws set seed = repeat('a', 64), seed_hash = 'h' where id = ${draw.id}`);
    const view = await operator("GET", `/api/pick3/draws/${draw.id}`);
    expect(view.body).toMatchObject({ seed: null, seedHash: "h", state: "OPEN" });
    await press(operator, `/api/pick3/draws/${draw.id}/close`, { reason: "Test" });
    expect((await press(operator, `/api/pick3/draws/${draw.id}/result`, { combination: "123" })).status).toBe(400);
    const list = await operator("GET", "/api/pick3/draws?scope=today");
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain("a".repeat(64));
    expect((await operator("GET", "/api/pick3/draws?scope=sometime")).status).toBe(400);
  });

  it("admin settings: list, change (audited, scheduled draws take it), refuse bad input and non-admins", async () => {
    const { admin, operator } = await as();
    const list = await admin("GET", "/api/admin/number-games");
    expect(list.body.map((g: { game: string }) => g.game)).toEqual(["pick2", "pick3", "suertres", "game-ending"]);
    const pick2 = list.body[0].settings;
    expect(pick2).toMatchObject({ straightMultiplierHundredths: 7000, drawTimes: ["11:00", "16:00", "21:00"] });
    const open = await openTestDraw(t.ctx.db, "pick2");
    const changed = { ...pick2, straightMultiplierHundredths: 7500, drawTimes: ["11:00", "16:00", "21:00", "23:59"] };
    const put = await admin("PUT", "/api/admin/number-games/pick2", changed);
    expect(put).toMatchObject({
      status: 200,
      body: { game: "pick2", settings: { straightMultiplierHundredths: 7500 } },
    });
    const scheduled = resultRows<{ terms: { straightMultiplierHundredths: number } }>(
      await t.ctx.db.execute(sql`select terms from draws where game = 'pick2' and state = 'SCHEDULED'`),
    );
    expect(scheduled.length).toBeGreaterThan(0);
    for (const d of scheduled) expect(d.terms.straightMultiplierHundredths).toBe(7500);
    // An open draw keeps the terms it opened with.
    const kept = await operator("GET", `/api/pick2/draws/${open.id}`);
    expect(kept.body.terms.straightMultiplierHundredths).toBe(7000);
    const audited = resultRows<{ n: string }>(
      await t.ctx.db.execute(sql`select count(*) as n from audit_events where action = 'number-game.settings'`),
    );
    expect(Number(audited[0]?.n)).toBe(1);
    expect((await admin("PUT", "/api/admin/number-games/pick2", { ...changed, drawTimes: ["25:00"] })).status).toBe(
      400,
    );
    const wrongKeys = { ...changed, rambolitoMultiplierHundredths: { "3": 100 } };
    expect((await admin("PUT", "/api/admin/number-games/pick2", wrongKeys)).status).toBe(400);
    expect((await admin("PUT", "/api/admin/number-games/pick9", changed)).status).toBe(400);
    expect((await operator("PUT", "/api/admin/number-games/pick2", changed)).status).toBe(403);
  });
});
