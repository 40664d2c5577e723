import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceDatabase, testDatabaseKinds } from "../testing/databases.ts";
import { type RunningServer, startServer } from "../testing/server-process.ts";
import { simulateAgainst } from "../testing/simulation.ts";

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
    const report = await simulateAgainst(server?.url as string, {
      seed: 7,
      players: 20,
      fights: 5,
      databaseUrl: database?.url,
      watch: true,
    });
    expect(report.differences).toEqual([]);
    // Without a ring, the crowd raises none of the planted kinds (a false positive would be a difference above).
    expect(report.watch).toMatchObject({ ringSize: 0, falsePositives: 0 });
    expect(report.stats.accepted).toBeGreaterThan(20);
    expect(report.stats.declares).toBe(5 + report.stats.reverts);
    expect(report.stats.reverts).toBeGreaterThan(0);
    // Players 3 and 13 bet under a daily wager limit; two others took a time-out and a self-exclusion before fight 3:
    // the book's own check (no accepted stake past a limit, nothing accepted from or loaded into them) is above.
    expect(report.protection).toMatchObject({ limited: 2, restricted: 2 });
    expect(report.protection.restrictedRefusals).toBeGreaterThan(0);
    expect(report.ledger.every((l) => l.ok)).toBe(true);
    // Every player's bell was read and matched the book (differences above): the load, the identity, wins…
    expect(report.notices.players).toBe(20);
    expect(report.notices.checked).toBeGreaterThan(40);
    expect(report.notices.pushed).toBeGreaterThan(0);
  }, 600_000);

  it("20 players, 1 fight, 4 draws (one per game, a cancel and a revert): every balance and cap matches", async () => {
    const report = await simulateAgainst(server?.url as string, {
      seed: 11,
      players: 20,
      fights: 1,
      draws: 4,
      // 20 players bet in seconds: the draws come 45 s ahead instead of the CLI's 150 s.
      drawLeadMs: 45_000,
      databaseUrl: database?.url,
    });
    expect(report.differences).toEqual([]);
    const d = report.drawStats;
    expect(d.settled).toBe(3);
    expect(d.cancelled).toBe(1);
    expect(d.reverted).toBe(1);
    expect(d.accepted).toBeGreaterThan(10);
    expect(report.notices.checked).toBeGreaterThan(40);
    expect(report.ledger.every((l) => l.ok)).toBe(true);
  }, 600_000);

  // After the runs above the crowd's shared address (127.0.0.1) links more than 20 accounts: it links nobody, as a
  // carrier's NAT would not. The ring's shared device does.
  it("--collusion, 20 players, 3 fights: every planted pattern raises its alert, none names the crowd", async () => {
    const report = await simulateAgainst(server?.url as string, {
      seed: 5,
      players: 20,
      fights: 3,
      collusion: true,
      databaseUrl: database?.url,
    });
    expect(report.differences).toEqual([]);
    expect(report.watch).toMatchObject({ ringSize: 4, falsePositives: 0 });
    // Fights 1 and 3 fixed: late money and concentration on each; every member cycled cash through another agent.
    expect(report.watch?.raised).toMatchObject({
      "late-money": 2,
      concentration: 2,
      "cash-cycling": 4,
      "other-agent": 4,
      structuring: 1,
    });
    // The crowd's notices match the book whatever the ring did through other agents.
    expect(report.notices.checked).toBeGreaterThan(40);
    expect(report.ledger.every((l) => l.ok)).toBe(true);
  }, 600_000);
});
