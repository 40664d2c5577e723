/**
 * npm run bench [-- --only bets|settle|lines|draw-settle|accounting --runs N ...]
 * npm run bench -- --only lighthouse|phone [--base-url http://127.0.0.1:PORT]   (browser benches: a build, only when named)
 *
 * Starts its own server(s) on fresh PostgreSQL databases (the local service, BENCH_DATABASE_URL to override; never
 * another host), runs bounded workloads, prints medians, drops the databases and stops. See docs/performance.md.
 */
import { cpus, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { type AccountingBenchResult, runAccountingBench } from "./accounting.ts";
import { type BetsBenchResult, PHASE_LABELS, PHASES, runBetsBench } from "./bets.ts";
import { type DrawSettleBenchResult, runDrawSettleBench } from "./draw-settle.ts";
import { LINE_PHASE_LABELS, LINE_PHASES, type LinesBenchResult, runLinesBench } from "./draws.ts";
import { describeMachine, describeProbes, type EmbeddedBenchResult, runEmbeddedBench } from "./embedded.ts";
import { describeMetrics, LIGHTHOUSE_FLOORS, type LighthouseBenchResult, runLighthouseBench } from "./lighthouse.ts";
import { describePhone, type PhoneBenchResult, runPhoneBench } from "./phone.ts";
import { runSettleBench, type SettleBenchResult } from "./settle.ts";
import { describeCpu } from "./support/cpu.ts";
import { serverVersion } from "./support/database.ts";
import { describe, fmt } from "./support/stats.ts";

const FLOORS = {
  betsPerSecond: 1_000,
  betP99Ms: 100,
  settleMs: 5_000,
  linesPerSecond: 1_000,
  lineP99Ms: 100,
  drawSettleMs: 10_000,
  reportMs: 500,
  exportSeconds: 10,
  exportRssMb: 200,
  /** Issue 24: bets through the API against the stack's own ceiling (GET /api/health), same run. */
  betsOfHealth: 0.65,
  betsOfHealthP99Ms: 30,
  /** Issue 24: settlement through the API against the raw SQL of the same work, same run. */
  settleOfRaw: 1.1,
};
const BENCHES = ["bets", "settle", "lines", "draw-settle", "accounting", "lighthouse", "phone", "embedded"] as const;
/** Benches of the built web app (in a browser, or its pages on the embedded database): run only when named with --only. */
const BROWSER_BENCHES: readonly string[] = ["lighthouse", "phone", "embedded"];

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    runs: { type: "string", default: "3" },
    players: { type: "string", default: "2000" },
    bets: { type: "string", default: "20000" },
    concurrency: { type: "string", default: "64" },
    "light-concurrency": { type: "string", default: "8" },
    warmup: { type: "string", default: "1000" },
    "settle-bets": { type: "string", default: "100000" },
    "settle-players": { type: "string", default: "10000" },
    "bets-fillfactor": { type: "string" },
    lines: { type: "string", default: "20000" },
    "settle-lines": { type: "string", default: "1000000" },
    "settle-line-players": { type: "string", default: "10000" },
    "accounting-bets": { type: "string", default: "1000000" },
    "accounting-players": { type: "string", default: "2000" },
    "accounting-days": { type: "string", default: "30" },
    "export-rows": { type: "string", default: "100000" },
    "base-url": { type: "string" },
    "embedded-players": { type: "string", default: "64" },
    "embedded-seconds": { type: "string", default: "20" },
    "embedded-probe-ms": { type: "string", default: "200" },
    /** The embedded database's modes to compare in one run (EMBEDDED_DB_MODE of each server, in this order). */
    "embedded-modes": { type: "string", default: "inline,turns" },
  },
  strict: true,
});

function count(name: string, value: string | undefined, max: number): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > max) throw new Error(`--${name} must be 1..${max}`);
  return parsed;
}

const runs = count("runs", values.runs, 10);
const log = (line: string) => console.log(line);
const verdict = (ok: boolean) => (ok ? "floor met" : "FLOOR MISSED");

async function machine(): Promise<string> {
  const cpu = cpus()[0]?.model ?? "?";
  return `${cpus().length} CPUs (${cpu}), ${fmt(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${await serverVersion()}`;
}

