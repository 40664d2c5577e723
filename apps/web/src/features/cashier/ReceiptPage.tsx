import type { Receipt } from "@sabong/shared/accounting";
import { formatPesos } from "@sabong/shared/money";
import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { Link, useParams } from "react-router";
import { receiptQuery } from "../../api/cashier.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { formatDateTime } from "../../lib/format.ts";
import "./receipt.css";

const TITLES: Record<Receipt["kind"], string> = { CASH_IN: "Cash-in receipt", CASH_OUT: "Cash-out receipt" };

/**
 * /staff/receipts/:transferId: a load (cash in) or withdrawal (cash out) of a player's points as a receipt to print
 * and hand over. Printing shows the receipt alone (receipt.css).
 */
export function ReceiptPage() {
  const transferId = Number(useParams().transferId);
  const valid = Number.isSafeInteger(transferId) && transferId > 0;
  const receipt = useQuery({ ...receiptQuery(transferId), enabled: valid });

  return (
    <>
      <div className="d-print-none">
        <PageHeader
          title="Receipt"
          actions={
            <>
              <Link to="/staff/dashboard" className="btn btn-outline-secondary">
                Back to the desk
              </Link>
              <button type="button" className="btn btn-primary" disabled={!receipt.data} onClick={() => window.print()}>
                Print receipt
              </button>
            </>
          }
        />
      </div>
      {!valid ? (
        <div className="alert alert-warning">This is not a receipt number.</div>
      ) : receipt.isPending ? (
        <Spinner label="Loading the receipt…" />
      ) : receipt.isError ? (
        <QueryError what="the receipt" error={receipt.error} onRetry={() => void receipt.refetch()} />
      ) : (
        <ReceiptSheet receipt={receipt.data} />
      )}
    </>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const cashIn = receipt.kind === "CASH_IN";
  const rows: [string, string, string][] = [
    ["Receipt no.", `#${receipt.transferId}`, "number"],
    ["Date", formatDateTime(receipt.at), "date"],
    ["Player", receipt.player.username, "player"],
    ["Cashier", receipt.cashier.username, "cashier"],
    [
      cashIn ? "Points loaded (cash received)" : "Points withdrawn (cash paid out)",
      formatPesos(receipt.amountCentavos, { symbol: true }),
      "amount",
    ],
    ["Player's points after", formatPesos(receipt.playerBalanceAfterCentavos, { symbol: true }), "balance"],
  ];
  return (
    <article className="card receipt-sheet" aria-label={TITLES[receipt.kind]}>
      <div className="card-body">
        <p className="fw-bold mb-0">Sabong Live</p>
        <h2 className="h5 mb-3">{TITLES[receipt.kind]}</h2>
        <dl className="row mb-0">
          {rows.map(([term, value, key]) => (
            <Fragment key={key}>
              <dt className="col-6 fw-normal text-body-secondary">{term}</dt>
              <dd className="col-6 text-end tabular fw-semibold text-break" data-receipt={key}>
                {value}
              </dd>
            </Fragment>
          ))}
        </dl>
        <p className="small text-body-secondary mt-3 mb-0">Please keep this receipt.</p>
      </div>
    </article>
  );
}
