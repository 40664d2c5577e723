import { addCalendarMonths, manilaDateOf, manilaDayStart } from "@sabong/shared/time";
import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { auditOf, DAY_S, newKey, protectionSuite, stateOf } from "../../testing/protection.ts";

const pesos = (amount: number) => amount * 100;
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
const limitOf = (view: any, key: string) => view.limits.find((l: { key: string }) => l.key === key);

/** The same Manila wall-clock time `months` calendar months later (what the shared rules compute). */
function monthsLater(atMs: number, months: number): number {
  const date = manilaDateOf(new Date(atMs));
  return manilaDayStart(addCalendarMonths(date, months)).getTime() + (atMs - manilaDayStart(date).getTime());
}

describe.each(await testDatabaseKinds())("time-outs and self-exclusion on %s", (kind) => {
  const h = protectionSuite(kind);

  it("taking a time-out ends the player's sessions: their tokens stop working at once", async () => {
    const p = await h.newPlayer();
    const otherTab = await h.as(p.username);
    const takenAtMs = h.clock.now();
    const taken = await p.api("POST", "/api/protection/time-out", { length: "7d", idempotencyKey: newKey() });
    expect(taken.status).toBe(200);
    expect(taken.body.restriction).toMatchObject({
      kind: "time-out",
      startedAt: new Date(takenAtMs).toISOString(),
      endsAt: new Date(takenAtMs + 7 * DAY_S * 1000).toISOString(),
    });
    expect((await p.api("GET", "/api/protection")).status).toBe(401);
    expect((await otherTab("GET", "/api/user")).status).toBe(401);
    expect(await stateOf(h.db, p.id)).toMatchObject({
      restrictedKind: "time-out",
      restrictedUntil: new Date(takenAtMs + 7 * DAY_S * 1000),
    });
    const [audit] = await auditOf(h.db, p.id, "protection.time-out");
    expect(audit).toMatchObject({
      actor_username: p.username,
      before: { restriction: null },
      after: { restriction: { kind: "time-out" }, sessions: "ended" },
    });
  });

  it("a restricted player signs in to the restricted view: history and statement, no loosening, no announcements", async () => {
    const p = await h.newPlayer();
    await p.api("PUT", "/api/protection/limits/loss:day", { value: pesos(500), idempotencyKey: newKey() });
    await p.api("PUT", "/api/protection/reality-check", { minutes: 15 });
    // A pending increase does not survive the time-out: nothing loosens while it runs.
    await p.api("PUT", "/api/protection/limits/loss:day", { value: pesos(900), idempotencyKey: newKey() });
    await p.api("POST", "/api/protection/time-out", { length: "24h", idempotencyKey: newKey() });

    const again = await h.as(p.username);
    const me = await again("GET", "/api/user");
    expect(me.status).toBe(200);
    expect(me.body.restriction).toEqual({
      kind: "time-out",
      endsAt: (await stateOf(h.db, p.id)).restrictedUntil?.toISOString(),
    });
    expect((await again("GET", "/api/protection/statement")).status).toBe(200);
    expect((await again("GET", "/api/points/logs")).status).toBe(200);
    const view = await again("GET", "/api/protection");
    expect(limitOf(view.body, "loss:day")).toMatchObject({ value: pesos(500), pending: null });

    const raise = await again("PUT", "/api/protection/limits/loss:day", {
      value: pesos(2_000),
      idempotencyKey: newKey(),
    });
    expect(raise).toEqual({
      status: 422,
      body: { error: "No limit can be raised or removed while a time-out or self-exclusion runs" },
    });
    const longer = await again("PUT", "/api/protection/reality-check", { minutes: 60 });
    expect(longer.status).toBe(422);
    expect(longer.body.error).toMatch(/^You are on a time-out until .*: no control can be loosened until then$/);
    const lower = await again("PUT", "/api/protection/limits/loss:day", {
      value: pesos(300),
      idempotencyKey: newKey(),
    });
    expect(lower.status).toBe(200);
    expect((await stateOf(h.db, p.id)).lossDayCentavos).toBe(pesos(300));

    const operator = await h.as("operator");
    await operator("POST", "/api/bet-ops/announcement", { announcement: "Big fight tonight" });
    expect((await again("GET", "/api/user/announcement")).body).toEqual({ value: "" });
    const free = await h.newPlayer();
    expect((await free.api("GET", "/api/user/announcement")).body).toEqual({ value: "Big fight tonight" });
  });

  it("agents', cashiers' and the admin's player rows carry the restriction and its end", async () => {
    const p = await h.newPlayer();
    const free = await h.newPlayer();
    await p.api("POST", "/api/protection/self-exclusion", { length: "6m", idempotencyKey: newKey() });
    const endsAt = (await stateOf(h.db, p.id)).restrictedUntil?.toISOString();
    const expected = { kind: "self-exclusion", endsAt };
    const gold = await h.as("gold");
    const players = await gold("GET", `/api/user/players?q=${p.username}`);
    expect(players.body.items).toEqual([expect.objectContaining({ id: p.id, restriction: expected })]);
    const downlines = await gold("GET", `/api/user/downlines?q=${free.username}`);
    expect(downlines.body.items).toEqual([expect.objectContaining({ id: free.id, restriction: null })]);
    const cashier = await h.as("cashier");
    const search = await cashier("GET", `/api/points/downlines/search?q=${p.username}`);
    expect(search.body.items).toEqual([expect.objectContaining({ id: p.id, restriction: expected })]);
    const admin = await h.as("admin");
    const users = await admin("GET", `/api/admin/users?q=${p.username}`);
    expect(users.body.items).toEqual([expect.objectContaining({ id: p.id, restriction: expected })]);
    const agents = await admin("GET", "/api/admin/users?q=gold");
    expect(agents.body.items[0]).not.toHaveProperty("restriction");
  });

  it("a time-out is never lifted early, not even by the admin; a longer one replaces a shorter one", async () => {
    const p = await h.newPlayer();
    await p.api("POST", "/api/protection/time-out", { length: "24h", idempotencyKey: newKey() });
    const again = await h.as(p.username);
    const shorter = await again("POST", "/api/protection/time-out", { length: "24h", idempotencyKey: newKey() });
    expect(shorter.status).toBe(422);
    expect(shorter.body.error).toMatch(/^You are already on a time-out until /);
    const admin = await h.as("admin");
    const lift = await admin("POST", `/api/admin/responsible-gaming/${p.id}/lift`, {
      writtenRequest: true,
      reason: "asked nicely",
      idempotencyKey: newKey(),
    });
    expect(lift.status).toBe(422);
    expect(lift.body.error).toMatch(/^A time-out cannot be lifted early: it ends on /);
    const longer = await again("POST", "/api/protection/time-out", { length: "30d", idempotencyKey: newKey() });
    expect(longer.body.restriction.endsAt).toBe(new Date(h.clock.now() + 30 * DAY_S * 1000).toISOString());
  });

  it("a self-exclusion is extended by 6 months or more from its end; a time-out cannot be taken over it", async () => {
    const p = await h.newPlayer();
    const taken = await p.api("POST", "/api/protection/self-exclusion", { length: "1y", idempotencyKey: newKey() });
    expect(taken.body.restriction.endsAt).toBe(new Date(monthsLater(h.clock.now(), 12)).toISOString());
    const again = await h.as(p.username);
    expect(
      (await again("POST", "/api/protection/self-exclusion/extend", { months: 3, idempotencyKey: newKey() })).status,
    ).toBe(400);
    const extended = await again("POST", "/api/protection/self-exclusion/extend", {
      months: 6,
      idempotencyKey: newKey(),
    });
    expect(extended.status).toBe(200);
    expect(extended.body.restriction.endsAt).toBe(new Date(monthsLater(h.clock.now(), 18)).toISOString());
    expect((await stateOf(h.db, p.id)).restrictedUntil?.toISOString()).toBe(extended.body.restriction.endsAt);
    expect(await auditOf(h.db, p.id, "protection.self-exclusion")).toEqual([
      expect.objectContaining({
        actor_username: p.username,
        after: expect.objectContaining({ restriction: expect.objectContaining({ kind: "self-exclusion" }) }),
      }),
    ]);
    expect(await auditOf(h.db, p.id, "protection.self-exclusion.extend")).toEqual([
      expect.objectContaining({
        before: { restriction: expect.objectContaining({ endsAt: taken.body.restriction.endsAt }) },
        after: { restriction: expect.objectContaining({ endsAt: extended.body.restriction.endsAt }) },
      }),
    ]);
    const timeOut = await again("POST", "/api/protection/time-out", { length: "6w", idempotencyKey: newKey() });
    expect(timeOut.body.error).toMatch(/^You are already self-excluded until \d{1,2} \w{3} \d{4} \d{2}:\d{2}$/);
  });

  // Last: it moves the suite's clock six months on.
  it("no route lifts the first six months of a self-exclusion; after them only the admin, with the written request", async () => {
    const p = await h.newPlayer();
    const takenAtMs = h.clock.now();
    await p.api("POST", "/api/protection/self-exclusion", { length: "1y", idempotencyKey: newKey() });
    const player = await h.as(p.username);
    const gold = await h.as("gold");
    const admin = await h.as("admin");
    const body = { writtenRequest: true, reason: "The player wrote to us", idempotencyKey: newKey() };
    const tryEveryRoute = async () => [
      await player("POST", "/api/protection/lift", body),
      await player("POST", "/api/protection/self-exclusion/lift", body),
      await player("POST", `/api/admin/responsible-gaming/${p.id}/lift`, body),
      await gold("POST", `/api/downline/${p.id}/protection/lift`, body),
      await gold("POST", `/api/admin/responsible-gaming/${p.id}/lift`, body),
      await admin("POST", `/api/admin/responsible-gaming/${p.id}/lift`, { ...body, idempotencyKey: newKey() }),
    ];
    const irrevocableUntil = new Date(monthsLater(takenAtMs, 6)).toISOString();
    for (const at of [0, 31 * DAY_S, (monthsLater(takenAtMs, 6) - takenAtMs) / 1000 - 60]) {
      h.clock.advanceSeconds(at - (h.clock.now() - takenAtMs) / 1000);
      const answers = await tryEveryRoute();
      expect(answers.map((a) => a.status)).toEqual([404, 404, 403, 404, 403, 422]);
      expect(answers[5]?.body.error).toMatch(/^The first six months of a self-exclusion cannot be lifted by anyone/);
      const view = await player("GET", "/api/protection");
      expect(view.body.restriction).toMatchObject({ kind: "self-exclusion", irrevocableUntil });
    }
    expect(await stateOf(h.db, p.id)).toMatchObject({ restrictedKind: "self-exclusion" });

    h.clock.advanceSeconds(120);
    const unwritten = await admin("POST", `/api/admin/responsible-gaming/${p.id}/lift`, {
      reason: "no letter",
      idempotencyKey: newKey(),
    });
    expect(unwritten).toEqual({ status: 400, body: { error: "Lifting needs the player's written request" } });
    const lifted = await admin("POST", `/api/admin/responsible-gaming/${p.id}/lift`, body);
    expect(lifted.status).toBe(200);
    expect(lifted.body.restriction).toBeNull();
    expect(await stateOf(h.db, p.id)).toMatchObject({ restrictedKind: null, restrictedUntil: null });
    const [audit] = await auditOf(h.db, p.id, "protection.lift");
    expect(audit).toMatchObject({
      actor_username: "admin",
      before: { restriction: { kind: "self-exclusion" } },
      after: { restriction: null, reason: "The player wrote to us" },
    });
  });
});
