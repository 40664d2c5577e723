import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Rng } from "../apps/server/src/cli/simulate/random.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { checkLedger } from "../apps/server/src/modules/ledger/service.ts";
import { startServer } from "../e2e/support/server.ts";
import { type CpuUse, cpuPer, medianCpu, sampleCpu, untilQuiet } from "./support/cpu.ts";
import { freshDatabase, pool } from "./support/database.ts";
import { HttpClient } from "./support/http.ts";
import { Operator } from "./support/operator.ts";
import { type BenchPlayer, mintToPlayers, seedPlayers, systemAccount } from "./support/players.ts";
import { rawSettle, type SettleAccounts } from "./support/raw-settle.ts";
import { type StakePlan, stakeBets } from "./support/stake-bets.ts";
import { median } from "./support/stats.ts";

export type SettleBenchOptions = {
  bets: number;
  players: number;
  runs: number;
  /**
   * Experiment, off by default: the bets table's fillfactor in the bench database (the migrations leave 100). Lets
   * the settlement's update of every bet be a HOT update (no index entries), see docs/performance.md.
   */
  betsFillfactor?: number;
};

export type SettleBenchResult = {
  options: SettleBenchOptions;
  /** Wall time of POST …/declare as the operator waits for it, per run (ms). */
  apiMs: number[];
  /** The same settlement as raw set-based SQL in one transaction, per run (ms). */
  rawMs: number[];
  apiMedianMs: number;
  rawMedianMs: number;
  /** CPU during the API declare and the raw settlement (ms per settlement), median over runs. */
  apiCpu: CpuUse;
  rawCpu: CpuUse;
  /** Where the raw settlement's time goes, median ms per step. */
  rawSteps: [string, number][];
  payoutTransfers: number;
  /** Where the API's and the raw settlement disagree on money (must stay empty). */
  mismatches: string[];
  ledgerOk: boolean;
  ledgerViolations: string[];
};

const FUNDING_CENTAVOS = 100_000_000;

function plan(players: readonly BenchPlayer[], count: number, seed: number): StakePlan {
  const rng = new Rng(seed);
  const result: StakePlan = { userIds: [], sides: [], stakes: [] };
  for (let i = 0; i < count; i++) {
    result.userIds.push((players[rng.int(0, players.length - 1)] as BenchPlayer).userId);
    result.sides.push(
      rng.weighted([
        ["MERON", 45],
        ["WALA", 45],
        ["DRAW", 10],
      ] as const),
    );
    result.stakes.push(rng.logInt(20, 5_000) * 100);
  }
  return result;
}

/** Money each settlement moved, by transfer code, and each agent's commission: both fights must agree. */
async function moneyOf(db: ReturnType<typeof pool>, fightId: number): Promise<Map<string, string>> {
  const { rows } = await db.query<{ key: string; value: string }>(
    `select code || ':' || (case when code = 'COMMISSION' then credit_account_id::text else '' end) as key,
            count(*) || ' transfers, ' || sum(amount_centavos) as value
     from ledger_transfers
     where code <> 'BET' and ((ref_type = 'fight' and ref_id = $1)
       or (ref_type = 'bet' and ref_id in (select id::text from bets where fight_id = $2)))
     group by 1`,
    [String(fightId), fightId],
  );
  const { rows: bets } = await db.query<{ value: string }>(
    `select count(*) filter (where status = 'WON') || ' won, ' || count(*) filter (where status = 'LOST') || ' lost, '
       || coalesce(sum(payout_centavos), 0) || ' paid' as value from bets where fight_id = $1`,
    [fightId],
  );
  return new Map([...rows.map((r) => [r.key, r.value] as [string, string]), ["bets", bets[0]?.value ?? ""]]);
}

function compare(api: Map<string, string>, raw: Map<string, string>, run: number): string[] {
  const keys = new Set([...api.keys(), ...raw.keys()]);
  return [...keys]
    .filter((key) => api.get(key) !== raw.get(key))
    .map((key) => `run ${run} ${key}: API ${api.get(key) ?? "-"}, raw SQL ${raw.get(key) ?? "-"}`);
}

/**
 * Both settlements start from the same state: the tables they write vacuumed and analysed, a checkpoint taken, and
 * the machine quiet (the server's fold and integrity watch have taken in the staked bets). Without it the first
 * timed step ran beside the staking's aftermath and the runs drifted apart as the database grew (1.00× to 1.45×).
 */
async function quietBeforeTiming(db: ReturnType<typeof pool>): Promise<void> {
  await db.query("vacuum analyze bets, ledger_accounts, ledger_transfers, protection_state, protection_marks");
  await db.query("checkpoint");
  await untilQuiet();
}

/**
 * Settlement of one fight with `bets` bets, through the API's declare and as raw SQL, `runs` times: each run stakes
 * the same bets into two fights, settles one with POST …/declare (MERON wins) and the other with raw SQL, and
 * checks both moved the same money. The ledger check runs on the whole database at the end.
 */
