import type { ReviewDecisionBody } from "@sabong/shared/identity";
import { useId, useMemo, useState } from "react";
import { identityKeys, postDecision } from "../../api/identity.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { pressKeys } from "../../lib/idempotency.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";

type Choice = "reject" | "ask-for-more";

const NOTE: Record<Choice, { label: string; missing: string; confirm: string }> = {
  reject: {
    label: "Reason (the player sees it)",
    missing: "Write the reason the player will see",
    confirm: "Reject",
  },
  "ask-for-more": {
    label: "What the player should send (the player sees it)",
    missing: "Write what the player should send",
    confirm: "Ask for more",
  },
};

const DONE: Record<ReviewDecisionBody["kind"], string> = {
  approve: "Identity approved: the player can bet",
  reject: "Identity rejected: the player sees your reason",
  "ask-for-more": "The player is asked for more",
  close: "Account closed",
};

/**
 * Approve, Reject (with a reason the player sees) or Ask for more (what to send). A decision someone else took
 * first answers 409: its words are shown, and the queue is read again.
 */
export function DecisionPanel({ submissionId, onDecided }: { submissionId: number; onDecided: () => void }) {
  const id = useId();
  const keys = useMemo(() => pressKeys(), []);
  const decide = useInvalidatingMutation(identityKeys.queue(), postDecision);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState<string | null>(null);

  const send = async (decision: ReviewDecisionBody) => {
    const action = JSON.stringify(decision);
    try {
      await decide.mutateAsync({ submissionId, decision, idempotencyKey: keys.keyFor(action) });
      keys.answered(action);
      notify.success(DONE[decision.kind]);
      onDecided();
    } catch (error) {
      // An answer (a refusal, 409 decided already) ends the press; a network failure keeps its key for the retry.
      if (error instanceof ApiError) keys.answered(action);
    }
  };

  const confirm = () => {
    if (!choice) return;
    const text = note.trim();
    if (text === "") return setMissing(NOTE[choice].missing);
    void send(choice === "reject" ? { kind: "reject", reason: text } : { kind: "ask-for-more", request: text });
  };

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
          <button
            type="button"
            className="btn btn-success"
            disabled={decide.isPending}
            onClick={() => void send({ kind: "approve" })}
          >
            Approve
          </button>
          <button
            type="button"
            className={`btn ${choice === "reject" ? "btn-danger" : "btn-outline-danger"}`}
            aria-pressed={choice === "reject"}
            onClick={() => {
              setChoice("reject");
              setMissing(null);
            }}
          >
            Reject
          </button>
          <button
            type="button"
            className={`btn ${choice === "ask-for-more" ? "btn-dark" : "btn-outline-dark"}`}
            aria-pressed={choice === "ask-for-more"}
            onClick={() => {
              setChoice("ask-for-more");
              setMissing(null);
            }}
          >
            Ask for more
          </button>
        </div>
        {choice ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <label htmlFor={`${id}-note`} className="form-label">
              {NOTE[choice].label}
            </label>
            <textarea
              id={`${id}-note`}
              className={`form-control${missing ? " is-invalid" : ""}`}
              rows={3}
              maxLength={500}
              value={note}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? `${id}-note-error` : undefined}
              onChange={(event) => {
                setNote(event.target.value);
                setMissing(null);
              }}
            />
            {missing ? (
              <div id={`${id}-note-error`} className="invalid-feedback">
                {missing}
              </div>
            ) : null}
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
