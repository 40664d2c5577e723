import { type AdminDashboard, adminDashboardSchema } from "@sabong/shared/accounting";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";
import { dashboardKeys } from "./keys.ts";

/** The admin's dashboard (/api/admin/dashboard). */

/** The dashboard reads again this often while it is open. */
export const DASHBOARD_REFRESH_MS = 30_000;

export { dashboardKeys };

/** GET /api/admin/dashboard: today's figures (Manila), who is online, what is open, circulation, the last 30 days. */
export function fetchAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api.get("admin", "dashboard", { schema: adminDashboardSchema, signal });
}

export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.admin(),
    queryFn: ({ signal }) => fetchAdminDashboard(signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
