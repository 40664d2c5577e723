import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import type { AccountingCriteria, AccountingReport, ReportGrouping } from "@sabong/shared/accounting";
import { addCalendarDays } from "@sabong/shared/time";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { reconcileDay } from "../apps/server/src/modules/accounting/reconciliation.ts";
import { accountingReport, foldLedger } from "../apps/server/src/modules/accounting/service.ts";
import { startServer } from "../e2e/support/server.ts";
import { type AccountingData, seedSettledSabong } from "./support/accounting-data.ts";
import { freshDatabase, pool } from "./support/database.ts";
import { HttpClient } from "./support/http.ts";
import { seedPlayers } from "./support/players.ts";
import { median } from "./support/stats.ts";

export type AccountingBenchOptions = { bets: number; players: number; days: number; runs: number; exportRows: number };

export type ReportTiming = { label: string; medianMs: number; runsMs: number[]; rows: number };

export type AccountingBenchResult = {
  options: AccountingBenchOptions;
  data: AccountingData;
  seedSeconds: number;
  foldSeconds: number;
  reports: ReportTiming[];
  /** The end-of-day reconciliation of the last full day (rows: its lines). */
  reconciliation: ReportTiming;
  /** GET /api/admin/accounting over the whole range, grouped by day, through HTTP. */
  http: ReportTiming;
  /** The baseline: one raw aggregate of the same transfers by day and code, straight from ledger_transfers. */
  raw: ReportTiming;
  export: {
    from: string;
    to: string;
    transfers: number;
    medianSeconds: number;
    runsSeconds: number[];
    bytes: number;
    /** The server process's resident memory before the first export and at its highest during the exports. */
    rssBeforeMb: number;
    rssPeakMb: number;
    /** Baseline: the same transfers read by one raw query into this process. */
    rawFetchSeconds: number;
  };
  mismatches: string[];
};

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function timed<T>(runs: number, work: () => Promise<T>): Promise<{ runsMs: number[]; last: T }> {
  const runsMs: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await work();
    runsMs.push(performance.now() - started);
  }
  return { runsMs, last: last as T };
}

/** POST the export and drain the stream; answers bytes and seconds. */
function download(url: URL, token: string, criteria: object): Promise<{ bytes: number; seconds: number }> {
  const payload = JSON.stringify(criteria);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: "/api/admin/excel-history",
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () =>
          res.statusCode === 200
            ? resolve({ bytes, seconds: (performance.now() - started) / 1000 })
            : reject(new Error(`export answered ${res.statusCode}`)),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(300_000, () => req.destroy(new Error("export timed out")));
    req.end(payload);
  });
}

/**
 * Accounting over a month of sabong on PostgreSQL: `bets` settled bets over `days` Manila days written by SQL as
 * settlement leaves them, the ledger folded into the rollups (timed), then the report for the whole range in each
 * grouping (in this process, median of `runs`), the end-of-day reconciliation of the last full day, and the report
 * over HTTP, beside one raw aggregate of the same transfers; then
 * the .xlsx export of the last days holding at least `exportRows` transfers, streamed over HTTP while the server's
 * resident memory is sampled, beside one raw query that reads the same transfers.
 */
