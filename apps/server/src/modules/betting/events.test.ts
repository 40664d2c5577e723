import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import {
  act,
  bet,
  bettingSuite,
  createPlayers,
  eventInput,
  mustAct,
  mustBet,
  newEvent,
  newKey,
  pesos,
} from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";

describe.each(await testDatabaseKinds())("events and fights on %s", (kind) => {
  const h = bettingSuite(kind);

  const auditActions = async (entityType: string, entityId: number) =>
    resultRows<{ action: string }>(
      await h.db.execute(
        sql`select action from audit_events where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`,
      ),
    ).map((r) => r.action);

  it("creates a sabong event with the defaults and fight 1 in STANDBY", async () => {
    const created = await newEvent(h, "sabong", { videoUrl: "https://cdn.example.com/live/arena.m3u8?token=1" });
    expect(created.event).toMatchObject({
      game: "sabong",
      name: "Arena Test",
      eventDate: "2025-11-22",
      plasadaBp: 500,
      drawOddsMultiplier: 8,
      drawEnabled: true,
      status: "UPCOMING",
      sides: ["MERON", "WALA", "DRAW"],
      videoUrl: "https://cdn.example.com/live/arena.m3u8?token=1",
    });
    expect(created.fight).toMatchObject({ number: 1, state: "STANDBY", allowedActions: ["open", "cancel"] });
    expect(await auditActions("event", created.event.id)).toEqual(["event.create"]);
  });

  it("apple events offer DRAW only when enabled; sabong always offers it", async () => {
    const plain = await newEvent(h, "apple");
    expect(plain.event).toMatchObject({ game: "apple", drawEnabled: false, sides: ["PULA", "PUTI"] });
    const withDraw = await newEvent(h, "apple", { drawEnabled: true });
    expect(withDraw.event).toMatchObject({ drawEnabled: true, sides: ["PULA", "PUTI", "DRAW"] });
    const refused = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/events`,
      headers: h.operator,
      payload: eventInput({ drawEnabled: false }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "Sabong always offers the DRAW side" });
  });

  it("refuses a plasada below the top agent rate, bad limits and a non-HLS video URL", async () => {
    const post = (payload: object) =>
      h.t.app.inject({ method: "POST", url: `${h.ops("sabong")}/events`, headers: h.operator, payload });
    const low = await post(eventInput({ plasadaBp: 399 }));
    expect(low.statusCode).toBe(422);
    expect(low.json().error).toBe("The plasada (3.99%) cannot be below the highest agent commission rate (4.00%)");
    expect((await post(eventInput({ plasadaBp: 400 }))).statusCode).toBe(201);
    const limits = await post(eventInput({ minStakeCentavos: pesos(100), maxStakeCentavos: pesos(50) }));
    expect(limits.statusCode).toBe(400);
    expect(limits.json().error).toContain("Maximum bet must be at least the minimum bet");
    expect((await post(eventInput({ videoUrl: "https://example.com/video.mp4" }))).statusCode).toBe(400);
    expect((await post(eventInput({ videoUrl: "javascript:alert(1)//x.m3u8" }))).statusCode).toBe(400);
    expect((await post(eventInput({ minStakeCentavos: 10.5 }))).statusCode).toBe(400);
    expect((await post({ ...eventInput(), name: "" })).statusCode).toBe(400);

    const { event } = await newEvent(h, "sabong");
    const edit = await h.t.app.inject({
      method: "PUT",
      url: `${h.ops("sabong")}/events/${event.id}`,
      headers: h.operator,
      payload: { plasadaBp: 300 },
    });
    expect(edit.statusCode).toBe(422);
  });

  it("guards: staff act, admins read, players and strangers do not", async () => {
    const { event } = await newEvent(h, "sabong");
    const url = `${h.ops("sabong")}/events`;
    expect((await h.t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await h.t.app.inject({ method: "GET", url, headers: h.player })).statusCode).toBe(403);
    expect((await h.t.app.inject({ method: "GET", url, headers: h.admin })).statusCode).toBe(200);
    expect((await h.t.app.inject({ method: "GET", url: `${url}/${event.id}`, headers: h.admin })).statusCode).toBe(200);
    const adminCreate = await h.t.app.inject({ method: "POST", url, headers: h.admin, payload: eventInput() });
    expect(adminCreate.statusCode).toBe(403);
    const adminOpen = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/fights/1/open`,
      headers: h.admin,
    });
    expect(adminOpen.statusCode).toBe(403);
  });

  it("edits an event with an audit of before and after; lists by game and status", async () => {
    const { event } = await newEvent(h, "apple", { name: "Apple Night" });
    const edit = await h.t.app.inject({
      method: "PUT",
      url: `${h.ops("apple")}/events/${event.id}`,
      headers: h.operator,
      payload: { name: "Apple Night 2", minStakeCentavos: pesos(20), status: "LIVE" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ name: "Apple Night 2", minStakeCentavos: pesos(20), status: "LIVE" });
    const audits = resultRows<{ action: string; before: { name: string }; after: { name: string } }>(
      await h.db.execute(
        sql`select action, before, after from audit_events where entity_type = 'event' and entity_id = ${String(event.id)} and action = 'event.edit'`,
      ),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before.name).toBe("Apple Night");
    expect(audits[0]?.after.name).toBe("Apple Night 2");

    const live = await h.t.app.inject({
      method: "GET",
      url: `${h.ops("apple")}/events?status=LIVE`,
      headers: h.operator,
    });
    expect(live.json().items.map((e: { id: number }) => e.id)).toContain(event.id);
    const sabong = await h.t.app.inject({ method: "GET", url: `${h.ops("sabong")}/events`, headers: h.operator });
    expect(sabong.json().items.every((e: { game: string }) => e.game === "sabong")).toBe(true);
    const wrongGame = await h.t.app.inject({
      method: "PUT",
      url: `${h.ops("sabong")}/events/${event.id}`,
      headers: h.operator,
      payload: { name: "x" },
    });
    expect(wrongGame.statusCode).toBe(404);
  });

  it("walks a fight through its states, refuses wrong moves, audits each action", async () => {
    const created = await newEvent(h, "sabong");
    const fightId = created.fight.id;
    expect((await act(h, "sabong", fightId, "last-call")).json()).toEqual({
      error: "Betting has not been opened yet.",
    });
    const opened = await mustAct(h, "sabong", fightId, "open");
    expect(opened).toMatchObject({ state: "OPEN", allowedActions: ["lastCall", "close", "cancel"] });
    expect((await act(h, "sabong", fightId, "open")).statusCode).toBe(409);
    expect((await mustAct(h, "sabong", fightId, "last-call")).state).toBe("LAST_CALL");
    expect((await mustAct(h, "sabong", fightId, "close")).state).toBe("CLOSED");
    expect((await act(h, "sabong", fightId, "open")).json()).toEqual({ error: "Betting is already closed." });
    const next = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/events/${created.event.id}/next`,
      headers: h.operator,
      payload: { idempotencyKey: newKey() },
    });
    expect(next.statusCode).toBe(409);
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    const after = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/events/${created.event.id}/next`,
      headers: h.operator,
      payload: { idempotencyKey: newKey() },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().fight).toMatchObject({ number: 2, state: "STANDBY", pausedSides: [] });
    expect(after.json().results).toEqual([{ fightId, number: 1, result: "MERON" }]);
    expect(after.json().event.status).toBe("LIVE");
    expect(await auditActions("fight", fightId)).toEqual([
      "fight.open",
      "fight.last_call",
      "fight.close",
      "fight.declare",
    ]);
    expect(await auditActions("fight", after.json().fight.id)).toEqual(["fight.next"]);

    const fights = await h.t.app.inject({
      method: "GET",
      url: `${h.ops("sabong")}/events/${created.event.id}/fights`,
      headers: h.admin,
    });
    expect(fights.json().items.map((f: { number: number; result: string | null }) => [f.number, f.result])).toEqual([
      [1, "MERON"],
      [2, null],
    ]);
  });

  it("pauses and resumes a side; the plasada is frozen when betting opens", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(10_000) });
    if (!p) throw new Error("player");
    const created = await newEvent(h, "sabong");
    const fightId = created.fight.id;
    await mustAct(h, "sabong", fightId, "open");
    const paused = await mustAct(h, "sabong", fightId, "pause", { side: "MERON" });
    expect(paused.pausedSides).toEqual(["MERON"]);
    const refused = await bet(h, "sabong", p.headers, fightId, "MERON", pesos(100));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: "Betting on this side is paused." });
    await mustBet(h, "sabong", p.headers, fightId, "WALA", pesos(100));
    expect((await mustAct(h, "sabong", fightId, "unpause", { side: "MERON" })).pausedSides).toEqual([]);
    await mustBet(h, "sabong", p.headers, fightId, "MERON", pesos(300));
    expect((await act(h, "sabong", fightId, "pause", { side: "PULA" })).statusCode).toBe(400);

    // Raising the plasada now changes the next fight, not this one.
    const edit = await h.t.app.inject({
      method: "PUT",
      url: `${h.ops("sabong")}/events/${created.event.id}`,
      headers: h.operator,
      payload: { plasadaBp: 1000 },
    });
    expect(edit.statusCode).toBe(200);
    const console = await h.t.app.inject({
      method: "GET",
      url: `${h.ops("sabong")}/events/${created.event.id}`,
      headers: h.operator,
    });
    // 400 × 0.95 ÷ 300 = 1.2666… → 126.66 per 100.
    expect(console.json().fight.odds[0]).toEqual({ side: "MERON", per100Centavos: 12666, lowPayout: false });
    expect(console.json().fight.totals).toEqual([
      { side: "MERON", totalCentavos: pesos(300), betCount: 1 },
      { side: "WALA", totalCentavos: pesos(100), betCount: 1 },
      { side: "DRAW", totalCentavos: 0, betCount: 0 },
    ]);
    await mustAct(h, "sabong", fightId, "close");
    expect((await act(h, "sabong", fightId, "pause", { side: "WALA" })).statusCode).toBe(409);
    const ending = await h.t.app.inject({
      method: "PUT",
      url: `${h.ops("sabong")}/events/${created.event.id}`,
      headers: h.operator,
      payload: { status: "ENDED" },
    });
    expect(ending.statusCode).toBe(422);
    const declared = await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(declared.settlement.plasadaBp).toBe(500);
    expect(await auditActions("fight", fightId)).toEqual([
      "fight.open",
      "fight.pause_side",
      "fight.unpause_side",
      "fight.close",
      "fight.declare",
    ]);
  });

  it("documents every betting route in the OpenAPI document", async () => {
    const doc = (await h.t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = Object.keys(doc.paths);
    for (const prefix of ["/api/bet-ops", "/api/apple-bet-ops"]) {
      for (const path of [
        "/events",
        "/events/{eventId}",
        "/events/{eventId}/fights",
        "/events/{eventId}/next",
        "/fights/{fightId}/open",
        "/fights/{fightId}/last-call",
        "/fights/{fightId}/close",
        "/fights/{fightId}/pause",
        "/fights/{fightId}/unpause",
        "/fights/{fightId}/declare",
        "/fights/{fightId}/cancel",
        "/fights/{fightId}/revert-preview",
        "/fights/{fightId}/revert",
      ]) {
        expect(paths).toContain(`${prefix}${path}`);
      }
    }
    for (const prefix of ["/api/bets2", "/api/apple-new"]) {
      for (const path of ["/events", "/events/{eventId}", "/bets"]) expect(paths).toContain(`${prefix}${path}`);
    }
    expect(paths).toContain("/api/admin/bets");
    expect(paths).toContain("/api/admin/bets/download/{eventId}");
  });
});
