import type { UserDetail } from "@sabong/shared/users";
import type { Downline } from "@sabong/shared/wallet";

/* Account figures for unit tests of the shells, dashboards, wallet and commission screens. */

type DetailPatch = Partial<Omit<UserDetail, "account">> & { account?: Partial<UserDetail["account"]> };

/**
 * A user detail (GET /api/user) as the API answers it, amounts in pesos: 1,583.30 points and 16.30 commission in
 * total (10.10 + 0.20 + 0 + 5.00 + 1.00), rates 2.5 / 1 / 1.5 / 2 / 3 %.
 */
export function userDetail({ account, ...patch }: DetailPatch = {}): UserDetail {
  return {
    percentage: 2.5,
    refCode: "REF123",
    username: "someone",
    type: "player",
    pick2Percentage: 1,
    pick3Percentage: 1.5,
    gameEndingPercentage: 2,
    suertresPercentage: 3,
    ...patch,
    account: {
      points: 1583.3,
      commission: 10.1,
      pick2Commission: 0.2,
      pick3Commission: 0,
      gameEndingCommission: 5,
      suertresCommission: 1,
      ...account,
    },
  };
}

/** An account the wallet station finds: juan, an active player with 100.00 points. */
export function downline(patch: Partial<Downline> = {}): Downline {
  return {
    id: 42,
    username: "juan",
    name: "Juan Cruz",
    type: "player",
    agentType: null,
    status: "active",
    pointsCentavos: 10_000,
    commissionCentavos: 0,
    ...patch,
  };
}

/** The loader's menu, flat and in order, as the menu builder answers it and the sidebar shows it. */
export const LOADER_MENU_LABELS = [
  "Dashboard",
  "Wallet Station",
  "Wallet Logs",
  "Active PLAYERS",
  "Approvals",
  "Players",
  "Change Password",
  "Logout",
  "Cash Requests",
  "Notices",
];
