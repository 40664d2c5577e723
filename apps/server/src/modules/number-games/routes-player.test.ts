import { drawRoom, drawStaffRoom, type PushName, parsePush } from "@sabong/shared/contracts";
import { sql } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, press } from "../../testing/api.ts";
import { loginAs, testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw, passDrawTime } from "../../testing/draws.ts";
import { fund } from "../../testing/ledger.ts";
import { listenWithRealtime, socketFor } from "../../testing/realtime.ts";
import { updateCapOverrides } from "./caps.ts";

type Received = { event: string; payload: Record<string, unknown> };

describe.each(await testDatabaseKinds())("number-game player routes and pushes on %s", (kind) => {
  const t = testAppSuite(kind);
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    url = await listenWithRealtime(t);
    await fund(t.ctx.db, t.ids.get("player") as number, 1_000_000);
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  const listen = async (username: string) => {
    const { authorization } = await loginAs(t.app, username);
    const socket = await socketFor(url, authorization.slice("Bearer ".length));
    sockets.push(socket);
    const received: Received[] = [];
    socket.onAny((event: string, payload: Record<string, unknown>) => received.push({ event, payload }));
    const join = (room: string) => new Promise<boolean>((resolve) => socket.emit("join", room, resolve));
    return { received, join, authorization };
  };
  const until = async (check: () => boolean, timeoutMs = 5_000) => {
    const end = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > end) throw new Error("timed out waiting for a push");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const of = (received: Received[], name: PushName) => received.filter((r) => r.event === name);

  it("lists draws, takes tickets, answers refusals with their lines and replays keys", async () => {
    const draw = await openTestDraw(t.ctx.db, "pick3");
    const api = apiAs(t, await loginAs(t.app, "player"));
    const list = await api("GET", "/api/player-pick3/draws");
    expect(list.status).toBe(200);
    expect(list.body.open.map((d: { id: number }) => d.id)).toContain(draw.id);
    expect((await api("GET", `/api/player-pick3/draws/${draw.id}`)).body).toMatchObject({ id: draw.id, state: "OPEN" });
    expect((await api("GET", `/api/player-pick2/draws/${draw.id}`)).status).toBe(404);

    const body = {
      drawId: draw.id,
      idempotencyKey: `route-${Date.now()}`,
      lines: [{ combination: "042", form: "straight", stakeCentavos: 1_000 }],
    };
    const placed = await api("POST", "/api/player-pick3/tickets", body);
    expect(placed.status).toBe(201);
    expect(placed.body.ticket.lines[0]).toMatchObject({ combination: "042", payoutIfHitCentavos: 450_000 });
    const replay = await api("POST", "/api/player-pick3/tickets", body);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ replayed: true, ticket: { id: placed.body.ticket.id } });
    const other = await api("POST", "/api/player-pick3/tickets", {
      ...body,
      lines: [{ ...body.lines[0], stakeCentavos: 2_000 }],
    });
    expect(other.status).toBe(409);

    const bad = await api("POST", "/api/player-pick3/tickets", {
      drawId: draw.id,
      idempotencyKey: `route-bad-${Date.now()}`,
      lines: [
        { combination: "111", form: "straight", stakeCentavos: 100 },
        { combination: "111", form: "rambolito", stakeCentavos: 100 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: "111 cannot be played rambolito",
      lines: [{ index: 1, combination: "111", error: "111 cannot be played rambolito" }],
    });
    const over = await api("POST", "/api/player-pick3/tickets", {
      drawId: draw.id,
      idempotencyKey: `route-over-${Date.now()}`,
      lines: [{ combination: "042", form: "straight", stakeCentavos: 100_000 }],
    });
    expect(over.status).toBe(422);
    expect(over.body.lines).toEqual([{ index: 0, combination: "042", error: "only ₱90.00 left on 042" }]);

    const availability = await api("GET", `/api/player-pick3/draws/${draw.id}/availability`);
    expect(availability.body).toEqual({
      drawId: draw.id,
      combinations: [
        { combination: "042", leftCentavos: 9_000, soldOut: false, notAccepted: false, multiplierHundredths: null },
      ],
    });
    const mine = await api("GET", `/api/player-pick3/draws/${draw.id}/tickets`);
    expect(mine.body.map((ticket: { id: number }) => ticket.id)).toEqual([placed.body.ticket.id]);
    const staff = apiAs(t, await loginAs(t.app, "operator"));
    expect((await staff("POST", "/api/player-pick3/tickets", body)).status).toBe(403);
  });

  it("pushes availability to the draw room, the tally to staff only, and the draw's state", async () => {
    const draw = await openTestDraw(t.ctx.db, "pick3");
    const player = await listen("player");
    const operator = await listen("operator");
    expect(await player.join(drawRoom(draw.id))).toBe(true);
    expect(await player.join(drawStaffRoom(draw.id))).toBe(false);
    expect(await player.join(drawRoom(999_999))).toBe(false);
    expect(await operator.join(drawStaffRoom(draw.id))).toBe(true);

    const api = apiAs(t, { authorization: player.authorization });
    for (let i = 0; i < 5; i++) {
      const placed = await api("POST", "/api/player-pick3/tickets", {
        drawId: draw.id,
        idempotencyKey: `push-${Date.now()}-${i}`,
        lines: [{ combination: `12${i}`, form: "straight", stakeCentavos: 500 }],
      });
      expect(placed.status).toBe(201);
    }
    await until(() =>
      of(player.received, "draw:availability")
        .flatMap((r) => (r.payload.changed as { combination: string }[]).map((a) => a.combination))
        .includes("124"),
    );
    await until(() => of(operator.received, "draw:tally").some((r) => r.payload.ticketCount === 5));
    expect(of(player.received, "draw:tally")).toEqual([]);
    // Coalesced: five tickets in a row make fewer availability pushes than tickets (at most 4 a second).
    expect(of(player.received, "draw:availability").length).toBeLessThanOrEqual(5);

    await updateCapOverrides(
      t.ctx.db,
      "pick3",
      draw.id,
      [{ combination: "500", capCentavos: null, notAccepted: true, multiplierHundredths: null }],
      null,
    );
    await until(() => of(player.received, "draw:state").some((r) => r.payload.id === draw.id));
    await until(() =>
      of(player.received, "draw:availability").some((r) =>
        (r.payload.changed as { combination: string; notAccepted: boolean }[]).some(
          (a) => a.combination === "500" && a.notAccepted,
        ),
      ),
    );
    for (const r of [...player.received, ...operator.received]) {
      expect(parsePush(r.event as PushName, r.payload), r.event).not.toBeNull();
    }
  });

  it("players see a settled draw without the house's figures or staff accounts; staff see it whole", async () => {
    const draw = await openTestDraw(t.ctx.db, "suertres", { cutoffInMs: -1 });
    await passDrawTime(t.ctx.db, draw.id);
    await t.ctx.db.execute(
      sql`update draws set terms = jsonb_set(terms, '{confirmResults}', 'false') where id = ${draw.id}`,
    );
    const player = await listen("player");
    const operator = await listen("operator");
    expect(await player.join(drawRoom(draw.id))).toBe(true);
    expect(await operator.join(drawStaffRoom(draw.id))).toBe(true);
    const staffApi = apiAs(t, { authorization: operator.authorization });
    const settled = await press(staffApi, `/api/suertres/draws/${draw.id}/result`, { combination: "482" });
    expect(settled.body).toMatchObject({ state: "SETTLED", resultEnteredBy: "operator" });
    expect(settled.body.settlement).not.toBeNull();

    const settledPush = (r: Received) => r.payload.id === draw.id && r.payload.state === "SETTLED";
    await until(() => of(player.received, "draw:state").some(settledPush));
    await until(() => of(operator.received, "draw:state").some(settledPush));
    for (const r of of(player.received, "draw:state").filter(settledPush)) {
      expect(r.payload).toMatchObject({
        result: "482",
        settlement: null,
        resultEnteredBy: null,
        resultConfirmedBy: null,
      });
    }
    for (const r of of(operator.received, "draw:state").filter(settledPush)) {
      expect(r.payload).toMatchObject({ result: "482", resultEnteredBy: "operator" });
      expect(r.payload.settlement).not.toBeNull();
    }
    const api = apiAs(t, { authorization: player.authorization });
    const one = await api("GET", `/api/player-suertres/draws/${draw.id}`);
    expect(one.body).toMatchObject({ result: "482", settlement: null, resultEnteredBy: null });
    const list = await api("GET", "/api/player-suertres/draws");
    const listed = list.body.recent.find((d: { id: number }) => d.id === draw.id);
    expect(listed).toMatchObject({ result: "482", settlement: null, resultEnteredBy: null });
  });
});
