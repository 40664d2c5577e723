import { type AgentSummaryQuery, agentSummaryQuerySchema } from "@sabong/shared/accounting";
import { firstIssueMessage } from "@sabong/shared/contracts";
import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";

/** The range as the address bar and the date fields hold it (strings; agentId empty: the caller's own downlines). */
export type SummaryDraft = { from: string; to: string; agentId: string };

/** This week in Manila: Monday up to today. */
export function thisWeek(now = new Date()): { from: string; to: string } {
  const to = manilaDateOf(now);
  const weekday = new Date(`${to}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return { from: addCalendarDays(to, -((weekday + 6) % 7)), to };
}

/** The draft in the address bar, a missing date at this week's. */
export function draftFromParams(params: URLSearchParams, now = new Date()): SummaryDraft {
  const week = thisWeek(now);
  return {
    from: params.get("from") || week.from,
    to: params.get("to") || week.to,
    agentId: params.get("agentId") || "",
  };
}

/** The request of a draft, or the first reason (the server's own wording) it cannot be asked for. */
export function parseDraft(draft: SummaryDraft): { query: AgentSummaryQuery } | { error: string } {
  const parsed = agentSummaryQuerySchema.safeParse({
    from: draft.from,
    to: draft.to,
    agentId: draft.agentId || undefined,
  });
  if (parsed.success) return { query: parsed.data };
  return { error: firstIssueMessage(parsed.error.issues, "Check the dates") };
}

/** The address-bar search of a draft: dates always, agentId only when drilling down. */
export function draftSearch(draft: SummaryDraft): string {
  const params = new URLSearchParams({ from: draft.from, to: draft.to });
  if (draft.agentId) params.set("agentId", draft.agentId);
  return `?${params}`;
}
