import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startTicker } from "./ticker.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startTicker", () => {
  it("ticks at once, then intervalMs after each tick ends, never two at once", async () => {
    let running = 0;
    let most = 0;
    let ticks = 0;
    const ticker = startTicker({
      intervalMs: 100,
      tick: async () => {
        ticks += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 250));
        running -= 1;
      },
      onError: () => {},
    });
    expect(ticks).toBe(1);
    await vi.advanceTimersByTimeAsync(340);
    expect(ticks).toBe(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(ticks).toBe(2);
    expect(most).toBe(1);
    const stopping = ticker.stop();
    await vi.advanceTimersByTimeAsync(250);
    await stopping;
  });

  it("hands a failing tick to onError and tries again at the next tick", async () => {
    const errors: unknown[] = [];
    let ticks = 0;
    const ticker = startTicker({
      intervalMs: 50,
      tick: async () => {
        ticks += 1;
        if (ticks === 1) throw new Error("boom");
      },
      onError: (err) => errors.push(err),
    });
    await vi.advanceTimersByTimeAsync(60);
    expect(errors).toHaveLength(1);
    expect(ticks).toBe(2);
    await ticker.stop();
  });

  it("stop() waits for the tick under way, tells it to end early and starts no other", async () => {
    let ticks = 0;
    let sawStop = false;
    let finished = false;
    const ticker = startTicker({
      intervalMs: 10,
      tick: async (stopped) => {
        ticks += 1;
        while (!stopped()) await new Promise((resolve) => setTimeout(resolve, 5));
        sawStop = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
        finished = true;
      },
      onError: () => {},
    });
    const stopping = ticker.stop();
    await vi.advanceTimersByTimeAsync(20);
    await stopping;
    expect(sawStop).toBe(true);
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(ticks).toBe(1);
  });

  it("an onError that throws leaves no unhandled rejection: the loop goes on and stop() resolves", async () => {
    vi.useRealTimers();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      let ticks = 0;
      const ticker = startTicker({
        intervalMs: 5,
        tick: async () => {
          ticks += 1;
          throw new Error("tick failed");
        },
        onError: () => {
          throw new Error("logger transport down");
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 60));
      await expect(ticker.stop()).resolves.toBeUndefined();
      // Unhandled rejections are reported on a later turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(ticks).toBeGreaterThanOrEqual(3);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
