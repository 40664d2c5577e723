import {
  type COMMISSION_GAMES,
  TRANSFER_CODES,
  type TransferCodeName,
  WALLET_LOG_ACCOUNTS,
  WALLET_LOG_MAX_PAGE_SIZE,
  type WalletLogAccounts,
  type WalletLogPage,
  walletLogPageSchema,
  walletLogQuerySchema,
} from "@sabong/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";

/**
 * GET /api/points/logs: every movement touching the user's wallets (or a downline's, with `userId`), filtered and
 * paged on the server. Shared by the wallet logs and the summaries; the commission log reads the same query shape
 * from its own endpoint and reuses the helpers below.
 */

/** The filters a log screen keeps in its address bar. */
export type LogFilters = {
  from?: string;
  to?: string;
  code?: TransferCodeName;
  counterparty?: string;
  account?: WalletLogAccounts;
  userId?: number;
};
export type LogQuery = LogFilters & { page: number; pageSize: number };

export const LOG_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_LOG_PAGE_SIZE = 20;

const shape = walletLogQuerySchema.shape;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function field<T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }, raw: unknown) {
  if (raw === null || raw === undefined || raw === "") return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Reads the filters from the address bar with the shared contract, field by field: a hand-edited or stale value is
 * dropped rather than sent (or failing the whole screen). Dates are calendar days only (what a date input gives).
 */
export function logQueryFromParams(params: URLSearchParams): LogQuery {
  const date = (key: string) => {
    const value = params.get(key) ?? "";
    return DATE_ONLY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  const counterparty = (params.get("counterparty") ?? "").trim().slice(0, 64);
  const account = field<WalletLogAccounts>(shape.account, params.get("account"));
  const pageSize = field<number>(shape.pageSize, params.get("pageSize"));
  return {
    from: date("from"),
    to: date("to"),
    code: field<TransferCodeName>(shape.code, params.get("code")),
    counterparty: counterparty || undefined,
    account: account === "all" ? undefined : account,
    userId: field<number>(shape.userId, params.get("userId")),
    page: field<number>(shape.page, params.get("page")) ?? 1,
    pageSize: pageSize && pageSize <= WALLET_LOG_MAX_PAGE_SIZE ? pageSize : DEFAULT_LOG_PAGE_SIZE,
  };
}

/**
 * Filters → query string. For the API (`forUrl` false) page and page size are always sent; for the address bar
 * the defaults are left out so a plain link stays plain. Empty filters are never sent.
 */
export function logSearch(query: Partial<LogQuery>, forUrl = false): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.set(key, String(value));
  };
  set("from", query.from);
  set("to", query.to);
  set("code", query.code);
  set("counterparty", query.counterparty?.trim());
  set("account", query.account === "all" ? undefined : query.account);
  set("userId", query.userId);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_LOG_PAGE_SIZE;
  if (!forUrl || page !== 1) set("page", page);
  if (!forUrl || pageSize !== DEFAULT_LOG_PAGE_SIZE) set("pageSize", pageSize);
  return params.toString();
}

/** A date range the server would refuse ("from must be before to"), said before asking. */
export function dateRangeError(filters: Pick<LogFilters, "from" | "to">): string | null {
  if (filters.from && filters.to && filters.from > filters.to)
    return "The start date must be on or before the end date";
  return null;
}

/** Whether any filter (other than whose log) is set. */
export function hasFilters(filters: LogFilters): boolean {
  return Boolean(filters.from || filters.to || filters.code || filters.counterparty || filters.account);
}

export const TRANSFER_CODE_LABELS: Record<TransferCodeName, string> = {
  MINT: "Mint",
  LOAD: "Load",
  WITHDRAW: "Withdraw",
  COMMISSION_CONVERT: "Commission convert",
  COMMISSION: "Commission",
  BET: "Bet",
  PAYOUT: "Payout",
  REFUND: "Refund",
  PLASADA: "Plasada",
  ROUNDING: "Rounding",
  DRAW_FUNDING: "Draw funding",
  REVERSAL: "Reversal",
  DEBT_ADVANCE: "Debt advance",
  DEBT_COLLECTION: "Debt collection",
};

export function transferCodeLabel(code: string): string {
  return (TRANSFER_CODE_LABELS as Record<string, string>)[code] ?? code;
}

export const TRANSFER_CODE_OPTIONS = TRANSFER_CODES.map((code) => ({ value: code, label: TRANSFER_CODE_LABELS[code] }));

export const GAME_LABELS: Record<(typeof COMMISSION_GAMES)[number], string> = {
  sabong: "Sabong",
  pick2: "Pick 2",
  pick3: "Pick 3",
  "game-ending": "Game Ending",
  suertres: "Suertres",
};

/** "points" → "Points"; "commission:pick2" → "Pick 2 commission". */
export function walletAccountLabel(account: string): string {
  if (account === "points") return "Points";
  if (account.startsWith("commission:")) {
    const game = account.slice("commission:".length) as keyof typeof GAME_LABELS;
    return `${GAME_LABELS[game] ?? game} commission`;
  }
  return account;
}

export const WALLET_LOG_ACCOUNT_OPTIONS = WALLET_LOG_ACCOUNTS.map((value) => ({
  value,
  label: value === "all" ? "All wallets" : value === "points" ? "Points" : "Commission",
}));

export const walletLogQueryKey = (query: LogQuery) => ["wallet", "log", query] as const;

export function fetchWalletLog(query: LogQuery, signal?: AbortSignal): Promise<WalletLogPage> {
  return api.get("points", `logs?${logSearch(query)}`, { schema: walletLogPageSchema, signal });
}

export function useWalletLog(query: LogQuery, enabled = true) {
  return useQuery({
    queryKey: walletLogQueryKey(query),
    queryFn: ({ signal }) => fetchWalletLog(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
