import { beforeEach, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { burst, passwordChecks } from "../../testing/password-checks.ts";
import { onServersSharingRedis } from "../../testing/redis-pair.ts";
import { productionPolicy, type SignInAnswer, signIn, testClock } from "../../testing/sign-in.ts";
import { suiteFixture } from "../../testing/suite.ts";

// Every password the server checks is counted (and held until the whole burst is in, so all checks overlap).
vi.mock(import("./passwords.ts"), async (original) => {
  const { checkedPasswords } = await import("../../testing/password-checks.ts");
  return checkedPasswords(await original());
});

/**
 * Issue 19: concurrent guesses used to be checked all at once (the wait was read before the check and the failure
 * counted after). Now each guess takes its point first, so a burst is checked no more than the policy allows:
 * the production policy here, 5 free guesses per account and 20 per address.
 */

function statuses(answers: SignInAnswer[]): Record<number, number> {
  const seen: Record<number, number> = {};
  for (const { status } of answers) seen[status] = (seen[status] ?? 0) + 1;
  return seen;
}

/** The attacker's burst against `apps` (taken in turn: two servers behind a load balancer, or one). */
function attacks(apps: TestApp[], clock: ReturnType<typeof testClock>) {
  const app = (i: number) => apps[i % apps.length] as TestApp;

  it("100 wrong passwords at once on one account: exactly the 5 free ones are checked, 95 are told to wait", async () => {
    // From 50 addresses, so that only the account's counter can stop them.
    const answers = await burst(100, (i) => signIn(app(i), "master", `wrong-${i}`, `127.0.0.${10 + (i % 50)}`));
    expect(passwordChecks.count()).toBe(5);
    expect(statuses(answers)).toEqual({ 401: 5, 429: 95 });
    expect(answers.filter((a) => a.status === 429).every((a) => a.retryAfter === 1)).toBe(true);
  });

  it("a right password among 100 at once on one account signs in once its turn is free", async () => {
    const right = 37;
    const answers = await burst(100, (i) =>
      signIn(app(i), "gold", i === right ? "demo1234" : `wrong-${i}`, `127.0.0.${10 + (i % 50)}`),
    );
    expect(passwordChecks.count()).toBe(5);
    const mine = answers[right] as SignInAnswer;
    if (mine.status === 429) {
      // Not among the five checked: it waits its turn like everyone, and then gets in.
      clock.advanceSeconds(mine.retryAfter as number);
      expect((await signIn(app(right), "gold", "demo1234", "127.0.0.99")).status).toBe(200);
      expect(passwordChecks.count()).toBe(6);
    } else {
      expect(mine.status).toBe(200);
    }
  });

  it("100 at once from one address to different usernames: exactly the 20 free ones are checked", async () => {
    const answers = await burst(100, (i) => signIn(app(i), `sprayed-${i}`, "password1", "127.0.0.200"));
    expect(passwordChecks.count()).toBe(20);
    expect(statuses(answers)).toEqual({ 401: 20, 429: 80 });
    // Another address is not held up.
    expect((await signIn(app(0), "loader", "demo1234", "127.0.0.201")).status).toBe(200);
  });

  it("a right password among 100 at once from one address signs in once its turn is free", async () => {
    const right = 63;
    const answers = await burst(100, (i) =>
      i === right
        ? signIn(app(i), "player", "demo1234", "127.0.0.202")
        : signIn(app(i), `other-${i}`, "password1", "127.0.0.202"),
    );
    expect(passwordChecks.count()).toBe(20);
    const mine = answers[right] as SignInAnswer;
    if (mine.status === 429) {
      clock.advanceSeconds(mine.retryAfter as number);
      expect((await signIn(app(right), "player", "demo1234", "127.0.0.202")).status).toBe(200);
    } else {
      expect(mine.status).toBe(200);
    }
  });
}

describe.each(await testDatabaseKinds())("concurrent sign-in guesses on %s", (kind) => {
  const clock = testClock();
  const t = suiteFixture(() => startTestApp(kind, { signInThrottle: productionPolicy() }, clock.now));
  beforeEach(() => passwordChecks.reset());
  attacks([t], clock);
});

describe("concurrent sign-in guesses across processes (Redis)", async () => {
  await onServersSharingRedis((a, b, clock) => {
    beforeEach(() => passwordChecks.reset());
    attacks([a, b], clock);
  });
});
