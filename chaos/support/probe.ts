import { performance } from "node:perf_hooks";
import { sleep } from "./wait.ts";

/** One probe request: when it was sent (ms since the probe started), what came back, how long it took. */
export type Sample = { at: number; outcome: string; ms: number };

const TIMEOUT_MS = 3_000;
const EVERY_MS = 100;

/**
 * A signed-in client reading through the load balancer ten times a second (GET /api/admin/users: a session check
 * and a query), so every fault is seen from outside: what was answered, and how long nothing succeeded.
 */
export class Probe {
  readonly samples: Sample[] = [];
  private running = true;
  private readonly done: Promise<void>;
  readonly startedAt = performance.now();

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {
    this.done = this.loop();
  }

  now(): number {
    return performance.now() - this.startedAt;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const at = this.now();
      let outcome: string;
      try {
        const response = await fetch(`${this.url}/api/admin/users?pageSize=1`, {
          headers: { authorization: `Bearer ${this.token}` },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.arrayBuffer();
        outcome = String(response.status);
      } catch (err) {
        outcome = (err as Error).name === "TimeoutError" ? "timeout" : "network";
      }
      this.samples.push({ at, outcome, ms: this.now() - at });
      await sleep(Math.max(0, EVERY_MS - (this.now() - at)));
    }
  }

  /** True once a request sent after `since` succeeded. */
  okSince(since: number): boolean {
    return this.samples.some((s) => s.at >= since && s.outcome === "200");
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.race([this.done, sleep(TIMEOUT_MS + 500)]);
  }
}

export type Window = {
  /** Probe answers by outcome between the fault and the recovery. */
  outcomes: Record<string, number>;
  /** The longest stretch with no successful answer through the load balancer (ms). */
  longestGapMs: number;
  /** Slowest failure (ms): a refusal that took long would be a hang, not a fast fail. */
  slowestFailureMs: number;
};

export function summarize(samples: readonly Sample[], from: number, to: number): Window {
  const inside = samples.filter((s) => s.at >= from && s.at <= to);
  const outcomes: Record<string, number> = {};
  let lastOk = from;
  let longestGapMs = 0;
  let slowestFailureMs = 0;
  for (const sample of inside) {
    outcomes[sample.outcome] = (outcomes[sample.outcome] ?? 0) + 1;
    if (sample.outcome === "200") {
      longestGapMs = Math.max(longestGapMs, sample.at + sample.ms - lastOk);
      lastOk = sample.at + sample.ms;
    } else {
      slowestFailureMs = Math.max(slowestFailureMs, sample.ms);
    }
  }
  return { outcomes, longestGapMs: Math.round(longestGapMs), slowestFailureMs: Math.round(slowestFailureMs) };
}
