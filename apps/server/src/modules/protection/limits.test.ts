import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { auditOf, DAY_S, HOUR_S, newKey, protectionSuite, recordMovement, stateOf } from "../../testing/protection.ts";
import { applyDueLimitChanges } from "./service.ts";

const pesos = (amount: number) => amount * 100;
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
const limitOf = (view: any, key: string) => view.limits.find((l: { key: string }) => l.key === key);

describe.each(await testDatabaseKinds())("protection limits on %s", (kind) => {
  const h = protectionSuite(kind);
  const put = (api: Awaited<ReturnType<typeof h.newPlayer>>["api"], key: string, value: number | null) =>
    api("PUT", `/api/protection/limits/${key}`, { value, idempotencyKey: newKey() });

  it("a decrease applies at once; an increase waits 24 hours and applies through the clock's step", async () => {
    const p = await h.newPlayer();
    const set = await put(p.api, "loss:day", pesos(1_000));
    expect(set.status).toBe(200);
    expect(limitOf(set.body, "loss:day")).toMatchObject({ value: pesos(1_000), pending: null });
    expect(await stateOf(h.db, p.id)).toMatchObject({ lossDayCentavos: pesos(1_000), limited: true });

    const lowered = await put(p.api, "loss:day", pesos(500));
    expect(limitOf(lowered.body, "loss:day")).toMatchObject({ value: pesos(500), pending: null });
    expect((await stateOf(h.db, p.id)).lossDayCentavos).toBe(pesos(500));

    const raisedAtMs = h.clock.now();
    const raised = await put(p.api, "loss:day", pesos(2_000));
    expect(raised.status).toBe(200);
    expect(limitOf(raised.body, "loss:day")).toMatchObject({
      value: pesos(500),
      pending: { value: pesos(2_000), effectiveAt: new Date(raisedAtMs + DAY_S * 1000).toISOString() },
    });
    // Still the old limit where the money is checked.
    h.clock.advanceSeconds(DAY_S - 60);
    await applyDueLimitChanges(h.db, h.clock.now());
    expect((await stateOf(h.db, p.id)).lossDayCentavos).toBe(pesos(500));

    h.clock.advanceSeconds(60);
    const report = await applyDueLimitChanges(h.db, h.clock.now());
    expect(report.applied).toBeGreaterThanOrEqual(1);
    expect((await stateOf(h.db, p.id)).lossDayCentavos).toBe(pesos(2_000));
    const view = await p.api("GET", "/api/protection");
    expect(limitOf(view.body, "loss:day")).toMatchObject({ value: pesos(2_000), pending: null });
    expect((await auditOf(h.db, p.id, "protection.limit.apply")).length).toBe(1);
    const notices = await p.api("GET", "/api/notices");
    expect(notices.body.items).toContainEqual(
      expect.objectContaining({
        kind: "limits",
        title: "Your loss limit per 24 hours is now ₱2,000.00",
        body: "The change asked for 24 hours ago is in force now.",
      }),
    );
  });

  it("a removal waits 24 hours too, and a pending change can be cancelled", async () => {
    const p = await h.newPlayer();
    await put(p.api, "wager:week", pesos(5_000));
    const removed = await put(p.api, "wager:week", null);
    expect(limitOf(removed.body, "wager:week")).toMatchObject({ value: pesos(5_000), pending: { value: null } });
    const cancelled = await p.api("POST", "/api/protection/limits/wager:week/cancel", { idempotencyKey: newKey() });
    expect(cancelled.status).toBe(200);
    expect(limitOf(cancelled.body, "wager:week")).toMatchObject({ value: pesos(5_000), pending: null });
    h.clock.advanceSeconds(DAY_S + 1);
    await applyDueLimitChanges(h.db, h.clock.now());
    expect((await stateOf(h.db, p.id)).wagerWeekCentavos).toBe(pesos(5_000));
    const again = await p.api("POST", "/api/protection/limits/wager:week/cancel", { idempotencyKey: newKey() });
    expect(again).toEqual({ status: 409, body: { error: "There is no pending change to cancel" } });
  });

  it("a decrease drops a pending increase; play time and the largest stake are copied to their columns", async () => {
    const p = await h.newPlayer();
    await put(p.api, "load:month", pesos(20_000));
    await put(p.api, "load:month", pesos(30_000));
    const lowered = await put(p.api, "load:month", pesos(8_000));
    expect(limitOf(lowered.body, "load:month")).toMatchObject({ value: pesos(8_000), pending: null });
    await put(p.api, "play-time", 90);
    await put(p.api, "largest-stake", pesos(300));
    expect(await stateOf(h.db, p.id)).toMatchObject({
      loadMonthCentavos: pesos(8_000),
      playMinutes: 90,
      largestStakeCentavos: pesos(300),
      limited: true,
    });
    h.clock.advanceSeconds(DAY_S + 1);
    await applyDueLimitChanges(h.db, h.clock.now());
    expect((await stateOf(h.db, p.id)).loadMonthCentavos).toBe(pesos(8_000));
  });

  it("daily ≤ weekly ≤ monthly: a daily limit above the weekly one is refused in plain words", async () => {
    const p = await h.newPlayer();
    await put(p.api, "loss:week", pesos(1_500));
    const refused = await put(p.api, "loss:day", pesos(2_000));
    expect(refused).toEqual({
      status: 422,
      body: { error: "The daily limit cannot be above the weekly one (₱1,500.00)" },
    });
    const monthly = await put(p.api, "loss:month", pesos(1_000));
    expect(monthly.body.error).toBe("The monthly limit cannot be below the weekly one (₱1,500.00)");
    expect((await stateOf(h.db, p.id)).lossDayCentavos).toBeNull();
    expect((await put(p.api, "play-time", 5)).body.error).toBe(
      "Daily play time must be between 15 minutes and 24 hours",
    );
    expect((await put(p.api, "nonsense", 5)).status).toBe(400);
  });

  it("removing the last limit clears `limited`", async () => {
    const p = await h.newPlayer();
    await put(p.api, "largest-stake", pesos(100));
    await put(p.api, "largest-stake", null);
    h.clock.advanceSeconds(DAY_S + 1);
    await applyDueLimitChanges(h.db, h.clock.now());
    expect(await stateOf(h.db, p.id)).toMatchObject({ largestStakeCentavos: null, limited: false });
  });

  it("the same idempotency key answers the first answer and changes nothing twice", async () => {
    const p = await h.newPlayer();
    const key = newKey();
    const first = await p.api("PUT", "/api/protection/limits/loss:day", { value: pesos(700), idempotencyKey: key });
    const again = await p.api("PUT", "/api/protection/limits/loss:day", { value: pesos(700), idempotencyKey: key });
    expect(again).toEqual(first);
    expect((await auditOf(h.db, p.id, "protection.limit.set")).length).toBe(1);
    const other = await p.api("PUT", "/api/protection/limits/loss:day", { value: pesos(600), idempotencyKey: key });
    expect(other.status).toBe(409);
  });

  it("every change is audited with who, before and after", async () => {
    const p = await h.newPlayer();
    await put(p.api, "wager:day", pesos(400));
    await put(p.api, "wager:day", pesos(900));
    await p.api("POST", "/api/protection/limits/wager:day/cancel", { idempotencyKey: newKey() });
    const sets = await auditOf(h.db, p.id, "protection.limit.set");
    expect(sets).toEqual([
      {
        actor_username: p.username,
        before: { key: "wager:day", value: null, setBy: null, pending: null },
        after: expect.objectContaining({ key: "wager:day", value: pesos(400), pending: null }),
      },
      {
        actor_username: p.username,
        before: expect.objectContaining({ value: pesos(400), pending: null }),
        after: expect.objectContaining({ value: pesos(400), pending: expect.objectContaining({ value: pesos(900) }) }),
      },
    ]);
    const cancels = await auditOf(h.db, p.id, "protection.limit.cancel");
    expect(cancels).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ value: pesos(400), pending: null }) }),
    ]);
  });

  it("shows what each money window holds: the totals now minus the newest mark at or before the window's start", async () => {
    const p = await h.newPlayer();
    const nowMs = h.clock.now();
    await recordMovement(h.db, p.id, nowMs - 3 * DAY_S * 1000, { loadedCentavos: pesos(3_000) });
    await recordMovement(h.db, p.id, nowMs - 2 * HOUR_S * 1000, { stakedCentavos: pesos(600) });
    await recordMovement(h.db, p.id, nowMs - HOUR_S * 1000, { creditedCentavos: pesos(200) });
    await recordMovement(h.db, p.id, nowMs - 60_000, { loadedCentavos: pesos(1_000) });
    const { body } = await p.api("GET", "/api/protection");
    expect(limitOf(body, "loss:day").usedCentavos).toBe(pesos(400));
    expect(limitOf(body, "wager:day").usedCentavos).toBe(pesos(600));
    expect(limitOf(body, "load:day").usedCentavos).toBe(pesos(1_000));
    expect(limitOf(body, "load:week").usedCentavos).toBe(pesos(4_000));
    expect(limitOf(body, "largest-stake").usedCentavos).toBeNull();
    // A day later the stake and the payout have left the 24 hours.
    h.clock.advanceSeconds(DAY_S);
    const later = await p.api("GET", "/api/protection");
    expect(limitOf(later.body, "loss:day").usedCentavos).toBe(0);
    expect(limitOf(later.body, "loss:week").usedCentavos).toBe(pesos(400));
  });

  describe("set by the upline", () => {
    it("an agent above the player sets a limit; the player sees who, may lower it but not raise or remove it", async () => {
      const p = await h.newPlayer();
      const gold = await h.as("gold");
      const set = await gold("PUT", `/api/downline/${p.id}/protection/limits/loss:day`, {
        value: pesos(1_000),
        idempotencyKey: newKey(),
      });
      expect(set.status).toBe(200);
      const mine = await p.api("GET", "/api/protection");
      expect(limitOf(mine.body, "loss:day")).toMatchObject({
        value: pesos(1_000),
        setBy: { userId: h.t.ids.get("gold"), role: "upline", name: "Gold Agent" },
      });
      const raise = await put(p.api, "loss:day", pesos(2_000));
      expect(raise).toEqual({
        status: 403,
        body: { error: "This limit was set by Gold Agent: you can only lower it" },
      });
      expect((await put(p.api, "loss:day", null)).status).toBe(403);
      const lowered = await put(p.api, "loss:day", pesos(800));
      expect(limitOf(lowered.body, "loss:day")).toMatchObject({ value: pesos(800), setBy: { role: "upline" } });
      expect((await stateOf(h.db, p.id)).lossDayCentavos).toBe(pesos(800));
    });

    it("only the upline that set a limit may raise it (after 24 hours); it cannot raise the player's own", async () => {
      const p = await h.newPlayer();
      const gold = await h.as("gold");
      const master = await h.as("master");
      const url = `/api/downline/${p.id}/protection/limits/wager:day`;
      await gold("PUT", url, { value: pesos(500), idempotencyKey: newKey() });
      const byMaster = await master("PUT", url, { value: pesos(900), idempotencyKey: newKey() });
      expect(byMaster).toEqual({
        status: 403,
        body: { error: "This limit was set by Gold Agent: only they can raise or remove it" },
      });
      const byGold = await gold("PUT", url, { value: pesos(900), idempotencyKey: newKey() });
      expect(limitOf(byGold.body, "wager:day")).toMatchObject({ value: pesos(500), pending: { value: pesos(900) } });
      // The player's own limit: an upline can only lower it.
      await put(p.api, "wager:week", pesos(3_000));
      const raiseTheirs = await gold("PUT", `/api/downline/${p.id}/protection/limits/wager:week`, {
        value: pesos(4_000),
        idempotencyKey: newKey(),
      });
      expect(raiseTheirs.body.error).toBe("The player set this limit: only they can raise or remove it");
      const lowerTheirs = await master("PUT", `/api/downline/${p.id}/protection/limits/wager:week`, {
        value: pesos(2_000),
        idempotencyKey: newKey(),
      });
      expect(limitOf(lowerTheirs.body, "wager:week")).toMatchObject({
        value: pesos(2_000),
        setBy: { role: "upline", name: "Master Agent" },
      });
      expect((await auditOf(h.db, p.id, "protection.limit.set")).map((a) => a.actor_username)).toEqual([
        "gold",
        "gold",
        p.username,
        "master",
      ]);
    });

    it("nobody outside the player's upline reads or sets their limits (404 alike)", async () => {
      const p = await h.newPlayer();
      const loader = await h.as("loader");
      const cashier = await h.as("cashier");
      const other = await h.newPlayer();
      expect((await loader("GET", `/api/downline/${p.id}/protection`)).status).toBe(404);
      expect((await cashier("GET", `/api/downline/${p.id}/protection`)).status).toBe(403);
      expect((await other.api("GET", `/api/downline/${p.id}/protection`)).status).toBe(403);
      const gold = await h.as("gold");
      expect((await gold("GET", `/api/downline/${h.t.ids.get("master")}/protection`)).status).toBe(404);
      const admin = await h.as("admin");
      expect((await admin("GET", `/api/downline/${p.id}/protection`)).status).toBe(200);
    });
  });
});
