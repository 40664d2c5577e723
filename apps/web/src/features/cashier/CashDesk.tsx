import { CASHIER_DAY_MOVEMENTS, type CashierDay, type CashMovement } from "@sabong/shared/accounting";
import { formatPesos } from "@sabong/shared/money";
import { Link } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { StatCard } from "../../components/StatCard.tsx";
import { TableCard } from "../../components/TableCard.tsx";
import { formatDateTime } from "../../lib/format.ts";

const peso = (centavos: number) => formatPesos(centavos, { symbol: true });
const times = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-PH")} ${count === 1 ? one : many}`;

export const receiptPath = (transferId: number) => `/staff/receipts/${transferId}`;

export const CASH_KIND_LABELS: Record<CashMovement["kind"], string> = {
  CASH_IN: "Cash in (load)",
  CASH_OUT: "Cash out (withdrawal)",
};

/**
 * The desk's figures for a day: the float now, the cash in (players loaded) and out (players withdrawn), what should
 * be in the drawer for the day (in − out, worked out by the server), and the float the admin gave and took back.
 */
export function DeskFigures({ day, dayLabel }: { day: CashierDay; dayLabel: string }) {
  return (
    <div className="row g-3 mb-3">
      <div className="col-12 col-md-6 col-xl-3">
        <StatCard
          label="Float"
          accent="points"
          value={peso(day.floatCentavos)}
          testId="desk-float"
          note="Your points now: what you can still load to players."
        />
      </div>
      <div className="col-6 col-xl-3">
        <StatCard
          label={`Cash in · ${dayLabel}`}
          value={peso(day.cashInCentavos)}
          testId="desk-cash-in"
          note={<span data-testid="desk-cash-in-count">{times(day.cashInCount, "load", "loads")}</span>}
        />
      </div>
      <div className="col-6 col-xl-3">
        <StatCard
          label={`Cash out · ${dayLabel}`}
          value={peso(day.cashOutCentavos)}
          testId="desk-cash-out"
          note={<span data-testid="desk-cash-out-count">{times(day.cashOutCount, "withdrawal", "withdrawals")}</span>}
        />
      </div>
      <div className="col-12 col-xl-3">
        <StatCard
          label={`Net cash · ${dayLabel}`}
          value={peso(day.netCashCentavos)}
          testId="desk-net"
          note={
            <>
              Float given <strong data-testid="desk-float-given">{peso(day.floatGivenCentavos)}</strong> · taken back{" "}
              <strong data-testid="desk-float-taken">{peso(day.floatTakenBackCentavos)}</strong>
            </>
          }
        />
      </div>
    </div>
  );
}

/** The day's latest loads and withdrawals of players, each with its receipt. */
export function MovementsTable({ movements, dim }: { movements: readonly CashMovement[]; dim?: boolean }) {
  if (movements.length === 0) {
    return (
      <EmptyState title="No loads or withdrawals yet.">
        Every load to a player and every withdrawal from one will be listed here, with its receipt.
      </EmptyState>
    );
  }
  return (
    <>
      <TableCard
        caption="Loads and withdrawals"
        dim={dim}
        testId="desk-movements"
        headings={["Time", "Player", "Type", { end: "Amount" }, { end: "Receipt" }]}
      >
        {movements.map((movement) => (
          <tr key={movement.transferId}>
            <td data-label="Time" className="small text-nowrap">
              {formatDateTime(movement.at)}
            </td>
            <td data-label="Player" className="text-break">
              {movement.player.username}
            </td>
            <td data-label="Type">{CASH_KIND_LABELS[movement.kind]}</td>
            <td
              data-label="Amount"
              className={`text-end tabular fw-semibold text-nowrap ${movement.kind === "CASH_IN" ? "text-success" : "text-danger"}`}
            >
              {peso(movement.amountCentavos)}
            </td>
            <td data-label="Receipt" className="text-end">
              <Link
                to={receiptPath(movement.transferId)}
                aria-label={`Receipt of ${movement.player.username}'s ${movement.kind === "CASH_IN" ? "load" : "withdrawal"} #${movement.transferId}`}
              >
                Receipt
              </Link>
            </td>
          </tr>
        ))}
      </TableCard>
      {movements.length >= CASHIER_DAY_MOVEMENTS ? (
        <p className="small text-body-secondary mt-2 mb-0">
          The latest {CASHIER_DAY_MOVEMENTS} are listed; the wallet log has every one.
        </p>
      ) : null}
    </>
  );
}
