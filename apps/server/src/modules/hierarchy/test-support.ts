import type { InjectOptions } from "fastify";
import type { TestApp } from "../../testing/app.ts";
import { loginAs } from "../../testing/app.ts";

type Headers = { authorization: string };
type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** Test-only: a short way to call the API as someone and read the answer. */
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

export type Chain = Record<"incorporator" | "subop" | "master" | "gold" | "loader" | "player", number>;

/**
 * A second agent chain beside the demo one, built through the API the way an admin and agents would, so tests can
 * check that one tree never sees or touches the other.
 */
export async function createSecondChain(t: TestApp, suffix: string): Promise<Chain> {
  const steps = [
    { key: "incorporator", by: "admin", role: "incorporator", rate: 400 },
    { key: "subop", by: "incorporator", role: "sub-operator", rate: 300 },
    { key: "master", by: "subop", role: "master-agent", rate: 250 },
    { key: "gold", by: "master", role: "gold-agent", rate: 200 },
    { key: "loader", by: "gold", role: "loader", rate: 0 },
    { key: "player", by: "gold", role: "player", rate: 0 },
  ] as const;
  const ids: Partial<Chain> = {};
  const usernames: Record<string, string> = { admin: "admin" };
  for (const step of steps) {
    const username = `${step.key}${suffix}`;
    const call = apiAs(t, await loginAs(t.app, usernames[step.by] as string));
    const { status, body } = await call("POST", "/api/user/downlines", {
      username,
      name: `${step.key} ${suffix}`,
      password: "demo1234",
      role: step.role,
      sabongBp: step.rate,
    });
    if (status !== 201) throw new Error(`creating ${username}: ${status} ${JSON.stringify(body)}`);
    ids[step.key] = body.id;
    usernames[step.key] = username;
  }
  return ids as Chain;
}
