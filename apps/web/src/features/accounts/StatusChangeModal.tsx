import type { HierarchyUser } from "@sabong/shared/users";
import { useId, useState } from "react";
import {
  accountKeys,
  postAdminReactivate,
  postAdminSuspend,
  postReactivateDownline,
  postSuspendDownline,
} from "../../api/accounts.ts";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";

export type StatusChange = { user: HierarchyUser; action: "suspend" | "reactivate" };

type Scope = "admin" | "tree";
type StatusRequest = (change: { userId: number; reason?: string }) => Promise<HierarchyUser>;

/** The admin's routes reach any account; an agent's (tree) only accounts of its tree. */
const REQUESTS: Record<Scope, Record<StatusChange["action"], StatusRequest>> = {
  admin: { suspend: postAdminSuspend, reactivate: postAdminReactivate },
  tree: { suspend: postSuspendDownline, reactivate: postReactivateDownline },
};

/** An optional reason, kept in the audit log. */
export function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) {
  return (
    <>
      <label htmlFor={id} className="form-label">
        Reason (optional, kept in the audit log)
      </label>
      <textarea
        id={id}
        className="form-control"
        rows={2}
        maxLength={200}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/**
 * Confirms a suspension (with an optional reason kept in the audit) or a reactivation, through the admin's routes
 * (`scope` admin) or the tree routes an agent uses (`scope` tree).
 */
export function StatusChangeModal({
  change,
  scope,
  onClose,
}: {
  change: StatusChange;
  scope: Scope;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const { user, action } = change;
  const mutation = useInvalidatingMutation(accountKeys.all, REQUESTS[scope][action]);
  const once = useSingleFlight();
  const suspend = action === "suspend";

  const confirm = () => {
    once(async () => {
      await mutation.mutateAsync({ userId: user.id, reason: (suspend && reason.trim()) || undefined });
      notify.success(suspend ? `${user.username} is suspended` : `${user.username} is active again`);
      onClose();
    });
  };

  return (
    <ConfirmModal
      title={suspend ? `Suspend ${user.username}?` : `Reactivate ${user.username}?`}
      confirmLabel={suspend ? "Suspend" : "Reactivate"}
      busyLabel={suspend ? "Suspending…" : "Reactivating…"}
      tone={suspend ? "danger" : "success"}
      busy={mutation.isPending}
      error={mutation.error?.message ?? null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {suspend ? (
        <>
          <p>
            <strong>{user.username}</strong> ({user.name}) will be signed out at once and cannot log in until
            reactivated. Their points stay where they are.
          </p>
          <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
        </>
      ) : (
        <p className="mb-0">
          <strong>{user.username}</strong> ({user.name}) will be able to log in again.
        </p>
      )}
    </ConfirmModal>
  );
}
