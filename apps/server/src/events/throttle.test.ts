import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCoalescer } from "./coalesce.ts";
import { createKeyedThrottle } from "./throttle.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createKeyedThrottle", () => {
  const setup = (maxKeys = 10) => {
    const runs: string[] = [];
    const throttle = createKeyedThrottle<number, string>({
      windowMs: 250,
      maxKeys,
      run: async (value) => {
        runs.push(value);
      },
    });
    return { runs, throttle };
  };

  it("runs the first change at once and merges the rest of the window into one trailing run, with the latest value", async () => {
    const { runs, throttle } = setup();
    throttle.changed(1, "a");
    expect(runs).toEqual(["a"]);
    await vi.advanceTimersByTimeAsync(0);
    throttle.changed(1, "b");
    throttle.changed(1, "c");
    expect(runs).toEqual(["a"]);
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toEqual(["a", "c"]);
    // The trailing run opened a window of its own: a quiet one ends the entry.
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toEqual(["a", "c"]);
    expect(throttle.size()).toBe(0);
    throttle.changed(1, "d");
    expect(runs).toEqual(["a", "c", "d"]);
  });

  it("throttles each key on its own", async () => {
    const { runs, throttle } = setup();
    throttle.changed(1, "a1");
    throttle.changed(2, "b1");
    throttle.changed(2, "b2");
    expect(runs).toEqual(["a1", "b1"]);
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toEqual(["a1", "b1", "b2"]);
  });

  it("never runs more than once per window however many changes arrive", async () => {
    const { runs, throttle } = setup();
    for (let ms = 0; ms < 1000; ms += 10) {
      throttle.changed(1, `v${ms}`);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(runs.length).toBeLessThanOrEqual(5);
    expect(runs.at(-1)).toBe("v990");
  });

  it("opens the window when a run has finished, so a slow run never brings the next one closer", async () => {
    const runs: number[] = [];
    const throttle = createKeyedThrottle<number, string>({
      windowMs: 250,
      maxKeys: 10,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 100)); // a slow read
        runs.push(Date.now());
      },
    });
    throttle.changed(1, "a");
    throttle.changed(1, "b");
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toHaveLength(2);
    expect((runs[1] ?? 0) - (runs[0] ?? 0)).toBeGreaterThanOrEqual(350);
  });

  it("tracks at most maxKeys and stops on close", async () => {
    const { runs, throttle } = setup(2);
    throttle.changed(1, "a");
    throttle.changed(2, "b");
    throttle.changed(3, "c");
    expect(runs).toEqual(["a", "b"]);
    throttle.changed(1, "a2");
    throttle.close();
    await vi.advanceTimersByTimeAsync(1000);
    throttle.changed(4, "d");
    expect(runs).toEqual(["a", "b"]);
    expect(throttle.size()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("createCoalescer", () => {
  const setup = (maxPending = 100) => {
    const flushes: number[][] = [];
    let release: () => void = () => {};
    let holding = false;
    const coalescer = createCoalescer({
      windowMs: 50,
      maxPending,
      flush: async (ids) => {
        flushes.push(ids);
        if (holding) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    return { flushes, coalescer, hold: () => (holding = true), release: () => release() };
  };

  it("gathers the ids of one window into one flush, each id once", async () => {
    const { flushes, coalescer } = setup();
    coalescer.add([1, 2]);
    coalescer.add([2, 3]);
    expect(flushes).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(flushes).toEqual([[1, 2, 3]]);
    coalescer.add([1]);
    await vi.advanceTimersByTimeAsync(50);
    expect(flushes).toEqual([[1, 2, 3], [1]]);
  });

  it("runs one flush at a time: ids arriving meanwhile wait for the next window", async () => {
    const { flushes, coalescer, hold, release } = setup();
    hold();
    coalescer.add([1]);
    await vi.advanceTimersByTimeAsync(50);
    coalescer.add([2]);
    coalescer.add([3]);
    await vi.advanceTimersByTimeAsync(500);
    expect(flushes).toEqual([[1]]);
    release();
    await vi.advanceTimersByTimeAsync(50);
    expect(flushes).toEqual([[1], [2, 3]]);
  });

  it("keeps at most maxPending ids waiting and drops everything on close", async () => {
    const { flushes, coalescer } = setup(2);
    coalescer.add([1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(50);
    expect(flushes).toEqual([[1, 2]]);
    coalescer.add([5]);
    coalescer.close();
    coalescer.add([6]);
    await vi.advanceTimersByTimeAsync(500);
    expect(flushes).toEqual([[1, 2]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("idle() resolves once nothing waits or runs", async () => {
    const { flushes, coalescer } = setup();
    coalescer.add([1]);
    const idle = coalescer.idle();
    await vi.advanceTimersByTimeAsync(200);
    await idle;
    expect(flushes).toEqual([[1]]);
  });
});
