import { UserMenu } from "../../components/UserMenu.tsx";
import { useSession } from "../../lib/session.ts";
import { group, link, type MenuEntry } from "../menu.ts";
import { logoutAction } from "./logout-action.ts";
import { consoleFrame, ShellLayout } from "./ShellLayout.tsx";

const MENU: MenuEntry[] = [
  group("home", "Home", [link("/admin/dashboard", "Dashboard"), link("/admin/accounting", "Accounting Reports")]),
  group("wallet", "Wallet Station", [
    link("/admin/walletstation", "Wallet Station"),
    link("/admin/wallet-log", "Wallet Logs"),
  ]),
  group("accounts", "Accounts", [
    link("/admin/users", "All Users"),
    link("/admin/downlines", "Active INCORPORATOR"),
    link("/admin/approvals", "Approvals"),
  ]),
  link("/admin/bets", "All bets"),
  link("/admin/whitelist", "Whitelist"),
  logoutAction(),
  // Issue 10: the number games' settings, after the specified items (spec section 2 ends the admin menu with Logout).
  link("/admin/number-games", "Number games"),
  // Issue 20: players' limits, time-outs and self-exclusions, likewise after the specified items.
  link("/admin/responsible-gaming", "Responsible gaming"),
  // Issue 21: the identity review and the exclusion list, likewise after the specified items.
  link("/admin/compliance", "Identity review"),
  link("/admin/exclusions", "Exclusion list"),
  // Issue 23: the integrity watch's alerts queue.
  link("/admin/alerts", "Alerts"),
  // Issue 22: platform settings (stake back on one-sided pools).
  link("/admin/settings", "Settings"),
];

/** /admin/*: header titled Dashboard, showing Admin / Management (spec section 2). */
export function AdminShell() {
  const username = useSession((session) => session.identity.username);
  return (
    <ShellLayout
      {...consoleFrame("Admin", "Dashboard", "Admin / Management")}
      menu={MENU}
      menuLabel="Admin menu"
      headerEnd={<UserMenu username={username} detail="Admin" changePasswordPath="/admin/change-password" />}
    />
  );
}
