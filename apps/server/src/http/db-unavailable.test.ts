import Fastify from "fastify";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseUnavailable } from "./db-errors.ts";
import { installErrorHandler } from "./error-handler.ts";

describe("a database that is down or restarting", () => {
  it("answers 503 { error } at once when PostgreSQL refuses connections, not 500 or a hang", async () => {
    // Port 1 on loopback: nothing listens, the connect is refused like a stopped PostgreSQL service.
    const pool = new pg.Pool({
      connectionString: "postgres://nobody@127.0.0.1:1/none",
      connectionTimeoutMillis: 2_000,
    });
    pool.on("error", () => {});
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get("/bets", async () => (await pool.query("select 1")).rows);
    try {
      const started = Date.now();
      const response = await app.inject({ method: "GET", url: "/bets" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: "Service temporarily unavailable" });
      expect(response.headers["retry-after"]).toBe("1");
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it("tells a restart (admin shutdown, still starting, broken connection) from the request's own faults", () => {
    const wrapped = (cause: object) => Object.assign(new Error("Failed query: select 1"), { cause });
    expect(databaseUnavailable(wrapped({ code: "57P01" }))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: "57P03" }))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: "08006" }))).toBe(true);
    expect(databaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(databaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: "23505" }))).toBe(false);
    expect(databaseUnavailable(new Error("Something else"))).toBe(false);
  });
});
