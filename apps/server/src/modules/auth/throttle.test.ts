import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SignInThrottleConfig } from "../../config.ts";
import { startTestApp, type TestApp } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { redisForTests } from "../../testing/redis.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { verifyAuditChain } from "../audit/service.ts";
import { auditEvents } from "../audit/table.ts";
import { INVALID_CREDENTIALS_MESSAGE } from "./service.ts";

/** Short windows and a 2 s cap, so the growing delays show within a test; a fresh key prefix per app. */
const shortPolicy = (): SignInThrottleConfig => ({
  account: { windowMs: 60_000, freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 2_000 },
  address: { windowMs: 60_000, freeFailures: 8, firstDelayMs: 1_000, maxDelayMs: 2_000 },
  device: { windowMs: 60_000, freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 2_000 },
  registration: { limit: 3, windowMs: 60_000 },
  keyPrefix: `test-${randomUUID()}`,
});

type Answer = { status: number; body: Record<string, unknown>; retryAfter: string | undefined; ms: number };

async function login(app: TestApp, username: string, password: string, address = "10.0.0.1"): Promise<Answer> {
  const started = performance.now();
  const response = await app.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password },
    remoteAddress: address,
  });
  const retryAfter = response.headers["retry-after"];
  return {
    status: response.statusCode,
    body: response.json(),
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
    ms: performance.now() - started,
  };
}

const waitAnswer = (seconds: number) => ({
  status: 429,
  body: { error: `Too many sign-in attempts. Try again in ${seconds} seconds.` },
  retryAfter: String(seconds),
});

