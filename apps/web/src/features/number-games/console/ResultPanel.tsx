import { combinationError, combinationFromScores, type DrawView, scoresSchema } from "@sabong/shared/number-games";
import type { ReactNode } from "react";
import { useEffect, useId, useState } from "react";
import { onSubmitted } from "../../../components/FormCard.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { CommandButton, ConsolePanel } from "./ConsoleParts.tsx";
import { isPlatformDrawn, type ResultStep, resultsWaitReason, seedResultOf } from "./draw-controls.ts";
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

/** Suertres: the winning combination; game-ending: home and away scores, showing the combination they make. */
function EnterResultForm({
  draw,
  actions,
  wait,
  waitId,
  waitNote,
}: Omit<Props, "step"> & { wait: string | null; waitId: string; waitNote: ReactNode }) {
  const id = useId();
  const [combination, setCombination] = useState("");
  const [home, setHome] = useState("");
  const [away, setAway] = useState("");
  const [error, setError] = useState<string | null>(null);
  const byScores = draw.matchup !== null;

  const scores = scoresSchema.safeParse({ home: wholeNumber(home), away: wholeNumber(away) });
  const fromScores = scores.success ? combinationFromScores(scores.data) : null;

  const submit = () => {
    if (wait) return setError(wait);
    if (byScores) {
      if (!scores.success || fromScores === null) return setError("Enter both scores as whole numbers (0–999)");
      setError(null);
      actions.request({ kind: "result", body: { scores: scores.data }, combination: fromScores });
      return;
    }
    const text = combination.trim();
    const problem = combinationError(draw.game, text);
    if (problem) return setError(problem);
    setError(null);
    actions.request({ kind: "result", body: { combination: text }, combination: text });
  };

  return (
    <form noValidate onSubmit={onSubmitted(submit)}>
      {byScores ? (
        <div className="row g-2 align-items-end">
          <div className="col-6 col-md-4">
            <label className="form-label" htmlFor={`${id}-home`}>
              Home score ({draw.matchup?.home})
            </label>
            <input
              id={`${id}-home`}
              className="form-control tabular"
              inputMode="numeric"
              value={home}
              onChange={(e) => setHome(e.target.value)}
            />
          </div>
          <div className="col-6 col-md-4">
            <label className="form-label" htmlFor={`${id}-away`}>
              Away score ({draw.matchup?.away})
            </label>
            <input
              id={`${id}-away`}
              className="form-control tabular"
              inputMode="numeric"
              value={away}
              onChange={(e) => setAway(e.target.value)}
            />
          </div>
          <div className="col-md-4">
            <p className="mb-2" aria-live="polite" data-testid="scores-combination">
              Combination: <strong className="tabular">{fromScores ?? "—"}</strong>
            </p>
          </div>
        </div>
      ) : (
        <div className="mb-2">
          <label className="form-label" htmlFor={`${id}-combination`}>
            Winning combination (official draw)
          </label>
          <input
            id={`${id}-combination`}
            className="form-control form-control-lg tabular w-auto"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={combination}
            onChange={(e) => setCombination(e.target.value)}
          />
        </div>
      )}
      {error ? (
        <div className="text-danger small my-2" role="alert">
          {error}
        </div>
      ) : null}
      {waitNote}
      <button
        type="submit"
        className="btn btn-primary mt-2"
        disabled={actions.busy || wait !== null}
        aria-describedby={wait ? waitId : undefined}
      >
        Enter result…
      </button>
      {draw.terms.confirmResults ? (
        <p className="form-text mb-0">A second operator confirms the result before the draw settles.</p>
      ) : null}
    </form>
  );
}

/** A score as typed: digits only, else NaN (refused by the scores schema). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
