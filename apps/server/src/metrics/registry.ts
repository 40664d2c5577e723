import { performance } from "node:perf_hooks";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus figures (served by http/metrics.ts). Modules, db/, events/ and realtime/ report through the
 * small functions below and never see prom-client; this file imports nothing of the app, so anyone may import it.
 * One registry per process: the figures of every app a test builds add up, as they would in one server.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

// Every labelled figure below is made by one of these three, so each registers here with its labels fixed.
const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Counter({ name, help, labelNames, registers });
const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Gauge({ name, help, labelNames, registers });
const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
  new Histogram({ name, help, labelNames, buckets, registers });

const bets = counter(
  "sabong_bets_total",
  "Bets answered, by game and outcome (accepted, replayed, refused) and the refusal's code",
  ["game", "outcome", "reason"],
);
const ticketLines = counter(
  "sabong_ticket_lines_total",
  "Number-game ticket lines answered, by game and outcome (accepted, replayed, refused) and the refusal's code",
  ["game", "outcome", "reason"],
);
const settlementSeconds = histogram(
  "sabong_settlement_duration_seconds",
  "Time to settle a fight (declare) or a number-game draw, in one transaction",
  ["kind"],
  [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
);
const pushesSent = counter("sabong_pushes_sent_total", "Socket pushes emitted by this process, by push", ["push"]);
const pushesDropped = counter(
  "sabong_pushes_dropped_total",
  "Pushes that never went out (a failed read, a full queue, no socket server yet), by what they were",
  ["push"],
);

/** Stable, few values: a domain error's code, or "error" for anything else (a failure, not a refusal). */
export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[A-Z_]{1,40}$/.test(code) ? code.toLowerCase() : "error";
}

async function counted<T extends { replayed: boolean }>(
  counts: Counter<"game" | "outcome" | "reason">,
  game: string,
  amount: number,
  work: Promise<T>,
): Promise<T> {
  try {
    const answer = await work;
    counts.inc({ game, outcome: answer.replayed ? "replayed" : "accepted", reason: "" }, amount);
    return answer;
  } catch (error) {
    counts.inc({ game, outcome: "refused", reason: reasonOf(error) }, amount);
    throw error;
  }
}

/** Counts the bet `work` answers (accepted, replayed or refused), and answers it unchanged. */
export const countBet = <T extends { replayed: boolean }>(game: string, work: Promise<T>) =>
  counted(bets, game, 1, work);

/** Counts a ticket's `lines` by how `work` answers (a ticket is accepted or refused whole). */
export const countTicketLines = <T extends { replayed: boolean }>(game: string, lines: number, work: Promise<T>) =>
  counted(ticketLines, game, lines, work);

/** Times a settlement; failed ones too (a settlement that fails slowly is worth seeing). */
export async function timeSettlement<T>(kind: "fight" | "draw", work: () => Promise<T>): Promise<T> {
  const end = settlementSeconds.startTimer({ kind });
  try {
    return await work();
  } finally {
    end();
  }
}

export const countPush = (push: string): void => pushesSent.inc({ push });
export const countDroppedPush = (push: string): void => pushesDropped.inc({ push });

/** What one group-commit lane (db/group-lanes.ts) reports: batch sizes, each request's wait, its queue, refusals. */
export type LaneMetrics = {
  sent: (batchSize: number, waitsMs: readonly number[]) => void;
  queued: (delta: number) => void;
  refused: () => void;
};

const laneBatch = histogram(
  "sabong_group_commit_batch_size",
  "Requests per group-commit batch (bets per fight statement, tickets per draw transaction)",
  ["lane"],
  [1, 2, 5, 10, 20, 50, 100, 200, 500],
);
const laneWait = histogram(
  "sabong_group_commit_wait_seconds",
  "Time a request waited in its lane before its batch went to the database",
  ["lane"],
  [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
);
const laneQueued = gauge("sabong_group_commit_queued", "Requests waiting or in flight in group-commit lanes", ["lane"]);
const laneRefused = counter(
  "sabong_group_commit_refused_total",
  "Requests refused because their lane's queue was full",
  ["lane"],
);

export function laneMetrics(lane: string): LaneMetrics {
  return {
    sent: (batchSize, waitsMs) => {
      laneBatch.observe({ lane }, batchSize);
      for (const ms of waitsMs) laneWait.observe({ lane }, ms / 1000);
    },
    queued: (delta) => laneQueued.inc({ lane }, delta),
    refused: () => laneRefused.inc({ lane }),
  };
}

/** Figures read when scraped, from whatever registered them (each app its sockets and pool); sums over sources. */
function sourcedGauge(name: string, help: string) {
  const sources = new Set<() => number>();
  new Gauge({
    name,
    help,
    registers,
    collect() {
      let total = 0;
      for (const read of sources) total += read();
      this.set(total);
    },
  });
  /** Registers a source; the function returned unregisters it (the app's close). */
  return (read: () => number): (() => void) => {
    sources.add(read);
    return () => void sources.delete(read);
  };
}

export const watchSockets = sourcedGauge("sabong_sockets", "Socket.IO connections open on this process");
export type PoolUse = { total: number; idle: number; waiting: number };
const poolTotal = sourcedGauge("sabong_db_pool_connections", "Database connections open in the pool");
const poolIdle = sourcedGauge("sabong_db_pool_idle_connections", "Database connections idle in the pool");
const poolWaiting = sourcedGauge("sabong_db_pool_waiting_requests", "Queries waiting for a pool connection");

export function watchPool(use: () => PoolUse): () => void {
  const stops = [poolTotal(() => use().total), poolIdle(() => use().idle), poolWaiting(() => use().waiting)];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Seconds since `mark()` last ran (or since the process started): how far a background job is behind. */
function lagGauge(name: string, help: string): () => void {
  let lastMs = performance.now();
  new Gauge({
    name,
    help,
    registers,
    collect() {
      this.set((performance.now() - lastMs) / 1000);
    },
  });
  return () => {
    lastMs = performance.now();
  };
}

/** The accounting fold caught up with the ledger (its tick ended with less than a full batch left). */
export const markFoldCaughtUp = lagGauge(
  "sabong_accounting_fold_lag_seconds",
  "Seconds since the accounting fold last caught up with the ledger (healthy: a few seconds)",
);
/** The number games' clock finished a tick (opened, closed and drew every draw that was due). */
export const markDrawClockTick = lagGauge(
  "sabong_draw_clock_lag_seconds",
  "Seconds since the number games' draw clock last finished a tick (healthy: about 1)",
);