function printBets(r: BetsBenchResult): void {
  const { http, raw, rawOne, limited, unwatched, health, light, healthLight } = r.phases;
  console.log(
    `\nBets (${r.options.bets} per run, ${r.options.players} players, concurrency ${r.options.concurrency}, median of ${r.options.runs} runs)`,
  );
  for (const phase of PHASES) {
    const p = r.phases[phase];
    console.log(`  ${PHASE_LABELS[phase].padEnd(40)} ${describe(p.median)}`);
    console.log(`  ${"".padEnd(40)} ${describeCpu(p.cpuMedian)}`);
  }
  console.log(
    `  raw SQL / API throughput ${fmt(raw.median.perSecond / http.median.perSecond, 2)}× ` +
      `(one statement: ${fmt(rawOne.median.perSecond / http.median.perSecond, 2)}×); ` +
      `API p99 / raw p99 ${fmt(http.median.p99 / raw.median.p99, 2)}×`,
  );
  console.log(
    `  cancel (refund) of ${r.options.bets} bets through the API: ${r.cancelMs.map((ms) => `${fmt(ms / 1000, 2)} s`).join(", ")}`,
  );
  printLimitCost(limited.median.perSecond, http.median.perSecond, "bets");
  const watchRatio = http.median.perSecond / unwatched.median.perSecond;
  console.log(
    `  ${verdict(watchRatio >= 0.95)}: bets with the integrity watch running ${fmt(watchRatio, 2)}× of those ` +
      "without it (≥ 0.95×)",
  );
  const ok = http.median.perSecond >= FLOORS.betsPerSecond && http.median.p99 < FLOORS.betP99Ms;
  console.log(`  ${verdict(ok)}: ≥ ${FLOORS.betsPerSecond} bets/s with p99 < ${FLOORS.betP99Ms} ms through the API`);
  const ofHealth = http.median.perSecond / health.median.perSecond;
  console.log(
    `  ${verdict(ofHealth >= FLOORS.betsOfHealth)}: bets through the API ${fmt(ofHealth, 2)}× of GET /api/health ` +
      `at concurrency ${r.options.concurrency} (≥ ${FLOORS.betsOfHealth}×)`,
  );
  const p99 = (phase: { median: { p99: number } }) => `${fmt(phase.median.p99)} ms`;
  console.log(
    `  ${verdict(http.median.p99 < FLOORS.betsOfHealthP99Ms)}: bets' p99 ${p99(http)} at concurrency ` +
      `${r.options.concurrency} (< ${FLOORS.betsOfHealthP99Ms} ms; GET /api/health's own: ${p99(health)})`,
  );
  console.log(
    `  ${verdict(light.median.p99 < FLOORS.betsOfHealthP99Ms)}: bets' p99 ${p99(light)} at concurrency ` +
      `${r.options.lightConcurrency} (< ${FLOORS.betsOfHealthP99Ms} ms; GET /api/health's own: ${p99(healthLight)})`,
  );
}

/** Player limits must cost at most 10% of the throughput without them, measured in the same run. */
function printLimitCost(limitedPerSecond: number, plainPerSecond: number, what: string): void {
  const ratio = limitedPerSecond / plainPerSecond;
  console.log(
    `  ${verdict(ratio >= 0.9)}: ${what} with limits on every player ${fmt(ratio, 2)}× of those without (≥ 0.90×)`,
  );
}

function printSettle(r: SettleBenchResult): void {
  const ff = r.options.betsFillfactor ? `, bets fillfactor ${r.options.betsFillfactor} (experiment)` : "";
  console.log(
    `\nSettlement (${r.options.bets} bets, ${r.options.players} players, MERON wins${ff}, median of ${r.apiMs.length})`,
  );
  console.log(
    `  API declare : ${fmt(r.apiMedianMs / 1000, 2)} s (runs ${r.apiMs.map((ms) => fmt(ms / 1000, 2)).join(", ")})`,
  );
  console.log(
    `  raw SQL     : ${fmt(r.rawMedianMs / 1000, 2)} s (runs ${r.rawMs.map((ms) => fmt(ms / 1000, 2)).join(", ")})`,
  );
  console.log(
    `  API / raw SQL ${fmt(r.apiMedianMs / r.rawMedianMs, 2)}×; ${r.payoutTransfers} payout transfers per fight`,
  );
  console.log(`  API declare  ${describeCpu(r.apiCpu, "settlement")}`);
  console.log(`  raw SQL      ${describeCpu(r.rawCpu, "settlement")}`);
  console.log(`  raw SQL steps: ${r.rawSteps.map(([name, ms]) => `${name} ${fmt(ms / 1000, 2)} s`).join("; ")}`);
  console.log(`  ${verdict(r.apiMedianMs < FLOORS.settleMs)}: under ${FLOORS.settleMs / 1000} s`);
  const ofRaw = r.apiMedianMs / r.rawMedianMs;
  console.log(
    `  ${verdict(ofRaw <= FLOORS.settleOfRaw)}: API ${fmt(ofRaw, 2)}× of the raw SQL (≤ ${FLOORS.settleOfRaw}×)`,
  );
  for (const mismatch of r.mismatches) console.error(`  MISMATCH ${mismatch}`);
  console.log(`  ledger check: ${r.ledgerOk ? "OK" : "BROKEN"}`);
  for (const violation of r.ledgerViolations) console.error(`  - ${violation}`);
}

