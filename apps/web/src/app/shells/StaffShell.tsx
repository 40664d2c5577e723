import { useMemo } from "react";
import { UserMenu } from "../../components/UserMenu.tsx";
import { useSession } from "../../lib/session.ts";
import { group, link, type MenuEntry } from "../menu.ts";
import { logoutAction } from "./logout-action.ts";
import { ShellLayout, SidebarBrand } from "./ShellLayout.tsx";

const HOME = group("home", "Home", [link("/staff/dashboard", "Dashboard"), link("/staff/summary", "Summary Reports")]);
const WALLET = group("wallet", "Wallet Station", [
  link("/staff/wallet-station", "Wallet Station"),
  link("/staff/wallet-log", "Wallet Logs"),
]);
const COMMISSION = group("commission", "Commission", [
  link("/staff/commission", "Self Convert Commission"),
  link("/staff/commission-log", "Commission Logs"),
]);
const ACCOUNTS = group("accounts", "Accounts", [link("/staff/players", "All Players")]);

/**
 * The staff menu: the spec's four dropdowns for staff and staff2 alike (a cashier's Commission screens say it earns
 * none), then what is not the spec's: the cashier's desk of cash requests (issue 22) and the identity review
 * (issue 21; for staff the admin granted "compliance", the screen says so to others).
 */
export function staffMenu(type: string): MenuEntry[] {
  const desk = type === "staff2" ? [link("/staff/cash-requests", "Cash Requests")] : [];
  return [HOME, WALLET, COMMISSION, ACCOUNTS, logoutAction(), ...desk, link("/staff/compliance", "Identity review")];
}

/**
 * /staff/* for staff and staff2 (spec section 2), one menu for both. The cashier (staff2) is called so in the
 * header: its screens are the cash desk (features/cashier).
 */
export function StaffShell() {
  const { username, type } = useSession((session) => session.identity);
  const label = type === "staff2" ? "Cashier" : "Staff";
  const menu = useMemo(() => staffMenu(type), [type]);
  return (
    <ShellLayout
      variant="console"
      menu={menu}
      menuLabel="Staff menu"
      sidebarHeader={<SidebarBrand caption={label} />}
      title={<span className="fw-semibold fs-5">{label}</span>}
      headerEnd={<UserMenu username={username} detail={label} changePasswordPath="/staff/change-password" />}
    />
  );
}
