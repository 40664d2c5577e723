import { passwordSchema } from "@sabong/shared/auth";
import { firstIssueMessage } from "@sabong/shared/contracts";
import type { HierarchyUser } from "@sabong/shared/users";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { postResetPassword } from "../../api/accounts.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { InputField } from "../../components/InputField.tsx";
import { Modal } from "../../components/Modal.tsx";
import { ModalActions } from "../../components/ModalActions.tsx";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";

type NewPasswordProps = {
  id: string;
  label: string;
  /** Shown under the input until there is an error. */
  hint?: string;
  /** The wrapper's classes. */
  className?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
};

/** A new password's label, input and message (typed once with its hint, then again). */
function NewPasswordField({ id, label, hint, className, error, value, onChange }: NewPasswordProps) {
  return (
    <div className={className}>
      <InputField
        id={id}
        label={label}
        type="password"
        autoComplete="new-password"
        className={`form-control${error ? " is-invalid" : ""}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <div className={error ? "invalid-feedback" : "form-text"}>{error ?? hint}</div>
      ) : error ? (
        <div className="invalid-feedback">{error}</div>
      ) : null}
    </div>
  );
}

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
      <NewPasswordField
        id={`${id}-password`}
        label="New password"
        hint="At least 8 characters."
        className="mb-3"
        error={errors.password}
        value={password}
        onChange={setPassword}
      />
      <NewPasswordField
        id={`${id}-confirm`}
        label="Confirm new password"
        error={errors.confirm}
        value={confirm}
        onChange={setConfirm}
      />
    </Modal>
  );
}
