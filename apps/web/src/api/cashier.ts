import { type CashierDay, cashierDaySchema, type Receipt, receiptSchema } from "@sabong/shared/accounting";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { cashierKeys } from "./keys.ts";

/** The cashier's desk (staff2) and the receipts of loads and withdrawals of players. */
export { cashierKeys };

/** GET /api/staff/cashier?day=: the float now, and the day's float given and taken back, cash in and cash out. */
export function fetchCashierDay(day: string | undefined, signal?: AbortSignal): Promise<CashierDay> {
  const query = day ? `?${new URLSearchParams({ day })}` : "";
  return api.get("staff", `cashier${query}`, { schema: cashierDaySchema, signal });
}

/** Another day stays on screen (dimmed) while the next one loads. */
export const cashierDayQuery = (day?: string) =>
  queryOptions({
    queryKey: cashierKeys.day(day ?? "today"),
    queryFn: ({ signal }) => fetchCashierDay(day, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/points/receipts/:id: a load or withdrawal of a player's points, for the one who made it or the player. */
export function fetchReceipt(transferId: number, signal?: AbortSignal): Promise<Receipt> {
  return api.get("points", `receipts/${transferId}`, { schema: receiptSchema, signal });
}

export const receiptQuery = (transferId: number) =>
  queryOptions({
    queryKey: cashierKeys.receipt(transferId),
    queryFn: ({ signal }) => fetchReceipt(transferId, signal),
    // A receipt never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
