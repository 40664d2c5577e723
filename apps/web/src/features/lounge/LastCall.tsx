import { contestNoun, type FightState, type Game } from "@sabong/shared";

/**
 * Shown while the operator's last call is on. The server gives no closing time (the operator closes by hand), so this
 * says "any moment" and pulses instead of counting down to an invented deadline.
 */
export function LastCallAlert({ game, state }: { game: Game; state: FightState }) {
  if (state !== "LAST_CALL") return null;
  return (
    <div className="last-call-alert" role="alert" data-testid="last-call-alert">
      <strong>Last call!</strong> Betting on this {contestNoun(game)} closes any moment — place your bet now.
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
