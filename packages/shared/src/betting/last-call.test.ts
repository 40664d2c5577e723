import { describe, expect, it } from "vitest";
import { countdownText, lastCallRemainingMs, spokenCountdownText } from "./last-call.ts";

describe("the last call's countdown", () => {
  it("counts the time left to the deadline, never below zero", () => {
    expect(lastCallRemainingMs(30_000, 5_000)).toBe(25_000);
    expect(lastCallRemainingMs(30_000, 30_000)).toBe(0);
    expect(lastCallRemainingMs(30_000, 31_000)).toBe(0);
  });

  it("shows minutes and seconds, rounding up so 0:00 means the time is up", () => {
    expect(countdownText(25_000)).toBe("0:25");
    expect(countdownText(24_001)).toBe("0:25");
    expect(countdownText(999)).toBe("0:01");
    expect(countdownText(0)).toBe("0:00");
    expect(countdownText(-5)).toBe("0:00");
    expect(countdownText(65_000)).toBe("1:05");
    expect(countdownText(600_000)).toBe("10:00");
  });

  it("tells a screen reader in a few steps, not every second", () => {
    const spoken = new Set<string>();
    for (let ms = 30_000; ms >= 0; ms -= 1000) spoken.add(spokenCountdownText(ms));
    expect([...spoken]).toEqual([
      "Last call: betting closes within 30 seconds.",
      "Last call: betting closes within 20 seconds.",
      "Last call: betting closes within 10 seconds.",
      "Last call: betting closes within 5 seconds.",
      "Betting is closed.",
    ]);
    expect(spokenCountdownText(150_000)).toBe("Last call: betting closes within 3 minutes.");
  });
});