function printLines(r: LinesBenchResult): void {
  const { http, raw, limited } = r.phases;
  console.log(
    `\nTicket lines on one hot combination (${r.options.lines} per run, ${r.options.players} players, ` +
      `concurrency ${r.options.concurrency}, median of ${r.options.runs} runs)`,
  );
  for (const phase of LINE_PHASES) {
    const p = r.phases[phase];
    console.log(`  ${LINE_PHASE_LABELS[phase].padEnd(46)} ${describe(p.median)}`);
    console.log(`  ${"".padEnd(46)} ${describeCpu(p.cpuMedian, "line")}`);
  }
  console.log(`  API / raw SQL throughput ${fmt(http.median.perSecond / raw.median.perSecond, 2)}×`);
  printLimitCost(limited.median.perSecond, http.median.perSecond, "lines");
  const full = r.caps.filter((c) => c.liabilityCentavos === c.capCentavos).length;
  console.log(
    `  cap: ${r.capExceeded ? "EXCEEDED" : "never exceeded"} (${full} of ${r.caps.length} draws filled exactly to it; ` +
      `the next line ${r.soldOutRefused ? "refused as sold out each time" : "NOT REFUSED"})`,
  );
  const ok = http.median.perSecond >= FLOORS.linesPerSecond && http.median.p99 < FLOORS.lineP99Ms;
  console.log(`  ${verdict(ok)}: ≥ ${FLOORS.linesPerSecond} lines/s with p99 < ${FLOORS.lineP99Ms} ms through the API`);
}

function printDrawSettle(r: DrawSettleBenchResult): void {
  console.log(
    `\nSettlement of a draw (${r.options.lines} lines, ${r.options.players} players, result ${r.result}: ` +
      `${r.winningLines} winning lines, ${r.winningUsers} paid users)`,
  );
  console.log(
    `  settleDraw        : ${fmt(r.settleMs / 1000, 2)} s (lines staked by SQL in ${fmt(r.stakeSeconds, 1)} s)`,
  );
  console.log(`  winners' query    : ${fmt(r.winnersQueryMs / 1000, 2)} s (the floor: finding and summing the hits)`);
  console.log(`  settleDraw / winners' query ${fmt(r.settleMs / Math.max(1, r.winnersQueryMs), 1)}×`);
  console.log(`  settleDraw   ${describeCpu(r.cpu, "settlement")}`);
  console.log(`  ${verdict(r.settleMs < FLOORS.drawSettleMs)}: under ${FLOORS.drawSettleMs / 1000} s`);
  for (const mismatch of r.mismatches) console.error(`  MISMATCH ${mismatch}`);
  console.log(`  ledger check: ${r.ledgerOk ? "OK" : "BROKEN"}`);
  for (const violation of r.ledgerViolations) console.error(`  - ${violation}`);
}

