type Props = {
  onCancel: () => void;
  /** A request is on its way: both buttons are disabled and the action says so. */
  busy: boolean;
  label: string;
  busyLabel?: string;
  /** The action button's classes ("btn btn-primary"). */
  className?: string;
  /** A button that acts by itself (and takes the focus); without it the action submits the modal's form. */
  onConfirm?: () => void;
  /** Keeps the action disabled (e.g. a required reason is still missing). */
  disabled?: boolean;
};

/** The footer of a modal: Cancel, and the action with its text while it runs. */
export function ModalActions({
  onCancel,
  busy,
  label,
  busyLabel = "Saving…",
  className = "btn btn-primary",
  onConfirm,
  disabled = false,
}: Props) {
  return (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button
        type={onConfirm ? "button" : "submit"}
        className={className}
        onClick={onConfirm}
        disabled={busy || disabled}
        data-autofocus={onConfirm ? true : undefined}
      >
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
