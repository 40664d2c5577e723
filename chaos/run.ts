/**
 * npm run chaos [-- --players P --fights F --seed N --faults kill,redis,postgres,rolling,restore]
 *
 * Faults across processes: three server processes on this machine's PostgreSQL and Redis services behind Debian's
 * HAProxy, the simulation driven through the load balancer, and during it, in turn: one process SIGKILLed and
 * restarted, Redis stopped and started, PostgreSQL restarted, a rolling restart of all three (SIGTERM: each drains and
 * exits, starts again, is back in rotation, then the next; no request may fail); then the restore drill (a backup mid-simulation
 * restored into a new database: chaos/support/restore-drill.ts). After each fault `npm run ledger:check` and
 * `npm run audit:verify` must pass; at the end the simulation's own checks, and every bet it saw accepted must be in
 * the database. Prints the figures docs/reliability.md records. Not part of `npm test`: it stops machine services.
 * Everything is time-boxed (GLOBAL_TIMEOUT_MS, each wait capped) and cleaned up on success and failure: servers and
 * HAProxy killed, the database dropped, PostgreSQL and Redis started again if they are down.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Api } from "../apps/server/src/cli/simulate/api.ts";
import type { AcceptedBet } from "../apps/server/src/cli/simulate/model.ts";
import { runSimulation, type SimulationReport } from "../apps/server/src/cli/simulate/run.ts";
import { ADMIN_URL, type BenchDatabase, freshDatabase, serverVersion } from "../bench/support/database.ts";
import { type CheckResult, missingBets, npmCheck } from "./support/checks.ts";
import { Cluster, freePort } from "./support/cluster.ts";
import { ensureHaproxy, type LoadBalancer, startHaproxy } from "./support/haproxy.ts";
import { Probe, summarize, type Window } from "./support/probe.ts";
import { describeWatcher, PushWatcher, type WatcherFigures } from "./support/push-watcher.ts";
import { describeRestore, type RestoreFigures, restoreDrill, restorePassed } from "./support/restore-drill.ts";
import {
  ensureUp,
  postgresAnswers,
  redisAnswers,
  startPostgres,
  startRedis,
  stopPostgres,
  stopRedis,
} from "./support/services.ts";
import { socketAccepted } from "./support/sockets.ts";
import { sleep, waitFor } from "./support/wait.ts";

const GLOBAL_TIMEOUT_MS = 20 * 60_000;
const REDIS_DOWN_MS = 10_000;
const POSTGRES_DOWN_MS = 5_000;
const SETTLE_BETWEEN_FAULTS_MS = 5_000;
const RECOVERY_LIMIT_MS = 90_000;
/** A drained process answers readiness 503 this long before it stops taking requests: 3 of HAProxy's checks. */
const DRAIN_GRACE_MS = 1_500;

type FaultFigures = {
  fault: string;
  window: Window;
  /** The simulation's requests answered 502/503/504 or cut, retried (by status). */
  simRetries: Record<string, number>;
  /** From the repair (restart issued / service started) until HAProxy had every backend UP again. */
  allUpAfterRepairMs: number;
  /** From the repair until the first successful probe request sent after it. */
  firstOkAfterRepairMs: number;
  checks: CheckResult[];
  /**
   * Redis: sockets refused while it was away (clients poll), and when every process accepted them again; rolling
   * restart: each process's drain (SIGTERM to exit) and its return to rotation.
   */
  details?: string;
};

const { values } = parseArgs({
  options: {
    players: { type: "string" },
    fights: { type: "string" },
    seed: { type: "string" },
    faults: { type: "string" },
  },
});
/** Which faults to inject, in this order (a dry run may leave the machine's services alone with `--faults kill`). */
const faults = new Set((values.faults ?? "kill,redis,postgres,rolling,restore").split(","));
const players = Number(values.players ?? 60);
// The least number of fights: the run goes on with more until the last fault is over.
const fights = Number(values.fights ?? 12);
const seed = Number(values.seed ?? 13);

