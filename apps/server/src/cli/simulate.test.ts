import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../../../e2e/support/server.ts";
import { TEST_DATABASE_URL, testDatabaseKinds } from "../testing/databases.ts";
import { runSimulation } from "./simulate/run.ts";

const kinds = await testDatabaseKinds();

/** A fresh database on the PostgreSQL service for one server; dropped (forcibly) once the server is gone. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sabong_sim_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Keeps `npm run simulate` working: a small run against the real server process (as `npm start` runs it) must find
 * no difference between the server's balances, bets, pushes and ledger and its own computation from the rules.
 */
describe.each(kinds)("the simulation against a real server on %s", (kind) => {
  let server: RunningServer | undefined;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;

  beforeAll(async () => {
    database = kind === "postgres" ? await freshDatabase() : undefined;
    server = await startServer(database ? { DATABASE_URL: database.url } : {});
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  }, 60_000);

  it("20 players, 5 fights with reverts: everything matches the rules", async () => {
    const report = await runSimulation({
      url: server?.url as string,
      seed: 7,
      players: 20,
      fights: 5,
      maxInFlight: 32,
      password: "demo1234",
      databaseUrl: database?.url,
      quiet: true,
    });
    expect(report.differences).toEqual([]);
    expect(report.stats.accepted).toBeGreaterThan(20);
    expect(report.stats.declares).toBe(5 + report.stats.reverts);
    expect(report.stats.reverts).toBeGreaterThan(0);
    expect(report.ledger.every((l) => l.ok)).toBe(true);
  }, 600_000);
});
