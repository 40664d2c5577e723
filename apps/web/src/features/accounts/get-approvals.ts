import { approvalPageSchema } from "@sabong/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { listSearch } from "./query-string.ts";

/** GET /api/user/approvals?q=&page=&pageSize=: pending registrations in the caller's tree (everyone's for admins). */
export type ApprovalQuery = { q?: string; page: number; pageSize: number };
export type ApprovalPage = z.infer<typeof approvalPageSchema>;

export const approvalsQueryKey = (query: ApprovalQuery) => ["accounts", "approvals", query] as const;

export function fetchApprovals(query: ApprovalQuery, signal?: AbortSignal): Promise<ApprovalPage> {
  return api.get("user", `approvals?${listSearch(query)}`, { schema: approvalPageSchema, signal });
}

export function useApprovals(query: ApprovalQuery, enabled = true) {
  return useQuery({
    queryKey: approvalsQueryKey(query),
    queryFn: ({ signal }) => fetchApprovals(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
