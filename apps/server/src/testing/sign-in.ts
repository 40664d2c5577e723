import { randomUUID } from "node:crypto";
import { DEFAULT_SIGN_IN_THROTTLE, type SignInThrottleConfig } from "../config.ts";
import type { TestApp } from "./app.ts";

/** A sign-in's answer as a client sees it; `cookie` is the `name=value` of a device cookie it was given. */
export type SignInAnswer = {
  status: number;
  body: Record<string, unknown>;
  retryAfter: number | undefined;
  cookie: string | undefined;
  setCookie: string | undefined;
};

/** POST /api/login from `address`, presenting `cookie` (a `name=value` pair) if given, as a browser would. */
export async function signIn(
  app: TestApp,
  username: string,
  password: string,
  address: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<SignInAnswer> {
  const response = await app.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password },
    remoteAddress: address,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  const setCookie = response.headers["set-cookie"];
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const retryAfter = response.headers["retry-after"];
  return {
    status: response.statusCode,
    body: response.json(),
    retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
    cookie: header?.split(";")[0],
    setCookie: header,
  };
}

/** The throttle's clock, moved by the test instead of waiting. */
export function testClock(startMs = Date.now()) {
  let nowMs = startMs;
  return {
    now: () => nowMs,
    advanceSeconds: (seconds: number) => {
      nowMs += seconds * 1000;
    },
    elapsedSeconds: () => (nowMs - startMs) / 1000,
  };
}

/** The production policy (5 free per account, 20 per address, 60 s cap) under a key prefix of this test's own. */
export const productionPolicy = (): SignInThrottleConfig => ({
  ...DEFAULT_SIGN_IN_THROTTLE,
  keyPrefix: `test-${randomUUID()}`,
});
