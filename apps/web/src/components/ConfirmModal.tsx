import type { ReactNode } from "react";
import { ErrorAlert } from "./ErrorAlert.tsx";
import { Modal } from "./Modal.tsx";
import { ModalActions } from "./ModalActions.tsx";

type Props = {
  title: string;
  /** What will happen, in words (amounts, who). */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the request runs. */
  busyLabel?: string;
  tone?: "primary" | "danger" | "success" | "warning";
  busy: boolean;
  /** Keeps the confirm button disabled (e.g. a required reason is still missing). */
  confirmDisabled?: boolean;
  /** The last attempt's failure; confirming again retries the same action. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * "Are you sure?" before anything that moves money or changes an account. The confirm button is disabled while the
 * request runs (a double click sends nothing twice); after a failure it reads "Try again" and repeats the same action.
 */
export function ConfirmModal({
  title,
  children,
  confirmLabel,
  busyLabel = "Working…",
  tone = "primary",
  busy,
  confirmDisabled = false,
  error,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      busy={busy}
      footer={
        <ModalActions
          onCancel={onCancel}
          busy={busy}
          label={error ? "Try again" : confirmLabel}
          busyLabel={busyLabel}
          className={`btn btn-${tone}`}
          onConfirm={onConfirm}
          disabled={confirmDisabled}
        />
      }
    >
      {children}
      <ErrorAlert error={error} className="py-2 mt-3 mb-0" />
    </Modal>
  );
}
