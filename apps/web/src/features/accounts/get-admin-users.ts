import { type HierarchyUserPage, hierarchyUserPageSchema, type UserRole, type UserStatus } from "@sabong/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { listSearch } from "./query-string.ts";

/** GET /api/admin/users?q=&status=&role=&upline=&page=&pageSize=: every account (admin only). */
export type AdminUserFilters = { q?: string; status?: UserStatus; role?: UserRole; upline?: string };
export type AdminUserQuery = AdminUserFilters & { page: number; pageSize: number };

export const adminUsersQueryKey = (query: AdminUserQuery) => ["accounts", "admin-users", query] as const;

export function fetchAdminUsers(query: AdminUserQuery, signal?: AbortSignal): Promise<HierarchyUserPage> {
  return api.get("admin", `users?${listSearch(query)}`, { schema: hierarchyUserPageSchema, signal });
}

export function useAdminUsers(query: AdminUserQuery) {
  return useQuery({
    queryKey: adminUsersQueryKey(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
