import {
  type CashInBody,
  type CashOutBody,
  type CashRequestList,
  type CashRequestQueue,
  type CashRequestView,
  cashRequestListSchema,
  cashRequestQueueSchema,
  cashRequestViewSchema,
} from "@sabong/shared/cash-requests";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

/** Cash-in and cash-out requests: the player's own, and the handler's queue (docs/decisions/0015). */
export const cashRequestKeys = {
  all: ["cash-requests"] as const,
  mine: () => [...cashRequestKeys.all, "mine"] as const,
  queue: () => [...cashRequestKeys.all, "queue"] as const,
};

/** GET /api/player/cash-requests: the player's requests, newest first. */
export function fetchMyCashRequests(signal?: AbortSignal): Promise<CashRequestList> {
  return api.get("player", "cash-requests", { schema: cashRequestListSchema, signal });
}

export const myCashRequestsQuery = () =>
  queryOptions({ queryKey: cashRequestKeys.mine(), queryFn: ({ signal }) => fetchMyCashRequests(signal) });

/** GET /api/cash-requests/queue: waiting requests oldest first, and the latest decided. */
export function fetchCashRequestQueue(signal?: AbortSignal): Promise<CashRequestQueue> {
  return api.get("cash-requests", "queue", { schema: cashRequestQueueSchema, signal });
}

export const cashRequestQueueQuery = () =>
  queryOptions({ queryKey: cashRequestKeys.queue(), queryFn: ({ signal }) => fetchCashRequestQueue(signal) });

/** POST /api/player/cash-requests/cash-in. */
export function postCashIn(body: CashInBody): Promise<CashRequestView> {
  return api.post("player", "cash-requests/cash-in", body, { schema: cashRequestViewSchema });
}

/** POST /api/player/cash-requests/cash-out. */
export function postCashOut(body: CashOutBody): Promise<CashRequestView> {
  return api.post("player", "cash-requests/cash-out", body, { schema: cashRequestViewSchema });
}

/** POST /api/player/cash-requests/:id/cancel. */
export function postCancelCashRequest(id: number): Promise<CashRequestView> {
  return api.post("player", `cash-requests/${id}/cancel`, {}, { schema: cashRequestViewSchema });
}

/** POST /api/cash-requests/:id/approve: once per request, whoever presses it and however often. */
export function postApproveCashRequest(id: number): Promise<CashRequestView> {
  return api.post("cash-requests", `${id}/approve`, {}, { schema: cashRequestViewSchema });
}

/** POST /api/cash-requests/:id/reject. */
export function postRejectCashRequest({ id, reason }: { id: number; reason: string }): Promise<CashRequestView> {
  return api.post("cash-requests", `${id}/reject`, { reason }, { schema: cashRequestViewSchema });
}

/** GET /api/cash-requests/:id/screenshot: the picture as an object URL (the caller revokes it). */
export async function fetchScreenshotUrl(id: number): Promise<string> {
  const response = await api.open("GET", "cash-requests", `${id}/screenshot`);
  return URL.createObjectURL(await response.blob());
}
