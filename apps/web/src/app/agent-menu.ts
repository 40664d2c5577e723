import type { AgentType } from "@sabong/shared/auth";
import { agentTypeLabel } from "@sabong/shared/users";
import { group, link, type MenuAction, type MenuEntry } from "./menu.ts";

/** The placeholder agent type whose holders only load and withdraw points for their players. */
export const LOADER_ROLE: AgentType = "loader";

/**
 * The stored type directly below each agent type (spec section 1's chain):
 * incorporator → sub-operator → master-agent → gold-agent → players.
 */
const DOWNLINE_TYPE: Partial<Record<string, AgentType>> = {
  incorporator: "sub-operator",
  "sub-operator": "master-agent",
  "master-agent": "gold-agent",
};

/**
 * The label of the accounts an agent manages, for the 'Active {type}' menu group and the downlines screen.
 *
 * Decision: the group names the level BELOW the signed-in agent, shown with the label of that level's stored type
 * (agentTypeLabel from @sabong/shared), so an incorporator (HEAD-INCORPORATOR) sees 'Active INCORPORATOR', a
 * sub-operator 'Active SUB-OPERATOR' and a master-agent 'Active MASTER-AGENT'. A gold-agent is the last agent level:
 * the accounts it brings in are players, hence 'Active PLAYERS'; any other role (including the loader placeholder,
 * which has its own menu) is treated the same way.
 */
export function downlineTypeLabel(role: string): string {
  const below = DOWNLINE_TYPE[role];
  return below ? agentTypeLabel(below) : "PLAYERS";
}

export function activeDownlinesTitle(role: string): string {
  return `Active ${downlineTypeLabel(role)}`;
}

/**
 * The agent sidebar: the loader variant, or the normal groups (spec section 2).
 *
 * The loader variant stays flat (no Home, Commission or 'Active {type}' group: loaders earn no commission and have no
 * agent downlines), but carries what a loader's job needs: its players' screen (/agent/downlines, where it creates
 * players, titled 'Active PLAYERS' like the screen) and Approvals for the players its referral link brings in.
 */
export function agentMenu(role: string, logout: MenuAction): MenuEntry[] {
  if (role === LOADER_ROLE) {
    return [
      link("/agent/dashboard", "Dashboard"),
      link("/agent/wallet-station", "Wallet Station"),
      link("/agent/wallet-log", "Wallet Logs"),
      link("/agent/downlines", activeDownlinesTitle(role)),
      link("/agent/approvals", "Approvals"),
      link("/agent/players", "Players"),
      link("/agent/change-password", "Change Password"),
      logout,
      // Not the spec's, so after its items (issue 22).
      link("/agent/cash-requests", "Cash Requests"),
      link("/agent/notices", "Notices"),
    ];
  }
  const active = activeDownlinesTitle(role);
  return [
    group("home", "Home", [link("/agent/dashboard", "Dashboard"), link("/agent/summary", "Summary Reports")]),
    link("/agent/wallet-station", "Wallet Station"),
    group("commission", "Commission", [
      link("/agent/commission", "Self Convert Commission"),
      link("/agent/commission-log", "Commission Logs"),
    ]),
    group("downlines", active, [
      link("/agent/downlines", active),
      link("/agent/wallet-log", "Wallet Logs"),
      link("/agent/approvals", "Approvals"),
    ]),
    link("/agent/players", "Players"),
    link("/agent/change-password", "Change Password"),
    logout,
    // Not the spec's, so after its items (issue 22).
    link("/agent/bets", "Downline bets"),
    link("/agent/cash-requests", "Cash Requests"),
    link("/agent/notices", "Notices"),
  ];
}
