import { formatPesos } from "@sabong/shared/money";
import {
  DAY_MS,
  durationText,
  manilaMomentText,
  type SessionAnswerBody,
  type SessionView,
} from "@sabong/shared/protection";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { postSessionAnswer, protectionKeys } from "../../api/protection.ts";
import { playSessionQuery } from "../../api/protection-session.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { Modal } from "../../components/Modal.tsx";
import { logout } from "../../lib/session.ts";

type Answer = SessionAnswerBody["answer"];

const peso = (centavos: number) => formatPesos(centavos, { symbol: true });

/**
 * The reality check over any player screen, shown by RealityCheckGate when due. The play session is the server's, so a reload or a second tab shows the
 * same figures and the same due time; the dialog stays until answered: Continue, Take a break (a 24-hour time-out,
 * which signs out) or Sign out.
 */
export function RealityCheck() {
  // The gate's query (RealityCheckGate.tsx): it asks again when the check falls due.
  const session = useQuery({ ...playSessionQuery(), refetchOnMount: false });
  const answer = useRealityAnswer();

  const figures = session.data;
  if (!figures?.due) return null;
  const busy = answer.isPending;

  return (
    <Modal
      title="Reality check"
      onClose={() => undefined}
      dismissible={false}
      busy={busy}
      footer={
        <div className="d-flex flex-wrap gap-2 w-100 justify-content-end">
          <button
            type="button"
            className="btn btn-outline-light"
            disabled={busy}
            onClick={() => answer.mutate("sign-out")}
          >
            Sign out
          </button>
          <button type="button" className="btn btn-warning" disabled={busy} onClick={() => answer.mutate("break")}>
            Take a break (24 hours)
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-autofocus
            disabled={busy}
            onClick={() => answer.mutate("continue")}
          >
            Continue
          </button>
        </div>
      }
    >
      <SessionFigures figures={figures} />
      <ErrorAlert error={answer.error} className="py-2 mt-3 mb-0" />
    </Modal>
  );
}

/** The player's answer: Continue waits for the fresh session; a break or signing out ends this one. */
function useRealityAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (chosen: Answer) => {
      await postSessionAnswer(chosen);
      // After Continue the dialog waits for the fresh session (no longer due) rather than closing and reopening.
      if (chosen === "continue") await queryClient.refetchQueries({ queryKey: protectionKeys.session() });
    },
    onSuccess: (_answer, chosen) => {
      if (chosen === "break") {
        const until = manilaMomentText(Date.now() + DAY_MS);
        logout(
          `You are taking a 24-hour break, until ${until}, and were signed out everywhere. You can still sign in to see your bets and account.`,
        );
      } else if (chosen === "sign-out") {
        logout("You signed out after the reality check.");
      }
    },
  });
}

/** This session so far: time signed in, staked, the net result, and how often the check shows. */
function SessionFigures({ figures }: { figures: SessionView }) {
  return (
    <>
      <p>
        You have been playing for <strong>{durationText(figures.playedMs)}</strong>. Here is this session so far:
      </p>
      <dl className="row mb-2">
        <dt className="col-7 fw-normal">Time signed in</dt>
        <dd className="col-5 text-end tabular fw-semibold" data-testid="reality-played">
          {durationText(figures.playedMs)}
        </dd>
        <dt className="col-7 fw-normal">Staked</dt>
        <dd className="col-5 text-end tabular fw-semibold" data-testid="reality-staked">
          {peso(figures.stakedCentavos)}
        </dd>
        <dt className="col-7 fw-normal">Net result</dt>
        <dd className="col-5 text-end tabular fw-semibold" data-testid="reality-net">
          {formatPesos(figures.netCentavos, { symbol: true, signed: true })}
        </dd>
      </dl>
      <p className="small text-body-secondary mb-0">
        Take a break signs you out and pauses betting for 24 hours; it cannot be ended early. This check shows every{" "}
        {figures.intervalMinutes} minutes.
      </p>
    </>
  );
}
