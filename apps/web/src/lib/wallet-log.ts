import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSizeOrDefault } from "@sabong/shared/contracts";
import { dateFilterRange, isCalendarDate, isEmptyRange } from "@sabong/shared/time";
import {
  TRANSFER_CODES,
  type TransferCodeName,
  WALLET_LOG_ACCOUNTS,
  type WalletLogAccounts,
  walletLogQuerySchema,
} from "@sabong/shared/wallet";

/**
 * The query of the wallet and commission logs (GET /api/points/logs, /api/points/commission/logs; fetched through
 * api/wallet.ts and api/commission.ts): filters kept in the address bar, and the labels of the rows.
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

const shape = walletLogQuerySchema.shape;

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
    return isCalendarDate(value) ? value : undefined;
  };
  const counterparty = (params.get("counterparty") ?? "").trim().slice(0, 64);
  const account = field<WalletLogAccounts>(shape.account, params.get("account"));
  return {
    from: date("from"),
    to: date("to"),
    code: field<TransferCodeName>(shape.code, params.get("code")),
    counterparty: counterparty || undefined,
    account: account === "all" ? undefined : account,
    userId: field<number>(shape.userId, params.get("userId")),
    page: field<number>(shape.page, params.get("page")) ?? 1,
    pageSize: pageSizeOrDefault(params.get("pageSize"), MAX_PAGE_SIZE),
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
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!forUrl || page !== 1) set("page", page);
  if (!forUrl || pageSize !== DEFAULT_PAGE_SIZE) set("pageSize", pageSize);
  return params.toString();
}

/** A date range the server would refuse ("from must be before to"), said before asking. */
export function dateRangeError(filters: Pick<LogFilters, "from" | "to">): string | null {
  return isEmptyRange(dateFilterRange(filters.from, filters.to))
    ? "The start date must be on or before the end date"
    : null;
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
  CLOSURE_RETURN: "Returned on closing",
};

export function transferCodeLabel(code: string): string {
  return (TRANSFER_CODE_LABELS as Record<string, string>)[code] ?? code;
}

export const TRANSFER_CODE_OPTIONS = TRANSFER_CODES.map((code) => ({ value: code, label: TRANSFER_CODE_LABELS[code] }));

export const WALLET_LOG_ACCOUNT_OPTIONS = WALLET_LOG_ACCOUNTS.map((value) => ({
  value,
  label: value === "all" ? "All wallets" : value === "points" ? "Points" : "Commission",
}));
