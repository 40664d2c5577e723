import { manilaDateOf, manilaDayStart } from "@sabong/shared/time";
import { describe, expect, it } from "vitest";
import { bet, bettingSuite, createPlayers, newKey, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw } from "../../testing/draws.ts";
import { placeTicket } from "../number-games/service.ts";
import { playSessions } from "./table.ts";

/** The daily play-time limit where the player notices it: their bet and their ticket are refused. */

const MINUTE_MS = 60_000;
const REFUSAL =
  "You have played your 15 min for today: your daily play-time limit. You can bet again tomorrow at 00:00.";
/** The test plays sessions up to 50 minutes back: in the first hour of a Manila day they would not all be today. */
const minutesIntoToday = (Date.now() - manilaDayStart(manilaDateOf(new Date())).getTime()) / MINUTE_MS;

describe.each(await testDatabaseKinds())("the daily play-time limit on %s", (kind) => {
  const h = bettingSuite(kind);

  it.skipIf(minutesIntoToday < 52)("refuses bets and tickets once today's play time is used up", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!p) throw new Error("player");
    const { fightId } = await openFight(h, "sabong");
    const draw = await openTestDraw(h.db, "pick3");
    const ticket = () =>
      placeTicket(h.db, { userId: p.id }, "pick3", {
        drawId: draw.id,
        idempotencyKey: newKey(),
        lines: [{ combination: "123", form: "straight", stakeCentavos: pesos(10) }],
      });
    const set = await h.t.app.inject({
      method: "PUT",
      url: "/api/protection/limits/play-time",
      headers: p.headers,
      payload: { value: 15, idempotencyKey: newKey() },
    });
    expect(set.statusCode, set.body).toBe(200);
    // 13 minutes played earlier today (that session ended: over 30 idle minutes ago), still allowed. The requests
    // themselves start a session of their own, seconds long.
    const nowMs = Date.now();
    const playedSession = (fromMin: number, toMin: number) =>
      h.db.insert(playSessions).values({
        userId: p.id,
        startedAt: new Date(nowMs - fromMin * MINUTE_MS),
        lastSeenAt: new Date(nowMs - toMin * MINUTE_MS),
        stakedAtStartCentavos: 0,
        creditedAtStartCentavos: 0,
      });
    await playedSession(50, 37);
    expect((await bet(h, "sabong", p.headers, fightId, "MERON", pesos(10))).statusCode).toBe(201);
    await expect(ticket()).resolves.toMatchObject({ replayed: false });
    // Another 3 minutes earlier today: 16 in all.
    await playedSession(36, 33);
    const refused = await bet(h, "sabong", p.headers, fightId, "MERON", pesos(10));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: REFUSAL });
    await expect(ticket()).rejects.toThrow(REFUSAL);
  });
});
