import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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
