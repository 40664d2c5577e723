import { messageBodySchema, pageOf } from "@sabong/shared/contracts";
import { playerRestrictionSchema } from "@sabong/shared/protection";
import {
  approvalPageSchema,
  type CreateDownline,
  type HierarchyUser,
  type HierarchyUserPage,
  hierarchyUserPageSchema,
  hierarchyUserSchema,
  type UpdateRates,
} from "@sabong/shared/users";
import type { z } from "zod";
import { api } from "../lib/api-client.ts";
import {
  type AdminUserQuery,
  type ApprovalQuery,
  accountKeys,
  type DownlineQuery,
  type Paging,
  type PlayerQuery,
} from "./keys.ts";
import { listSearch } from "./list-search.ts";
import { pagedQuery } from "./paged-query.ts";

/** Accounts: the caller's downlines and players, pending registrations, and the admin's list of every user. */

export type { AdminUserQuery, ApprovalQuery, DownlineQuery, Paging, PlayerQuery };
export type ApprovalPage = z.infer<typeof approvalPageSchema>;

/** A player row, with the player's running time-out or self-exclusion when the server gives it (absent: none). */
const playerRowSchema = hierarchyUserSchema.extend({ restriction: playerRestrictionSchema.optional() });
export type PlayerRow = z.infer<typeof playerRowSchema>;
const playerPageSchema = pageOf(playerRowSchema);
export type PlayerPage = z.infer<typeof playerPageSchema>;

export { accountKeys };

/**
 * GET /api/user/downlines?q=&status=&uplineId=&page=&pageSize=: the caller's direct downlines (for the admin: the
 * incorporators), active and suspended unless a status is asked.
 */
export function fetchDownlines(query: DownlineQuery, signal?: AbortSignal): Promise<HierarchyUserPage> {
  return api.get("user", `downlines?${listSearch(query)}`, { schema: hierarchyUserPageSchema, signal });
}

/** GET /api/user/players?q=&status=&page=&pageSize=: players in the caller's tree (every player for staff, admins). */
export function fetchPlayers(query: PlayerQuery, signal?: AbortSignal): Promise<PlayerPage> {
  return api.get("user", `players?${listSearch(query)}`, { schema: playerPageSchema, signal });
}

/** GET /api/user/approvals?q=&page=&pageSize=: pending registrations in the caller's tree (everyone's for admins). */
export function fetchApprovals(query: ApprovalQuery, signal?: AbortSignal): Promise<ApprovalPage> {
  return api.get("user", `approvals?${listSearch(query)}`, { schema: approvalPageSchema, signal });
}

/** GET /api/admin/users?q=&status=&role=&upline=&page=&pageSize=: every account (admin only). */
export function fetchAdminUsers(query: AdminUserQuery, signal?: AbortSignal): Promise<HierarchyUserPage> {
  return api.get("admin", `users?${listSearch(query)}`, { schema: hierarchyUserPageSchema, signal });
}

export const downlinesQuery = (query: DownlineQuery) =>
  pagedQuery(accountKeys.downlines(query), (signal) => fetchDownlines(query, signal));

export const playersQuery = (query: PlayerQuery) =>
  pagedQuery(accountKeys.players(query), (signal) => fetchPlayers(query, signal));

export const approvalsQuery = (query: ApprovalQuery) =>
  pagedQuery(accountKeys.approvals(query), (signal) => fetchApprovals(query, signal));

export const adminUsersQuery = (query: AdminUserQuery) =>
  pagedQuery(accountKeys.adminUsers(query), (signal) => fetchAdminUsers(query, signal));

type UserId = { userId: number };
type WithReason = UserId & { reason?: string };
const reasonBody = (reason: string | undefined) => (reason ? { reason } : {});
const user = { schema: hierarchyUserSchema };

/** POST /api/user/downlines {username, name, password, role, …percentages in basis points} → the new account. */
export function postDownline(body: CreateDownline): Promise<HierarchyUser> {
  return api.post("user", "downlines", body, user);
}

/** PATCH /api/user/downlines/:id {…percentages in basis points}: within the caller's and above the downline's own. */
export function patchDownlineRates({ userId, rates }: UserId & { rates: UpdateRates }): Promise<HierarchyUser> {
  return api.patch("user", `downlines/${userId}`, rates, user);
}

/** POST /api/user/downlines/:id/suspend {reason?}: an agent (or admin) suspends an account of its tree. */
export function postSuspendDownline({ userId, reason }: WithReason): Promise<HierarchyUser> {
  return api.post("user", `downlines/${userId}/suspend`, reasonBody(reason), user);
}

/** POST /api/user/downlines/:id/reactivate: lifts the suspension of an account of the caller's tree. */
export function postReactivateDownline({ userId }: UserId): Promise<HierarchyUser> {
  return api.post("user", `downlines/${userId}/reactivate`, {}, user);
}

/** POST /api/admin/users/:id/suspend {reason?}: the admin suspends any non-admin account; its sessions end. */
export function postAdminSuspend({ userId, reason }: WithReason): Promise<HierarchyUser> {
  return api.post("admin", `users/${userId}/suspend`, reasonBody(reason), user);
}

/** POST /api/admin/users/:id/reactivate: lifts a suspension (a rejected registration becomes approved). */
export function postAdminReactivate({ userId }: UserId): Promise<HierarchyUser> {
  return api.post("admin", `users/${userId}/reactivate`, {}, user);
}

/** POST /api/user/approvals/:id/approve: the registration becomes an active account that can log in. */
export function postApprove({ userId }: UserId): Promise<HierarchyUser> {
  return api.post("user", `approvals/${userId}/approve`, {}, user);
}

/** POST /api/user/approvals/:id/reject {reason?}: the registration is refused (kept, suspended; the name stays taken). */
export function postReject({ userId, reason }: WithReason): Promise<HierarchyUser> {
  return api.post("user", `approvals/${userId}/reject`, reasonBody(reason), user);
}

/** POST /api/admin/users/:id/reset-password {newPassword} → {message}; the user's sessions are signed out. */
export function postResetPassword({ userId, newPassword }: UserId & { newPassword: string }) {
  return api.post("admin", `users/${userId}/reset-password`, { newPassword }, { schema: messageBodySchema });
}

/** DELETE /api/admin/sign-in-throttles/:username: the account may try to sign in again at once (admin only, audited). */
export function deleteSignInThrottle({ username }: { username: string }): Promise<{ message: string }> {
  return api.delete("admin", `sign-in-throttles/${encodeURIComponent(username)}`, { schema: messageBodySchema });
}
