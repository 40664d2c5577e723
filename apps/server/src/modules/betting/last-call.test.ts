import { BET_REFUSAL_MESSAGES } from "@sabong/shared/betting";
import { eventRoom } from "@sabong/shared/contracts";
import { sql } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { act, bet, bettingSuite, createPlayers, mustAct, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, points } from "../../testing/ledger.ts";
import { listenWithRealtime, socketFor } from "../../testing/realtime.ts";
import { closeEndedLastCalls } from "./last-call-clock.ts";

/**
 * The last call has a deadline: the event's last-call seconds after the operator's last call, on the database's
 * clock. From that instant bets are refused as on a closed fight, and the last-call clock closes the fight through
 * the operator's close (audited as the system, pushed). Time passing is simulated by moving the deadline into the
 * past, so nothing here waits on a wall clock.
 */

const silentLog = { error: () => {} };

describe.each(await testDatabaseKinds())("the last call's deadline on %s", (kind) => {
  const h = bettingSuite(kind);
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await h.t?.realtime.close();
  });

  let listening: Promise<string> | undefined;
  const realtimeUrl = () => {
    listening ??= listenWithRealtime(h.t);
    return listening;
  };

  const fightRow = async (fightId: number) =>
    resultRows<{ state: string; ends_after_call_s: string | number | null; closed_at: unknown }>(
      await h.db.execute(sql`
        select state, extract(epoch from last_call_ends_at - last_call_at) as ends_after_call_s, closed_at
        from fights where id = ${fightId}`),
    )[0];
  /** As if the deadline had just passed. */
  const passDeadline = (fightId: number) =>
    h.db.execute(
      sql`update fights set last_call_ends_at = clock_timestamp() - interval '1 second' where id = ${fightId}`,
    );
  const closes = async (fightId: number) =>
    resultRows<{ actor_id: number | null; actor_username: string | null }>(
      await h.db.execute(sql`
        select actor_id, actor_username from audit_events
        where entity_type = 'fight' and entity_id = ${String(fightId)} and action = 'fight.close'`),
    );

  it("ends the event's last-call seconds after the last call, and the views count down to it", async () => {
    const { fightId } = await openFight(h, "sabong", { lastCallSeconds: 120 });
    const opened = await mustAct(h, "sabong", fightId, "last-call");
    expect(opened.state).toBe("LAST_CALL");
    expect(Date.parse(opened.lastCallEndsAt)).toBeGreaterThan(Date.now() + 100_000);
    expect(opened.lastCallRemainingMs).toBeGreaterThan(100_000);
    expect(opened.lastCallRemainingMs).toBeLessThanOrEqual(120_000);
    expect(Number((await fightRow(fightId))?.ends_after_call_s)).toBeCloseTo(120, 0);
    // Once closed, the views carry no countdown.
    const closed = await mustAct(h, "sabong", fightId, "close");
    expect(closed).toMatchObject({ state: "CLOSED", lastCallEndsAt: null, lastCallRemainingMs: null });
  });

  it("an event keeps 30 seconds unless set; the setting is checked and its edit audited", async () => {
    const created = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/events`,
      headers: h.operator,
      payload: { name: "Default", eventDate: "2026-11-22", minStakeCentavos: 1_000, maxStakeCentavos: 100_000 },
    });
    expect(created.json().event.lastCallSeconds).toBe(30);
    const eventId = created.json().event.id;
    const edit = (lastCallSeconds: number) =>
      h.t.app.inject({
        method: "PUT",
        url: `${h.ops("sabong")}/events/${eventId}`,
        headers: h.operator,
        payload: { lastCallSeconds },
      });
    expect((await edit(4)).statusCode).toBe(400);
    expect((await edit(601)).statusCode).toBe(400);
    const edited = await edit(45);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().lastCallSeconds).toBe(45);
    const [audit] = resultRows<{ before: { lastCallSeconds: number }; after: { lastCallSeconds: number } }>(
      await h.db.execute(
        sql`select before, after from audit_events where entity_type = 'event' and entity_id = ${String(eventId)} and action = 'event.edit'`,
      ),
    );
    expect([audit?.before.lastCallSeconds, audit?.after.lastCallSeconds]).toEqual([30, 45]);
  });

  it("refuses a bet after the deadline as on a closed fight, though the clock has not closed the fight", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!p) throw new Error("player");
    const { fightId } = await openFight(h, "sabong");
    await mustAct(h, "sabong", fightId, "last-call");
    await mustBet(h, "sabong", p.headers, fightId, "MERON", pesos(100));
    await passDeadline(fightId);
    const late = await bet(h, "sabong", p.headers, fightId, "WALA", pesos(100));
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe(BET_REFUSAL_MESSAGES.BETTING_NOT_OPEN);
    expect((await fightRow(fightId))?.state).toBe("LAST_CALL");
    expect(await points(h.db, p.id)).toBe(pesos(900));
    await expectLedgerSound(h.db);
  });

  it("the clock closes each ended last call once, as the system, and pushes the close", async () => {
    const url = await realtimeUrl();
    const { fightId, eventId } = await openFight(h, "sabong");
    const watching = await openFight(h, "sabong"); // still in its last call: left alone
    await mustAct(h, "sabong", fightId, "last-call");
    await mustAct(h, "sabong", watching.fightId, "last-call");
    const socket = await socketFor(url, h.player.authorization.slice("Bearer ".length));
    sockets.push(socket);
    await new Promise<boolean>((resolve) => socket.emit("join", eventRoom(eventId), resolve));
    const pushed = new Promise<{ state: string; id: number }>((resolve) =>
      socket.on("fight:state", (view: { state: string; id: number }) => {
        if (view.id === fightId && view.state === "CLOSED") resolve(view);
      }),
    );
    await closeEndedLastCalls(h.db, silentLog); // the earlier tests' ended last calls
    await passDeadline(fightId);

    const first = await closeEndedLastCalls(h.db, silentLog);
    expect(first).toEqual({ closed: 1, failed: 0 });
    expect(await pushed).toMatchObject({ id: fightId, state: "CLOSED" });
    expect((await fightRow(fightId))?.state).toBe("CLOSED");
    expect((await fightRow(watching.fightId))?.state).toBe("LAST_CALL");
    expect(await closes(fightId)).toEqual([{ actor_id: null, actor_username: null }]);

    expect(await closeEndedLastCalls(h.db, silentLog)).toEqual({ closed: 0, failed: 0 });
    expect(await closes(fightId)).toHaveLength(1);
  });

  it("the operator may still close before the deadline; the clock then leaves the fight alone", async () => {
    const { fightId } = await openFight(h, "sabong");
    await mustAct(h, "sabong", fightId, "last-call");
    expect((await mustAct(h, "sabong", fightId, "close")).state).toBe("CLOSED");
    await passDeadline(fightId);
    expect(await closeEndedLastCalls(h.db, silentLog)).toEqual({ closed: 0, failed: 0 });
    const audited = await closes(fightId);
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actor_username).toBe("operator");
  });

  it("two clocks and the operator closing at once close the fight once: one audit row, one push", async () => {
    const url = await realtimeUrl();
    const { fightId, eventId } = await openFight(h, "sabong");
    await mustAct(h, "sabong", fightId, "last-call");
    const socket = await socketFor(url, h.player.authorization.slice("Bearer ".length));
    sockets.push(socket);
    await new Promise<boolean>((resolve) => socket.emit("join", eventRoom(eventId), resolve));
    const states: string[] = [];
    const declared = new Promise<void>((resolve) =>
      socket.on("fight:state", (view: { state: string; id: number }) => {
        if (view.id !== fightId) return;
        states.push(view.state);
        if (view.state === "DECLARED") resolve();
      }),
    );
    await closeEndedLastCalls(h.db, silentLog); // the earlier tests' ended last calls
    await passDeadline(fightId);

    const [a, b, byHand] = await Promise.all([
      closeEndedLastCalls(h.db, silentLog),
      closeEndedLastCalls(h.db, silentLog),
      act(h, "sabong", fightId, "close"),
    ]);
    expect(a.failed + b.failed).toBe(0);
    const closedByHand = byHand.statusCode === 200 ? 1 : 0;
    expect(a.closed + b.closed + closedByHand).toBe(1);
    if (!closedByHand) expect(byHand.statusCode).toBe(409); // the clock was first: "already closed"
    expect(await closes(fightId)).toHaveLength(1);
    // The declare's push comes after any close push: by then every close push has arrived.
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    await declared;
    expect(states.filter((state) => state === "CLOSED")).toHaveLength(1);
  });

  it("leaves a fight whose close failed alone until its retry time", async () => {
    const { fightId } = await openFight(h, "sabong");
    await mustAct(h, "sabong", fightId, "last-call");
    await closeEndedLastCalls(h.db, silentLog); // the earlier tests' ended last calls
    await passDeadline(fightId);
    const retries = new Map([[fightId, Date.now() + 60_000]]);
    expect(await closeEndedLastCalls(h.db, silentLog, { retries })).toEqual({ closed: 0, failed: 0 });
    expect((await fightRow(fightId))?.state).toBe("LAST_CALL");
    retries.set(fightId, Date.now() - 1);
    expect(await closeEndedLastCalls(h.db, silentLog, { retries })).toEqual({ closed: 1, failed: 0 });
    expect(retries.size).toBe(0);
    // A clock being stopped closes nothing more.
    const next = await openFight(h, "sabong");
    await mustAct(h, "sabong", next.fightId, "last-call");
    await passDeadline(next.fightId);
    expect(await closeEndedLastCalls(h.db, silentLog, { stopped: () => true })).toEqual({ closed: 0, failed: 0 });
    expect((await closeEndedLastCalls(h.db, silentLog)).closed).toBe(1);
  });
});
