import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";

export type ActionItem =
  | { kind: "link"; label: string; to: string }
  | { kind: "button"; label: string; onSelect: () => void; tone?: "danger" | "success" };

type Props = {
  /** Accessible name of the toggle, e.g. "Actions for gold". */
  label: string;
  items: ActionItem[];
};

/** A row's actions behind one small dropdown button (closes on a pick, an outside click or Escape). */
export function ActionsMenu({ label, items }: Props) {
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

  if (items.length === 0) return null;

  return (
    <div className="dropdown d-inline-block" ref={root}>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary dropdown-toggle"
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Actions
      </button>
      <ul
        id={menuId}
        data-bs-popper="static"
        className={`dropdown-menu dropdown-menu-end shadow-sm${open ? " show" : ""}`}
      >
        {items.map((item) =>
          item.kind === "link" ? (
            <li key={item.label}>
              <Link className="dropdown-item" to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ) : (
            <li key={item.label}>
              <button
                type="button"
                className={`dropdown-item${item.tone ? ` text-${item.tone}` : ""}`}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
