import { plural } from "@sabong/shared/contracts";
import type { NumberGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import type { Availability, DrawView, TicketRefusal } from "@sabong/shared/number-games";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";
import { availabilityMap, lineRoom, standingText } from "./availability.ts";
import { coversText, type DraftLine, draftTotalCentavos, previewPayoutCentavos, ticketBodyLines } from "./ticket.ts";
import type { usePlaceTicket } from "./use-place-ticket.ts";

type Props = {
  game: NumberGame;
  draw: DrawView;
  lines: readonly DraftLine[];
  availability: readonly Availability[];
  /** Why the ticket cannot be sent now (betting closed, not open yet), or null. */
  closedReason: string | null;
  editingId: string | null;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
  placing: ReturnType<typeof usePlaceTicket>;
};

/** The ticket: its lines (edit, remove; the server's reason beside a refused one), the total, then send it whole. */
export function TicketPanel({
  game,
  draw,
  lines,
  availability,
  closedReason,
  editingId,
  onEdit,
  onRemove,
  placing,
}: Props) {
  const total = draftTotalCentavos(lines);
  const { pending, refusal } = placing;

  return (
    <section className="ticket card" aria-labelledby="ticket-title" data-testid="ticket">
      <div className="card-body p-2 p-sm-3">
        <h2 id="ticket-title" className="h6 d-flex justify-content-between mb-2">
          <span>Ticket · {draw.label}</span>
          <span className="text-body-secondary">{plural(lines.length, "line")}</span>
        </h2>
        <ErrorAlert error={refusal?.error} className="py-2 small" />
        {lines.length === 0 ? (
          <p className="small text-body-secondary mb-2">Build a line above and add it here.</p>
        ) : (
          <TicketLines
            game={game}
            draw={draw}
            lines={lines}
            availability={availability}
            editingId={editingId}
            onEdit={onEdit}
            onRemove={onRemove}
            placing={placing}
          />
        )}
        <p className="d-flex justify-content-between fw-bold mb-2">
          <span>Total</span>
          <span className="tabular" data-testid="ticket-total">
            {formatPesos(total, { symbol: true })}
          </span>
        </p>
        {closedReason ? <p className="small text-warning mb-2">{closedReason}</p> : null}

        {pending ? (
          <ConfirmTicket
            lineCount={pending.lines.length}
            totalCentavos={total}
            draw={draw}
            closedReason={closedReason}
            placing={placing}
          />
        ) : (
          <button
            type="button"
            className="btn btn-warning btn-lg w-100 fw-bold"
            disabled={lines.length === 0 || closedReason !== null || editingId !== null}
            onClick={() => placing.review(draw.id, ticketBodyLines(lines))}
          >
            Place ticket
          </button>
        )}
      </div>
    </section>
  );
}

/** The lines, each with what it pays, how it stands under the caps, and the server's reason if refused. */
function TicketLines(props: Omit<Props, "closedReason">) {
  const { game, draw, lines, availability, editingId, onEdit, onRemove, placing } = props;
  const map = availabilityMap(availability);
  return (
    <ol className="list-group list-group-numbered mb-2">
      {lines.map((line, index) => (
        <TicketLine
          key={line.id}
          line={line}
          index={index}
          reason={refusalFor(placing.refusal, index)}
          note={standingText(
            lineRoom(
              map,
              draw.terms,
              line,
              lines.filter((other) => other.id !== line.id),
            ),
          )}
          payout={previewPayoutCentavos(game, draw.terms, line, availability)}
          active={line.id === editingId}
          locked={placing.pending !== null}
          onEdit={onEdit}
          onRemove={onRemove}
        />
      ))}
    </ol>
  );
}

type LineProps = {
  line: DraftLine;
  index: number;
  /** The server's reason for refusing this line, if it did. */
  reason: string | null;
  /** How the line stands under the caps (sold out, limited), if it matters. */
  note: string | null;
  payout: number | null;
  /** Being edited in the builder. */
  active: boolean;
  /** The ticket is being confirmed: no change now. */
  locked: boolean;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
};

function TicketLine({ line, index, reason, note, payout, active, locked, onEdit, onRemove }: LineProps) {
  return (
    <li
      className={`list-group-item d-flex flex-wrap align-items-start gap-2${active ? " active" : ""}`}
      data-testid="ticket-line"
    >
      <div className="flex-grow-1 min-w-0">
        <strong className="tabular fs-5 me-2">{line.combination}</strong>
        <span className="text-capitalize">{line.form}</span>
        <span className="small text-body-secondary"> · {coversText(line.form, line.combination)}</span>
        <div className="small tabular">
          {formatPesos(line.stakeCentavos, { symbol: true })}
          {payout !== null ? ` · pays ${formatPesos(payout, { symbol: true })} if it hits` : ""}
          {note ? <span className="badge text-bg-warning ms-2">{note}</span> : null}
        </div>
        {reason ? <div className="small text-danger fw-semibold">{reason}</div> : null}
      </div>
      <div className="btn-group btn-group-sm">
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={`Edit line ${index + 1}`}
          disabled={locked}
          onClick={() => onEdit(line.id)}
        >
          Edit
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          aria-label={`Remove line ${index + 1}`}
          disabled={locked}
          onClick={() => onRemove(line.id)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

type ConfirmProps = Pick<Props, "draw" | "closedReason" | "placing"> & { lineCount: number; totalCentavos: number };

/** The ticket awaiting confirmation: Back, or Confirm (Retry after a lost answer). */
function ConfirmTicket({ lineCount, totalCentavos, draw, closedReason, placing }: ConfirmProps) {
  return (
    <div className="ticket-confirm border rounded p-2" role="alert">
      <p className="mb-2">
        Confirm {plural(lineCount, "line")} for{" "}
        <strong className="tabular">{formatPesos(totalCentavos, { symbol: true })}</strong> on {draw.label}?
      </p>
      {placing.failure ? <p className="small text-danger">{placing.failure}</p> : null}
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary flex-fill"
          disabled={placing.busy}
          onClick={placing.cancel}
        >
          Back
        </button>
        <button
          type="button"
          className="btn btn-warning fw-bold flex-fill"
          // A retry after a lost answer may still find the ticket placed before the cut-off.
          disabled={placing.busy || (closedReason !== null && !placing.failure)}
          onClick={placing.confirm}
        >
          {placing.busy ? "Placing ticket…" : placing.failure ? "Retry" : "Confirm ticket"}
        </button>
      </div>
    </div>
  );
}

function refusalFor(refusal: TicketRefusal | null, index: number): string | null {
  return refusal?.lines.find((l) => l.index === index)?.error ?? null;
}
