import { type BettingEvent, EVENT_STATUSES, type EventStatus, GAME_LABELS, type Game } from "@sabong/shared/betting";
import { contestNoun, liveGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { operatorEventsQuery } from "../../api/betting/operator.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { EventStatusBadge } from "../../components/EventStatusBadge.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { TableCard } from "../../components/TableCard.tsx";
import { EventFormModal } from "./EventFormModal.tsx";
import "../../components/betting.css";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";

/** /operator/arena (Sabong) and /operator/applepulaputi/event-list (Apple na pula/puti). */
export function EventListPage({ game }: { game: Game }) {
  const [status, setStatus] = useState<EventStatus | "">("");
  const query = useQuery(operatorEventsQuery(game, status || undefined));
  const [editing, setEditing] = useState<BettingEvent | "new" | null>(null);
  const navigate = useNavigate();
  const base = liveGame(game).routes.operatorEvents;
  const items = query.data?.items ?? [];

  return (
    <>
      <PageHeader
        title="Event List"
        subtitle={GAME_LABELS[game]}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            + Create event
          </button>
        }
      />
      <StatusFilter status={status} onChange={setStatus} />

      {query.isPending ? (
        <Spinner label="Loading events…" />
      ) : query.isError ? (
        <ErrorAlert error={query.error} announce={false} />
      ) : items.length === 0 ? (
        <EmptyState title="No events yet.">
          Create a {GAME_LABELS[game]} event, then open its console to run the {contestNoun(game, 2)} and declare
          results.
        </EmptyState>
      ) : (
        <EventsTable game={game} items={items} onEdit={setEditing} />
      )}

      {editing ? (
        <EventFormModal
          game={game}
          event={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={(eventId) => navigate(`${base}/${eventId}`)}
        />
      ) : null}
    </>
  );
}

function StatusFilter({
  status,
  onChange,
}: {
  status: EventStatus | "";
  onChange: (status: EventStatus | "") => void;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <SelectField
        id="event-status-filter"
        label="Status"
        labelClassName="small text-body-secondary"
        selectClassName="form-select form-select-sm w-auto"
        value={status}
        onChange={(value) => onChange(value as EventStatus | "")}
      >
        <option value="">All</option>
        {EVENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Each event's settings at a glance, with its edit and its console. */
function EventsTable({
  game,
  items,
  onEdit,
}: {
  game: Game;
  items: BettingEvent[];
  onEdit: (event: BettingEvent) => void;
}) {
  const base = liveGame(game).routes.operatorEvents;
  return (
    <TableCard
      caption={`${GAME_LABELS[game]} events`}
      tableClassName="table table-hover align-middle mb-0"
      wrapClassName="table-responsive"
      headClassName=""
      headings={[
        "Event",
        "Date",
        "Status",
        { end: "Plasada" },
        { end: "Draw" },
        { end: "Min / max bet" },
        "Stream",
        { end: "Actions" },
      ]}
    >
      {items.map((event) => (
        <tr key={event.id} data-testid="operator-event-row">
          <td className="fw-semibold">
            <Link to={`${base}/${event.id}`} className="text-reset">
              {event.name}
            </Link>
          </td>
          <td className="text-nowrap">{event.eventDate}</td>
          <td>
            <EventStatusBadge status={event.status} />
          </td>
          <td className="text-end tabular">{(event.plasadaBp / 100).toFixed(2)}%</td>
          <td className="text-end tabular">{event.drawEnabled ? `1 : ${event.drawOddsMultiplier}` : "off"}</td>
          <td className="text-end tabular text-nowrap">
            {formatPesos(event.minStakeCentavos)} / {formatPesos(event.maxStakeCentavos)}
          </td>
          <td>
            {event.videoUrl ? (
              <span className="badge text-bg-success">set</span>
            ) : (
              <span className="text-body-secondary small">none</span>
            )}
          </td>
          <td className="text-end text-nowrap">
            <button type="button" className="btn btn-sm btn-outline-secondary me-2" onClick={() => onEdit(event)}>
              Edit
            </button>
            <Link to={`${base}/${event.id}`} className="btn btn-sm btn-primary">
              Open console
            </Link>
          </td>
        </tr>
      ))}
    </TableCard>
  );
}
