import type { AddressInfo } from "node:net";
import { BETTING_SOCKET_EVENTS, eventRoom } from "@sabong/shared";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachRealtime } from "../../realtime/server.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { type BettingHarness, createPlayers, mustAct, mustBet, newEvent, pesos, startBetting } from "./test-support.ts";

type Received = { event: string; payload: Record<string, unknown>; at: number };

describe.each(await testDatabaseKinds())("betting realtime on %s", (kind) => {
  let h: BettingHarness;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    h = await startBetting(kind);
    await attachRealtime(h.t.app.server, h.t.ctx, h.t.realtime, h.t.app.log);
    await h.t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await h?.t.realtime.close();
    await h?.close();
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

  it("pushes state, coalesced totals, results, balances and operator warnings after commit", async () => {
    const [p, q] = await createPlayers(h, 2, { fundCentavos: pesos(100_000) });
    if (!p || !q) throw new Error("players");
    const created = await newEvent(h, "sabong");
    const fightId = created.fight.id;
    const player = await connect(p.headers);
    const operator = await connect(h.operator);
    expect(await join(player.socket, eventRoom(created.event.id))).toBe(true);
    expect(await join(player.socket, "event:999999")).toBe(false);
    expect(await join(player.socket, "user:1")).toBe(false);
    // Nothing money-related is accepted over the socket: an emitted "bet" does nothing.
    player.socket.emit("bet", { fightId, side: "MERON", amountCentavos: 100 });

    await mustAct(h, "sabong", fightId, "open");
    await until(() => player.received.some((r) => r.event === BETTING_SOCKET_EVENTS.fight));
    expect(player.received.find((r) => r.event === BETTING_SOCKET_EVENTS.fight)?.payload).toMatchObject({
      id: fightId,
      state: "OPEN",
    });

    const started = Date.now();
    for (let i = 0; i < 40; i++)
      await mustBet(h, "sabong", i % 2 ? p.headers : q.headers, fightId, "MERON", pesos(100));
    await mustBet(h, "sabong", q.headers, fightId, "WALA", pesos(10));
    const betsMs = Date.now() - started;
    const expectedTotal = pesos(4_010);
    await until(() =>
      player.received.some(
        (r) => r.event === BETTING_SOCKET_EVENTS.totals && r.payload.totalCentavos === expectedTotal,
      ),
    );
    const totals = player.received.filter((r) => r.event === BETTING_SOCKET_EVENTS.totals);
    // At most one push per 250 ms window (plus the leading and trailing ones).
    expect(totals.length).toBeLessThanOrEqual(Math.ceil((betsMs + 300) / 250) + 1);
    expect(totals.length).toBeLessThan(41);
    for (let i = 1; i < totals.length; i++) {
      expect((totals[i]?.at ?? 0) - (totals[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(200);
    }
    expect(totals.at(-1)?.payload).toMatchObject({ fightId, betCount: 41 });
    const balances = player.received.filter((r) => r.event === BETTING_SOCKET_EVENTS.balance);
    expect(balances).toHaveLength(20);
    expect(balances.at(-1)?.payload).toEqual({ pointsCentavos: pesos(100_000 - 2_000) });

    await mustAct(h, "sabong", fightId, "close");
    const declared = await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(declared.warnings).toHaveLength(1);
    await until(() => player.received.some((r) => r.event === BETTING_SOCKET_EVENTS.result));
    expect(player.received.find((r) => r.event === BETTING_SOCKET_EVENTS.result)?.payload).toMatchObject({
      fightId,
      result: "MERON",
    });
    // 4,010 × 0.95 ÷ 4,000 → 95.23 per 100: a low payout, and every MERON bettor gets a balance push.
    await until(() => player.received.filter((r) => r.event === BETTING_SOCKET_EVENTS.balance).length === 21);
    expect(player.received.filter((r) => r.event === BETTING_SOCKET_EVENTS.balance).at(-1)?.payload).toEqual({
      pointsCentavos: pesos(100_000 - 2_000) + 20 * 9_523,
    });
    await until(() => operator.received.some((r) => r.event === BETTING_SOCKET_EVENTS.warning));
    expect(operator.received.find((r) => r.event === BETTING_SOCKET_EVENTS.warning)?.payload).toMatchObject({
      fightId,
      eventId: created.event.id,
    });
  });
});
