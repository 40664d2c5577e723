import { earnsCommission } from "@sabong/shared/users";
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
/** The cashier's wallet group: the desk's cash requests beside the wallet station. */
const CASHIER_WALLET = { ...WALLET, links: [...WALLET.links, link("/staff/cash-requests", "Cash Requests")] };
const COMMISSION = group("commission", "Commission", [
  link("/staff/commission", "Self Convert Commission"),
  link("/staff/commission-log", "Commission Logs"),
]);
const ACCOUNTS = group("accounts", "Accounts", [link("/staff/players", "All Players")]);

/**
 * The staff menu; the cashier earns no commission, so its menu has no Commission group. After the specified items,
 * issue 21's identity review (for staff the admin granted "compliance"; the screen says so to others).
 */
export function staffMenu(type: string): MenuEntry[] {
  const commission = earnsCommission(type, type) ? [COMMISSION] : [];
  const wallet = type === "staff2" ? CASHIER_WALLET : WALLET;
  return [HOME, wallet, ...commission, ACCOUNTS, logoutAction(), link("/staff/compliance", "Identity review")];
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
