import { combinationError, combinationFromScores, type DrawView, scoresSchema } from "@sabong/shared/number-games";
import { useId, useState } from "react";
import { onSubmitted } from "../../../components/FormCard.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { CommandButton, ConsolePanel } from "./ConsoleParts.tsx";
import { isPlatformDrawn, type ResultStep, seedResultOf } from "./draw-controls.ts";
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
      <ResultStepBody draw={draw} step={step} actions={actions} />
    </ConsolePanel>
  );
}

function ResultStepBody({ draw, step, actions }: Props) {
  if (step === "enter") return <EnterResultForm draw={draw} actions={actions} />;
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
        <div className="d-flex gap-2">
          <CommandButton actions={actions} command="confirm" className="btn-primary">
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
        : `The result can be entered once betting closes (cut-off ${formatDateTime(draw.cutoffAt)}).`;
  }
}

/** Suertres: the winning combination; game-ending: home and away scores, showing the combination they make. */
function EnterResultForm({ draw, actions }: Omit<Props, "step">) {
  const id = useId();
  const [combination, setCombination] = useState("");
  const [home, setHome] = useState("");
  const [away, setAway] = useState("");
  const [error, setError] = useState<string | null>(null);
  const byScores = draw.matchup !== null;

  const scores = scoresSchema.safeParse({ home: wholeNumber(home), away: wholeNumber(away) });
  const fromScores = scores.success ? combinationFromScores(scores.data) : null;

  const submit = () => {
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
      <button type="submit" className="btn btn-primary mt-2" disabled={actions.busy}>
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
