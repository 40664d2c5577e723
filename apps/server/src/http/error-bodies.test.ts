import { Writable } from "node:stream";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type BuiltApp, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { seedDemoAccounts } from "../modules/seed/service.ts";
import { users } from "../modules/users/table.ts";
import { testAppSuite } from "../testing/app.ts";
import { openTestDatabase, testDatabaseKinds } from "../testing/databases.ts";

const SECRET = "s3cret-param-value";
const HASH = "$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g";

describe.each(await testDatabaseKinds())("error bodies and the log on %s", (kind) => {
  const t = testAppSuite(kind);

  const expectPlainError = (response: { statusCode: number; body: string }, status: number, url: string) => {
    expect(response.statusCode).toBe(status);
    const body = JSON.parse(response.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["error"]);
    expect(response.body).not.toContain(url);
  };

  it("answers Fastify's own 413, 415, bad JSON and 404 with { error } and never the URL", async () => {
    const url = "/api/login?marker=echo-me";
    const big = `{"username":"${"a".repeat(1_100_000)}"}`;
    const headers = { "content-type": "application/json" };
    expectPlainError(await t.app.inject({ method: "POST", url, payload: big, headers }), 413, "echo-me");
    expectPlainError(
      await t.app.inject({ method: "POST", url, payload: "x", headers: { "content-type": "application/xml" } }),
      415,
      "echo-me",
    );
    expectPlainError(await t.app.inject({ method: "POST", url, payload: '{"username":', headers }), 400, "echo-me");
    expectPlainError(await t.app.inject({ method: "GET", url: "/api/no-such-echo-me" }), 404, "echo-me");
    expectPlainError(await t.app.inject({ method: "GET", url: `/api/admin/users/${"9".repeat(200)}/x` }), 404, "999");
    expectPlainError(await t.app.inject({ method: "GET", url: "/api/admin/users/%E0%A4%A/x" }), 400, "%E0");
  });

  it("answers too long a URL (Node's parser, before Fastify) with { error } and never the URL", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const longUrl = `${address}/api/health?echo=${"z".repeat(20_000)}`;
    const response = await fetch(longUrl);
    expect([414, 431]).toContain(response.status);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
    expect(text).not.toContain("zzz");
  });

  it("gives one 201 and one 409 to two registrations of the same username at once", async () => {
    const [gold] = await t.ctx.db.select({ refCode: users.refCode }).from(users).where(eq(users.username, "gold"));
    const register = () =>
      t.app.inject({
        method: "POST",
        url: "/api/user",
        payload: {
          username: "racer",
          name: "Racer",
          password: "secret123",
          refCode: gold?.refCode,
          birthDate: "1990-01-31",
          mobile: "0917 000 1234",
        },
      });
    const answers = await Promise.all([register(), register()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const conflict = answers.find((a) => a.statusCode === 409);
    expect(conflict?.json()).toEqual({ error: "That username is already taken" });
    const [racers] = await t.ctx.db.select({ n: count() }).from(users).where(eq(users.username, "racer"));
    expect(racers?.n).toBe(1);
  });
});

describe.each(await testDatabaseKinds())("the log of a failing statement on %s", (kind) => {
  const lines: string[] = [];
  let built: (BuiltApp & { close: () => Promise<void> }) | undefined;
  afterAll(async () => built?.close());

  async function start(): Promise<BuiltApp> {
    const database = await openTestDatabase(kind);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = {
      ...loadConfig({ DATA_DIR: "/tmp", JWT_SECRET: "test-secret-test-secret-test-secret" }),
      webDistDir: undefined,
    };
    const app = await buildApp(config, database, { level: "info", stream });
    await seedDemoAccounts(database.db);
    // Statements that fail inside the database with secrets among their parameters.
    app.app.post("/boom/not-null", async () => {
      await database.db.insert(users).values({ username: SECRET, passwordHash: HASH } as never);
      return {};
    });
    app.app.post("/boom/cast", async () => {
      await database.db.execute(sql`select ${SECRET}::int`);
      return {};
    });
    built = {
      ...app,
      close: async () => {
        await app.app.close();
        await database.close();
      },
    };
    return app;
  }

  it("answers 500 { error } and logs the failure without the statement's parameter values", async () => {
    const { app } = await start();
    for (const url of ["/boom/not-null", "/boom/cast"]) {
      const response = await app.inject({
        method: "POST",
        url,
        payload: { password: "hunter22" },
        headers: { authorization: "Bearer tok.en.value" },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    const log = lines.join("");
    expect(log).toMatch(/unhandled error/);
    expect(log).toMatch(/Failed query/); // the statement is still there to debug with
    for (const secret of [SECRET, HASH, "hunter22", "tok.en.value"]) expect(log).not.toContain(secret);
  });
});
