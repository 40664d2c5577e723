import {
  type AccountingCriteria,
  accountingCriteriaSchema,
  REPORT_GROUPING_LABELS,
  REPORT_GROUPINGS,
  type ReportGame,
} from "@sabong/shared/accounting";
import { firstIssueMessage } from "@sabong/shared/contracts";
import { GAME_IDS, GAME_REGISTRY } from "@sabong/shared/games";
import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";

/** A report's criteria as typed in the form (strings, as the fields hold them). */
export type CriteriaDraft = {
  from: string;
  to: string;
  game: string;
  groupBy: string;
  /** Empty: everyone. */
  agentId: string;
};

export const GAME_OPTIONS: readonly { value: ReportGame; label: string }[] = [
  { value: "all", label: "All games" },
  ...GAME_IDS.map((id) => ({ value: id, label: GAME_REGISTRY[id].label })),
];

export const GROUPING_OPTIONS = REPORT_GROUPINGS.map((value) => ({ value, label: REPORT_GROUPING_LABELS[value] }));

/** Today in Manila. */
export function manilaToday(now = new Date()): string {
  return manilaDateOf(now);
}

/** What an address bar without criteria shows: the last 7 days (today included), every game, by day. */
export function defaultDraft(now = new Date()): CriteriaDraft {
  const to = manilaToday(now);
  return { from: addCalendarDays(to, -6), to, game: "all", groupBy: "day", agentId: "" };
}

/** The draft in the address bar, each missing field at its default. */
export function draftFromParams(params: URLSearchParams, now = new Date()): CriteriaDraft {
  const fallback = defaultDraft(now);
  return {
    from: params.get("from") || fallback.from,
    to: params.get("to") || fallback.to,
    game: params.get("game") || fallback.game,
    groupBy: params.get("groupBy") || fallback.groupBy,
    agentId: params.get("agentId") || "",
  };
}

/** The criteria of a draft, or the first reason it is not a report one can ask for. */
export function parseDraft(draft: CriteriaDraft): { criteria: AccountingCriteria } | { error: string } {
  const parsed = accountingCriteriaSchema.safeParse({
    from: draft.from,
    to: draft.to,
    game: draft.game,
    groupBy: draft.groupBy,
    agentId: draft.agentId || undefined,
  });
  if (parsed.success) return { criteria: parsed.data };
  return { error: firstIssueMessage(parsed.error.issues, "These criteria cannot be reported") };
}

/** The draft as address-bar parameters (fixed order; no agent → no agentId). */
export function draftParams(draft: CriteriaDraft): URLSearchParams {
  const params = new URLSearchParams({ from: draft.from, to: draft.to, game: draft.game, groupBy: draft.groupBy });
  if (draft.agentId) params.set("agentId", draft.agentId);
  return params;
}
