import { type BettingEvent, type FightView, type Game, SIDE_LABELS, type Side } from "@sabong/shared/betting";
import { contestName } from "@sabong/shared/games";
import { centavosToPesosText, formatPesos } from "@sabong/shared/money";
import { useId } from "react";
import { sideTone } from "../../games/betting.ts";
import { QUICK_AMOUNTS_CENTAVOS } from "./bet-slip.ts";
import { type BetSlipState, useBetSlip } from "./use-bet-slip.ts";

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
export function BetSlip({ confirmation = null, ...props }: Props) {
  const { side, balanceCentavos, onClearSide } = props;
  const slip = useBetSlip(props);
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

      <QuickAmounts slip={slip} />
      <AmountField slip={slip} event={props.event} />

      {/* Always mounted: a status region that appears already filled is not announced. In the slip, where the
          player is looking, so it covers neither the side buttons nor the slip's own buttons. */}
      <div role="status" aria-live="polite" className="bet-confirmed-region">
        {confirmation ? (
          <p className="bet-confirmed" data-testid="bet-confirmed">
            {confirmation}
          </p>
        ) : null}
      </div>

      <SlipActions slip={slip} {...props} />
    </section>
  );
}

function QuickAmounts({ slip }: { slip: BetSlipState }) {
  return (
    <fieldset className="quick-amounts" aria-label="Quick amounts">
      {QUICK_AMOUNTS_CENTAVOS.map((centavos) => (
        <button
          key={centavos}
          type="button"
          className={`btn quick-amount${slip.amountText === centavosToPesosText(centavos) ? " is-active" : ""}`}
          onClick={() => slip.pick(centavos)}
        >
          {formatPesos(centavos, { dropZeroCentavos: true })}
        </button>
      ))}
      <button type="button" className="btn quick-amount" onClick={slip.custom}>
        Custom
      </button>
    </fieldset>
  );
}

/** The amount in pesos; under it the problem, why betting is closed, or the event's limits. */
function AmountField({ slip, event }: { slip: BetSlipState; event: BettingEvent }) {
  const amountId = useId();
  const { showError, notice, check } = slip;
  return (
    <>
      <label htmlFor={amountId} className="form-label small mb-1">
        Amount
      </label>
      <div className="input-group input-group-lg">
        <span className="input-group-text">₱</span>
        <input
          ref={slip.input}
          id={amountId}
          className={`form-control tabular${showError ? " is-invalid" : ""}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={`${formatPesos(event.minStakeCentavos)} – ${formatPesos(event.maxStakeCentavos)}`}
          value={slip.amountText}
          aria-invalid={showError || undefined}
          aria-describedby={`${amountId}-help`}
          onChange={(e) => slip.type(e.target.value)}
          onBlur={slip.leave}
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
    </>
  );
}

/** Place bet, then the confirmation: stake, side, fight and the payout at the current odds. */
function SlipActions({ slip, game, fight, sending, onConfirm }: Props & { slip: BetSlipState }) {
  const { check, payout } = slip;
  if (!slip.confirming || !check.ok) {
    return (
      <button
        type="button"
        className="btn btn-warning btn-lg w-100 fw-bold mt-3"
        disabled={!check.ok || sending}
        onClick={() => slip.setConfirming(true)}
      >
        {sending
          ? "Placing bet…"
          : check.ok
            ? `Place bet · ${formatPesos(check.stakeCentavos)} on ${SIDE_LABELS[check.side]}`
            : "Place bet"}
      </button>
    );
  }
  return (
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
        <button type="button" className="btn btn-outline-light flex-fill" onClick={() => slip.setConfirming(false)}>
          Back
        </button>
        <button
          type="button"
          className="btn btn-warning fw-bold flex-fill"
          disabled={!slip.canConfirm}
          onClick={() => {
            onConfirm(check.side, check.stakeCentavos);
            slip.setConfirming(false);
          }}
        >
          Confirm bet
        </button>
      </div>
    </div>
  );
}
