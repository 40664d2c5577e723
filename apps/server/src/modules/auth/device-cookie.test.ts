import { beforeEach, describe, expect, it, vi } from "vitest";
import { loginAs, startTestApp, type TestApp } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { passwordChecks } from "../../testing/password-checks.ts";
import { onServersSharingRedis } from "../../testing/redis-pair.ts";
import { productionPolicy, signIn, testClock } from "../../testing/sign-in.ts";
import { suiteFixture } from "../../testing/suite.ts";

vi.mock(import("./passwords.ts"), async (original) => {
  const { checkedPasswords } = await import("../../testing/password-checks.ts");
  return checkedPasswords(await original());
});

/**
 * Issue 19, docs/decisions/0010-device-cookies.md: a stranger who guesses the moment each wait ends used to keep the
 * owner out for good. A browser that signed in as the owner before holds a device cookie, and its sign-ins count on
 * that device's own counter, so the owner gets in at once; without the cookie the owner waits at most the cap.
 * The production policy (5 free, 1 s doubling to 60 s), on a clock the test moves instead of waiting.
 */

type Clock = ReturnType<typeof testClock>;

/**
 * A stranger at `username` from 127.0.0.66, guessing the moment each wait ends for two minutes; whenever the account
 * waits, `owner` tries the right password. Answers how many guesses the stranger got checked.
 */
async function strangerForTwoMinutes(t: TestApp, clock: Clock, username: string, owner: () => Promise<void>) {
  const start = clock.now();
  let checked = 0;
  for (let guess = 1; ; guess++) {
    const answer = await signIn(t, username, `guess-${guess}`, "127.0.0.66");
    if (answer.status === 401) {
      checked += 1;
      continue;
    }
    expect(answer.status).toBe(429);
    await owner();
    const wait = answer.retryAfter as number;
    if (clock.now() + wait * 1000 - start > 120_000) return checked;
    clock.advanceSeconds(wait);
  }
}

function deviceCookieSuite(apps: () => { stranger: TestApp; owner: TestApp }, clock: Clock) {
  it("a stranger guessing at admin as each wait ends for two minutes: the owner's device gets in at once", async () => {
    const { stranger, owner } = apps();
    const earlier = await signIn(owner, "admin", "demo1234", "127.0.0.20");
    expect(earlier.status).toBe(200);
    let cookie = earlier.cookie as string;
    passwordChecks.reset();
    let ownerSignIns = 0;
    const toldToWait: number[] = [];
    const strangerChecked = await strangerForTwoMinutes(stranger, clock, "admin", async () => {
      // The owner's browser, with its device cookie: in at once, every time.
      const withCookie = await signIn(owner, "admin", "demo1234", "127.0.0.20", cookie);
      expect(withCookie.status).toBe(200);
      cookie = withCookie.cookie as string;
      ownerSignIns += 1;
      // The owner on another browser, without one: told to wait, never longer than the cap.
      const without = await signIn(owner, "admin", "demo1234", "127.0.0.21");
      expect(without.status).toBe(429);
      toldToWait.push(without.retryAfter as number);
    });
    // 5 free guesses, then one at each wait's end: after 1, 2, 4, 8, 16, 32 s, then 60 s (the cap) from t = 63 s.
    expect(strangerChecked).toBe(11);
    expect(ownerSignIns).toBe(7);
    expect(toldToWait).toEqual([1, 2, 4, 8, 16, 32, 60]);
    // Nothing told to wait had its password checked: only the stranger's guesses and the owner's sign-ins were.
    expect(passwordChecks.count()).toBe(strangerChecked + ownerSignIns);
    // The owner without the cookie, following Retry-After (at most 60 s) once the stranger stops, gets in.
    clock.advanceSeconds(toldToWait.at(-1) as number);
    expect((await signIn(owner, "admin", "demo1234", "127.0.0.21")).status).toBe(200);
  });
}

