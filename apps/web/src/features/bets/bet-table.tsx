import { type PlayerBet, RESULT_LABELS } from "@sabong/shared/betting";
import { formatPesos, formatPesosOrDash } from "@sabong/shared/money";
import type { ReactNode } from "react";
import { BetStatusBadge } from "./BetStatusBadge.tsx";
import { SideBadge } from "./bet-list-parts.tsx";

/**
 * The columns both bet lists end with, after their own (placed, user, event): the contest (the game's word: "Fight",
 * "Round"), then these; `end` ones are right-aligned.
 */
const BET_COLUMNS: readonly { label: string; end?: boolean }[] = [
  { label: "Side" },
  { label: "Stake", end: true },
  { label: "Odds /100", end: true },
  { label: "Result" },
  { label: "Payout", end: true },
  { label: "Status" },
];

/** A bet list's table: the list's own leading columns, then the shared ones. */
export function BetTable({
  className,
  testId,
  leading,
  contest,
  children,
}: {
  className: string;
  testId: string;
  leading: readonly string[];
  contest: string;
  children: ReactNode;
}) {
  const columns = [...leading.map((label) => ({ label, end: false })), { label: contest, end: true }, ...BET_COLUMNS];
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} className={column.end ? "text-end" : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * The shared cells of a bet's row. `stacked`: the player's list, whose rows become cards on phones (right-aligned
 * numbers from tablet width up only, the payout in bold).
 */
export function BetCells({ bet, contest, stacked }: { bet: PlayerBet; contest: string; stacked: boolean }) {
  const num = stacked ? "num tabular" : "text-end tabular";
  return (
    <>
      <td data-label={contest} className={num}>
        #{bet.fightNumber}
      </td>
      <td data-label="Side">
        <SideBadge side={bet.side} />
      </td>
      <td data-label="Stake" className={num}>
        {formatPesos(bet.stakeCentavos)}
      </td>
      <td data-label="Odds /100" className={num}>
        {formatPesosOrDash(bet.per100Centavos)}
      </td>
      <td data-label="Result" className={stacked ? undefined : "text-nowrap"}>
        {bet.result ? RESULT_LABELS[bet.result] : "—"}
      </td>
      <td data-label="Payout" className={stacked ? `${num} fw-semibold` : num}>
        {formatPesosOrDash(bet.payoutCentavos)}
      </td>
      <td data-label="Status">
        <BetStatusBadge status={bet.status} />
      </td>
    </>
  );
}
