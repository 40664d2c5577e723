import { AGENT_TYPES } from "../auth/token.ts";
import { userRoleLabel } from "../users/hierarchy-contracts.ts";
import type { AccountingFigures } from "./contracts.ts";

/**
 * Accounting figures from the ledger's classified sums (docs/decisions/0008-accounting.md). The server adds up
 * transfers by category (a reversal already counts against what it reverses); these rules turn the sums into what
 * reports show, the same way everywhere.
 */

/** A signed sum of one category's transfers (for COMMISSION, of one earner level: `role`). */
export type CategorySum = { category: string; role?: string; centavos: number; count: number };

/** Levels in the order reports list them: the chain from the top, then everyone else. */
export const COMMISSION_LEVEL_ORDER: readonly string[] = [...AGENT_TYPES, "player", "staff", "staff2", "admin"];

/** A level's label as lists show it (a stored agent type shows one level up: gold-agent is MASTER-AGENT). */
export function commissionLevelLabel(role: string): string {
  if (role === "") return "Unknown";
  return (AGENT_TYPES as readonly string[]).includes(role) ? userRoleLabel("user", role) : userRoleLabel(role, null);
}

/**
 * Sums of contests still open (a fight not declared, a draw neither settled nor cancelled) come a second time with
 * this prefix ("OPEN:BET"): besides their plain sums, not instead of them, as the rollups cannot know which contests
 * are settled now. See figuresFromSums.
 */
export const OPEN_CATEGORY_PREFIX = "OPEN:";

export function emptyFigures(): AccountingFigures {
  return figuresFromSums([]);
}

/**
 * turnover = BET, stakeCount = BET transfers, refunds = REFUND, payouts = PAYOUT, plasada = PLASADA,
 * drawFunding = DRAW_FUNDING, commission = COMMISSION (by level = by role);
 * houseResult = turnover − refunds − payouts − commission of settled contests only: what players and agents left
 * with the operator. An open contest's stakes are not won yet (its payouts are not known): they are openStakes
 * (its BET − REFUND) and nothing of that contest is in the house result until it is settled or cancelled.
 */
export function figuresFromSums(sums: readonly CategorySum[]): AccountingFigures {
  const total = (category: string) => sums.reduce((s, x) => (x.category === category ? s + x.centavos : s), 0);
  const byRole = new Map<string, number>();
  for (const sum of sums) {
    if (sum.category !== "COMMISSION") continue;
    const role = sum.role ?? "";
    byRole.set(role, (byRole.get(role) ?? 0) + sum.centavos);
  }
  const rank = (role: string) => {
    const i = COMMISSION_LEVEL_ORDER.indexOf(role);
    return i === -1 ? COMMISSION_LEVEL_ORDER.length : i;
  };
  const commissionByLevel = [...byRole]
    .filter(([, centavos]) => centavos !== 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([role, centavos]) => ({ role, label: commissionLevelLabel(role), centavos }));
  const turnoverCentavos = total("BET");
  const refundsCentavos = total("REFUND");
  const payoutsCentavos = total("PAYOUT");
  const commissionCentavos = total("COMMISSION");
  const open = (category: string) => total(`${OPEN_CATEGORY_PREFIX}${category}`);
  const openStakesCentavos = open("BET") - open("REFUND");
  const openResultCentavos = openStakesCentavos - open("PAYOUT") - open("COMMISSION");
  return {
    turnoverCentavos,
    stakeCount: sums.reduce((s, x) => (x.category === "BET" ? s + x.count : s), 0),
    refundsCentavos,
    payoutsCentavos,
    plasadaCentavos: total("PLASADA"),
    drawFundingCentavos: total("DRAW_FUNDING"),
    commissionCentavos,
    commissionByLevel,
    openStakesCentavos,
    houseResultCentavos: turnoverCentavos - refundsCentavos - payoutsCentavos - commissionCentavos - openResultCentavos,
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A report day as people read it: "2025-01-31" → "31 Jan 2025". */
export function reportDayLabel(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1] ?? "?"} ${year}`;
}
