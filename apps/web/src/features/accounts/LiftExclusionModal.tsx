import { manilaMomentText, type ResponsibleGamingRow } from "@sabong/shared/protection";
import { useId, useState } from "react";
import { postLift, protectionKeys } from "../../api/protection.ts";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { ReasonField } from "../../components/ReasonField.tsx";
import { sendPress } from "../../lib/idempotency.ts";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { usePressKeys } from "../../lib/use-press-keys.ts";

/**
 * Lifts a self-exclusion past its first six months: only at the player's written request (a box to tick) and with a
 * reason, both kept in the audit log. A retry after a lost answer carries the same key.
 */
export function LiftExclusionModal({ row, onClose }: { row: ResponsibleGamingRow; onClose: () => void }) {
  const id = useId();
  const [writtenRequest, setWrittenRequest] = useState(false);
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const keys = usePressKeys();
  const lift = useInvalidatingMutation(protectionKeys.all, (body: { reason: string }) =>
    sendPress(keys, `lift ${row.userId}`, (idempotencyKey) =>
      postLift(row.userId, { writtenRequest: true, reason: body.reason, idempotencyKey }),
    ),
  );
  const once = useSingleFlight();
  const reasonError = tried && reason.trim() === "" ? "Give a reason" : null;
  const requestError = tried && !writtenRequest ? "Lifting needs the player's written request" : null;

  const confirm = () => {
    setTried(true);
    if (!writtenRequest || reason.trim() === "") return;
    once(async () => {
      await lift.mutateAsync({ reason: reason.trim() });
      notify.success(`The self-exclusion of ${row.username} is lifted`);
      onClose();
    });
  };

  const endsAt = row.restriction ? manilaMomentText(Date.parse(row.restriction.endsAt)) : "";
  return (
    <ConfirmModal
      title={`Lift the self-exclusion of ${row.username}?`}
      confirmLabel="Lift it"
      busyLabel="Lifting…"
      tone="danger"
      busy={lift.isPending}
      error={lift.error?.message ?? null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        <strong>{row.username}</strong> is self-excluded until {endsAt}. Lifting it lets them bet and be loaded again at
        once. Do this only when the player asked for it in writing.
      </p>
      <div className="form-check mb-3">
        <input
          id={`${id}-written`}
          type="checkbox"
          className={`form-check-input${requestError ? " is-invalid" : ""}`}
          checked={writtenRequest}
          onChange={(event) => setWrittenRequest(event.target.checked)}
          aria-describedby={requestError ? `${id}-written-error` : undefined}
        />
        <label className="form-check-label" htmlFor={`${id}-written`}>
          The player asked for this in writing
        </label>
        {requestError ? (
          <div className="invalid-feedback" id={`${id}-written-error`}>
            {requestError}
          </div>
        ) : null}
      </div>
      <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} error={reasonError} maxLength={500} />
    </ConfirmModal>
  );
}
