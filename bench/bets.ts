import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { Side } from "@sabong/shared";
import { Rng } from "../apps/server/src/cli/simulate/random.ts";
import { startServer } from "../e2e/support/server.ts";
import { freshDatabase, pool } from "./support/database.ts";
import { drive, HttpClient } from "./support/http.ts";
import { Operator } from "./support/operator.ts";
import { type BenchPlayer, seedPlayers, systemAccount } from "./support/players.ts";
import { rawBet } from "./support/raw-bets.ts";
import { describe, figures, medianFigures, type RunFigures } from "./support/stats.ts";

export type BetsBenchOptions = { players: number; bets: number; concurrency: number; runs: number; warmup: number };

export type BetsBenchResult = {
  options: BetsBenchOptions;
  http: RunFigures[];
  raw: RunFigures[];
  httpMedian: RunFigures;
  rawMedian: RunFigures;
  /** Cancelling each HTTP fight (refunding its bets) through the API, ms: a settlement of `bets` bets. */
  cancelMs: number[];
};

/** The server's pool size (db/client.ts): the raw SQL side gets as many connections, no more. */
const SERVER_POOL = 20;
const FUNDING_CENTAVOS = 100_000_000; // 1,000,000 pesos per player: no run ever runs out

type PlannedBet = { player: BenchPlayer; side: Side; stakeCentavos: number };

/** The same random bets for every run, spread round-robin so no player has two bets in flight at once. */
function plan(players: readonly BenchPlayer[], count: number, seed: number): PlannedBet[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, (_, i) => ({
    player: players[i % players.length] as BenchPlayer,
    side: rng.weighted([
      ["MERON", 45],
      ["WALA", 45],
      ["DRAW", 10],
    ] as const),
    stakeCentavos: rng.logInt(20, 5_000) * 100,
  }));
}

/** Loads every player through the API, as a cashier would: admin mints once, then one load per player. */
async function fund(http: HttpClient, players: readonly BenchPlayer[]): Promise<void> {
  const { accessToken } = await http.ok<{ accessToken: string }>("POST", "/login", undefined, {
    username: "admin",
    password: "demo1234",
  });
  const run = randomBytes(4).toString("hex");
  await http.ok("POST", "/admin/wallet/mint", accessToken, {
    amountCentavos: FUNDING_CENTAVOS * players.length,
    idempotencyKey: `bench-mint-${run}`,
  });
  await drive(players.length, 16, async (i) => {
    const player = players[i] as BenchPlayer;
    await http.ok("POST", "/points/load", accessToken, {
      targetUserId: player.userId,
      amountCentavos: FUNDING_CENTAVOS,
      idempotencyKey: `bench-load-${run}-${i}`,
    });
  });
}

async function httpBets(http: HttpClient, fightId: number, bets: readonly PlannedBet[], concurrency: number, tag: string) {
  const latencies: number[] = [];
  let errors = 0;
  let firstError = "";
  const seconds = await drive(bets.length, concurrency, async (i) => {
    const bet = bets[i] as PlannedBet;
    const answer = await http.request("POST", "/bets2/bets", bet.player.token, {
      fightId,
      side: bet.side,
      amountCentavos: bet.stakeCentavos,
      idempotencyKey: `bench-${tag}-${i}`,
    });
    if (answer.status === 201) latencies.push(answer.ms);
    else {
      errors++;
      firstError ||= `${answer.status} ${JSON.stringify(answer.body)}`;
    }
  });
  if (firstError) console.warn(`  first HTTP error: ${firstError}`);
  return figures(latencies, errors, seconds);
}

async function rawBets(
  db: ReturnType<typeof pool>,
  ids: { eventId: number; fightId: number; escrow: number },
  bets: readonly PlannedBet[],
  concurrency: number,
  tag: string,
) {
  const latencies: number[] = [];
  let errors = 0;
  const seconds = await drive(bets.length, concurrency, async (i) => {
    const bet = bets[i] as PlannedBet;
    const started = performance.now();
    try {
      await rawBet(db, {
        eventId: ids.eventId,
        fightId: ids.fightId,
        userId: bet.player.userId,
        pointsAccountId: bet.player.pointsAccountId,
        escrowAccountId: ids.escrow,
        side: bet.side,
        stakeCentavos: bet.stakeCentavos,
        key: `bench-${tag}-${i}`,
      });
      latencies.push(performance.now() - started);
    } catch {
      errors++;
    }
  });
  return figures(latencies, errors, seconds);
}

/**
 * Bets per second through the HTTP API on PostgreSQL, and the same bets as raw SQL, `runs` times each on fresh
 * fights of one event. Every fight is closed and cancelled through the API afterwards, so balances stay whole.
 */
export async function runBetsBench(options: BetsBenchOptions, log: (line: string) => void): Promise<BetsBenchResult> {
  const database = await freshDatabase("bets");
  const jwtSecret = randomBytes(32).toString("base64url");
  const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: jwtSecret });
  const db = pool(database.url, SERVER_POOL);
  const http = new HttpClient(server.url, options.concurrency);
  try {
    log(`bets: server ${server.url} on database ${database.name}`);
    const players = await seedPlayers(db, options.players, `${Date.now().toString(36)}`, jwtSecret);
    const started = performance.now();
    await fund(http, players);
    log(`bets: ${players.length} players seeded and loaded through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const operator = await Operator.login(http);
    const { eventId, fightId: firstFight } = await operator.createEvent("Benchmark bets", 500_000);
    const bets = plan(players, options.bets, 7);
    const escrow = await systemAccount(db, "escrow:sabong");
    const result: BetsBenchResult = {
      options,
      http: [],
      raw: [],
      httpMedian: figures([], 0, 1),
      rawMedian: figures([], 0, 1),
      cancelMs: [],
    };

    let fightId = firstFight;
    for (let run = 1; run <= options.runs; run++) {
      // Fight 1 of the event waits in STANDBY; later fights follow the previous run's raw fight.
      if (run > 1) fightId = await operator.next(eventId);
      await operator.move(fightId, "open");
      if (run === 1 && options.warmup > 0) {
        const warm = await httpBets(http, fightId, plan(players, options.warmup, 99), options.concurrency, "warm");
        log(`bets: warm-up ${describe(warm)}`);
      }
      const httpRun = await httpBets(http, fightId, bets, options.concurrency, `h${run}`);
      result.http.push(httpRun);
      log(`bets run ${run} HTTP: ${describe(httpRun)}`);
      await operator.move(fightId, "close");
      result.cancelMs.push(await operator.declare(fightId, "CANCELLED"));

      fightId = await operator.next(eventId);
      await operator.move(fightId, "open");
      const rawRun = await rawBets(db, { eventId, fightId, escrow }, bets, options.concurrency, `r${run}`);
      result.raw.push(rawRun);
      log(`bets run ${run} raw SQL: ${describe(rawRun)}`);
      await operator.move(fightId, "close");
      await operator.declare(fightId, "CANCELLED");
    }
    result.httpMedian = medianFigures(result.http);
    result.rawMedian = medianFigures(result.raw);
    return result;
  } finally {
    http.close();
    await db.end().catch(() => {});
    await server.stop();
    await database.drop();
  }
}
