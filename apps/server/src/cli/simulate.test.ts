import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceDatabase, testDatabaseKinds } from "../testing/databases.ts";
import { type RunningServer, startServer } from "../testing/server-process.ts";
import { runSimulation } from "./simulate/run.ts";

const kinds = await testDatabaseKinds();

/**
 * Keeps `npm run simulate` working: a small run against the real server process (as `npm start` runs it) must find
 * no difference between the server's balances, bets, pushes and ledger and its own computation from the rules.
 */
describe.each(kinds)("the simulation against a real server on %s", (kind) => {
  let server: RunningServer | undefined;
  let database: Awaited<ReturnType<typeof createServiceDatabase>> | undefined;

  beforeAll(async () => {
    database = kind === "postgres" ? await createServiceDatabase("sabong_sim") : undefined;
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
      retryForMs: 0,
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