function printAccounting(r: AccountingBenchResult): void {
  const d = r.data;
  console.log(
    `\nAccounting (${d.bets} settled bets, ${d.fights} fights over ${r.options.days} days, ${d.transfers} transfers; ` +
      `median of ${r.options.runs})`,
  );
  console.log(`  seeded by SQL in ${fmt(r.seedSeconds, 1)} s; folded into the rollups in ${fmt(r.foldSeconds, 1)} s`);
  for (const t of [...r.reports, r.reconciliation, r.http, r.raw]) {
    console.log(
      `  ${t.label.padEnd(32)} ${fmt(t.medianMs, 1)} ms (runs ${t.runsMs.map((ms) => fmt(ms, 0)).join(", ")})`,
    );
  }
  // An agent subtree by contest reads the subtree's transfers (no rollup splits both ways): reported, not floored.
  const worst = Math.max(...r.reports.filter((t) => !t.label.includes("subtree, by contest")).map((t) => t.medianMs));
  console.log(
    `  ${verdict(worst < FLOORS.reportMs)}: 30-day reports under ${FLOORS.reportMs} ms (worst ${fmt(worst, 0)} ms)`,
  );
  const e = r.export;
  console.log(
    `  export ${e.from}..${e.to}, ${e.transfers} transfers: ${fmt(e.medianSeconds, 2)} s (runs ${e.runsSeconds.map((s) => fmt(s, 2)).join(", ")}), ` +
      `${fmt(e.bytes / 2 ** 20, 1)} MB; server RSS ${fmt(e.rssBeforeMb, 0)} → peak ${fmt(e.rssPeakMb, 0)} MB; ` +
      `raw fetch of the same rows ${fmt(e.rawFetchSeconds, 2)} s`,
  );
  const exportOk = e.medianSeconds < FLOORS.exportSeconds && e.rssPeakMb - e.rssBeforeMb < FLOORS.exportRssMb;
  console.log(
    `  ${verdict(exportOk)}: under ${FLOORS.exportSeconds} s, the server's memory growing less than ${FLOORS.exportRssMb} MB`,
  );
  for (const mismatch of r.mismatches) console.error(`  MISMATCH ${mismatch}`);
}

function printLighthouse(r: LighthouseBenchResult): void {
  console.log(
    `\nLighthouse ${r.lighthouseVersion} (mobile, simulated throttling) on ${r.baseUrl}, median of the runs; ` +
      `${r.chromium}; benchmark index ${r.benchmarkIndex}; load average ${fmt(r.load[0], 2)} → ${fmt(r.load[1], 2)}; ` +
      `reports in ${r.reportsDir}`,
  );
  for (const page of r.pages) {
    const m = page.median;
    for (const error of new Set(page.errors)) console.log(`  ${page.path.padEnd(20)} FAILED: ${error}`);
    if (!m) continue;
    console.log(
      `  ${page.path.padEnd(20)} performance ${m.performance}, accessibility ${m.accessibility}, ` +
        `best practices ${m.bestPractices}; ${describeMetrics(m)}` +
        ` (performance runs ${page.runs.map((run) => run.performance).join(", ")})`,
    );
    if (m.failing.length > 0) console.log(`  ${"".padEnd(20)} below full marks: ${m.failing.join(", ")}`);
  }
  const ok = r.pages.every(
    ({ median: m }) =>
      m !== undefined &&
      m.performance >= LIGHTHOUSE_FLOORS.performance &&
      m.accessibility >= LIGHTHOUSE_FLOORS.accessibility &&
      m.bestPractices >= LIGHTHOUSE_FLOORS.bestPractices,
  );
  const f = LIGHTHOUSE_FLOORS;
  console.log(
    `  ${verdict(ok)}: performance ≥ ${f.performance}, accessibility ≥ ${f.accessibility}, best practices ≥ ${f.bestPractices}`,
  );
}

function printPhone(r: PhoneBenchResult): void {
  console.log(
    `\nPhone (360×740, Fast 3G, CPU 4× slower) on ${r.baseUrl}, median of ${r.runs.length}; ` +
      `load average ${fmt(r.load[0], 2)} → ${fmt(r.load[1], 2)}`,
  );
  console.log(`  ${describePhone(r.median)}`);
}

function printEmbedded(r: EmbeddedBenchResult): void {
  const o = r.options;
  console.log(
    `\nThe embedded default (PGlite) under a ${o.seconds} s bet rush at concurrency ${o.concurrency}, ` +
      `probes on new connections every ${o.probeEveryMs} ms`,
  );
  for (const m of r.modes) {
    console.log(
      `  ${m.mode}: bets ${fmt(m.bets.perSecond, 0)}/s, p50 ${fmt(m.bets.p50)} ms, p99 ${fmt(m.bets.p99)} ms${m.bets.errors ? `, ${m.bets.errors} refused` : ""}`,
    );
    console.log(`    idle : ${describeProbes(m.idle)} (${describeMachine(m.idleMachine)})`);
    console.log(`    rush : ${describeProbes(m.rush)} (${describeMachine(m.rushMachine)})`);
    const worst = Math.max(...Object.values(m.rush).map((f) => f.p99));
    console.log(`    ${verdict(worst < 200)}: every probe's p99 under 200 ms during the rush (worst ${fmt(worst)} ms)`);
  }
}

