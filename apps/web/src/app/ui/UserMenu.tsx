import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { logout } from "../../lib/session.ts";

type Props = {
  /** The button's text: who is signed in. */
  username: string;
  /** A second line, e.g. the agent type label. */
  detail?: string;
  changePasswordPath?: string;
};

/** The header's account dropdown: change password (where the area has it) and Logout. */
export function UserMenu({ username, detail, changePasswordPath }: Props) {
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
    <div className="dropdown" ref={root}>
      <button
        type="button"
        className="btn btn-light border dropdown-toggle d-flex align-items-center gap-2 user-menu-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="text-start lh-sm">
          <span className="d-block fw-semibold text-truncate">{username}</span>
          {detail ? <span className="d-block small text-body-secondary">{detail}</span> : null}
        </span>
      </button>
      <ul id={menuId} className={`dropdown-menu dropdown-menu-end shadow-sm${open ? " show" : ""}`}>
        {changePasswordPath ? (
          <li>
            <Link className="dropdown-item" to={changePasswordPath} onClick={() => setOpen(false)}>
              Change Password
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" className="dropdown-item text-danger" onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