describe.each(await testDatabaseKinds())("device cookies on %s", (kind) => {
  const clock = testClock();
  // 127.0.0.1 is a trusted proxy here, so a test can say the request came over https.
  const t = suiteFixture(() =>
    startTestApp(kind, { signInThrottle: productionPolicy(), trustProxy: "127.0.0.1" }, clock.now),
  );
  beforeEach(() => passwordChecks.reset());
  deviceCookieSuite(() => ({ stranger: t, owner: t }), clock);

  let strangers = 100;
  /** A stranger's five wrong guesses at `username` (from an address of its own): the account now waits. */
  async function strangerFills(username: string) {
    const address = `127.0.0.${strangers++}`;
    for (let guess = 1; guess <= 5; guess++) {
      expect((await signIn(t, username, `guess-${guess}`, address)).status).toBe(401);
    }
    expect((await signIn(t, username, "demo1234", "127.0.0.99")).status).toBe(429);
  }

  it("sets an HttpOnly, SameSite=Strict cookie for sign-in only, Secure over https", async () => {
    const plain = await signIn(t, "master", "demo1234", "127.0.0.30");
    expect(plain.setCookie).toMatch(
      /^sabong_device_[\w-]{16}=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=2592000; Path=\/api\/login; HttpOnly; SameSite=Strict$/,
    );
    const https = await signIn(t, "master", "demo1234", "127.0.0.1", undefined, { "x-forwarded-proto": "https" });
    expect(https.setCookie).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    // Each sign-in is a new device cookie (a new device id), under the same name for the same username.
    expect(https.cookie?.split("=")[0]).toBe(plain.cookie?.split("=")[0]);
    expect(https.cookie).not.toBe(plain.cookie);
    const other = await signIn(t, "incorporator", "demo1234", "127.0.0.30");
    expect(other.cookie?.split("=")[0]).not.toBe(plain.cookie?.split("=")[0]);
  });

  it("trusts only an unaltered cookie issued to this very username", async () => {
    const mine = (await signIn(t, "operator", "demo1234", "127.0.0.40")).cookie as string;
    const cashiers = (await signIn(t, "cashier", "demo1234", "127.0.0.41")).cookie as string;
    await strangerFills("operator");
    const [name = "", value = ""] = mine.split("=");
    const [header, payload, signature] = value.split(".");
    const claims = JSON.parse(Buffer.from(payload as string, "base64url").toString("utf8"));
    const bumped = Buffer.from(JSON.stringify({ ...claims, g: claims.g + 1 })).toString("base64url");
    const refused = [
      undefined,
      `${name}=${header}.${bumped}.${signature}`, // a claim changed under the old signature
      `${name}=${cashiers.split("=")[1]}`, // another user's cookie under this user's name
      cashiers, // another user's cookie as it is
      `${name}=not-a-token`,
    ];
    for (const cookie of refused) {
      expect((await signIn(t, "operator", "demo1234", "127.0.0.40", cookie)).status, String(cookie)).toBe(429);
    }
    expect((await signIn(t, "operator", "demo1234", "127.0.0.40", mine)).status).toBe(200);
  });

  it("counts a trusted device's wrong passwords on that device alone", async () => {
    const device = (await signIn(t, "cashier", "demo1234", "127.0.0.50")).cookie as string;
    for (let typo = 1; typo <= 5; typo++) {
      expect((await signIn(t, "cashier", `typo-${typo}`, "127.0.0.50", device)).status).toBe(401);
    }
    expect(await signIn(t, "cashier", "demo1234", "127.0.0.50", device)).toMatchObject({ status: 429, retryAfter: 1 });
    // The account and the address were not touched: without the cookie, the right password gets straight in.
    expect((await signIn(t, "cashier", "demo1234", "127.0.0.50")).status).toBe(200);
    clock.advanceSeconds(1);
    expect((await signIn(t, "cashier", "demo1234", "127.0.0.50", device)).status).toBe(200);
  });

  it("a password change, an admin's reset and a suspension revoke device cookies; signing out does not", async () => {
    const admin = await loginAs(t.app, "admin");
    const id = (username: string) => t.ids.get(username) as number;
    const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, headers: admin, payload });

    const goldA = await signIn(t, "gold", "demo1234", "127.0.0.60");
    const goldB = await signIn(t, "gold", "demo1234", "127.0.0.61");
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/user/password",
      headers: { authorization: `Bearer ${goldB.body.accessToken}` },
      payload: { oldPassword: "demo1234", newPassword: "fresh-gold-1" },
    });
    expect(changed.statusCode).toBe(200);
    // The device that made the change is trusted again at once.
    const goldBAfter = String(changed.headers["set-cookie"]).split(";")[0];

    const loader = (await signIn(t, "loader", "demo1234", "127.0.0.62")).cookie;
    expect(
      (await post(`/api/admin/users/${id("loader")}/reset-password`, { newPassword: "fresh-loader-1" })).statusCode,
    ).toBe(200);

    const player = (await signIn(t, "player", "demo1234", "127.0.0.63")).cookie;
    expect((await post(`/api/admin/users/${id("player")}/suspend`, { reason: "test" })).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${id("player")}/reactivate`)).statusCode).toBe(200);

    const subop = await signIn(t, "subop", "demo1234", "127.0.0.64");
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: `Bearer ${subop.body.accessToken}` },
    });
    expect(logout.statusCode).toBe(200);

    for (const username of ["gold", "loader", "player", "subop"]) await strangerFills(username);
    expect((await signIn(t, "gold", "fresh-gold-1", "127.0.0.60", goldA.cookie)).status).toBe(429);
    expect((await signIn(t, "gold", "fresh-gold-1", "127.0.0.61", goldBAfter)).status).toBe(200);
    expect((await signIn(t, "loader", "fresh-loader-1", "127.0.0.62", loader)).status).toBe(429);
    expect((await signIn(t, "player", "demo1234", "127.0.0.63", player)).status).toBe(429);
    expect((await signIn(t, "subop", "demo1234", "127.0.0.64", subop.cookie)).status).toBe(200);
  });
});

describe("device cookies across processes (Redis)", async () => {
  // The stranger on one server, the owner on another, sharing one Redis: either honours the other's cookie.
  await onServersSharingRedis((a, b, clock) => {
    beforeEach(() => passwordChecks.reset());
    deviceCookieSuite(() => ({ stranger: a, owner: b }), clock);
  });
});
