import { combinationError, combinationFromScores, type DrawView, scoresSchema } from "@sabong/shared/number-games";
import type { ReactNode } from "react";
import { useId, useState } from "react";
import { onSubmitted } from "../../../components/FormCard.tsx";
import type { DrawActions } from "./use-draw-actions.ts";

type Props = {
  draw: DrawView;
  actions: DrawActions;
  /** Why results cannot be entered yet; null once they can. */
  wait: string | null;
  waitId: string;
  waitNote: ReactNode;
};

/** A score as typed: digits only, else NaN (refused by the scores schema). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The result as typed (the combination, or home and away scores and the combination they make), checked on submit;
 * a good one goes to the confirmation dialog.
 */
function useEnterResult(draw: DrawView, actions: DrawActions, wait: string | null) {
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

  return { combination, setCombination, home, setHome, away, setAway, error, byScores, fromScores, submit };
}

type EnterResult = ReturnType<typeof useEnterResult>;

/** Suertres: the winning combination; game-ending: home and away scores, showing the combination they make. */
export function EnterResultForm({ draw, actions, wait, waitId, waitNote }: Props) {
  const id = useId();
  const form = useEnterResult(draw, actions, wait);
  return (
    <form noValidate onSubmit={onSubmitted(form.submit)}>
      {form.byScores ? (
        <ScoreFields id={id} draw={draw} form={form} />
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
            value={form.combination}
            onChange={(e) => form.setCombination(e.target.value)}
          />
        </div>
      )}
      {form.error ? (
        <div className="text-danger small my-2" role="alert">
          {form.error}
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

/** Home and away scores, and the combination they make. */
function ScoreFields({ id, draw, form }: { id: string; draw: DrawView; form: EnterResult }) {
  return (
    <div className="row g-2 align-items-end">
      <ScoreInput
        id={`${id}-home`}
        label={`Home score (${draw.matchup?.home})`}
        value={form.home}
        onChange={form.setHome}
      />
      <ScoreInput
        id={`${id}-away`}
        label={`Away score (${draw.matchup?.away})`}
        value={form.away}
        onChange={form.setAway}
      />
      <div className="col-md-4">
        <p className="mb-2" aria-live="polite" data-testid="scores-combination">
          Combination: <strong className="tabular">{form.fromScores ?? "—"}</strong>
        </p>
      </div>
    </div>
  );
}

type ScoreProps = { id: string; label: string; value: string; onChange: (text: string) => void };

function ScoreInput({ id, label, value, onChange }: ScoreProps) {
  return (
    <div className="col-6 col-md-4">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-control tabular"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
