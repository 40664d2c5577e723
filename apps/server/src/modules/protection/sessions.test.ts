import { realityCheckText } from "@sabong/shared/protection";
import { manilaDateOf, manilaDayStart } from "@sabong/shared/time";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { auditOf, newKey, protectionSuite, recordMovement, stateOf } from "../../testing/protection.ts";
import { touchPlaySessions } from "./play-sessions.ts";
import { refuseWhenPlayTimeUsed } from "./service.ts";
import { playSessions } from "./table.ts";

const MIN_S = 60;
const pesos = (amount: number) => amount * 100;

describe.each(await testDatabaseKinds())("play sessions and reality checks on %s", (kind) => {
  const h = protectionSuite(kind);
  const sessionsOf = (userId: number) => h.db.select().from(playSessions).where(eq(playSessions.userId, userId));

  it("the reality check survives a reload and a second tab: the count never restarts", async () => {
    const p = await h.newPlayer();
    const startMs = h.clock.now();
    const first = await p.api("GET", "/api/protection/session");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      startedAt: new Date(startMs).toISOString(),
      nextCheckAt: new Date(startMs + 60 * MIN_S * 1000).toISOString(),
      due: false,
      intervalMinutes: 60,
      stakedCentavos: 0,
      netCentavos: 0,
    });
    // 20 minutes later, a reload with a new sign-in (another tab): the same session.
    h.clock.advanceSeconds(20 * MIN_S);
    const secondTab = await h.as(p.username);
    const reloaded = await secondTab("GET", "/api/protection/session");
    expect(reloaded.body).toMatchObject({ startedAt: first.body.startedAt, nextCheckAt: first.body.nextCheckAt });
    expect(reloaded.body.playedMs).toBe(20 * MIN_S * 1000);

    // Money moved in the session (the bet and settlement paths keep these totals).
    await recordMovement(h.db, p.id, h.clock.now(), { stakedCentavos: pesos(2_350) });
    await recordMovement(h.db, p.id, h.clock.now(), { creditedCentavos: pesos(1_900) });
    h.clock.advanceSeconds(20 * MIN_S);
    await p.api("GET", "/api/protection/session");
    h.clock.advanceSeconds(20 * MIN_S);
    const due = await secondTab("GET", "/api/protection/session");
    expect(due.body).toMatchObject({ due: true, stakedCentavos: pesos(2_350), netCentavos: -pesos(450) });
    expect(
      realityCheckText({
        playedMs: due.body.playedMs,
        stakedCentavos: due.body.stakedCentavos,
        wonCentavos: due.body.stakedCentavos + due.body.netCentavos,
      }),
    ).toBe("You have been playing for 1 h 0 min. Staked ₱2,350.00, won ₱1,900.00: net −₱450.00 this session.");
    // Still due in the other tab until answered.
    expect((await p.api("GET", "/api/protection/session")).body.due).toBe(true);

    h.clock.advanceSeconds(10 * MIN_S);
    const answered = await p.api("POST", "/api/protection/session/answer", { answer: "continue" });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      due: false,
      nextCheckAt: new Date(startMs + 120 * MIN_S * 1000).toISOString(),
    });
    const elsewhere = await secondTab("GET", "/api/protection/session");
    expect(elsewhere.body).toMatchObject({ due: false, nextCheckAt: answered.body.nextCheckAt });
    expect(await sessionsOf(p.id)).toHaveLength(1);
  });

  it("30 idle minutes end the session: the next request starts a new one with the totals at its start", async () => {
    const p = await h.newPlayer();
    const first = await p.api("GET", "/api/protection/session");
    await recordMovement(h.db, p.id, h.clock.now(), { stakedCentavos: pesos(100) });
    expect((await p.api("GET", "/api/protection/session")).body.stakedCentavos).toBe(pesos(100));
    h.clock.advanceSeconds(31 * MIN_S);
    const next = await p.api("GET", "/api/protection/session");
    expect(next.body.startedAt).not.toBe(first.body.startedAt);
    expect(next.body).toMatchObject({ stakedCentavos: 0, playedMs: 0 });
    const rows = await sessionsOf(p.id);
    expect(rows.map((r) => r.stakedAtStartCentavos).sort()).toEqual([0, pesos(100)]);
  });

  it("the interval follows the player's choice; every request of the player keeps the session going", async () => {
    const p = await h.newPlayer();
    const set = await p.api("PUT", "/api/protection/reality-check", { minutes: 15 });
    expect(set.body.realityCheckMinutes).toBe(15);
    expect(await auditOf(h.db, p.id, "protection.reality-check")).toEqual([
      { actor_username: p.username, before: { realityCheckMinutes: 60 }, after: { realityCheckMinutes: 15 } },
    ]);
    expect((await p.api("PUT", "/api/protection/reality-check", { minutes: 20 })).status).toBe(400);
    const session = await p.api("GET", "/api/protection/session");
    expect(session.body.nextCheckAt).toBe(
      new Date(Date.parse(session.body.startedAt) + 15 * MIN_S * 1000).toISOString(),
    );
    // Any request (not only this module's) continues it, after the answer has gone out.
    h.clock.advanceSeconds(25 * MIN_S);
    await p.api("GET", "/api/user");
    // The touch runs once the answer has gone out: wait (a bounded while) until it has landed.
    const seenAtMs = h.clock.now();
    for (let i = 0; i < 100; i++) {
      const [row] = await sessionsOf(p.id);
      if (row?.lastSeenAt.getTime() === seenAtMs) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    h.clock.advanceSeconds(25 * MIN_S);
    const later = await p.api("GET", "/api/protection/session");
    expect(later.body.startedAt).toBe(session.body.startedAt);
    expect(await sessionsOf(p.id)).toHaveLength(1);
    expect((await p.api("GET", "/api/protection")).body.playedTodayMinutes).toBeGreaterThan(0);
  });

  it("Take a break is a 24-hour time-out that signs the player out", async () => {
    const p = await h.newPlayer();
    await p.api("GET", "/api/protection/session");
    const answer = await p.api("POST", "/api/protection/session/answer", { answer: "break" });
    expect(answer.status).toBe(200);
    expect((await p.api("GET", "/api/protection/session")).status).toBe(401);
    expect(await stateOf(h.db, p.id)).toMatchObject({
      restrictedKind: "time-out",
      restrictedUntil: new Date(h.clock.now() + 24 * 3600 * 1000),
    });
  });

  it("Sign out ends every session of the player", async () => {
    const p = await h.newPlayer();
    const otherTab = await h.as(p.username);
    const answer = await p.api("POST", "/api/protection/session/answer", { answer: "sign-out" });
    expect(answer.status).toBe(200);
    expect((await p.api("GET", "/api/protection")).status).toBe(401);
    expect((await otherTab("GET", "/api/protection")).status).toBe(401);
    expect((await stateOf(h.db, p.id)).restrictedKind).toBeNull();
  });

  it("once the day's play time is used up, bets and tickets are refused until the next Manila day", async () => {
    const p = await h.newPlayer();
    await p.api("PUT", "/api/protection/limits/play-time", { value: 30, idempotencyKey: newKey() });
    const noonMs = manilaDayStart(manilaDateOf(new Date(h.clock.now()))).getTime() + 12 * 3600 * 1000;
    await h.db.insert(playSessions).values({
      userId: p.id,
      startedAt: new Date(noonMs - 40 * MIN_S * 1000),
      lastSeenAt: new Date(noonMs - 11 * MIN_S * 1000),
      stakedAtStartCentavos: 0,
      creditedAtStartCentavos: 0,
    });
    await expect(refuseWhenPlayTimeUsed(h.db, p.id, noonMs)).resolves.toBeUndefined();
    await h.db
      .update(playSessions)
      .set({ lastSeenAt: new Date(noonMs) })
      .where(eq(playSessions.userId, p.id));
    await expect(refuseWhenPlayTimeUsed(h.db, p.id, noonMs)).rejects.toThrow(
      "You have played your 30 min for today: your daily play-time limit. You can bet again tomorrow at 00:00.",
    );
    await expect(refuseWhenPlayTimeUsed(h.db, p.id, noonMs + 12 * 3600 * 1000)).resolves.toBeUndefined();
  });
  it("players touched together: each session goes on, starts anew or stays, as one player's own touch would", async () => {
    const nowMs = h.clock.now();
    const ago = (minutes: number) => new Date(nowMs - minutes * MIN_S * 1000);
    const [fresh, going, idle, current] = [
      await h.newPlayer(),
      await h.newPlayer(),
      await h.newPlayer(),
      await h.newPlayer(),
    ];
    const session = (userId: number, startedMinAgo: number, seenMinAgo: number) =>
      h.db.insert(playSessions).values({
        userId,
        startedAt: ago(startedMinAgo),
        lastSeenAt: ago(seenMinAgo),
        stakedAtStartCentavos: 0,
        creditedAtStartCentavos: 0,
      });
    await session(going.id, 50, 10); // seen 10 minutes ago: goes on
    await session(idle.id, 90, 40); // 40 idle minutes: a new session starts, with the totals of now
    await session(current.id, 5, 0); // seen this very instant: nothing to write
    await recordMovement(h.db, idle.id, nowMs, { stakedCentavos: pesos(700) });
    const players = [fresh, going, idle, current];
    // Two batches over the same players in opposite orders, at once: neither waits on the other in a circle.
    const [first] = await Promise.all([
      touchPlaySessions(
        h.db,
        players.map((p) => ({ userId: p.id, nowMs })),
      ),
      touchPlaySessions(
        h.db,
        players.toReversed().map((p) => ({ userId: p.id, nowMs })),
      ),
    ]);
    expect([...first.keys()].sort()).toEqual(players.map((p) => p.id).sort());
    const rows = async (userId: number) =>
      (await sessionsOf(userId))
        .map((row) => ({ startedAt: row.startedAt, lastSeenAt: row.lastSeenAt, staked: row.stakedAtStartCentavos }))
        .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
    const now = new Date(nowMs);
    expect(await rows(fresh.id)).toEqual([{ startedAt: now, lastSeenAt: now, staked: 0 }]);
    expect(await rows(going.id)).toEqual([{ startedAt: ago(50), lastSeenAt: now, staked: 0 }]);
    expect(await rows(idle.id)).toEqual([
      { startedAt: ago(90), lastSeenAt: ago(40), staked: 0 },
      { startedAt: now, lastSeenAt: now, staked: pesos(700) },
    ]);
    expect(await rows(current.id)).toEqual([{ startedAt: ago(5), lastSeenAt: now, staked: 0 }]);
    expect(first.get(idle.id)).toMatchObject({ startedAt: now, stakedAtStartCentavos: pesos(700) });
    // A player's later request in the same batch is the one that counts; an unknown user is left out.
    const later = nowMs + 3 * MIN_S * 1000;
    const again = await touchPlaySessions(h.db, [
      { userId: going.id, nowMs: later },
      { userId: going.id, nowMs },
      { userId: 2_000_000_000, nowMs },
    ]);
    expect([...again.keys()]).toEqual([going.id]);
    expect(await rows(going.id)).toEqual([{ startedAt: ago(50), lastSeenAt: new Date(later), staked: 0 }]);
  });
});
