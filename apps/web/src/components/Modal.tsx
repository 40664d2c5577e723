import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";

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
  /**
   * False for a dialog that must be answered with one of its buttons (the reality check): no close button, and
   * Escape does nothing.
   */
  dismissible?: boolean;
};

type DialogState = Required<Pick<Props, "onClose" | "busy" | "dismissible">>;

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** The open dialogs, newest last: only the top one takes Escape and Tab (the reality check can open over another). */
const openDialogs: HTMLElement[] = [];

/** Tab and Shift+Tab go round the dialog's own controls: the page behind is out of reach while it is open. */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement | null): void {
  if (event.key !== "Tab" || !dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !dialog.contains(active);
  if (event.shiftKey && (active === first || active === dialog || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The open dialog's life: focus moved in on open and back on close, the page behind kept from scrolling, Escape
 * closing it (unless busy or not dismissible) and Tab kept inside, for the top dialog only.
 */
function useDialogLife(dialog: RefObject<HTMLDivElement | null>, { onClose, busy, dismissible }: DialogState) {
  const latestClose = useRef(onClose);
  const latestBusy = useRef(busy);
  const latestDismissible = useRef(dismissible);
  useEffect(() => {
    latestClose.current = onClose;
    latestBusy.current = busy;
    latestDismissible.current = dismissible;
  });

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.current?.querySelector<HTMLElement>(
      "[data-autofocus], input:not([disabled]), select:not([disabled]), textarea:not([disabled])",
    );
    (first ?? dialog.current)?.focus();
    document.body.classList.add("modal-open");
    const self = dialog.current;
    if (self) openDialogs.push(self);
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== self) return;
      if (event.key === "Escape" && !latestBusy.current && latestDismissible.current) latestClose.current();
      keepFocusInside(event, self);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      const at = self ? openDialogs.indexOf(self) : -1;
      if (at >= 0) openDialogs.splice(at, 1);
      if (openDialogs.length === 0) document.body.classList.remove("modal-open");
      before?.focus();
    };
  }, [dialog]);
}

/**
 * A Bootstrap modal drawn by React (no Bootstrap JS): centred, scrollable on small screens, closes on Escape, keeps
 * the page behind from scrolling, keeps the focus inside itself (Tab goes round), and moves focus into itself on open
 * and back to where it was on close.
 * Render it only while open.
 */
export function Modal({ title, onClose, busy = false, children, footer, size, onSubmit, dismissible = true }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useDialogLife(dialog, { onClose, busy, dismissible });

  const content = (
    <>
      <div className="modal-header">
        <h2 className="modal-title h5" id={titleId}>
          {title}
        </h2>
        {dismissible ? (
          <button type="button" className="btn-close" aria-label="Close" onClick={onClose} disabled={busy} />
        ) : null}
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
