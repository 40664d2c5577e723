import { type ReactNode, useEffect, useId, useRef } from "react";

type Props = {
  title: string;
  /** Called on Escape, the close button and Cancel-like buttons; ignored while `busy`. */
  onClose: () => void;
  /** While true the dialog cannot be dismissed (a request is on its way). */
  busy?: boolean;
  children: ReactNode;
  /** Buttons of the footer. */
  footer?: ReactNode;
  size?: "sm" | "lg";
  /** Wraps body and footer in a form (submit with Enter). */
  onSubmit?: () => void;
};

/**
 * A Bootstrap modal drawn by React (no Bootstrap JS): centred, scrollable on small screens, closes on Escape, keeps
 * the page behind from scrolling, and moves focus into itself on open and back to where it was on close.
 * Render it only while open.
 */
export function Modal({ title, onClose, busy = false, children, footer, size, onSubmit }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  const latestBusy = useRef(busy);
  useEffect(() => {
    latestClose.current = onClose;
    latestBusy.current = busy;
  });

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.current?.querySelector<HTMLElement>(
      "[data-autofocus], input:not([disabled]), select:not([disabled]), textarea:not([disabled])",
    );
    (first ?? dialog.current)?.focus();
    document.body.classList.add("modal-open");
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !latestBusy.current) latestClose.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("modal-open");
      before?.focus();
    };
  }, []);

  const content = (
    <>
      <div className="modal-header">
        <h2 className="modal-title h5" id={titleId}>
          {title}
        </h2>
        <button type="button" className="btn-close" aria-label="Close" onClick={onClose} disabled={busy} />
      </div>
      <div className="modal-body">{children}</div>
      {footer ? <div className="modal-footer">{footer}</div> : null}
    </>
  );

  return (
    <>
      <div
        ref={dialog}
        className="modal d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={`modal-dialog modal-dialog-centered modal-dialog-scrollable${size ? ` modal-${size}` : ""}`}>
          {onSubmit ? (
            <form
              className="modal-content"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit();
              }}
            >
              {content}
            </form>
          ) : (
            <div className="modal-content">{content}</div>
          )}
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
