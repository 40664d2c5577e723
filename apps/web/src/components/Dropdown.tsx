import { type ReactNode, useEffect, useId, useRef, useState } from "react";

type Props = {
  /** Classes of the wrapper (always a `.dropdown`). */
  className?: string;
  /** Classes of the toggle button (always a `.dropdown-toggle`). */
  toggleClassName: string;
  /** Accessible name of the toggle when its text does not say enough, e.g. "Actions for gold". */
  ariaLabel?: string;
  /** What the toggle shows. */
  toggle: ReactNode;
  /** The menu's `<li>` items; `close` shuts the menu (call it when an item is picked). */
  children: (close: () => void) => ReactNode;
};

/** A Bootstrap dropdown without Bootstrap's JS: toggles on click, closes on an outside click or Escape. */
export function Dropdown({ className, toggleClassName, ariaLabel, toggle, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onOutside);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onOutside);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className={`dropdown${className ? ` ${className}` : ""}`} ref={root}>
      <button
        type="button"
        className={`${toggleClassName} dropdown-toggle`}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {toggle}
      </button>
      <ul
        id={menuId}
        // Without Bootstrap's JS (Popper) only this attribute places the menu: below the toggle, its right edges
        // aligned (dropdown-menu-end), so a menu at the window's right edge never runs past it.
        data-bs-popper="static"
        className={`dropdown-menu dropdown-menu-end shadow-sm${open ? " show" : ""}`}
      >
        {children(() => setOpen(false))}
      </ul>
    </div>
  );
}
