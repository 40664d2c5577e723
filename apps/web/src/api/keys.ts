import type { AgentSummaryQuery } from "@sabong/shared/accounting";
import type { UserRole, UserStatus } from "@sabong/shared/users";
import type { LogQuery } from "../lib/wallet-log.ts";

// The query keys of the back-office lists a money move makes stale, apart from their fetchers: the entry chunk needs
// the keys (lib/balance-sync.ts) but not the fetchers and their schemas (build/budget.ts). Each api module re-exports
// its own.

/** The accounts lists' queries (api/accounts.ts re-exports them). */
export type Paging = { page: number; pageSize: number };
export type DownlineQuery = Paging & { q?: string; status?: UserStatus; uplineId?: number };
export type PlayerQuery = Paging & { q?: string; status?: UserStatus };
export type ApprovalQuery = Paging & { q?: string };
export type AdminUserQuery = Paging & { q?: string; status?: UserStatus; role?: UserRole; upline?: string };

export const accountKeys = {
  all: ["accounts"] as const,
  downlines: (query: DownlineQuery) => [...accountKeys.all, "downlines", query] as const,
  players: (query: PlayerQuery) => [...accountKeys.all, "players", query] as const,
  approvals: (query: ApprovalQuery) => [...accountKeys.all, "approvals", query] as const,
  adminUsers: (query: AdminUserQuery) => [...accountKeys.all, "admin-users", query] as const,
};

export const agentSummaryKeys = {
  all: ["agent-summary"] as const,
  summary: (query: AgentSummaryQuery) => [...agentSummaryKeys.all, query] as const,
};

export const cashierKeys = {
  all: ["cashier"] as const,
  /** `today`: the server's current Manila day (the dashboard); a date: that day (the summary's day picker). */
  day: (day: string | "today") => [...cashierKeys.all, "day", day] as const,
  receipt: (transferId: number) => [...cashierKeys.all, "receipt", transferId] as const,
};

export const commissionKeys = {
  all: ["commission"] as const,
  log: (query: LogQuery) => [...commissionKeys.all, "log", query] as const,
};

export const dashboardKeys = {
  all: ["dashboard"] as const,
  admin: () => [...dashboardKeys.all, "admin"] as const,
};

export const walletKeys = {
  all: ["wallet"] as const,
  log: (query: LogQuery) => [...walletKeys.all, "log", query] as const,
  downlines: (q: string) => [...walletKeys.all, "downlines", q] as const,
};
