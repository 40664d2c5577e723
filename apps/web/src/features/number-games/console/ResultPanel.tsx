import type { DrawView } from "@sabong/shared/number-games";
import { useEffect, useId, useState } from "react";
import { formatDateTime } from "../../../lib/format.ts";
import { CommandButton, ConsolePanel } from "./ConsoleParts.tsx";
import { isPlatformDrawn, type ResultStep, resultsWaitReason, seedResultOf } from "./draw-controls.ts";
import { EnterResultForm } from "./EnterResultForm.tsx";
import { ExpectedEndControl } from "./ExpectedEndControl.tsx";
import type { DrawActions } from "./use-draw-actions.ts";

type Props = { draw: DrawView; step: ResultStep; actions: DrawActions };

/**
 * The draw's result: entered here (suertres: the combination; game-ending: the scores), confirmed or rejected;
 * platform draws are never entered: a reverted one settles again from its revealed seed.
 */
export function ResultPanel({ draw, step, actions }: Props) {
  return (
    <ConsolePanel titleId="draw-result-title" title="Result">
      {draw.result ? (
        <p className="display-6 fw-semibold tabular mb-2" data-testid="draw-result">
          {draw.result}
          {draw.scores ? (
            <span className="fs-6 text-body-secondary ms-2">
              ({draw.scores.home}–{draw.scores.away})
            </span>
          ) : null}
        </p>
      ) : null}
      <ExpectedEndControl draw={draw} actions={actions} />
      <ResultStepBody draw={draw} step={step} actions={actions} />
    </ConsolePanel>
  );
}

/**
 * Why results cannot be entered or confirmed yet, on the server's clock (the view's serverNow against this
 * browser's), re-read when the time comes so the buttons enable by themselves; null once they can.
 */
function useResultsWait(draw: DrawView): string | null {
  const [offsetMs] = useState(() => Date.parse(draw.serverNow) - Date.now());
  const [, setTick] = useState(0);
  const reason = resultsWaitReason(draw, Date.now() + offsetMs);
  const fromMs = draw.resultsFrom ? Date.parse(draw.resultsFrom) : null;
  useEffect(() => {
    if (reason === null || fromMs === null) return;
    // setTimeout holds at most ~24.8 days; a later time is re-checked then.
    const waitMs = Math.min(fromMs - (Date.now() + offsetMs) + 250, 2_000_000_000);
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(waitMs, 250));
    return () => clearTimeout(timer);
  }, [reason, fromMs, offsetMs]);
  return reason;
}

function ResultStepBody({ draw, step, actions }: Props) {
  const wait = useResultsWait(draw);
  const waitId = useId();
  const waitNote = wait ? (
    <p className="text-body-secondary mb-2" id={waitId} data-testid="results-wait">
      {wait}
      {draw.expectedEndAt ? " (the expected end of the game)" : " (the official draw time)"}.
    </p>
  ) : null;
  if (step === "enter")
    return <EnterResultForm draw={draw} actions={actions} wait={wait} waitId={waitId} waitNote={waitNote} />;
  if (step === "settle") {
    const result = seedResultOf(draw);
    return (
      <>
        <p className="mb-2" data-testid="seed-result">
          Reverted: the draw is back to CLOSED. Its revealed seed gives{" "}
          <strong className="tabular">{result ?? "no result"}</strong>; settling again pays on that result.
        </p>
        <CommandButton actions={actions} command="settle" className="btn-primary">
          Settle again from the seed
        </CommandButton>
      </>
    );
  }
  if (step === "waiting") {
    return (
      <div className="alert alert-info mb-0" role="status">
        You entered this result: waiting for a second operator to confirm it.
      </div>
    );
  }
  if (step === "confirm") {
    return (
      <>
        <p className="mb-2">
          Entered by <strong>{draw.resultEnteredBy ?? "another operator"}</strong>. Check it against the official
          source, then confirm (settles the draw) or reject it.
        </p>
        {waitNote}
        <div className="d-flex gap-2">
          <CommandButton
            actions={actions}
            command="confirm"
            className="btn-primary"
            disabledReasonId={wait ? waitId : undefined}
          >
            Confirm result
          </CommandButton>
          <CommandButton actions={actions} command="reject" className="btn-outline-danger">
            Reject result
          </CommandButton>
        </div>
      </>
    );
  }
  return <p className="text-body-secondary mb-0">{resultNote(draw)}</p>;
}

/** What the panel says when there is nothing to do. */
export function resultNote(draw: DrawView): string {
  switch (draw.state) {
    case "SETTLED":
      return draw.resultConfirmedBy
        ? `Entered by ${draw.resultEnteredBy ?? "—"}, confirmed by ${draw.resultConfirmedBy}.`
        : isPlatformDrawn(draw.game)
          ? "Drawn by the platform from the published seed."
          : `Entered by ${draw.resultEnteredBy ?? "—"}.`;
    case "CANCELLED":
      return `Cancelled: ${draw.cancelledReason ?? "no reason given"}. Every stake was refunded.`;
    default:
      return isPlatformDrawn(draw.game)
        ? `The platform draws the number at ${formatDateTime(draw.drawAt)} and settles the draw at once.`
        : `The result can be entered once betting closes (cut-off ${formatDateTime(draw.cutoffAt)}) and from ${formatDateTime(draw.resultsFrom ?? draw.drawAt)}.`;
  }
}
