import { type ReactNode, useEffect, useId, useRef } from "react";

type Props = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Colour of the confirm button. */
  tone?: "danger" | "primary" | "warning" | "success";
  busy?: boolean;
  /** Keeps the confirm button disabled (e.g. a required reason is still missing). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal asking to confirm an irreversible step; Escape and Cancel close it (not while busy). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = "primary",
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: Props) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    confirmRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !busy) onCancel();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [busy, onCancel]);

  return (
    <>
      <div className="modal d-block" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id={titleId}>
                {title}
              </h2>
              <button type="button" className="btn-close" aria-label="Close" onClick={onCancel} disabled={busy} />
            </div>
            <div className="modal-body">{children}</div>
            <div className="modal-footer">
              <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
                Cancel
              </button>
              <button
                ref={confirmRef}
                type="button"
                className={`btn btn-${tone}`}
                onClick={onConfirm}
                disabled={busy || confirmDisabled}
              >
                {busy ? "Working…" : confirmLabel}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
