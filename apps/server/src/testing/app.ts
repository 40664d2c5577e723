import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BuiltApp, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { seedDemoAccounts } from "../modules/seed/service.ts";
import { openTestDatabase, type TestDatabaseKind } from "./databases.ts";
import { suiteFixture } from "./suite.ts";

/** `databaseUrl` (PostgreSQL only) lets a test start a second server on the same database. */
export type TestApp = BuiltApp & { ids: Map<string, number>; databaseUrl?: string; close: () => Promise<void> };

/**
 * The real app on a fresh database with the demo accounts, for `inject` tests. `overrides` change the config, e.g. a
 * short sign-in throttle or a REDIS_URL; `now` is the sign-in throttle's clock, for tests that move time.
 */
export async function startTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
  now?: () => number,
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sabong-test-"));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "test-secret-test-secret-test-secret" }),
    webDistDir: undefined,
    ...overrides,
  };
  const built = await buildApp(config, database, false, now);
  const ids = await seedDemoAccounts(database.db);
  return {
    ...built,
    ids,
    databaseUrl: database.url,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}

/** The test app, started before the suite's tests and closed after them. */
export const testAppSuite = (kind: TestDatabaseKind): TestApp => suiteFixture(() => startTestApp(kind));

/** POST /api/login as a sign-in form sends it: the raw answer, for tests that read its status or headers. */
export const postLogin = (app: BuiltApp["app"], username: string, password = "demo1234") =>
  app.inject({ method: "POST", url: "/api/login", payload: { username, password } });

/** Logs a demo user in and returns its access token (what a socket's handshake carries). */
export async function accessTokenOf(app: BuiltApp["app"], username: string, password = "demo1234"): Promise<string> {
  const response = await postLogin(app, username, password);
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
  return response.json().accessToken;
}

/** Logs a demo user in and returns its bearer header. */
export async function loginAs(
  app: BuiltApp["app"],
  username: string,
  password = "demo1234",
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await accessTokenOf(app, username, password)}` };
}
