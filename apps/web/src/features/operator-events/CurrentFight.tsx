import {
  type BettingEvent,
  countdownText,
  FIGHT_STATE_LABELS,
  type FightView,
  type Game,
  RESULT_LABELS,
} from "@sabong/shared/betting";
import { plural } from "@sabong/shared/contracts";
import { contestNoun, contestTitle } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { sideTone } from "../../games/betting.ts";
import { useLastCallCountdown } from "../../lib/use-last-call-countdown.ts";
import { ConsoleEntries } from "./ConsoleEntries.tsx";
import { consoleControls, resultButtons } from "./console-controls.ts";
import type { ConsoleActions } from "./use-console-actions.ts";

const STATE_TONE: Record<FightView["state"], string> = {
  STANDBY: "tone-standby",
  OPEN: "tone-open",
  LAST_CALL: "tone-last-call",
  CLOSED: "tone-closed",
  DECLARED: "tone-result",
};

type Props = { game: Game; event: BettingEvent; fight: FightView; actions: ConsoleActions };

/** The current fight: its state and pool, the betting steps, next fight, and the result buttons. */
export function CurrentFight({ game, event, fight, actions }: Props) {
  const controls = consoleControls(fight, event);
  const countdown = useLastCallCountdown(fight);
  const { busy } = actions;
  return (
    <section className="card border-0 shadow-sm" aria-label={`Current ${contestNoun(game)}`}>
      <div className="card-body">
        <div className="console-fight mb-3">
          <div>
            <div className="small text-body-secondary text-uppercase fw-semibold">{contestTitle(game)}</div>
            <div className="console-fight-number tabular" data-testid="console-fight-number">
              #{fight.number}
            </div>
          </div>
          <span className={`console-state ${STATE_TONE[fight.state]}`} data-testid="console-fight-state">
            {fight.state === "DECLARED" && fight.result ? RESULT_LABELS[fight.result] : FIGHT_STATE_LABELS[fight.state]}
          </span>
          {countdown.remainingMs === null ? null : (
            <span className="fw-bold tabular text-warning-emphasis" data-testid="console-last-call-countdown">
              {countdown.over ? "closing…" : `closes in ${countdownText(countdown.remainingMs)}`}
            </span>
          )}
          <div className="ms-auto text-end">
            <div className="small text-body-secondary">Pool</div>
            <div className="fs-4 fw-bold tabular" data-testid="console-pool">
              {formatPesos(fight.totalCentavos)}
            </div>
            <div className="small text-body-secondary tabular">{plural(fight.betCount, "bet")}</div>
          </div>
        </div>

        <ConsoleEntries game={game} event={event} fight={fight} />
        <BettingSteps game={game} event={event} fight={fight} actions={actions} closing={countdown.over} />

        <h2 className="h6 text-body-secondary text-uppercase">Declare result</h2>
        <ResultButtons
          game={game}
          event={event}
          target={fight}
          size="lg"
          disabled={!controls.declare || busy}
          cancelDisabled={!controls.cancel || busy}
          actions={actions}
        />
        {!controls.declare && fight.state !== "DECLARED" ? (
          <p className="small text-body-secondary mb-0">Close betting before declaring a result.</p>
        ) : null}
      </div>
    </section>
  );
}

/** Open betting, last call, close betting, then the next fight (or why there is none). */
function BettingSteps({ game, event, fight, actions, closing }: Props & { closing: boolean }) {
  const controls = consoleControls(fight, event);
  const { busy, request } = actions;
  const fightId = fight.id;
  return (
    <div className="console-actions d-flex flex-wrap gap-2 mb-3">
      <button
        type="button"
        className="btn btn-success btn-lg"
        disabled={!controls.open || busy}
        onClick={() => request({ action: "open", fightId }, fight)}
      >
        Open betting
      </button>
      <button
        type="button"
        className="btn btn-warning btn-lg"
        disabled={!controls.lastCall || busy}
        onClick={() => request({ action: "lastCall", fightId }, fight)}
      >
        Last call
      </button>
      <button
        type="button"
        className="btn btn-danger btn-lg"
        // At 0:00 the server is closing it: a second close would only be refused.
        disabled={!controls.close || busy || closing}
        onClick={() => request({ action: "close", fightId }, fight)}
      >
        Close betting
      </button>
      {controls.next ? (
        <button
          type="button"
          className="btn btn-primary btn-lg ms-auto"
          disabled={busy}
          onClick={() => void actions.nextFight()}
        >
          Next {contestNoun(game)} ›
        </button>
      ) : event.status === "ENDED" ? (
        <span className="ms-auto align-self-center small text-body-secondary" data-testid="event-ended-note">
          This event has ended: no more {contestNoun(game)}s.
        </span>
      ) : null}
    </div>
  );
}

type ResultButtonsProps = {
  game: Game;
  event: Pick<BettingEvent, "drawEnabled">;
  target: Parameters<ConsoleActions["request"]>[1];
  size: "lg" | "sm";
  disabled: boolean;
  cancelDisabled: boolean;
  actions: Pick<ConsoleActions, "request">;
};

/** A result button per declarable result, then "Cancel fight"; each asks for confirmation first. */
export function ResultButtons({ game, event, target, size, disabled, cancelDisabled, actions }: ResultButtonsProps) {
  const fightId = target.id;
  return (
    <div className={`d-flex flex-wrap ${size === "lg" ? "gap-2 mb-2" : "align-items-center gap-2"}`}>
      {resultButtons(game, event.drawEnabled).map((result) => (
        <button
          key={result}
          type="button"
          className={`btn btn-${size} declare-button ${sideTone(result)}`}
          disabled={disabled}
          onClick={() => actions.request({ action: "declare", fightId, result }, target)}
        >
          {RESULT_LABELS[result]}
        </button>
      ))}
      <button
        type="button"
        className={`btn btn-${size} btn-outline-danger`}
        disabled={cancelDisabled}
        onClick={() => actions.request({ action: "cancel", fightId }, target)}
      >
        Cancel {contestNoun(game)}
      </button>
    </div>
  );
}
