import {
  type BettingEvent,
  type FightView,
  type Game,
  SIDE_LABELS,
  type Side,
  sidePer100Centavos,
} from "@sabong/shared/betting";
import { contestName } from "@sabong/shared/games";
import { centavosToPesosText, formatPesos } from "@sabong/shared/money";
import { useId, useRef, useState } from "react";
import { sideTone } from "../../games/betting.ts";
import { checkSlip, estimatedPayout, QUICK_AMOUNTS_CENTAVOS } from "./bet-slip.ts";

type Props = {
  game: Game;
  event: BettingEvent;
  fight: FightView;
  side: Side | null;
  balanceCentavos: number;
  /** A bet is being sent right now. */
  sending: boolean;
  /** The bet just taken, in words ("Bet confirmed: …"), while it is shown. */
  confirmation?: string | null;
  /** Sends the confirmed bet (the caller makes its idempotency key). */
  onConfirm: (side: Side, stakeCentavos: number) => void;
  onClearSide: () => void;
};

/** The bet slip: amount (quick amounts or custom), then a confirmation step; the server has the last word. */
export function BetSlip({
  game,
  event,
  fight,
  side,
  balanceCentavos,
  sending,
  confirmation = null,
  onConfirm,
  onClearSide,
}: Props) {
  const amountId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const check = checkSlip({ event, fight, side, amountText, balanceCentavos });
  const showError = !check.ok && (touched || confirming) && check.field === "amount";
  // Betting closed or the side paused: say so plainly; the amount itself is fine.
  const notice = !check.ok && check.field === "fight" ? check.message : null;
  const canConfirm = check.ok && !sending;
  const per100 = check.ok ? sidePer100Centavos(fight, event, check.side) : null;
  const payout = check.ok ? estimatedPayout(check.stakeCentavos, per100) : null;

  const pick = (centavos: number) => {
    setAmountText(centavosToPesosText(centavos));
    setTouched(true);
    setConfirming(false);
  };

  return (
    <section className="bet-slip" aria-label="Bet slip" data-testid="bet-slip">
      <div className="bet-slip-head">
        <span className="bet-slip-title">Bet slip</span>
        <span className="bet-slip-balance">
          Balance{" "}
          <strong className="tabular" data-testid="screen-balance">
            {formatPesos(balanceCentavos)}
          </strong>
        </span>
      </div>

      {side ? (
        <div className={`bet-slip-side ${sideTone(side)}`}>
          <span>
            Betting on <strong>{SIDE_LABELS[side]}</strong>
          </span>
          <button type="button" className="btn btn-sm btn-link text-reset p-0" onClick={onClearSide}>
            Change
          </button>
        </div>
      ) : (
        <p className="bet-slip-hint">Tap a side above to start your bet.</p>
      )}

      <fieldset className="quick-amounts" aria-label="Quick amounts">
        {QUICK_AMOUNTS_CENTAVOS.map((centavos) => (
          <button
            key={centavos}
            type="button"
            className={`btn quick-amount${amountText === centavosToPesosText(centavos) ? " is-active" : ""}`}
            onClick={() => pick(centavos)}
          >
            {formatPesos(centavos, { dropZeroCentavos: true })}
          </button>
        ))}
        <button
          type="button"
          className="btn quick-amount"
          onClick={() => {
            setAmountText("");
            setConfirming(false);
            input.current?.focus();
          }}
        >
          Custom
        </button>
      </fieldset>

      <label htmlFor={amountId} className="form-label small mb-1">
        Amount
      </label>
      <div className="input-group input-group-lg">
        <span className="input-group-text">₱</span>
        <input
          ref={input}
          id={amountId}
          className={`form-control tabular${showError ? " is-invalid" : ""}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={`${formatPesos(event.minStakeCentavos)} – ${formatPesos(event.maxStakeCentavos)}`}
          value={amountText}
          aria-invalid={showError || undefined}
          aria-describedby={`${amountId}-help`}
          onChange={(e) => {
            setAmountText(e.target.value);
            setConfirming(false);
          }}
          onBlur={() => setTouched(true)}
        />
      </div>
      <div
        id={`${amountId}-help`}
        className={`small mt-1 ${showError ? "text-danger" : notice ? "bet-slip-notice" : "text-body-secondary"}`}
      >
        {showError && !check.ok
          ? check.message
          : (notice ?? `Min ${formatPesos(event.minStakeCentavos)} · Max ${formatPesos(event.maxStakeCentavos)}`)}
      </div>

      {/* Always mounted: a status region that appears already filled is not announced. In the slip, where the
          player is looking, so it covers neither the side buttons nor the slip's own buttons. */}
      <div role="status" aria-live="polite" className="bet-confirmed-region">
        {confirmation ? (
          <p className="bet-confirmed" data-testid="bet-confirmed">
            {confirmation}
          </p>
        ) : null}
      </div>

      {confirming && check.ok ? (
        <div className="bet-confirm" role="alert">
          <p className="mb-1">
            Confirm <strong className="tabular">{formatPesos(check.stakeCentavos)}</strong> on{" "}
            <strong>{SIDE_LABELS[check.side]}</strong> · {contestName(game, fight.number)}
          </p>
          <p className="small mb-2 opacity-75">
            {payout === null
              ? "Payout depends on the final odds when betting closes."
              : `Pays about ${formatPesos(payout)} at the current odds; odds change until betting closes.`}
          </p>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-outline-light flex-fill" onClick={() => setConfirming(false)}>
              Back
            </button>
            <button
              type="button"
              className="btn btn-warning fw-bold flex-fill"
              disabled={!canConfirm}
              onClick={() => {
                onConfirm(check.side, check.stakeCentavos);
                setConfirming(false);
              }}
            >
              Confirm bet
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-warning btn-lg w-100 fw-bold mt-3"
          disabled={!check.ok || sending}
          onClick={() => setConfirming(true)}
        >
          {sending
            ? "Placing bet…"
            : check.ok
              ? `Place bet · ${formatPesos(check.stakeCentavos)} on ${SIDE_LABELS[check.side]}`
              : "Place bet"}
        </button>
      )}
    </section>
  );
}
