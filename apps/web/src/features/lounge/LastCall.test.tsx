import type { FightView } from "@sabong/shared/betting";
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLastCallCountdown, withLastCallDeadline } from "../../lib/use-last-call-countdown.ts";
import { sampleEvent, sampleFight } from "../../testing/betting-fixtures.ts";
import { closedAtDeadline } from "./event-screen-updates.ts";
import { LastCallAlert, LastCallSoundToggle, LastCallStatus } from "./LastCall.tsx";
import { LAST_CALL_SOUND_KEY, useLastCallSound } from "./last-call-sound.ts";
import { SideButtons } from "./SideButtons.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

/** The event screen's last-call parts, wired as EventScreenPage wires them. */
function Screen({ fight }: { fight: FightView }) {
  const countdown = useLastCallCountdown(fight);
  const shown = countdown.over ? closedAtDeadline(fight) : fight;
  return (
    <>
      <LastCallAlert state={shown.state} remainingMs={countdown.remainingMs} />
      <LastCallStatus state={fight.state} remainingMs={countdown.remainingMs} />
      <SideButtons event={sampleEvent()} fight={shown} myBets={[]} selected={null} onSelect={vi.fn()} />
    </>
  );
}

/** A fight in last call, as it arrives now (its deadline stamped on this device's clock). */
const inLastCall = (remainingMs: number, patch: Partial<FightView> = {}) =>
  withLastCallDeadline(
    sampleFight({
      state: "LAST_CALL",
      allowedActions: ["close", "cancel"],
      lastCallEndsAt: "2025-05-01T10:05:00.000Z",
      lastCallRemainingMs: remainingMs,
      ...patch,
    }),
  );

const banner = () => screen.getByTestId("last-call-alert");
const shownText = () => banner().textContent;
const spoken = () => screen.getByRole("status").textContent;
/** Lets whole seconds pass, one at a time (each second's render schedules the next wake-up). */
const tick = (ms: number) => {
  for (let left = ms; left > 0; left -= 1_000) act(() => vi.advanceTimersByTime(Math.min(1_000, left)));
};

describe("the last call's countdown", () => {
  it("counts down each second to zero, then shows betting closed and disables the sides", () => {
    // This device's clock is years off: the count is the server's figure, counted from its arrival.
    vi.setSystemTime(new Date("2001-01-01T00:00:00Z"));
    render(<Screen fight={inLastCall(25_000)} />);
    expect(shownText()).toBe("Betting closes in 0:25");
    expect(screen.getByTestId("side-MERON").hasAttribute("disabled")).toBe(false);
    tick(1_000);
    expect(shownText()).toBe("Betting closes in 0:24");
    tick(14_000);
    expect(shownText()).toBe("Betting closes in 0:10");
    tick(10_000);
    expect(screen.queryByTestId("last-call-alert")).toBeNull();
    expect(spoken()).toBe("Betting is closed.");
    expect(screen.getByTestId("side-MERON").hasAttribute("disabled")).toBe(true);
    expect(screen.getByTestId("side-WALA").getAttribute("title")).toBe("Betting is closed.");
  });

  it("is spoken politely in a few steps, not every second", () => {
    render(<Screen fight={inLastCall(25_000)} />);
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
    const heard = new Set([spoken()]);
    for (let second = 0; second < 24; second++) {
      tick(1_000);
      heard.add(spoken());
    }
    expect([...heard]).toEqual([
      "Last call: betting closes within 30 seconds.",
      "Last call: betting closes within 20 seconds.",
      "Last call: betting closes within 10 seconds.",
      "Last call: betting closes within 5 seconds.",
    ]);
  });

  it("a pool update carrying the same figure does not restart the count; a fresh figure resets it", () => {
    const fight = inLastCall(25_000);
    const { rerender } = render(<Screen fight={fight} />);
    tick(5_000);
    rerender(<Screen fight={{ ...fight, totalCentavos: fight.totalCentavos + 10_000 }} />);
    expect(shownText()).toBe("Betting closes in 0:20");
    rerender(<Screen fight={inLastCall(18_000)} />);
    expect(shownText()).toBe("Betting closes in 0:18");
  });

  it("is not shown outside the last call", () => {
    render(<Screen fight={sampleFight({ state: "OPEN" })} />);
    expect(screen.queryByTestId("last-call-alert")).toBeNull();
  });

  it("announces the start of the last call: the status region is there, empty, before it", () => {
    const { rerender } = render(<Screen fight={withLastCallDeadline(sampleFight({ state: "OPEN" }))} />);
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");
    rerender(<Screen fight={inLastCall(30_000)} />);
    // The same node, now filled: assistive technology announces a change to a region it already knows.
    expect(screen.getByRole("status")).toBe(region);
    expect(region.textContent).toBe("Last call: betting closes within 30 seconds.");
    expect(screen.getByTestId("last-call-alert").getAttribute("aria-hidden")).toBe("true");
  });

  it("a cached view shown 20 s after it arrived with 25 s left shows 0:05, sides still open", () => {
    const arrived = inLastCall(25_000);
    vi.advanceTimersByTime(20_000);
    render(<Screen fight={arrived} />);
    expect(shownText()).toBe("Betting closes in 0:05");
    tick(5_000);
    expect(screen.getByTestId("side-MERON").hasAttribute("disabled")).toBe(true);
  });
});

