import { readdirSync, readFileSync } from "node:fs";

/**
 * Where the CPU went during a timed phase, from /proc (Linux): the server process, every PostgreSQL process, this
 * process (the load generator), and the whole machine (which other tenants share). Clock ticks are 10 ms, so the
 * figures are only meaningful over thousands of requests.
 */
export type CpuSample = { server: number; postgres: number; client: number; machineBusy: number; machineTotal: number };
export type CpuUse = {
  /** CPU milliseconds per operation. */
  serverMs: number;
  postgresMs: number;
  clientMs: number;
  /** Busy share of the whole machine during the phase, 0..1 (all tenants). */
  machineBusy: number;
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

function postgresTicks(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.includes("(postgres)")) total += ticksOf(stat);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

function machineTicks(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.slice(0, 8).reduce((sum, v) => sum + v, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

export function sampleCpu(serverPid: number | undefined): CpuSample {
  const usage = process.cpuUsage();
  const machine = machineTicks();
  return {
    server: processTicks(serverPid) * TICK_MS,
    postgres: postgresTicks() * TICK_MS,
    client: (usage.user + usage.system) / 1000,
    machineBusy: machine.busy,
    machineTotal: machine.total,
  };
}

export function cpuPer(before: CpuSample, after: CpuSample, operations: number): CpuUse {
  const n = Math.max(1, operations);
  const total = after.machineTotal - before.machineTotal;
  return {
    serverMs: (after.server - before.server) / n,
    postgresMs: (after.postgres - before.postgres) / n,
    clientMs: (after.client - before.client) / n,
    machineBusy: total > 0 ? (after.machineBusy - before.machineBusy) / total : Number.NaN,
  };
}

export function describeCpu(c: CpuUse): string {
  return `CPU per op: server ${c.serverMs.toFixed(2)} ms, PostgreSQL ${c.postgresMs.toFixed(2)} ms, load generator ${c.clientMs.toFixed(2)} ms; machine ${(100 * c.machineBusy).toFixed(0)}% busy`;
}
