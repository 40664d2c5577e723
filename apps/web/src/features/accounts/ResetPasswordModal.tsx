import { passwordSchema } from "@sabong/shared/auth";
import { firstIssueMessage } from "@sabong/shared/contracts";
import type { HierarchyUser } from "@sabong/shared/users";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { postResetPassword } from "../../api/accounts.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { Modal } from "../../components/Modal.tsx";
import { ModalActions } from "../../components/ModalActions.tsx";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";

/** The admin sets a new password for an account; its sessions are signed out by the server. */
export function ResetPasswordModal({ user, onClose }: { user: HierarchyUser; onClose: () => void }) {
  const id = useId();
  const reset = useMutation({ mutationFn: postResetPassword });
  const once = useSingleFlight();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const submit = () => {
    const parsed = passwordSchema.safeParse(password);
    const next: typeof errors = {};
    if (!parsed.success) next.password = firstIssueMessage(parsed.error.issues, "Enter a password", "Password");
    if (confirm !== password) next.confirm = "The passwords do not match";
    setErrors(next);
    if (next.password || next.confirm) return;
    once(async () => {
      const { message } = await reset.mutateAsync({ userId: user.id, newPassword: password });
      notify.success(`${user.username}: ${message}`);
      onClose();
    });
  };

  return (
    <Modal
      title={`Reset password of ${user.username}`}
      onClose={onClose}
      busy={reset.isPending}
      onSubmit={submit}
      footer={<ModalActions onCancel={onClose} busy={reset.isPending} label="Reset password" />}
    >
      <p className="small text-body-secondary">
        {user.name} will be signed out everywhere and must log in with the new password. Tell it to them privately.
      </p>
      <ErrorAlert error={reset.error} className="py-2" />
      <div className="mb-3">
        <label htmlFor={`${id}-password`} className="form-label">
          New password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          className={`form-control${errors.password ? " is-invalid" : ""}`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className={errors.password ? "invalid-feedback" : "form-text"}>
          {errors.password ?? "At least 8 characters."}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-confirm`} className="form-label">
          Confirm new password
        </label>
        <input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          className={`form-control${errors.confirm ? " is-invalid" : ""}`}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        {errors.confirm ? <div className="invalid-feedback">{errors.confirm}</div> : null}
      </div>
    </Modal>
  );
}
