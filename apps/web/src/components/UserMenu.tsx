import { Link } from "react-router";
import { logout } from "../lib/session.ts";
import { Dropdown } from "./Dropdown.tsx";

type Props = {
  /** The button's text: who is signed in. */
  username: string;
  /** A second line, e.g. the agent type label. */
  detail?: string;
  changePasswordPath?: string;
};

/** The header's account dropdown: change password (where the area has it) and Logout. */
export function UserMenu({ username, detail, changePasswordPath }: Props) {
  return (
    <Dropdown
      toggleClassName="btn btn-light border d-flex align-items-center gap-2 user-menu-toggle"
      toggle={
        <span className="text-start lh-sm">
          <span className="d-block fw-semibold text-truncate">{username}</span>
          {detail ? <span className="d-block small text-body-secondary user-menu-detail">{detail}</span> : null}
        </span>
      }
    >
      {(close) => (
        <>
          {changePasswordPath ? (
            <li>
              <Link className="dropdown-item" to={changePasswordPath} onClick={close}>
                Change Password
              </Link>
            </li>
          ) : null}
          <li>
            <button type="button" className="dropdown-item text-danger" onClick={() => logout()}>
              Logout
            </button>
          </li>
        </>
      )}
    </Dropdown>
  );
}