export async function runAccountingBench(
  options: AccountingBenchOptions,
  log: (line: string) => void,
): Promise<AccountingBenchResult> {
  const database = await freshDatabase("accounting");
  const jwtSecret = randomBytes(32).toString("base64url");
  const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: jwtSecret });
  const db = pool(database.url, 4);
  const client = new HttpClient(server.url, 2);
  const direct = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  const mismatches: string[] = [];
  try {
    log(`accounting: server ${server.url} on database ${database.name}`);
    let started = performance.now();
    const players = await seedPlayers(db, options.players, Date.now().toString(36), jwtSecret);
    const data = await seedSettledSabong(db, {
      days: options.days,
      bets: options.bets,
      playerIds: players.map((p) => p.userId),
    });
    const seedSeconds = (performance.now() - started) / 1000;
    log(
      `accounting: ${data.bets} bets, ${data.fights} fights, ${data.transfers} transfers in ${seedSeconds.toFixed(1)} s`,
    );

    started = performance.now();
    for (let guard = 0; guard < 10_000; guard++) {
      const { folded } = await foldLedger(direct.db, { maxTransfers: 50_000 });
      if (folded > 0) continue;
      const { rows } = await db.query<{ left: string }>(
        `select count(*) as left from ledger_transfers t, accounting_fold_state s
         where s.id = 1 and (t.created_xid, t.id) > (s.watermark_xid, s.watermark_id)`,
      );
      if (Number(rows[0]?.left) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100)); // the server's own fold holds the state row
    }
    const foldSeconds = (performance.now() - started) / 1000;
    log(`accounting: ledger folded in ${foldSeconds.toFixed(1)} s`);
    await db.query("analyze");

    const range = { from: data.firstDay, to: data.lastDay };
    const { rows: goldRows } = await db.query<{ id: number }>("select id from users where username = 'master'");
    const master = goldRows[0]?.id;
    const cases: { label: string; criteria: AccountingCriteria }[] = [
      ...(["day", "game", "contest", "agent"] as ReportGrouping[]).map((groupBy) => ({
        label: `all agents, by ${groupBy}`,
        criteria: { ...range, game: "all" as const, groupBy },
      })),
      { label: "master's subtree, by day", criteria: { ...range, game: "all", groupBy: "day", agentId: master } },
      {
        label: "master's subtree, by contest",
        criteria: { ...range, game: "all", groupBy: "contest", agentId: master },
      },
    ];
    const reports: ReportTiming[] = [];
    let byDay: AccountingReport | undefined;
    for (const c of cases) {
      await accountingReport(direct.db, c.criteria); // warm
      const { runsMs, last } = await timed(options.runs, () => accountingReport(direct.db, c.criteria));
      if (c.criteria.groupBy === "day" && c.criteria.agentId === undefined) byDay = last;
      reports.push({ label: c.label, medianMs: median(runsMs), runsMs, rows: last.rows.length });
      log(`accounting: ${c.label}: ${median(runsMs).toFixed(0)} ms (${last.rows.length} rows)`);
    }

    const reconciledDay = addCalendarDays(range.to, -1);
    await reconcileDay(direct.db, reconciledDay); // warm
    const reconcileRuns = await timed(options.runs, () => reconcileDay(direct.db, reconciledDay));
    const reconciliation = {
      label: `reconciliation of ${reconciledDay}`,
      medianMs: median(reconcileRuns.runsMs),
      runsMs: reconcileRuns.runsMs,
      rows: reconcileRuns.last.lines.length,
    };
    if (!reconcileRuns.last.balanced) mismatches.push(`reconciliation of ${reconciledDay} does not balance`);
    log(`accounting: ${reconciliation.label}: ${reconciliation.medianMs.toFixed(0)} ms`);

    const { accessToken } = await client.ok<{ accessToken: string }>("POST", "/login", undefined, {
      username: "admin",
      password: "demo1234",
    });
    const query = `/admin/accounting?from=${range.from}&to=${range.to}&groupBy=day`;
    await client.ok("GET", query, accessToken);
    const httpRuns = await timed(options.runs, () => client.ok<AccountingReport>("GET", query, accessToken));
    const httpTiming = { label: "HTTP, by day", medianMs: median(httpRuns.runsMs), runsMs: httpRuns.runsMs, rows: 0 };

    const rawSql = `select ((t.created_at at time zone 'UTC') + interval '8 hours')::date as day, t.code,
        sum(t.amount_centavos) as total, count(*) as n
      from ledger_transfers t where t.created_at >= $1 and t.created_at < $2 group by 1, 2`;
    const bounds = [
      new Date(`${range.from}T00:00:00+08:00`).toISOString(),
      new Date(new Date(`${range.to}T00:00:00+08:00`).getTime() + 86_400_000).toISOString(),
    ];
    const rawRuns = await timed(options.runs, () =>
      db.query<{ day: string; code: string; total: string; n: string }>(rawSql, bounds),
    );
    const raw = { label: "raw SQL", medianMs: median(rawRuns.runsMs), runsMs: rawRuns.runsMs, rows: 0 };
    const rawTotal = (code: string) =>
      rawRuns.last.rows.filter((r) => r.code === code).reduce((sum, r) => sum + Number(r.total), 0);
    if (byDay) {
      for (const [figure, code] of [
        ["turnoverCentavos", "BET"],
        ["payoutsCentavos", "PAYOUT"],
        ["plasadaCentavos", "PLASADA"],
        ["commissionCentavos", "COMMISSION"],
      ] as const) {
        if (byDay.totals[figure] !== rawTotal(code)) {
          mismatches.push(`${figure}: report ${byDay.totals[figure]}, ledger ${rawTotal(code)}`);
        }
      }
    }

    // The export: the last days that hold at least exportRows transfers.
    const perDay = new Map<string, number>();
    for (const r of rawRuns.last.rows) {
      const day = new Date(r.day).toISOString().slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + Number(r.n));
    }
    const days = [...perDay.keys()].sort().reverse();
    let exportFrom = range.to;
    let transfers = 0;
    for (const day of days) {
      exportFrom = day;
      transfers += perDay.get(day) ?? 0;
      if (transfers >= options.exportRows) break;
    }
    const criteria = { from: exportFrom, to: range.to, game: "all", groupBy: "day" };
    const pid = server.process.pid as number;
    const rssBeforeMb = rssMb(pid);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => {
      rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    }, 25);
    const runsSeconds: number[] = [];
    let bytes = 0;
    try {
      for (let i = 0; i < options.runs; i++) {
        const answer = await download(new URL(server.url), accessToken, criteria);
        runsSeconds.push(answer.seconds);
        bytes = answer.bytes;
      }
    } finally {
      clearInterval(sampler);
    }
    log(
      `accounting: export ${transfers} transfers: ${median(runsSeconds).toFixed(2)} s, peak RSS ${rssPeakMb.toFixed(0)} MB`,
    );
    started = performance.now();
    await db.query(
      `select t.id, t.created_at, t.code, t.amount_centavos, u.username from ledger_transfers t
       join ledger_accounts a on a.id = t.credit_account_id left join users u on u.id = a.owner_user_id
       where t.created_at >= $1 and t.created_at < $2 order by t.created_at, t.id`,
      [new Date(`${exportFrom}T00:00:00+08:00`).toISOString(), bounds[1]],
    );
    const rawFetchSeconds = (performance.now() - started) / 1000;

    return {
      options,
      data,
      seedSeconds,
      foldSeconds,
      reports,
      reconciliation,
      http: httpTiming,
      raw,
      export: {
        from: exportFrom,
        to: range.to,
        transfers,
        medianSeconds: median(runsSeconds),
        runsSeconds,
        bytes,
        rssBeforeMb,
        rssPeakMb,
        rawFetchSeconds,
      },
      mismatches,
    };
  } finally {
    client.close();
    await direct.close();
    await db.end().catch(() => {});
    await server.stop();
    await database.drop();
  }
}
