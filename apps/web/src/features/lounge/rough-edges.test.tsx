import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EventStatusBadge } from "../../components/EventStatusBadge.tsx";
import { LiveStatus } from "../../components/LiveStatus.tsx";
import { sampleEvent, sampleFight, sampleOneSidedFight } from "../../testing/betting-fixtures.ts";
import { SideButtons } from "./SideButtons.tsx";

afterEach(cleanup);

// The last call's banner, countdown and sound: LastCall.test.tsx.

describe("event state and connection", () => {
  it("an ended event says Ended, and the connection says Connected, never LIVE", () => {
    render(
      <>
        <EventStatusBadge status="ENDED" />
        <LiveStatus live showReconnecting={false} />
      </>,
    );
    expect(screen.getByTestId("event-status").textContent).toBe("Ended");
    expect(screen.getByTestId("live-pill").textContent?.trim()).toBe("Connected");
    expect(document.body.textContent).not.toMatch(/live/i);
  });
});

describe("low payout", () => {
  it("explains to the player what a low payout means for a bet on that side", () => {
    render(
      <SideButtons
        event={sampleEvent()}
        fight={sampleOneSidedFight()}
        myBets={[]}
        selected={null}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByTestId("low-payout-note").textContent).toBe(
      "Low payout on MERON: most bets are on this side, so a win pays back just your stake (95.95 for every 100 bet, stake included).",
    );
  });

  it("says nothing on a balanced pool or once the fight is decided", () => {
    const { rerender } = render(
      <SideButtons event={sampleEvent()} fight={sampleFight()} myBets={[]} selected={null} onSelect={vi.fn()} />,
    );
    expect(screen.queryByTestId("low-payout-note")).toBeNull();
    rerender(
      <SideButtons
        event={sampleEvent()}
        fight={sampleOneSidedFight({ state: "DECLARED", result: "MERON" })}
        myBets={[]}
        selected={null}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.queryByTestId("low-payout-note")).toBeNull();
  });
});
