import { describe, expect, it } from "vitest";
import { DomainError } from "../errors.ts";
import { createGroupLanes } from "./group-lanes.ts";

type Input = { who: string; n: number };

function recordingLanes(options: { maxWaiting?: number; failBatchesOver?: number } = {}) {
  const batches: Input[][] = [];
  const lanes = createGroupLanes<string, Input, string>({
    maxInFlight: 1,
    maxBatch: 3,
    maxWaiting: options.maxWaiting ?? 100,
    distinctKey: (input) => input.who,
    run: async (_target, batch) => {
      batches.push([...batch]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.failBatchesOver !== undefined && batch.length > options.failBatchesOver) throw new Error("batch");
      if (batch.some((i) => i.n < 0)) throw new Error(`bad ${batch.map((i) => i.n).join(",")}`);
      return batch.map((i) => `${i.who}${i.n}`);
    },
    busyMessage: "busy",
  });
  return { lanes, batches };
}

describe("group lanes", () => {
  it("sends a lone request at once and gathers the ones that arrive meanwhile, one per distinct key, in order", async () => {
    const { lanes, batches } = recordingLanes();
    const inputs = [
      { who: "a", n: 1 },
      { who: "a", n: 2 },
      { who: "b", n: 3 },
      { who: "c", n: 4 },
      { who: "d", n: 5 },
    ];
    const answers = await Promise.all(inputs.map((i) => lanes.submit("fight:1", "fight:1", i)));
    expect(answers).toEqual(["a1", "a2", "b3", "c4", "d5"]);
    expect(batches.map((b) => b.map((i) => i.n))).toEqual([[1], [2, 3, 4], [5]]);
    expect(lanes.size()).toBe(0);
  });

  it("retries a failed batch request by request, so one request's error is only its own", async () => {
    const { lanes } = recordingLanes();
    const results = await Promise.allSettled([1, -2, 3].map((n, i) => lanes.submit("x", "x", { who: String(i), n })));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("refuses at once when a target's queue is full", async () => {
    const { lanes } = recordingLanes({ maxWaiting: 2 });
    const submitted = [1, 2, 3, 4].map((n) => lanes.submit("x", "x", { who: String(n), n }));
    const results = await Promise.allSettled(submitted);
    // The first goes at once; two wait; the fourth finds the queue full.
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected"]);
    // The one refusal of a full lane: 429 with Retry-After (the error handler sends both).
    const refusal = (results[3] as PromiseRejectedResult).reason as DomainError;
    expect(refusal).toBeInstanceOf(DomainError);
    expect([refusal.statusCode, refusal.retryAfterSeconds, refusal.message]).toEqual([429, 1, "busy"]);
  });
});
