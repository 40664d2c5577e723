import { useSession } from "../../lib/session.ts";
import { group, link, type MenuEntry } from "../menu.ts";
import { UserMenu } from "../ui/UserMenu.tsx";
import { logoutAction } from "./logout-action.ts";
import { ShellLayout, SidebarBrand } from "./ShellLayout.tsx";

const MENU: MenuEntry[] = [
  group("home", "Home", [link("/staff/dashboard", "Dashboard"), link("/staff/summary", "Summary Reports")]),
  group("wallet", "Wallet Station", [
    link("/staff/wallet-station", "Wallet Station"),
    link("/staff/wallet-log", "Wallet Logs"),
  ]),
  group("commission", "Commission", [
    link("/staff/commission", "Self Convert Commission"),
    link("/staff/commission-log", "Commission Logs"),
  ]),
  group("accounts", "Accounts", [link("/staff/players", "All Players")]),
  logoutAction(),
];

/** /staff/* for staff and staff2 (spec section 2). */
export function StaffShell() {
  const username = useSession((session) => session.identity.username);
  return (
    <ShellLayout
      variant="console"
      menu={MENU}
      menuLabel="Staff menu"
      sidebarHeader={<SidebarBrand caption="Staff" />}
      title={<span className="fw-semibold fs-5">Staff</span>}
      headerEnd={<UserMenu username={username} detail="Staff" changePasswordPath="/staff/change-password" />}
    />
  );
}
