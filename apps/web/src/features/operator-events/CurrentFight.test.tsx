import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withLastCallDeadline } from "../../lib/use-last-call-countdown.ts";
import { sampleEvent, sampleFight } from "../../testing/betting-fixtures.ts";
import { CurrentFight } from "./CurrentFight.tsx";
import type { ConsoleActions } from "./use-console-actions.ts";

afterEach(cleanup);

describe("operator console on an ended event", () => {
  const actions = { busy: false, request: vi.fn(), nextFight: vi.fn() } as unknown as ConsoleActions;
  const declared = sampleFight({ state: "DECLARED", result: "MERON", allowedActions: [] });

  it("offers no next fight once the event has ended, and says why", () => {
    render(<CurrentFight game="sabong" event={sampleEvent({ status: "ENDED" })} fight={declared} actions={actions} />);
    expect(screen.queryByRole("button", { name: "Next fight ›" })).toBeNull();
    expect(screen.getByTestId("event-ended-note").textContent).toBe("This event has ended: no more fights.");
  });

  it("offers the next fight on a live event", () => {
    render(<CurrentFight game="sabong" event={sampleEvent()} fight={declared} actions={actions} />);
    expect(screen.getByRole("button", { name: "Next fight ›" })).toBeTruthy();
  });
});

describe("operator console in last call", () => {
  const actions = { busy: false, request: vi.fn(), nextFight: vi.fn() } as unknown as ConsoleActions;

  it("shows the time left next to the state, counting down, then closing… with Close disabled", () => {
    vi.useFakeTimers();
    try {
      const fight = withLastCallDeadline(
        sampleFight({
          state: "LAST_CALL",
          allowedActions: ["close", "cancel"],
          lastCallEndsAt: "2025-05-01T10:05:00.000Z",
          lastCallRemainingMs: 12_000,
        }),
      );
      render(<CurrentFight game="sabong" event={sampleEvent()} fight={fight} actions={actions} />);
      expect(screen.getByTestId("console-fight-state").textContent).toBe("LAST CALL");
      expect(screen.getByTestId("console-last-call-countdown").textContent).toBe("closes in 0:12");
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByTestId("console-last-call-countdown").textContent).toBe("closes in 0:11");
      const close = screen.getByRole("button", { name: "Close betting" });
      expect(close.hasAttribute("disabled")).toBe(false);
      // At 0:00 the server is closing it: the console says so and offers no close until the push arrives.
      for (let second = 0; second < 11; second++) act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByTestId("console-last-call-countdown").textContent).toBe("closing…");
      expect(close.hasAttribute("disabled")).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows no countdown outside the last call", () => {
    render(<CurrentFight game="sabong" event={sampleEvent()} fight={sampleFight()} actions={actions} />);
    expect(screen.queryByTestId("console-last-call-countdown")).toBeNull();
  });
});
