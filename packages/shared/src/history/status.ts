import type { BetStatus } from "../betting/contracts.ts";
import type { TicketLineView } from "../number-games/ticket-contracts.ts";

/**
 * A ticket's status from its lines, in the words of a bet's: refunded when its draw was cancelled, pending until the
 * draw is settled, won when any line won (a ticket of several lines can win on one), else lost.
 */
export function ticketStatus(lines: readonly Pick<TicketLineView, "outcome">[]): BetStatus {
  if (lines.length === 0) return "PENDING";
  if (lines.every((l) => l.outcome === "REFUNDED")) return "REFUNDED";
  if (lines.some((l) => l.outcome === "PENDING")) return "PENDING";
  return lines.some((l) => l.outcome === "WON") ? "WON" : "LOST";
}

/** What a ticket returned (stake included), null while its draw is pending. */
export function ticketPayoutCentavos(
  lines: readonly Pick<TicketLineView, "outcome" | "paidCentavos">[],
): number | null {
  if (ticketStatus(lines) === "PENDING") return null;
  return lines.reduce((sum, l) => sum + l.paidCentavos, 0);
}