describe("the last call's sound", () => {
  type Props = { state: "OPEN" | "LAST_CALL"; remainingMs: number | null; endsAt?: string };
  const ENDS_AT = "2026-11-22T10:00:30.000Z";

  it("beeps on the move into last call and at the last 5 seconds, only when the player turned it on", () => {
    const play = vi.fn();
    const { result, rerender } = renderHook(
      ({ state, remainingMs, endsAt }: Props) => useLastCallSound(state, remainingMs, endsAt ?? ENDS_AT, play),
      { initialProps: { state: "OPEN", remainingMs: null } as Props },
    );
    expect(result.current.on).toBe(false); // off by default
    rerender({ state: "LAST_CALL", remainingMs: 30_000 });
    rerender({ state: "LAST_CALL", remainingMs: 5_000 });
    expect(play).not.toHaveBeenCalled();

    rerender({ state: "OPEN", remainingMs: null });
    act(() => result.current.toggle(true));
    expect(play).toHaveBeenCalledTimes(1); // the sample beep on turning it on
    expect(localStorage.getItem(LAST_CALL_SOUND_KEY)).toBe("on");
    rerender({ state: "LAST_CALL", remainingMs: 30_000 });
    expect(play).toHaveBeenCalledTimes(2);
    rerender({ state: "LAST_CALL", remainingMs: 6_000 });
    expect(play).toHaveBeenCalledTimes(2);
    rerender({ state: "LAST_CALL", remainingMs: 5_000 });
    expect(play).toHaveBeenCalledTimes(3);
    rerender({ state: "LAST_CALL", remainingMs: 4_000 });
    rerender({ state: "LAST_CALL", remainingMs: 0 });
    expect(play).toHaveBeenCalledTimes(3);
  });

  it("a last call of 5 seconds beeps once; a screen opened in last call does not beep", () => {
    localStorage.setItem(LAST_CALL_SOUND_KEY, "on");
    const play = vi.fn();
    const { rerender } = renderHook(
      ({ state, remainingMs, endsAt }: Props) => useLastCallSound(state, remainingMs, endsAt ?? ENDS_AT, play),
      {
        initialProps: { state: "OPEN", remainingMs: null } as Props,
      },
    );
    rerender({ state: "LAST_CALL", remainingMs: 5_000 });
    rerender({ state: "LAST_CALL", remainingMs: 4_000 });
    expect(play).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    const opened = renderHook(() => useLastCallSound("LAST_CALL", 3_000, ENDS_AT, later));
    expect(opened.result.current.on).toBe(true);
    expect(later).not.toHaveBeenCalled();
  });

  it("beeps the last 5 seconds once per deadline, even if a refetched figure goes back above 5 seconds", () => {
    localStorage.setItem(LAST_CALL_SOUND_KEY, "on");
    const play = vi.fn();
    const { rerender } = renderHook(
      ({ state, remainingMs, endsAt }: Props) => useLastCallSound(state, remainingMs, endsAt ?? ENDS_AT, play),
      { initialProps: { state: "LAST_CALL", remainingMs: 8_000 } as Props },
    );
    rerender({ state: "LAST_CALL", remainingMs: 5_000 });
    rerender({ state: "LAST_CALL", remainingMs: 5_200 });
    rerender({ state: "LAST_CALL", remainingMs: 4_000 });
    expect(play).toHaveBeenCalledTimes(1);
    // A new last call (another deadline) has its own final beep.
    rerender({ state: "LAST_CALL", remainingMs: 9_000, endsAt: "2026-11-22T10:05:00.000Z" });
    rerender({ state: "LAST_CALL", remainingMs: 4_000, endsAt: "2026-11-22T10:05:00.000Z" });
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("the toggle is a labelled switch", () => {
    const onChange = vi.fn();
    render(<LastCallSoundToggle on={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole("switch", { name: "Beep on last call" }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
