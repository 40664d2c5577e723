import { performance } from "node:perf_hooks";
/**
 * Group commit, reusable: requests for one target (a fight, a draw) that arrive together go to the database as one
 * batch. Up to `maxInFlight` batches per target run at once; requests arriving meanwhile wait and go together when
 * one returns, so a lone request goes at once, alone, and under load each round trip, commit and lock serves many
 * (docs/performance.md). Each request still gets its own answer: a batch that fails as a whole is retried request by
 * request, so one request's error is only ever its own. The queue of each target is bounded: past `maxWaiting`
 * a request is refused at once (429 with Retry-After, `laneFull`) instead of waiting without end.
 */
import { DomainError } from "../errors.ts";
import { laneMetrics } from "../metrics/registry.ts";
import { inBulkLane } from "./work-lane.ts";

/** How long a refused request is told to wait: a lane drains in milliseconds. */
export const LANE_RETRY_AFTER_SECONDS = 1;

/** The one refusal of a full lane: 429 with Retry-After, in the lane's own words. */
export function laneFull(message: string): DomainError {
  return new DomainError("RATE_LIMITED", message, LANE_RETRY_AFTER_SECONDS);
}

export type GroupLaneOptions<C, I, O> = {
  maxInFlight: number;
  maxBatch: number;
  maxWaiting: number;
  /** Requests with the same key never share a batch (e.g. one per points account); the later one waits its turn. */
  distinctKey?: (input: I) => string | number;
  /** Runs one batch for the target; answers one outcome per input, in order. */
  run: (target: C, batch: readonly I[]) => Promise<O[]>;
  /** What a request that finds its target's queue full is told (answered 429 with Retry-After). */
  busyMessage: string;
  /** The lane's name in the metrics (batch sizes, waits, queue: metrics/registry.ts). */
  name?: string;
};

export type GroupLanes<C, I, O> = {
  submit: (key: string, target: C, input: I) => Promise<O>;
  /** Requests waiting or in flight over every target (tests, metrics). */
  size: () => number;
};

type Pending<I, O> = { input: I; resolve: (outcome: O) => void; reject: (error: unknown) => void; atMs: number };
type Lane<C, I, O> = { target: C; inFlight: number; waiting: Pending<I, O>[] };

/** The next batch: waiting requests in arrival order, at most one per distinct key. */
function takeBatch<C, I, O>(lane: Lane<C, I, O>, options: GroupLaneOptions<C, I, O>): Pending<I, O>[] {
  const batch: Pending<I, O>[] = [];
  const keys = new Set<string | number>();
  const rest: Pending<I, O>[] = [];
  for (const pending of lane.waiting) {
    const key = options.distinctKey?.(pending.input);
    if (batch.length < options.maxBatch && (key === undefined || !keys.has(key))) {
      if (key !== undefined) keys.add(key);
      batch.push(pending);
    } else {
      rest.push(pending);
    }
  }
  lane.waiting = rest;
  return batch;
}

/** Every batch, whole or retried request by request, waits in the embedded database's bulk lane (db/work-lane.ts). */
function runBatch<C, I, O>(options: GroupLaneOptions<C, I, O>, target: C, inputs: I[]): Promise<O[]> {
  return inBulkLane(() => options.run(target, inputs));
}

/** Answers each request of a batch; a batch that fails as a whole is retried request by request. */
async function sendBatch<C, I, O>(
  options: GroupLaneOptions<C, I, O>,
  lane: Lane<C, I, O>,
  batch: Pending<I, O>[],
): Promise<void> {
  try {
    const outcomes = await runBatch(
      options,
      lane.target,
      batch.map((p) => p.input),
    );
    for (const [i, pending] of batch.entries()) pending.resolve(outcomes[i] as O);
  } catch (error) {
    if (batch.length === 1) {
      batch[0]?.reject(error);
      return;
    }
    // Whatever failed the batch (a deadlock, a lost connection) is answered per request.
    await Promise.all(
      batch.map((pending) =>
        runBatch(options, lane.target, [pending.input]).then(
          (outcomes) => pending.resolve(outcomes[0] as O),
          (single: unknown) => pending.reject(single),
        ),
      ),
    );
  }
}

export function createGroupLanes<C, I, O>(options: GroupLaneOptions<C, I, O>): GroupLanes<C, I, O> {
  const lanes = new Map<string, Lane<C, I, O>>();
  const metrics = laneMetrics(options.name ?? "unnamed");

  const pump = (key: string, lane: Lane<C, I, O>): void => {
    while (lane.inFlight < options.maxInFlight && lane.waiting.length > 0) {
      const batch = takeBatch(lane, options);
      const nowMs = performance.now();
      metrics.sent(
        batch.length,
        batch.map((p) => nowMs - p.atMs),
      );
      lane.inFlight++;
      void sendBatch(options, lane, batch).finally(() => {
        lane.inFlight--;
        if (lane.inFlight === 0 && lane.waiting.length === 0) lanes.delete(key);
        else pump(key, lane);
      });
    }
  };

  return {
    submit: (key, target, input) => {
      let lane = lanes.get(key);
      if (!lane) {
        lane = { target, inFlight: 0, waiting: [] };
        lanes.set(key, lane);
      }
      if (lane.waiting.length >= options.maxWaiting) {
        metrics.refused();
        return Promise.reject(laneFull(options.busyMessage));
      }
      const current = lane;
      const promise = new Promise<O>((resolve, reject) =>
        current.waiting.push({ input, resolve, reject, atMs: performance.now() }),
      );
      metrics.queued(1);
      pump(key, current);
      return promise.finally(() => metrics.queued(-1));
    },
    size: () => {
      let total = 0;
      for (const lane of lanes.values()) total += lane.waiting.length + lane.inFlight;
      return total;
    },
  };
}
