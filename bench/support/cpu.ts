import { readFileSync } from "node:fs";
import type pg from "pg";

/**
 * Where the CPU went during a timed phase, from /proc (Linux): the server process, the PostgreSQL backends connected
 * to the benchmark's database (the service is shared with other test runs, whose backends count as "other
 * tenants", as do PostgreSQL's shared WAL writer and checkpointer), this process (the load generator), and the whole
 * machine. Clock ticks are 10 ms, so the figures mean something only over thousands of requests.
 */
export type CpuSample = {
  server: number;
  /** CPU ms of each backend of the benchmark's database, by pid. */
  backends: Map<number, number>;
  client: number;
  machineBusy: number;
  machineTotal: number;
  machineStolen: number;
};
export type CpuUse = {
  /** CPU milliseconds per operation. */
  serverMs: number;
  postgresMs: number;
  clientMs: number;
  /** CPU the machine spent on anything else (other tenants' tests, the kernel's own threads). */
  othersMs: number;
  /** Busy share of the whole machine during the phase, 0..1 (all tenants, and time stolen by the hypervisor). */
  machineBusy: number;
  /** Share of the machine's time the hypervisor gave to other virtual machines ("steal"), 0..1. */
  machineStolen: number;
};

const TICK_MS = 10;

function ticksOf(stat: string): number {
  // Fields after the command name "(...)": utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

function processTicks(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    return ticksOf(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return 0;
  }
}

async function backendTicks(db: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await db.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database()",
  );
  return new Map(rows.map((r) => [r.pid, processTicks(r.pid) * TICK_MS]));
}

function machineTicks(): { busy: number; total: number; stolen: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  // user nice system idle iowait irq softirq steal
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.slice(0, 8).reduce((sum, v) => sum + v, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total, stolen: values[7] ?? 0 };
}

export async function sampleCpu(serverPid: number | undefined, db: pg.Pool): Promise<CpuSample> {
  const backends = await backendTicks(db);
  const usage = process.cpuUsage();
  const machine = machineTicks();
  return {
    server: processTicks(serverPid) * TICK_MS,
    backends,
    client: (usage.user + usage.system) / 1000,
    machineBusy: machine.busy,
    machineTotal: machine.total,
    machineStolen: machine.stolen,
  };
}

export function cpuPer(before: CpuSample, after: CpuSample, operations: number): CpuUse {
  const n = Math.max(1, operations);
  const total = after.machineTotal - before.machineTotal;
  // Backends opened during the phase count from zero; those closed during it are lost (the pools keep theirs).
  let postgres = 0;
  for (const [pid, ms] of after.backends) postgres += ms - (before.backends.get(pid) ?? 0);
  const ours = after.server - before.server + postgres + (after.client - before.client);
  const stolen = after.machineStolen - before.machineStolen;
  const busyMs = (after.machineBusy - before.machineBusy - stolen) * TICK_MS;
  return {
    serverMs: (after.server - before.server) / n,
    postgresMs: postgres / n,
    clientMs: (after.client - before.client) / n,
    othersMs: Math.max(0, busyMs - ours) / n,
    machineBusy: total > 0 ? (after.machineBusy - before.machineBusy) / total : Number.NaN,
    machineStolen: total > 0 ? stolen / total : Number.NaN,
  };
}

export function describeCpu(c: CpuUse, unit = "op"): string {
  return (
    `CPU per ${unit}: server ${c.serverMs.toFixed(2)} ms, PostgreSQL ${c.postgresMs.toFixed(2)} ms, ` +
    `load generator ${c.clientMs.toFixed(2)} ms, other tenants ${c.othersMs.toFixed(2)} ms; ` +
    `machine ${(100 * c.machineBusy).toFixed(0)}% busy, of which ${(100 * c.machineStolen).toFixed(0)}% stolen by the hypervisor`
  );
}

/** Medians of each figure over several runs. */
export function medianCpu(runs: readonly CpuUse[], median: (values: number[]) => number): CpuUse {
  return {
    serverMs: median(runs.map((c) => c.serverMs)),
    postgresMs: median(runs.map((c) => c.postgresMs)),
    clientMs: median(runs.map((c) => c.clientMs)),
    othersMs: median(runs.map((c) => c.othersMs)),
    machineBusy: median(runs.map((c) => c.machineBusy)),
    machineStolen: median(runs.map((c) => c.machineStolen)),
  };
}

/**
 * Waits until the machine is quiet: less than `busyShare` of it busy over a whole `windowMs`, or `maxMs` passed.
 * Answers how long it waited. A timed step that follows heavy writes starts alone, not beside their aftermath
 * (autovacuum, the checkpointer, the server's folding of what was just written).
 */
export async function untilQuiet({ busyShare = 0.15, windowMs = 1_000, maxMs = 60_000 } = {}): Promise<number> {
  const started = Date.now();
  for (;;) {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = machineTicks();
    const total = after.total - before.total;
    if (total <= 0 || (after.busy - before.busy) / total < busyShare || Date.now() - started > maxMs) {
      return Date.now() - started;
    }
  }
}