export async function runSettleBench(
  options: SettleBenchOptions,
  log: (line: string) => void,
): Promise<SettleBenchResult> {
  const database = await freshDatabase("settle");
  const jwtSecret = randomBytes(32).toString("base64url");
  const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: jwtSecret });
  const db = pool(database.url, 4);
  const http = new HttpClient(server.url, 4);
  try {
    log(`settle: server ${server.url} on database ${database.name}`);
    const players = await seedPlayers(db, options.players, `${Date.now().toString(36)}`, jwtSecret);
    await mintToPlayers(db, players, FUNDING_CENTAVOS);
    const operator = await Operator.login(http);
    const { eventId, fightId: firstFight } = await operator.createEvent("Benchmark settlement", 500_000);
    const { rows } = await db.query<{ id: number }>("select id from users where username = 'operator'");
    const actorId = rows[0]?.id as number;
    const accounts: SettleAccounts = {
      escrow: await systemAccount(db, "escrow:sabong"),
      house: await systemAccount(db, "house:sabong"),
      rounding: await systemAccount(db, "rounding"),
      bank: await systemAccount(db, "bank"),
    };
    const bets = plan(players, options.bets, 11);
    if (options.betsFillfactor) await db.query(`alter table bets set (fillfactor = ${options.betsFillfactor})`);
    const apiCpu: CpuUse[] = [];
    const rawCpu: CpuUse[] = [];
    const rawSteps: [string, number][][] = [];
    const result: SettleBenchResult = {
      options,
      apiMs: [],
      rawMs: [],
      apiMedianMs: 0,
      rawMedianMs: 0,
      apiCpu: { serverMs: 0, postgresMs: 0, clientMs: 0, othersMs: 0, machineBusy: 0, machineStolen: 0 },
      rawCpu: { serverMs: 0, postgresMs: 0, clientMs: 0, othersMs: 0, machineBusy: 0, machineStolen: 0 },
      rawSteps: [],
      payoutTransfers: 0,
      mismatches: [],
      ledgerOk: false,
      ledgerViolations: [],
    };

    let fightId = firstFight;
    for (let run = 1; run <= options.runs; run++) {
      if (run > 1) fightId = await operator.next(eventId);
      await operator.move(fightId, "open");
      const started = performance.now();
      await stakeBets(db, { eventId, fightId, escrow: accounts.escrow }, bets);
      const stakeSeconds = (performance.now() - started) / 1000;
      await operator.move(fightId, "close");
      await quietBeforeTiming(db);
      let before = await sampleCpu(server.process.pid, db);
      const apiMs = await operator.declare(fightId, "MERON");
      apiCpu.push(cpuPer(before, await sampleCpu(server.process.pid, db), 1));
      result.apiMs.push(apiMs);
      const apiFight = fightId;

      fightId = await operator.next(eventId);
      await operator.move(fightId, "open");
      await stakeBets(db, { eventId, fightId, escrow: accounts.escrow }, bets);
      await operator.move(fightId, "close");
      await quietBeforeTiming(db);
      before = await sampleCpu(server.process.pid, db);
      const raw = await rawSettle(db, {
        fightId,
        winner: "MERON",
        plasadaBp: 500,
        drawOddsMultiplier: 8,
        accounts,
        actorId,
      });
      rawCpu.push(cpuPer(before, await sampleCpu(server.process.pid, db), 1));
      rawSteps.push(raw.steps);
      result.rawMs.push(raw.ms);
      result.payoutTransfers = raw.payoutTransfers;
      const mismatches = compare(await moneyOf(db, apiFight), await moneyOf(db, fightId), run);
      result.mismatches.push(...mismatches);
      log(
        `settle run ${run}: ${options.bets} bets staked in ${stakeSeconds.toFixed(1)} s; API declare ` +
          `${(apiMs / 1000).toFixed(2)} s, raw SQL ${(raw.ms / 1000).toFixed(2)} s ` +
          `(${raw.payoutTransfers} payouts)${mismatches.length ? `, ${mismatches.length} MISMATCHES` : ", same money"}`,
      );
    }
    result.apiMedianMs = median(result.apiMs);
    result.rawMedianMs = median(result.rawMs);
    result.apiCpu = medianCpu(apiCpu, median);
    result.rawCpu = medianCpu(rawCpu, median);
    result.rawSteps = (rawSteps[0] ?? []).map(([name], i) => [
      name,
      median(rawSteps.map((steps) => steps[i]?.[1] ?? 0)),
    ]);
    const ledgerDb = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    try {
      const report = await checkLedger(ledgerDb.db);
      result.ledgerOk = report.ok;
      result.ledgerViolations = report.violations;
      log(`settle: ledger check ${report.ok ? "OK" : "BROKEN"} over ${report.transfers} transfers`);
    } finally {
      await ledgerDb.close();
    }
    return result;
  } finally {
    http.close();
    await db.end().catch(() => {});
    await server.stop();
    await database.drop();
  }
}
