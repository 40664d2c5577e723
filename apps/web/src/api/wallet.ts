import { playerRestrictionSchema } from "@sabong/shared/protection";
import {
  downlineSchema,
  type MintRequest,
  type MintResponse,
  mintResponseSchema,
  type PointsMoveRequest,
  type PointsMoveResponse,
  pointsMoveResponseSchema,
  type WalletLogPage,
  walletLogPageSchema,
} from "@sabong/shared/wallet";
import { z } from "zod";
import { api } from "../lib/api-client.ts";
import { type LogFilters, type LogQuery, logSearch } from "../lib/wallet-log.ts";
import { walletKeys } from "./keys.ts";
import { pagedQuery } from "./paged-query.ts";

/** The wallet station and the wallet logs (/api/points, and the admin's mint). */
export { walletKeys };

/**
 * A page of a wallet-type log: GET /api/points/logs (every movement touching the user's wallets, or a downline's
 * with `userId`) or /api/points/commission/logs (the commission wallets only), filtered and paged on the server.
 */
export function fetchLogPage(
  log: "logs" | "commission/logs",
  query: LogQuery,
  signal?: AbortSignal,
): Promise<WalletLogPage> {
  return api.get("points", `${log}?${logSearch(query)}`, { schema: walletLogPageSchema, signal });
}

export const walletLogQuery = (query: LogQuery) =>
  pagedQuery(walletKeys.log(query), (signal) => fetchLogPage("logs", query, signal));

/**
 * GET /api/points/logs/export?filters: the whole filtered log as CSV (newest first), saved under the server's file
 * name. Resolves with the file name.
 */
export function downloadWalletLog(filters: LogFilters): Promise<string> {
  const params = new URLSearchParams(logSearch(filters));
  params.delete("page");
  params.delete("pageSize");
  const query = params.toString();
  return api.download("points", `logs/export${query ? `?${query}` : ""}`, undefined, "wallet-log.csv", "GET");
}

/** An account the station can pick, with a player's running time-out or self-exclusion when the server gives it. */
const stationAccountSchema = downlineSchema.extend({ restriction: playerRestrictionSchema.optional() });
export type StationAccount = z.infer<typeof stationAccountSchema>;
const stationSearchSchema = z.object({ items: z.array(stationAccountSchema) });

/**
 * GET /api/points/downlines/search?q=: the accounts the caller may load or withdraw (agents: their whole tree;
 * the admin: everyone; the cashier: players), with their balances; at most 50, by username.
 */
export async function searchDownlines(q: string, signal?: AbortSignal): Promise<StationAccount[]> {
  const params = new URLSearchParams({ q: q.trim() });
  const { items } = await api.get("points", `downlines/search?${params}`, {
    schema: stationSearchSchema,
    signal,
  });
  return items;
}

export const downlineSearchQuery = (q: string) =>
  pagedQuery(walletKeys.downlines(q.trim()), (signal) => searchDownlines(q, signal));

/** POST /api/points/load {targetUserId, amountCentavos, idempotencyKey}: the caller's points → the target's. */
export function postLoad(body: PointsMoveRequest): Promise<PointsMoveResponse> {
  return api.post("points", "load", body, { schema: pointsMoveResponseSchema });
}

/** POST /api/points/withdraw {targetUserId, amountCentavos, idempotencyKey}: the target's points → the caller's. */
export function postWithdraw(body: PointsMoveRequest): Promise<PointsMoveResponse> {
  return api.post("points", "withdraw", body, { schema: pointsMoveResponseSchema });
}

/** POST /api/admin/wallet/mint {amountCentavos, idempotencyKey}: the bank → the admin's own points (admin only). */
export function postMint(body: MintRequest): Promise<MintResponse> {
  return api.post("admin", "wallet/mint", body, { schema: mintResponseSchema });
}
