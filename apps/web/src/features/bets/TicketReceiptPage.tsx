import type { HistoryTicket } from "@sabong/shared/history";
import { formatPesos, formatPesosOrDash } from "@sabong/shared/money";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { ticketReceiptQuery } from "../../api/history.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { notify } from "../../lib/toast.tsx";
import { BetStatusBadge } from "./BetStatusBadge.tsx";
import { drawResultText, formText, gameName } from "./history-table.tsx";
import { shareReceipt } from "./receipt-share.ts";

/** The words a shared receipt carries (the link opens the receipt itself, for its owner and uplines only). */
export function receiptText(ticket: HistoryTicket): string {
  const lines = ticket.lines.map((l) => `${l.combination} ${l.form} ₱${formatPesos(l.stakeCentavos)}`).join(", ");
  const result = ticket.draw.result ? `result ${ticket.draw.result}` : "not drawn yet";
  return `${gameName(ticket.game)} ticket #${ticket.id} · ${ticket.draw.name} · ${lines} · ${result}`;
}

/** /player/tickets/:ticketId: one ticket's receipt, to keep or share. */
export function TicketReceiptPage() {
  const ticketId = Number(useParams().ticketId);
  const receipt = useQuery(ticketReceiptQuery(ticketId));
  const ticket = receipt.data;

  const onShare = async () => {
    if (!ticket) return;
    const outcome = await shareReceipt(navigator, {
      title: `Ticket #${ticket.id}`,
      text: receiptText(ticket),
      url: window.location.href,
    });
    if (outcome === "copied") notify.success("Link copied. Only you and your agents can open it.");
    if (outcome === "unavailable") notify.error("This browser cannot share or copy. Copy the address bar instead.");
  };

  return (
    <>
      <PageHeader
        title={Number.isSafeInteger(ticketId) ? `Ticket #${ticketId}` : "Ticket"}
        subtitle="Receipt"
        link={{ to: "/player/bets-history", label: "Back to bets", className: "btn btn-outline-secondary btn-sm" }}
      />
      {receipt.isError ? <ErrorAlert error={receipt.error} announce={false} /> : null}
      {receipt.isPending && receipt.fetchStatus !== "idle" ? <Spinner label="Loading the ticket…" /> : null}
      {!receipt.isPending && !ticket && !receipt.isError ? <ErrorAlert error="Ticket not found" /> : null}
      {ticket ? (
        <article className="card border-0 shadow-sm ticket-receipt" aria-label={`Receipt of ticket #${ticket.id}`}>
          <div className="card-body">
            <ReceiptFacts ticket={ticket} />
            <ReceiptLines ticket={ticket} />
            <button type="button" className="btn btn-warning fw-bold" onClick={() => void onShare()}>
              Share receipt
            </button>
          </div>
        </article>
      ) : null}
    </>
  );
}

/** The ticket's game, draw, time placed, the draw's result and the ticket's status. */
function ReceiptFacts({ ticket }: { ticket: HistoryTicket }) {
  return (
    <dl className="row mb-3 small">
      <dt className="col-5">Game</dt>
      <dd className="col-7">{gameName(ticket.game)}</dd>
      <dt className="col-5">Draw</dt>
      <dd className="col-7">
        {ticket.draw.name} (#{ticket.draw.id})
      </dd>
      <dt className="col-5">Placed</dt>
      <dd className="col-7">{formatDateTime(ticket.createdAt)}</dd>
      <dt className="col-5">Result</dt>
      <dd className="col-7 font-monospace fw-bold">{drawResultText(ticket)}</dd>
      <dt className="col-5">Status</dt>
      <dd className="col-7">
        <BetStatusBadge status={ticket.status} />
      </dd>
    </dl>
  );
}

/** Each line's combination, form, stake and what it paid (a dash until settled), then the totals. */
function ReceiptLines({ ticket }: { ticket: HistoryTicket }) {
  return (
    <table className="table table-sm align-middle mb-3">
      <caption className="visually-hidden">Lines</caption>
      <thead>
        <tr>
          <th>Combination</th>
          <th>Form</th>
          <th className="text-end">Stake</th>
          <th className="text-end">Paid</th>
        </tr>
      </thead>
      <tbody>
        {ticket.lines.map((line) => (
          <tr key={line.id} data-testid="receipt-line">
            <td className="font-monospace fw-semibold">{line.combination}</td>
            <td>{formText(line)}</td>
            <td className="text-end tabular">{formatPesos(line.stakeCentavos)}</td>
            <td className="text-end tabular">{line.outcome === "PENDING" ? "—" : formatPesos(line.paidCentavos)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th colSpan={2}>Total</th>
          <td className="text-end tabular fw-semibold">{formatPesos(ticket.stakeCentavos)}</td>
          <td className="text-end tabular fw-semibold">{formatPesosOrDash(ticket.payoutCentavos)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
