import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BuiltApp, buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { loginAs, startTestApp, type TestApp } from "../../testing/app.ts";
import { isPostgresReachable, testDatabaseKinds } from "../../testing/databases.ts";

/**
 * Verified tokens are cached (session-cache.ts): these prove that ending a session still takes effect on the very
 * next request, in this process at once and in every other process when the database's notification arrives.
 */

type Headers = { authorization: string };

const status = async (app: BuiltApp["app"], headers: Headers) =>
  (await app.inject({ method: "GET", url: "/api/user", headers })).statusCode;

describe.each(await testDatabaseKinds())("ending sessions on %s", (kind) => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await loginAs(t.app, "admin");
  });
  afterAll(async () => {
    await t?.close();
  });
  const id = (username: string) => t.ids.get(username) as number;

  it("a suspended user's cached token is refused on the next request", async () => {
    const player = await loginAs(t.app, "player");
    expect(await status(t.app, player)).toBe(200);
    expect(await status(t.app, player)).toBe(200); // answered from the cache
    const suspended = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${id("player")}/suspend`,
      headers: admin,
      payload: { reason: "test" },
    });
    expect(suspended.statusCode).toBe(200);
    expect(await status(t.app, player)).toBe(401);
  });

  it("a password reset ends the cached sessions; a password change ends the others, not the caller's", async () => {
    const loader = await loginAs(t.app, "loader");
    expect(await status(t.app, loader)).toBe(200);
    const reset = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${id("loader")}/reset-password`,
      headers: admin,
      payload: { newPassword: "fresh-pass-1" },
    });
    expect(reset.statusCode).toBe(200);
    expect(await status(t.app, loader)).toBe(401);

    const [first, second] = [await loginAs(t.app, "gold"), await loginAs(t.app, "gold")];
    expect([await status(t.app, first), await status(t.app, second)]).toEqual([200, 200]);
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/user/password",
      headers: first,
      payload: { oldPassword: "demo1234", newPassword: "fresh-pass-2" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect([await status(t.app, first), await status(t.app, second)]).toEqual([200, 401]);
  });

  it("a session ended by any write to the database (no route involved) is refused too", async () => {
    const cashier = await loginAs(t.app, "cashier");
    expect(await status(t.app, cashier)).toBe(200);
    await t.ctx.db.execute(sql`update sessions set revoked_at = now() where user_id = ${id("cashier")}`);
    await vi.waitFor(async () => expect(await status(t.app, cashier)).toBe(401), { timeout: 5_000 });
  });
});

describe.runIf(await isPostgresReachable())("ending sessions across server processes on postgres", () => {
  let t: TestApp;
  let other: { app: BuiltApp["app"]; database: Database };
  beforeAll(async () => {
    t = await startTestApp("postgres");
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
    await t?.close();
  });

  it("a suspension on one server reaches a token cached by another", async () => {
    if (!t.databaseUrl) throw new Error("postgres test app without url");
    const database = await openDatabase({ databaseUrl: t.databaseUrl });
    const config = loadConfig({ DATA_DIR: "/tmp/sabong-session-test", JWT_SECRET: t.ctx.config.jwtSecret });
    const built = await buildApp({ ...config, webDistDir: undefined }, database);
    other = { app: built.app, database };

    const player = await loginAs(t.app, "player");
    expect(await status(other.app, player)).toBe(200);
    expect(await status(other.app, player)).toBe(200); // cached by the other server
    const admin = await loginAs(t.app, "admin");
    const suspended = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${t.ids.get("player")}/suspend`,
      headers: admin,
      payload: {},
    });
    expect(suspended.statusCode).toBe(200);
    expect(await status(t.app, player)).toBe(401);
    await vi.waitFor(async () => expect(await status(other.app, player)).toBe(401), { timeout: 5_000 });
  });
});
