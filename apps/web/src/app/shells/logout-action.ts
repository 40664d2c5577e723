import { logout } from "../../lib/session.ts";
import type { MenuAction } from "../menu.ts";

export function logoutAction(label = "Logout"): MenuAction {
  return { kind: "action", id: "logout", label, onSelect: () => logout(), tone: "danger" };
}
