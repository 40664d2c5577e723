import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { loginAs, type TestApp } from "./app.ts";

export type Headers = { authorization: string };
type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Calls the API as someone (or nobody) and reads the answer; `extra` sets headers or the caller's address. */
export function apiAs(t: TestApp, headers?: Headers) {
  return async (method: Method, url: string, payload?: unknown, extra: Partial<InjectOptions> = {}) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...headers, ...(extra.headers as Record<string, string> | undefined) },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
    const body = response.body ? (JSON.parse(response.body) as any) : undefined;
    return { status: response.statusCode, body };
  };
}

export type Api = ReturnType<typeof apiAs>;

/** One signed-in `apiAs` per demo (or created) username. */
export async function signedInAs<Who extends string>(t: TestApp, who: readonly Who[]): Promise<Record<Who, Api>> {
  const as = {} as Record<Who, Api>;
  for (const name of who) as[name] = apiAs(t, await loginAs(t.app, name));
  return as;
}

/** A staff member's press on an action: a POST with a fresh idempotency key (one per press) unless `body` has one. */
export function press(api: Api, url: string, body: object = {}) {
  return api("POST", url, { idempotencyKey: randomUUID(), ...body });
}