function diff(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, n] of Object.entries(after)) if (n - (before[key] ?? 0) > 0) out[key] = n - (before[key] ?? 0);
  return out;
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "demo1234" }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`admin login answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const cleanups: (() => Promise<void>)[] = [];
let failed = false;

async function main(): Promise<void> {
  ensureHaproxy();
  await ensureUp(ADMIN_URL);
  const dir = mkdtempSync(path.join(tmpdir(), "sabong-chaos-lb-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const database: BenchDatabase = await freshDatabase("chaos");
  cleanups.push(() => database.drop());
  const ports = [await freePort(), await freePort(), await freePort()];
  const cluster = new Cluster(ports, {
    DATABASE_URL: database.url,
    REDIS_URL: "redis://127.0.0.1:6379",
    JWT_SECRET: randomBytes(32).toString("hex"),
    TRUST_PROXY: "127.0.0.1",
    DRAIN_GRACE_MS: String(DRAIN_GRACE_MS),
  });
  cleanups.push(() => cluster.stopAll());
  console.log(`chaos: starting 3 servers on ports ${ports.join(", ")} (database ${database.name})`);
  // The first start seeds the demo accounts (under an advisory lock, so starting all at once is safe too); the first
  // one starts alone so the others' start times measure only their own start.
  const [first, ...others] = cluster.slots;
  if (first) await cluster.start(first);
  await Promise.all(others.map((slot) => cluster.start(slot)));
  const lb: LoadBalancer = await startHaproxy(
    dir,
    await freePort(),
    await freePort(),
    cluster.slots.map((s) => ({ name: s.name, port: s.port })),
  );
  cleanups.push(() => lb.stop());
  console.log(`chaos: HAProxy on ${lb.url}, backends ${JSON.stringify(await lb.states())}`);
  const adminToken = await login(lb.url);
  const probe = new Probe(lb.url, adminToken);
  cleanups.push(() => probe.stop());

  let api: Api | null = null;
  let eventId: number | null = null;
  let simDone = false;
  let acknowledged: () => AcceptedBet[] = () => [];
  // The players keep betting (fight after fight) until every fault is over, however fast this machine is.
  let faultsDone = false;
  const simulation: Promise<SimulationReport> = runSimulation(
    {
      url: lb.url,
      seed,
      players,
      fights,
      maxInFlight: 32,
      password: "demo1234",
      databaseUrl: database.url,
      quiet: true,
      retryForMs: 60_000,
    },
    (line) => console.log(`  sim: ${line}`),
    {
      api: (a) => (api = a),
      event: (id) => (eventId = id),
      acknowledgedBets: (read) => (acknowledged = read),
      moreFights: () => !faultsDone,
    },
  ).finally(() => {
    simDone = true;
  });
  // Faults start once the players are betting.
  await waitFor("the simulation's event", 300_000, () => eventId !== null || simDone, 200);
  // A client connected through every fault: at the end it must show what the server holds (no push lost for good).
  const watcher = eventId === null ? null : new PushWatcher(lb.url, adminToken, eventId);
  watcher?.start();
  await sleep(3_000);

  const allUp = async () => Object.values(await lb.states()).every((s) => s === "UP");
  const figures: FaultFigures[] = [];
  const fault = async (
    name: string,
    inject: () => Promise<void>,
    repair: () => Promise<void>,
    details?: () => Promise<string>,
  ) => {
    if (simDone) {
      // A fault nobody was using the system during proves little: the run is too short for the machine.
      console.warn(`chaos: the simulation ended before "${name}"; run more fights (--fights)`);
      failed = true;
    }
    const before = { ...(api?.transient ?? {}) };
    const from = probe.now();
    console.log(`chaos: ${name}`);
    await inject();
    const repairedAt = probe.now();
    await repair();
    await waitFor(`every backend UP after ${name}`, RECOVERY_LIMIT_MS, allUp, 100);
    const allUpAt = probe.now();
    await waitFor(`a successful request after ${name}`, RECOVERY_LIMIT_MS, () => probe.okSince(repairedAt), 50);
    const firstOk = probe.samples.find((s) => s.at >= repairedAt && s.outcome === "200");
    const to = probe.now();
    const detailFigures = await details?.();
    const checks = await Promise.all([npmCheck("ledger:check", database.url), npmCheck("audit:verify", database.url)]);
    const entry: FaultFigures = {
      details: detailFigures,
      fault: name,
      window: summarize(probe.samples, from, to),
      simRetries: diff(api?.transient ?? {}, before),
      allUpAfterRepairMs: Math.round(allUpAt - repairedAt),
      firstOkAfterRepairMs: Math.round((firstOk ? firstOk.at + firstOk.ms : to) - repairedAt),
      checks,
    };
    figures.push(entry);
    console.log(`chaos: ${JSON.stringify(entry)}`);
    if (checks.some((c) => !c.ok)) failed = true;
    await sleep(SETTLE_BETWEEN_FAULTS_MS);
  };

  const slotUrl = (slot: { port: number }) => `http://127.0.0.1:${slot.port}`;
  let refusedWhileDown: boolean[] = [];
  let redisStartedAt = 0;
  const victim = cluster.slots[1];
  if (!victim) throw new Error("no second server");
  if (faults.has("kill"))
    await fault(
      `SIGKILL ${victim.name}, then start it again`,
      () => cluster.kill(victim),
      () => cluster.start(victim),
    );
  if (faults.has("redis"))
    await fault(
      `Redis stopped for ${REDIS_DOWN_MS / 1000} s, then started`,
      async () => {
        await stopRedis();
        await waitFor("Redis to stop", 10_000, async () => !(await redisAnswers()), 100);
        await sleep(REDIS_DOWN_MS / 2);
        refusedWhileDown = await Promise.all(cluster.slots.map((slot) => socketAccepted(slotUrl(slot), adminToken)));
        await sleep(REDIS_DOWN_MS / 2);
      },
      async () => {
        await startRedis();
        redisStartedAt = Date.now();
        await waitFor("Redis", 30_000, redisAnswers, 100);
      },
      async () => {
        // Every process accepts sockets again (its adapter is back): clients stop polling and get pushes again.
        await waitFor("sockets accepted on every process", 60_000, async () => {
          const accepted = await Promise.all(cluster.slots.map((slot) => socketAccepted(slotUrl(slot), adminToken)));
          return accepted.every(Boolean);
        });
        const refused = refusedWhileDown.filter((accepted) => !accepted).length;
        return `sockets refused on ${refused} of 3 processes while Redis was away; accepted on all 3 ${Date.now() - redisStartedAt} ms after it started`;
      },
    );
  if (faults.has("postgres"))
    await fault(
      `PostgreSQL stopped (-m fast) for ${POSTGRES_DOWN_MS / 1000} s, then started`,
      async () => {
        await stopPostgres();
        await waitFor("PostgreSQL to stop", 30_000, async () => !(await postgresAnswers(ADMIN_URL)), 100);
        await sleep(POSTGRES_DOWN_MS);
      },
      () => startPostgres(),
    );
  if (faults.has("rolling")) {
    const steps: string[] = [];
    await fault(
      "rolling restart of app1, app2, app3 (SIGTERM, drain, start, back in rotation, then the next)",
      async () => {
        for (const slot of cluster.slots) {
          const { drainMs, exitCode } = await cluster.stop(slot);
          const startFrom = performance.now();
          await cluster.start(slot);
          await waitFor(
            `${slot.name} back in rotation`,
            RECOVERY_LIMIT_MS,
            async () => (await lb.states())[slot.name] === "UP",
            100,
          );
          steps.push(
            `${slot.name}: drained and exited (code ${exitCode}) in ${drainMs} ms, back in rotation ${Math.round(performance.now() - startFrom)} ms after its start`,
          );
        }
      },
      async () => {},
      async () => steps.join("; "),
    );
    // A deploy must cost nobody a request: any failed probe or retried simulation request fails the run.
    const rolled = figures.at(-1);
    if (rolled) {
      const failures = Object.entries(rolled.window.outcomes).filter(([outcome]) => outcome !== "200");
      if (failures.length > 0 || Object.keys(rolled.simRetries).length > 0) {
        console.log(
          `chaos: requests failed during the rolling restart: ${JSON.stringify({ probe: rolled.window.outcomes, simulation: rolled.simRetries })}`,
        );
        failed = true;
      }
    }
  }
  let restore: RestoreFigures | null = null;
  if (faults.has("restore")) {
    if (simDone) failed = true; // as for a fault: a backup nobody was betting during proves little
    console.log("chaos: restore drill (backup mid-simulation, restore into a new database)");
    restore = await restoreDrill(database.url, dir, acknowledged, cleanups);
    if (!restorePassed(restore)) failed = true;
  }

  faultsDone = true;
  const remaining = GLOBAL_TIMEOUT_MS - 60_000;
  const report = await Promise.race([
    simulation,
    sleep(remaining).then(() => {
      throw new Error("the simulation did not finish in time");
    }),
  ]);
  await probe.stop();
  // The last pushes (a pool's totals go out at most 4 a second) reach the watcher before it compares.
  await sleep(2_000);
  const watched: WatcherFigures | null = watcher ? await watcher.finish() : null;
  if (!watched || watched.mismatches.length > 0 || watched.compared === 0) failed = true;
  const finalChecks = await Promise.all([
    npmCheck("ledger:check", database.url),
    npmCheck("audit:verify", database.url),
  ]);
  const lost = await missingBets(database.url, report.acceptedBetIds);
  const simOk = report.ok;
  if (!simOk || lost.length > 0 || finalChecks.some((c) => !c.ok)) failed = true;

  console.log("\n## chaos figures");
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? "?"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${await serverVersion()}`,
  );
  console.log(
    `simulation: ${players} players, ${report.stats.declares - report.stats.reverts} fights, seed ${seed}: ${(report.durationMs / 1000).toFixed(0)} s, ${report.stats.betRequests} bet requests, ${report.stats.accepted} accepted, ${report.stats.declares} declares, ${report.stats.reverts} reverts; retried in all ${JSON.stringify(report.transient)}`,
  );
  console.log(
    `simulation check: ${simOk ? "PASSED" : "FAILED"} (${report.differences.length} differences, ${report.notes.length} notes)`,
  );
  for (const d of report.differences.slice(0, 10)) console.log(`  difference: ${d}`);
  for (const n of report.notes.slice(0, 6)) console.log(`  note: ${n}`);
  console.log(`accepted bets missing from the database: ${lost.length} of ${report.acceptedBetIds.length}`);
  for (const c of finalChecks) console.log(`final ${c.name}: ${c.ok ? "OK" : "FAILED"} — ${c.output}`);
  console.log(
    "| fault | probe answers during it | simulation retries | longest gap without a 2xx | slowest failure | all backends UP after repair | first 2xx after repair | ledger:check / audit:verify |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const f of figures) {
    console.log(
      `| ${f.fault} | ${JSON.stringify(f.window.outcomes)} | ${JSON.stringify(f.simRetries)} | ${f.window.longestGapMs} ms | ${f.window.slowestFailureMs} ms | ${f.allUpAfterRepairMs} ms | ${f.firstOkAfterRepairMs} ms | ${f.checks.map((c) => (c.ok ? "OK" : "FAILED")).join(" / ")} |`,
    );
  }
  for (const f of figures) if (f.details) console.log(`${f.fault}: ${f.details}`);
  if (restore) console.log(describeRestore(restore));
  if (watched) {
    console.log(describeWatcher(watched));
    for (const m of watched.mismatches.slice(0, 10)) console.log(`  shown differently: ${m}`);
  } else console.log("no connected client watched the run (the simulation made no event)");
  console.log(failed ? "\nCHAOS FAILED" : "\nCHAOS PASSED");
}

async function cleanUp(): Promise<void> {
  for (const step of cleanups.reverse()) {
    try {
      await Promise.race([step(), sleep(30_000)]);
    } catch (err) {
      console.error("chaos: cleanup step failed:", (err as Error).message);
    }
  }
  // Whatever happened, the machine's services are left running.
  await ensureUp(ADMIN_URL).catch((err) => console.error("chaos: could not restart a service:", err.message));
}

let timer: NodeJS.Timeout | undefined;
try {
  await Promise.race([
    main(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`chaos run exceeded ${GLOBAL_TIMEOUT_MS / 60_000} min`)),
        GLOBAL_TIMEOUT_MS,
      );
    }),
  ]);
} catch (err) {
  failed = true;
  console.error("chaos: FAILED:", (err as Error).message);
} finally {
  clearTimeout(timer);
  await cleanUp();
}
process.exit(failed ? 1 : 0);
