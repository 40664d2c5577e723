import type { AddressInfo } from "node:net";
import { eventRoom, type PushName, parsePush } from "@sabong/shared/contracts";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachRealtime } from "../../realtime/server.ts";
import { loginAs } from "../../testing/app.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, newEvent, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";

type Received = { event: string; payload: Record<string, unknown>; at: number };

describe.each(await testDatabaseKinds())("betting realtime on %s", (kind) => {
  const h = bettingSuite(kind);
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await attachRealtime(h.t.app.server, h.t.ctx, h.t.realtime, h.t.app.log);
    await h.t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await h.t?.realtime.close();
  });

  const connect = async (headers: { authorization: string }) => {
    const token = headers.authorization.slice("Bearer ".length);
    const socket = io(url, { query: { token }, transports: ["websocket"], forceNew: true });
    sockets.push(socket);
    const received: Received[] = [];
    socket.onAny((event: string, payload: Record<string, unknown>) =>
      received.push({ event, payload, at: Date.now() }),
    );
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", () => resolve());
      socket.on("connect_error", reject);
    });
    return { socket, received };
  };
  const join = (socket: Socket, room: string) =>
    new Promise<boolean>((resolve) => socket.emit("join", room, (ok: boolean) => resolve(ok)));
  const until = async (check: () => boolean, timeoutMs = 5000) => {
    const end = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > end) throw new Error("timed out waiting for a push");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const of = (received: Received[], name: PushName) => received.filter((r) => r.event === name);
  /** Every push a socket heard matches its contract in packages/shared. */
  const expectContracts = (received: Received[]) => {
    for (const r of received) expect(parsePush(r.event as PushName, r.payload), r.event).not.toBeNull();
  };
  const noCommission = { sabong: 0, pick2: 0, pick3: 0, "game-ending": 0, suertres: 0 };

  it("pushes state, coalesced totals, results, balances and operator warnings after commit", async () => {
    const [p, q] = await createPlayers(h, 2, { fundCentavos: pesos(100_000) });
    if (!p || !q) throw new Error("players");
    const created = await newEvent(h, "sabong");
    const fightId = created.fight.id;
    const player = await connect(p.headers);
    const operator = await connect(h.operator);
    const agent = await connect(await loginAs(h.t.app, "gold"));
    expect(await join(player.socket, eventRoom(created.event.id))).toBe(true);
    expect(await join(player.socket, "event:999999")).toBe(false);
    expect(await join(player.socket, "user:1")).toBe(false);
    // Nothing money-related is accepted over the socket: an emitted "bet" does nothing.
    player.socket.emit("bet", { fightId, side: "MERON", stakeCentavos: 100 });

    await mustAct(h, "sabong", fightId, "open");
    await until(() => of(player.received, "fight:state").length > 0);
    expect(of(player.received, "fight:state")[0]?.payload).toMatchObject({ id: fightId, state: "OPEN" });
    // Opening a fight changes the lobby: the event is pushed to the players' room too.
    // (The push of the event's creation may arrive too if the socket connected before it went out.)
    await until(() => of(player.received, "event:updated").some((r) => r.payload.status === "LIVE"));
    expect(of(player.received, "event:updated").at(-1)?.payload).toMatchObject({
      id: created.event.id,
      status: "LIVE",
    });

    const started = Date.now();
    for (let i = 0; i < 40; i++)
      await mustBet(h, "sabong", i % 2 ? p.headers : q.headers, fightId, "MERON", pesos(100));
    await mustBet(h, "sabong", q.headers, fightId, "WALA", pesos(10));
    const betsMs = Date.now() - started;
    const expectedTotal = pesos(4_010);
    await until(() => of(player.received, "fight:totals").some((r) => r.payload.totalCentavos === expectedTotal));
    const totals = of(player.received, "fight:totals");
    // At most one push per 250 ms window (plus the leading and trailing ones).
    expect(totals.length).toBeLessThanOrEqual(Math.ceil((betsMs + 300) / 250) + 1);
    expect(totals.length).toBeLessThan(41);
    for (let i = 1; i < totals.length; i++) {
      expect((totals[i]?.at ?? 0) - (totals[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(200);
    }
    expect(totals.at(-1)?.payload).toMatchObject({ fightId, betCount: 41 });
    // Balances are coalesced (one read per window): at most one push per bet, and the last one is the whole wallet.
    const afterBets = { pointsCentavos: pesos(100_000 - 2_000), commissionCentavos: 0, debtCentavos: 0 };
    await until(() => of(player.received, "balance").at(-1)?.payload.pointsCentavos === afterBets.pointsCentavos);
    const balances = of(player.received, "balance");
    expect(balances.length).toBeGreaterThanOrEqual(1);
    expect(balances.length).toBeLessThanOrEqual(20);
    expect(balances.at(-1)?.payload).toEqual({ ...afterBets, commissionByGameCentavos: noCommission });

    await mustAct(h, "sabong", fightId, "close");
    const declared = await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(declared.warnings).toHaveLength(1);
    await until(() => of(player.received, "fight:result").length > 0);
    expect(of(player.received, "fight:result")[0]?.payload).toMatchObject({ fightId, result: "MERON" });
    // The state pushed before the result is the declared fight.
    const declaredState = of(player.received, "fight:state").at(-1);
    expect(declaredState?.payload).toMatchObject({ id: fightId, state: "DECLARED", result: "MERON" });
    expect(declaredState?.at).toBeLessThanOrEqual(of(player.received, "fight:result")[0]?.at ?? 0);
    // 4,010 × 0.95 ÷ 4,000 → 95.23 per 100: a low payout, topped up to the stake (stake back), and every MERON
    // bettor gets a balance push.
    const paid = pesos(100_000 - 2_000) + 20 * 10_000;
    await until(() => of(player.received, "balance").at(-1)?.payload.pointsCentavos === paid);
    expect(of(player.received, "balance").at(-1)?.payload).toEqual({
      ...afterBets,
      pointsCentavos: paid,
      commissionByGameCentavos: noCommission,
    });
    // The agents above the bettors earned commission: their balance push says so, per game.
    await until(() => of(agent.received, "balance").length > 0);
    const agentBalance = of(agent.received, "balance").at(-1)?.payload as { commissionByGameCentavos: object };
    expect(agentBalance).toMatchObject({ commissionCentavos: expect.any(Number) });
    expect(agentBalance.commissionByGameCentavos).toMatchObject({ sabong: expect.any(Number) });
    await until(() => of(operator.received, "operator:warning").length > 0);
    expect(of(operator.received, "operator:warning")[0]?.payload).toMatchObject({
      fightId,
      eventId: created.event.id,
    });
    await h.t.publisher.idle();
    for (const socket of [player, operator, agent]) expectContracts(socket.received);
  });

  it("answers a placed bet with one balance push (the whole wallet) and a totals push, nothing else", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!p) throw new Error("player");
    const { eventId, fightId } = await openFight(h, "sabong");
    const player = await connect(p.headers);
    expect(await join(player.socket, eventRoom(eventId))).toBe(true);
    await h.t.publisher.idle();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the opening's pushes, if any reached this socket
    player.received.length = 0;

    const placed = await mustBet(h, "sabong", p.headers, fightId, "WALA", pesos(250));
    await until(() => of(player.received, "balance").length > 0 && of(player.received, "fight:totals").length > 0);
    await h.t.publisher.idle();
    await new Promise((resolve) => setTimeout(resolve, 100)); // anything late would arrive now
    expect(player.received.map((r) => r.event).sort()).toEqual(["balance", "fight:totals"]);
    expect(of(player.received, "balance")[0]?.payload).toEqual({
      pointsCentavos: placed.balanceCentavos,
      commissionCentavos: 0,
      commissionByGameCentavos: noCommission,
      debtCentavos: 0,
    });
    expect(placed.balanceCentavos).toBe(pesos(750));
    expect(of(player.received, "fight:totals")[0]?.payload).toMatchObject({
      eventId,
      fightId,
      totalCentavos: pesos(250),
      betCount: 1,
    });
    expectContracts(player.received);
  });
});