let exitCode = 0;
try {
  console.log(`machine: ${await machine()}`);
  const only = values.only;
  if (only !== undefined && !(BENCHES as readonly string[]).includes(only)) {
    throw new Error(`--only must be one of ${BENCHES.join(", ")}`);
  }
  const wants = (bench: (typeof BENCHES)[number]) =>
    only === undefined ? !BROWSER_BENCHES.includes(bench) : only === bench;
  const baseUrl = values["base-url"];
  let bets: BetsBenchResult | undefined;
  let settle: SettleBenchResult | undefined;
  let lines: LinesBenchResult | undefined;
  let drawSettle: DrawSettleBenchResult | undefined;
  if (wants("bets")) {
    bets = await runBetsBench(
      {
        players: count("players", values.players, 100_000),
        bets: count("bets", values.bets, 1_000_000),
        concurrency: count("concurrency", values.concurrency, 1_000),
        lightConcurrency: count("light-concurrency", values["light-concurrency"], 1_000),
        runs,
        warmup: count("warmup", values.warmup, 100_000),
      },
      log,
    );
  }
  if (wants("settle")) {
    settle = await runSettleBench(
      {
        bets: count("settle-bets", values["settle-bets"], 1_000_000),
        players: count("settle-players", values["settle-players"], 1_000_000),
        runs,
        betsFillfactor:
          values["bets-fillfactor"] === undefined
            ? undefined
            : count("bets-fillfactor", values["bets-fillfactor"], 100),
      },
      log,
    );
  }
  if (wants("lines")) {
    lines = await runLinesBench(
      {
        players: count("players", values.players, 100_000),
        lines: count("lines", values.lines, 1_000_000),
        concurrency: count("concurrency", values.concurrency, 1_000),
        runs,
        warmup: count("warmup", values.warmup, 100_000),
      },
      log,
    );
  }
  if (wants("draw-settle")) {
    drawSettle = await runDrawSettleBench(
      {
        lines: count("settle-lines", values["settle-lines"], 10_000_000),
        players: count("settle-line-players", values["settle-line-players"], 1_000_000),
      },
      log,
    );
  }
  const accounting = wants("accounting")
    ? await runAccountingBench(
        {
          bets: count("accounting-bets", values["accounting-bets"], 10_000_000),
          players: count("accounting-players", values["accounting-players"], 100_000),
          days: count("accounting-days", values["accounting-days"], 366),
          exportRows: count("export-rows", values["export-rows"], 10_000_000),
          runs,
        },
        log,
      )
    : undefined;
  const lighthouse = wants("lighthouse") ? await runLighthouseBench({ runs, baseUrl }, log) : undefined;
  const phone = wants("phone") ? await runPhoneBench({ runs, baseUrl }, log) : undefined;
  const embedded = wants("embedded")
    ? await runEmbeddedBench(
        {
          players: count("embedded-players", values["embedded-players"], 10_000),
          concurrency: count("concurrency", values.concurrency, 1_000),
          seconds: count("embedded-seconds", values["embedded-seconds"], 600),
          probeEveryMs: count("embedded-probe-ms", values["embedded-probe-ms"], 10_000),
        },
        (values["embedded-modes"] ?? "").split(",").filter(Boolean),
        log,
      )
    : undefined;
  if (bets) printBets(bets);
  if (settle) printSettle(settle);
  if (lines) printLines(lines);
  if (drawSettle) printDrawSettle(drawSettle);
  if (accounting) printAccounting(accounting);
  if (lighthouse) printLighthouse(lighthouse);
  if (phone) printPhone(phone);
  if (embedded) printEmbedded(embedded);
  // Missing a floor is a finding for docs/performance.md; wrong money or a broken ledger is a failure.
  if (settle && (settle.mismatches.length > 0 || !settle.ledgerOk)) exitCode = 1;
  if (lines && (lines.capExceeded || !lines.soldOutRefused)) exitCode = 1;
  if (drawSettle && (drawSettle.mismatches.length > 0 || !drawSettle.ledgerOk)) exitCode = 1;
  if (accounting && accounting.mismatches.length > 0) exitCode = 1;
} catch (err) {
  console.error("benchmark failed:", err);
  exitCode = 2;
}
process.exit(exitCode);