describe.each(await testDatabaseKinds())("sign-in throttling on %s", (kind) => {
  const t = suiteFixture(() => startTestApp(kind, { signInThrottle: shortPolicy() }));

  it("slows a stranger guessing admin's password, but the right password after the wait gets in", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(t, "admin", `guess-${attempt}`, "203.0.113.9")).status).toBe(401);
    }
    // The real admin, from another address, waits the same 1 s: the account is throttled, not locked.
    expect(await login(t, "admin", "demo1234", "10.1.1.1")).toMatchObject(waitAnswer(1));
    await sleep(1100);
    // One more wrong guess doubles the wait (2 s, the cap here); refused attempts during a wait do not count.
    expect((await login(t, "admin", "guess-6", "203.0.113.9")).status).toBe(401);
    expect(await login(t, "admin", "guess-7", "203.0.113.9")).toMatchObject(waitAnswer(2));
    await sleep(2100);
    expect((await login(t, "admin", "guess-8", "203.0.113.9")).status).toBe(401);
    expect(await login(t, "admin", "demo1234", "10.1.1.1")).toMatchObject(waitAnswer(2));
    await sleep(2100);
    expect((await login(t, "admin", "demo1234", "10.1.1.1")).status).toBe(200);
    // The success cleared admin's count: four typos later the right password still gets straight in.
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(t, "admin", "typo", "10.1.1.2")).status).toBe(401);
    }
    expect((await login(t, "admin", "demo1234", "10.1.1.2")).status).toBe(200);
  });

  it("answers unknown and existing usernames alike: same status, message, throttling and similar time", async () => {
    const seen: Record<string, Answer[]> = { gold: [], "no-such-user": [] };
    for (const username of Object.keys(seen)) {
      for (let attempt = 1; attempt <= 6; attempt++) {
        seen[username]?.push(await login(t, username, "not-the-password", `10.2.0.${attempt}`));
      }
    }
    const shape = (answers: Answer[] = []) =>
      answers.map(({ status, body, retryAfter }) => ({ status, body, retryAfter }));
    expect(shape(seen.gold)).toEqual(shape(seen["no-such-user"]));
    expect(seen.gold?.[0]).toMatchObject({ status: 401, body: { error: INVALID_CREDENTIALS_MESSAGE } });
    expect(seen.gold?.[5]).toMatchObject(waitAnswer(1));
    // Both run one argon2 verify: an unknown name is not answered measurably faster (lenient: CI machines are noisy).
    const mean = (answers: Answer[] = []) => answers.slice(0, 5).reduce((sum, a) => sum + a.ms, 0) / 5;
    expect(mean(seen["no-such-user"])).toBeGreaterThan(mean(seen.gold) * 0.5);
  });

  it("throttles one address guessing across many usernames, and not the other addresses", async () => {
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await login(t, `spray-${attempt}`, "password1", "198.51.100.7")).status).toBe(401);
    }
    expect(await login(t, "player", "demo1234", "198.51.100.7")).toMatchObject(waitAnswer(1));
    expect((await login(t, "player", "demo1234", "198.51.100.8")).status).toBe(200);
  });

  it("limits registrations per address with 429 and Retry-After", async () => {
    const register = (username: string, address: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/user",
        payload: {
          username,
          name: "Someone",
          password: "secret123",
          refCode: "NOSUCHCODE",
          birthDate: "1990-01-31",
          mobile: "0917 000 1234",
        },
        remoteAddress: address,
      });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await register(`reg-${attempt}`, "192.0.2.50")).statusCode).toBe(400);
    }
    const refused = await register("reg-4", "192.0.2.50");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many registrations from this address\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(50);
    expect((await register("reg-5", "192.0.2.51")).statusCode).toBe(400);
  });

  it("lets an admin clear a throttle at once, audited; nobody else may", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await login(t, "operator", "wrong", "10.3.0.1");
    expect((await login(t, "operator", "demo1234", "10.3.0.2")).status).toBe(429);

    const tokenOf = async (username: string) =>
      (await login(t, username, "demo1234", "10.3.0.9")).body.accessToken as string;
    const clear = (token: string | undefined, username: string) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/admin/sign-in-throttles/${encodeURIComponent(username)}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await clear(undefined, "operator")).statusCode).toBe(401);
    expect((await clear(await tokenOf("cashier"), "operator")).statusCode).toBe(403);
    expect((await login(t, "operator", "demo1234", "10.3.0.2")).status).toBe(429);

    const cleared = await clear(await tokenOf("admin"), " Operator ");
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: "Sign-in throttle cleared for operator" });
    expect((await login(t, "operator", "demo1234", "10.3.0.2")).status).toBe(200);

    const rows = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "sign-in-throttle.clear"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUsername: "admin",
      entityType: "user",
      entityId: String(t.ids.get("operator")),
      after: { username: "operator", signInThrottle: "cleared" },
    });
    expect(await verifyAuditChain(t.ctx.db)).toMatchObject({ brokenAtId: null });
  });
});

describe("sign-in throttling across processes (Redis)", async () => {
  const redisUrl = await redisForTests();
  const [kind = "pglite"] = await testDatabaseKinds();
  const policy = shortPolicy();
  // Two servers (each its own database, both with the demo accounts) sharing one Redis, as behind a load balancer.
  const a = suiteFixture(() => startTestApp(kind, { redisUrl: redisUrl ?? undefined, signInThrottle: policy }));
  const b = suiteFixture(() => startTestApp(kind, { redisUrl: redisUrl ?? undefined, signInThrottle: policy }));

  it.skipIf(!redisUrl)("counts failures on either instance against the same account", async () => {
    for (let attempt = 1; attempt <= 3; attempt++) expect((await login(a, "master", "x", "10.4.0.1")).status).toBe(401);
    for (let attempt = 1; attempt <= 2; attempt++) expect((await login(b, "master", "x", "10.4.0.2")).status).toBe(401);
    expect(await login(a, "master", "demo1234", "10.4.0.3")).toMatchObject(waitAnswer(1));
    expect(await login(b, "master", "demo1234", "10.4.0.3")).toMatchObject(waitAnswer(1));
    // A clear on one instance (b's admin) holds on the other.
    const admin = (await login(b, "admin", "demo1234", "10.4.0.9")).body.accessToken as string;
    const cleared = await b.app.inject({
      method: "DELETE",
      url: "/api/admin/sign-in-throttles/master",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await login(a, "master", "demo1234", "10.4.0.3")).status).toBe(200);
  });
});
