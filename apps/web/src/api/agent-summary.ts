import { type AgentSummary, type AgentSummaryQuery, agentSummarySchema } from "@sabong/shared/accounting";
import { api } from "../lib/api-client.ts";
import { agentSummaryKeys } from "./keys.ts";
import { pagedQuery } from "./paged-query.ts";

/** The agent's summary of its downlines (/api/user/summary). */
export { agentSummaryKeys };

/** The query string of a summary request: from, to, and agentId when drilling down. */
export function agentSummarySearch(query: AgentSummaryQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.agentId !== undefined) params.set("agentId", String(query.agentId));
  return params.toString();
}

/**
 * GET /api/user/summary?from&to&agentId: the root's (the caller, or a member of its tree) direct downlines over Manila
 * days, each with its subtree's turnover and its own commission, by game; the way down from the caller; totals.
 */
export function fetchAgentSummary(query: AgentSummaryQuery, signal?: AbortSignal): Promise<AgentSummary> {
  return api.get("user", `summary?${agentSummarySearch(query)}`, { schema: agentSummarySchema, signal });
}

/** Keeps the figures on screen (dimmed) while another range or level loads. */
export const agentSummaryQuery = (query: AgentSummaryQuery) =>
  pagedQuery(agentSummaryKeys.summary(query), (signal) => fetchAgentSummary(query, signal));

/** GET /api/user/summary/export?from&to&agentId: the same summary as an .xlsx, saved under the server's file name. */
export function downloadAgentSummary(query: AgentSummaryQuery): Promise<string> {
  return api.download("user", `summary/export?${agentSummarySearch(query)}`, undefined, "summary.xlsx", "GET");
}
