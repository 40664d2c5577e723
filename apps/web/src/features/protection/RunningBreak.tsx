import { addManilaMonths, manilaMomentText, type RestrictionView } from "@sabong/shared/protection";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { postExtendExclusion, protectionKeys } from "../../api/protection.ts";
import { userKeys } from "../../api/user.ts";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { notify } from "../../lib/toast.tsx";
import { useConfirmedAction } from "../../lib/use-keyed-action.ts";
import { EXTENSION_CHOICES } from "./break-text.ts";
import { ChoiceButtons } from "./ChoiceButtons.tsx";
import { restrictionSentence } from "./restriction-text.ts";

/** A running time-out or self-exclusion: its end, whether anyone can lift it, and (an exclusion) making it longer. */
export function RunningBreak({ restriction }: { restriction: RestrictionView }) {
  const queryClient = useQueryClient();
  const [months, setMonths] = useState(6);
  const endsAtMs = Date.parse(restriction.endsAt);
  const action = useConfirmedAction<{ months: number }, unknown>({
    send: (draft, idempotencyKey) => postExtendExclusion(draft.months, idempotencyKey),
    onDone: () => {
      notify.success("Your self-exclusion was extended.");
      void queryClient.invalidateQueries({ queryKey: protectionKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.detail() });
    },
  });
  const irrevocable = Date.parse(restriction.irrevocableUntil);

  return (
    <div className="card border-0 shadow-sm">
      <div className="card-body">
        <p className="fw-semibold">{restrictionSentence(restriction)}</p>
        <p className="small text-body-secondary">
          {restriction.kind === "time-out"
            ? "A time-out cannot be ended early. Betting, tickets and loads are paused until then."
            : irrevocable > Date.now()
              ? `It cannot be lifted by anyone before ${manilaMomentText(irrevocable)}. After that only an admin can lift it, at your written request.`
              : "Only an admin can lift it early, at your written request."}
        </p>
        {restriction.kind === "self-exclusion" ? (
          <>
            <ChoiceButtons legend="Make it longer by" options={EXTENSION_CHOICES} value={months} onChange={setMonths} />
            <button type="button" className="btn btn-danger" onClick={() => action.review({ months })}>
              Extend my self-exclusion
            </button>
          </>
        ) : null}
      </div>
      {action.pending ? (
        <ConfirmModal
          title="Extend your self-exclusion?"
          confirmLabel="Extend it"
          tone="danger"
          busy={action.busy}
          error={action.error?.message ?? null}
          onConfirm={action.confirm}
          onCancel={action.cancel}
        >
          It will end on <strong>{manilaMomentText(addManilaMonths(endsAtMs, action.pending.months))}</strong> instead
          of {manilaMomentText(endsAtMs)}. Betting and loads stay paused until then.
        </ConfirmModal>
      ) : null}
    </div>
  );
}
