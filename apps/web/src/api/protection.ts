import { pageOf } from "@sabong/shared/contracts";
import {
  type ChangeLimitBody,
  type ExclusionLength,
  type LiftBody,
  type LimitKey,
  type ProtectionView,
  protectionViewSchema,
  type RealityCheckMinutes,
  type ResponsibleGamingFilter,
  responsibleGamingRowSchema,
  type SessionAnswerBody,
  type StatementView,
  statementViewSchema,
  type TimeOutLength,
} from "@sabong/shared/protection";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../lib/api-client.ts";
import type { Paging } from "./keys.ts";
import { listSearch } from "./list-search.ts";
import { pagedQuery } from "./paged-query.ts";
import { playSessionKey } from "./protection-session.ts";

/**
 * Player protection (packages/shared/src/protection/contracts.ts): the player's own limits, breaks and statement, the
 * reality check, an upline's view of a player's limits, and the admin's responsible-gaming list. The answers of the
 * changes are not read: the screens refetch the view, so a change made in another tab shows the same way.
 */
export const protectionKeys = {
  all: ["protection"] as const,
  mine: () => [...protectionKeys.all, "mine"] as const,
  session: playSessionKey,
  statement: () => [...protectionKeys.all, "statement"] as const,
  downline: (userId: number) => [...protectionKeys.all, "downline", userId] as const,
  admin: (query: ResponsibleGamingQuery) => [...protectionKeys.all, "admin", query] as const,
};

/** The admin list's filters and page (GET /api/admin/responsible-gaming?filter=&q=&page=&pageSize=). */
export type ResponsibleGamingQuery = Paging & { filter?: ResponsibleGamingFilter; q?: string };
export const responsibleGamingPageSchema = pageOf(responsibleGamingRowSchema);
export type ResponsibleGamingPage = z.infer<typeof responsibleGamingPageSchema>;

const limitPath = (key: LimitKey) => `limits/${encodeURIComponent(key)}`;

// ---------------------------------------------------------------- the player's own

/** GET /api/protection: the player's limits (in force, who set them, pending changes, use), break and check interval. */
export function fetchProtection(signal?: AbortSignal): Promise<ProtectionView> {
  return api.get("protection", undefined, { schema: protectionViewSchema, signal });
}

export const protectionQuery = () =>
  queryOptions({ queryKey: protectionKeys.mine(), queryFn: ({ signal }) => fetchProtection(signal) });

/** PUT /api/protection/limits/:key {value, idempotencyKey}: a decrease applies at once, a raise or removal in 24 h. */
export function putLimit(key: LimitKey, body: ChangeLimitBody): Promise<unknown> {
  return api.put("protection", limitPath(key), body);
}

/** POST /api/protection/limits/:key/cancel: drops the pending raise or removal of a limit. */
export function postCancelLimitChange(key: LimitKey): Promise<unknown> {
  return api.post("protection", `${limitPath(key)}/cancel`, {});
}

/** POST /api/protection/time-out {length, idempotencyKey}: the player's sessions end at once. */
export function postTimeOut(length: TimeOutLength, idempotencyKey: string): Promise<unknown> {
  return api.post("protection", "time-out", { length, idempotencyKey });
}

/** POST /api/protection/self-exclusion {length, idempotencyKey}: the player's sessions end at once. */
export function postSelfExclusion(length: ExclusionLength, idempotencyKey: string): Promise<unknown> {
  return api.post("protection", "self-exclusion", { length, idempotencyKey });
}

/** POST /api/protection/self-exclusion/extend {months, idempotencyKey}: a running exclusion made longer (6+ months). */
export function postExtendExclusion(months: number, idempotencyKey: string): Promise<unknown> {
  return api.post("protection", "self-exclusion/extend", { months, idempotencyKey });
}

/** PUT /api/protection/reality-check {minutes}: every 15, 30 or 60 minutes (it cannot be turned off). */
export function putRealityCheck(minutes: RealityCheckMinutes): Promise<unknown> {
  return api.put("protection", "reality-check", { minutes });
}

/** POST /api/protection/session/answer {answer}: continue, take a 24-hour break, or sign out. */
export function postSessionAnswer(answer: SessionAnswerBody["answer"]): Promise<unknown> {
  return api.post("protection", "session/answer", { answer });
}

/** GET /api/protection/statement: lifetime and monthly loads and withdrawals, and the previous sign-in. */
export function fetchStatement(signal?: AbortSignal): Promise<StatementView> {
  return api.get("protection", "statement", { schema: statementViewSchema, signal });
}

export const statementQuery = () =>
  queryOptions({ queryKey: protectionKeys.statement(), queryFn: ({ signal }) => fetchStatement(signal) });

/** GET /api/protection/statement.xlsx: the last 12 months as a workbook, saved under the server's file name. */
export function downloadStatement(): Promise<string> {
  return api.download("protection", "statement.xlsx", undefined, "statement.xlsx", "GET");
}

// ---------------------------------------------------------------- an upline's view of a player

/** GET /api/downline/:userId/protection: a player of the caller's tree, as the player sees their own. */
export function fetchDownlineProtection(userId: number, signal?: AbortSignal): Promise<ProtectionView> {
  return api.get("downline", `${userId}/protection`, { schema: protectionViewSchema, signal });
}

export const downlineProtectionQuery = (userId: number) =>
  queryOptions({
    queryKey: protectionKeys.downline(userId),
    queryFn: ({ signal }) => fetchDownlineProtection(userId, signal),
  });

/** PUT /api/downline/:userId/protection/limits/:key {value, idempotencyKey}: an upline sets or lowers a limit. */
export function putDownlineLimit(userId: number, key: LimitKey, body: ChangeLimitBody): Promise<unknown> {
  return api.put("downline", `${userId}/protection/${limitPath(key)}`, body);
}

// ---------------------------------------------------------------- the admin

/** GET /api/admin/responsible-gaming?filter=&q=&page=&pageSize=: players with limits, pending raises or breaks. */
export function fetchResponsibleGaming(
  query: ResponsibleGamingQuery,
  signal?: AbortSignal,
): Promise<ResponsibleGamingPage> {
  return api.get("admin", `responsible-gaming?${listSearch(query)}`, { schema: responsibleGamingPageSchema, signal });
}

export const responsibleGamingQuery = (query: ResponsibleGamingQuery) =>
  pagedQuery(protectionKeys.admin(query), (signal) => fetchResponsibleGaming(query, signal));

/** GET /api/admin/responsible-gaming.xlsx?filter=&q=: the filtered list as a workbook. */
export function downloadResponsibleGaming(query: Omit<ResponsibleGamingQuery, keyof Paging>): Promise<string> {
  const search = listSearch(query);
  const path = `responsible-gaming.xlsx${search ? `?${search}` : ""}`;
  return api.download("admin", path, undefined, "responsible-gaming.xlsx", "GET");
}

/** POST /api/admin/responsible-gaming/:userId/lift {writtenRequest, reason, idempotencyKey}: audited. */
export function postLift(userId: number, body: LiftBody): Promise<unknown> {
  return api.post("admin", `responsible-gaming/${userId}/lift`, body);
}
