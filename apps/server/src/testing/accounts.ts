import { type Api, apiAs, signedInAs } from "./api.ts";
import { loginAs, startTestApp, type TestApp } from "./app.ts";
import type { TestDatabaseKind } from "./databases.ts";
import { suiteFixture } from "./suite.ts";

/** The body of POST /api/user/downlines: a player with the demo password unless `extra` says otherwise. */
export function downlineBody(username: string, name: string, extra: Record<string, unknown> = {}) {
  return { username, name, password: "demo1234", role: "player", ...extra };
}

/** Compliance (the admin) verifies a player through the audited route: only a verified player may bet. */
export async function verifyPlayer(t: TestApp, playerId: number): Promise<void> {
  const call = apiAs(t, await loginAs(t.app, "admin"));
  const { status, body } = await call("PUT", `/api/compliance/players/${playerId}/status`, {
    status: "verified",
    reason: "Test player",
    idempotencyKey: `verify-${playerId}`,
  });
  if (status !== 200) throw new Error(`verifying ${playerId}: ${status} ${JSON.stringify(body)}`);
}

export type Chain = Record<"incorporator" | "subop" | "master" | "gold" | "loader" | "player", number>;

/**
 * A second agent chain beside the demo one (usernames end in `suffix`), built through the API the way an admin and
 * agents would, so tests can check that one tree never sees or touches the other.
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
    const { status, body } = await call(
      "POST",
      "/api/user/downlines",
      downlineBody(username, `${step.key} ${suffix}`, { role: step.role, sabongBp: step.rate }),
    );
    if (status !== 201) throw new Error(`creating ${username}: ${status} ${JSON.stringify(body)}`);
    ids[step.key] = body.id;
    usernames[step.key] = username;
    if (step.role === "player") await verifyPlayer(t, body.id);
  }
  return ids as Chain;
}

/**
 * For the account suites: the app with the demo chain and a second one (suffix "2") and each of `who` signed in,
 * started before the suite's tests and closed after them.
 */
export function twoChainsSuite<Who extends string>(
  kind: TestDatabaseKind,
  who: readonly Who[],
): { t: TestApp; other: Chain; as: Record<Who, Api> } {
  const other = {} as Chain;
  const as = {} as Record<Who, Api>;
  const t = suiteFixture(async () => {
    const started = await startTestApp(kind);
    try {
      Object.assign(other, await createSecondChain(started, "2"));
      Object.assign(as, await signedInAs(started, who));
      return started;
    } catch (error) {
      await started.close();
      throw error;
    }
  });
  return { t, other, as };
}
