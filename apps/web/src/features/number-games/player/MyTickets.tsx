import { formatPesos } from "@sabong/shared/money";
import type { TicketLineView, TicketView } from "@sabong/shared/number-games";
import { formatDateTime } from "../../../lib/format.ts";

const OUTCOME: Record<TicketLineView["outcome"], { label: string; tone: string }> = {
  PENDING: { label: "Pending", tone: "text-bg-secondary" },
  WON: { label: "Won", tone: "text-bg-success" },
  LOST: { label: "Lost", tone: "text-bg-dark border" },
  REFUNDED: { label: "Refunded", tone: "text-bg-info" },
};

/** The player's tickets on the draw, each line with its outcome and what it paid after settlement (server figures). */
export function MyTickets({ tickets, loading }: { tickets: readonly TicketView[] | undefined; loading: boolean }) {
  return (
    <section className="my-tickets" aria-labelledby="my-tickets-title">
      <h2 id="my-tickets-title" className="h6 mt-3">
        My tickets
      </h2>
      {loading ? (
        <p className="small text-body-secondary">Loading your tickets…</p>
      ) : !tickets || tickets.length === 0 ? (
        <p className="small text-body-secondary">No tickets on this draw yet.</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="card" data-testid="my-ticket">
              <div className="card-body p-2">
                <div className="d-flex justify-content-between small mb-1">
                  <span>
                    Ticket #{ticket.id} · {formatDateTime(ticket.createdAt)}
                  </span>
                  <strong className="tabular">{formatPesos(ticket.totalStakeCentavos, { symbol: true })}</strong>
                </div>
                <table className="table table-sm mb-0 small">
                  <thead>
                    <tr>
                      <th scope="col">Combination</th>
                      <th scope="col">Stake</th>
                      <th scope="col">If it hits</th>
                      <th scope="col">Outcome</th>
                    </tr>
                  </thead>
                  <tbody>
                    {ticket.lines.map((line) => (
                      <tr key={line.id}>
                        <td>
                          <strong className="tabular">{line.combination}</strong>{" "}
                          <span className="text-capitalize">{line.form}</span>
                          {line.permutations > 1 ? ` (${line.permutations})` : ""}
                        </td>
                        <td className="tabular">{formatPesos(line.stakeCentavos)}</td>
                        <td className="tabular">{formatPesos(line.payoutIfHitCentavos)}</td>
                        <td>
                          <span className={`badge ${OUTCOME[line.outcome].tone}`}>{OUTCOME[line.outcome].label}</span>
                          {line.paidCentavos > 0 ? (
                            <span className="tabular ms-1">{formatPesos(line.paidCentavos, { symbol: true })}</span>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
