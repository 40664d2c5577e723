import { Link } from "react-router";
import { Dropdown } from "./Dropdown.tsx";

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
  if (items.length === 0) return null;

  return (
    <Dropdown
      className="d-inline-block"
      toggleClassName="btn btn-sm btn-outline-secondary"
      ariaLabel={label}
      toggle="Actions"
    >
      {(close) =>
        items.map((item) =>
          item.kind === "link" ? (
            <li key={item.label}>
              <Link className="dropdown-item" to={item.to} onClick={close}>
                {item.label}
              </Link>
            </li>
          ) : (
            <li key={item.label}>
              <button
                type="button"
                className={`dropdown-item${item.tone ? ` text-${item.tone}` : ""}`}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ),
        )
      }
    </Dropdown>
  );
}
