import { useId } from "react";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { NoteField } from "./note-field.tsx";
import { type Choice, NOTE, useDecision } from "./use-decision.ts";

/**
 * Approve, Reject (with a reason the player sees) or Ask for more (what to send). A decision someone else took
 * first answers 409: its words are shown, and the queue is read again.
 */
export function DecisionPanel({ submissionId, onDecided }: { submissionId: number; onDecided: () => void }) {
  const id = useId();
  const decision = useDecision(submissionId, onDecided);
  const { decide, choice } = decision;
  const conflict = decide.error instanceof ApiError && decide.error.status === 409;
  return (
    <section className="card border-0 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h3 id={`${id}-title`} className="h6 mb-3">
          Decision
        </h3>
        <ErrorAlert error={decide.error} className="py-2">
          {conflict ? `Already decided: ${decide.error?.message}. The queue has been read again.` : undefined}
        </ErrorAlert>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <button type="button" className="btn btn-success" disabled={decide.isPending} onClick={decision.approve}>
            Approve
          </button>
          <ChoiceButton choice="reject" chosen={choice} tone="danger" onChoose={decision.choose} />
          <ChoiceButton choice="ask-for-more" chosen={choice} tone="dark" onChoose={decision.choose} />
        </div>
        {choice ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              decision.confirm();
            }}
          >
            <NoteField
              id={`${id}-note`}
              label={NOTE[choice].label}
              rows={3}
              value={decision.note}
              error={decision.missing}
              onChange={decision.changeNote}
            />
            <button
              type="submit"
              className={`btn mt-2 ${choice === "reject" ? "btn-danger" : "btn-dark"}`}
              disabled={decide.isPending}
            >
              {decide.isPending ? "Sending…" : NOTE[choice].confirm}
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
}

/** Reject or Ask for more: pressed while chosen, its note's form then open below. */
function ChoiceButton({
  choice,
  chosen,
  tone,
  onChoose,
}: {
  choice: Choice;
  chosen: Choice | null;
  tone: "danger" | "dark";
  onChoose: (choice: Choice) => void;
}) {
  return (
    <button
      type="button"
      className={`btn ${chosen === choice ? `btn-${tone}` : `btn-outline-${tone}`}`}
      aria-pressed={chosen === choice}
      onClick={() => onChoose(choice)}
    >
      {NOTE[choice].confirm}
    </button>
  );
}
