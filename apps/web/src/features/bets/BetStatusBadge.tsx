import type { Bet } from "@sabong/shared/betting";

const BADGE: Record<Bet["status"], string> = {
  PENDING: "text-bg-secondary",
  WON: "text-bg-success",
  LOST: "text-bg-danger",
  REFUNDED: "text-bg-info",
};

export function BetStatusBadge({ status }: { status: Bet["status"] }) {
  return <span className={`badge ${BADGE[status]}`}>{status}</span>;
}
