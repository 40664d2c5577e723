import { UserMenu } from "../../components/UserMenu.tsx";
import { useSession } from "../../lib/session.ts";
import { group, link, type MenuEntry } from "../menu.ts";
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
  // Issue 21, after the specified items: for staff the admin granted "compliance" (the screen says so to others).
  link("/staff/compliance", "Identity review"),
];

/** The cashier's menu: the staff menu with the desk's cash requests beside the wallet station. */
const CASHIER_MENU: MenuEntry[] = MENU.map((entry) =>
  entry.kind === "group" && entry.id === "wallet"
    ? { ...entry, links: [...entry.links, link("/staff/cash-requests", "Cash Requests")] }
    : entry,
);

/**
 * /staff/* for staff and staff2 (spec section 2), one menu for both. The cashier (staff2) is called so in the
 * header: its screens are the cash desk (features/cashier).
 */
export function StaffShell() {
  const { username, type } = useSession((session) => session.identity);
  const label = type === "staff2" ? "Cashier" : "Staff";
  return (
    <ShellLayout
      variant="console"
      menu={type === "staff2" ? CASHIER_MENU : MENU}
      menuLabel="Staff menu"
      sidebarHeader={<SidebarBrand caption={label} />}
      title={<span className="fw-semibold fs-5">{label}</span>}
      headerEnd={<UserMenu username={username} detail={label} changePasswordPath="/staff/change-password" />}
    />
  );
}
