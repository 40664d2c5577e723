import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleFight } from "../testing/betting-fixtures.ts";
import { countedRemainingMs, useLastCallCountdown, withLastCallDeadline } from "./use-last-call-countdown.ts";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

const inLastCall = (remainingMs: number) =>
  sampleFight({ state: "LAST_CALL", lastCallEndsAt: "2026-11-22T10:00:25.000Z", lastCallRemainingMs: remainingMs });

describe("the last call's deadline on this device", () => {
  it("counts from when the view arrived, not when it is shown", () => {
    const arrived = withLastCallDeadline(inLastCall(25_000)); // received now with 25 s left
    vi.advanceTimersByTime(20_000); // shown 20 s later (a cached screen on a return visit)
    const { result } = renderHook(() => useLastCallCountdown(arrived));
    expect(result.current.remainingMs).toBe(5_000);
    expect(result.current.over).toBe(false);
  });

  it("has no count outside the last call, or for a view not stamped on arrival", () => {
    expect(withLastCallDeadline(sampleFight({ state: "OPEN" })).lastCallDeadlineMs).toBeNull();
    expect(countedRemainingMs(inLastCall(25_000), Date.now())).toBeNull();
  });

  it("never freezes: wakes each second, even when the device's clock steps back", () => {
    const arrived = withLastCallDeadline(inLastCall(10_000));
    const { result } = renderHook(() => useLastCallCountdown(arrived));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remainingMs).toBe(9_000);
    // The clock steps back a minute: no time is added, and the count goes on.
    act(() => vi.setSystemTime(Date.now() - 60_000));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remainingMs).toBe(10_000);
    act(() => vi.advanceTimersByTime(1_000)); // a wake-up that finds the same figure still schedules the next
    expect(result.current.remainingMs).toBe(10_000);
    act(() => vi.setSystemTime(Date.now() + 60_000));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remainingMs).toBe(6_000);
    for (let second = 0; second < 6; second++) act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toEqual({ remainingMs: 0, over: true });
  });
});
