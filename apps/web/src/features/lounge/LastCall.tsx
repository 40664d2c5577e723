import { countdownText, type FightState, spokenCountdownText } from "@sabong/shared/betting";

type Props = {
  state: FightState;
  /** Time left (useLastCallCountdown); null when the server gave none. */
  remainingMs: number | null;
};

/**
 * Shown while the last call is on: the time left until betting closes by itself (the server refuses bets from that
 * instant and closes the fight). The status strip above already says "Last call", so this says only the time; it is
 * hidden from screen readers, which hear LastCallStatus instead.
 */
export function LastCallAlert({ state, remainingMs }: Props) {
  if (state !== "LAST_CALL") return null;
  return (
    <div className="last-call-alert" data-testid="last-call-alert" aria-hidden="true">
      Betting closes{" "}
      {remainingMs === null ? (
        "soon"
      ) : (
        <>
          in{" "}
          <strong className="tabular" data-testid="last-call-countdown">
            {countdownText(remainingMs)}
          </strong>
        </>
      )}
    </div>
  );
}

/** What the status region says: nothing outside the last call, its steps during it, "Betting is closed." at zero. */
export function lastCallStatusText(state: FightState, remainingMs: number | null): string {
  if (state !== "LAST_CALL") return "";
  return remainingMs === null ? "Last call: betting closes soon." : spokenCountdownText(remainingMs);
}

/**
 * The screen's polite status region for the last call, always mounted (empty until a last call): a region that
 * appears already filled is not announced, so the start of the last call would go unheard. It speaks a few steps,
 * not every second. `state` is the server's (still LAST_CALL at zero, until the close arrives).
 */
export function LastCallStatus({ state, remainingMs }: Props) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="last-call-status">
      {lastCallStatusText(state, remainingMs)}
    </div>
  );
}

/** The optional sound cue on last call (off by default, remembered on this device). */
export function LastCallSoundToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="form-check form-switch small last-call-sound">
      <input
        className="form-check-input"
        type="checkbox"
        role="switch"
        id="last-call-sound"
        checked={on}
        aria-checked={on}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label className="form-check-label" htmlFor="last-call-sound">
        Beep on last call
      </label>
    </div>
  );
}
