import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EventStatusBadge } from "../../app/ui/EventStatusBadge.tsx";
import { LiveStatus } from "../../app/ui/LiveStatus.tsx";
import { sampleEvent, sampleFight, sampleOneSidedFight } from "../../testing/betting-fixtures.ts";
import { LastCallAlert, LastCallSoundToggle } from "./LastCall.tsx";
import { LAST_CALL_SOUND_KEY, useLastCallSound } from "./last-call-sound.ts";
import { SideButtons } from "./SideButtons.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

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
      "Low payout on MERON: most bets are on this side, so a win pays back less than your stake (95.95 for every 100 bet, stake included).",
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

describe("last call", () => {
  it("is announced only while the fight is in last call, without an invented countdown", () => {
    const { rerender } = render(<LastCallAlert game="sabong" state="OPEN" />);
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(<LastCallAlert game="sabong" state="LAST_CALL" />);
    expect(screen.getByRole("alert").textContent).toBe(
      "Last call! Betting on this fight closes any moment — place your bet now.",
    );
  });

  it("beeps on the move into last call only when the player turned the sound on, and remembers the choice", () => {
    const play = vi.fn();
    const { result, rerender } = renderHook(({ state }) => useLastCallSound(state, play), {
      initialProps: { state: "OPEN" as const as "OPEN" | "LAST_CALL" },
    });
    expect(result.current.on).toBe(false); // off by default
    rerender({ state: "LAST_CALL" });
    expect(play).not.toHaveBeenCalled();

    rerender({ state: "OPEN" });
    act(() => result.current.toggle(true));
    expect(play).toHaveBeenCalledTimes(1); // the sample beep on turning it on
    expect(localStorage.getItem(LAST_CALL_SOUND_KEY)).toBe("on");
    rerender({ state: "LAST_CALL" });
    expect(play).toHaveBeenCalledTimes(2);
    rerender({ state: "LAST_CALL" });
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("starts from the remembered choice and opens on a fight already in last call without a beep", () => {
    localStorage.setItem(LAST_CALL_SOUND_KEY, "on");
    const play = vi.fn();
    const { result } = renderHook(() => useLastCallSound("LAST_CALL", play));
    expect(result.current.on).toBe(true);
    expect(play).not.toHaveBeenCalled();
  });

  it("the toggle is a labelled switch", () => {
    const onChange = vi.fn();
    render(<LastCallSoundToggle on={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole("switch", { name: "Beep on last call" }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
