import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FairnessLink } from "../../../components/FairnessLink.tsx";
import { LiveStatus } from "../../../components/LiveStatus.tsx";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { notify, prefetchNotices } from "../../../lib/toast.tsx";
import { noticeRows } from "./availability.ts";
import { clockOffsetMs, drawPhase, firstOpenDraw, noOpenDrawText, phaseText, useNow } from "./countdown.ts";
import { DrawPicker } from "./DrawPicker.tsx";
import { FairnessPanel } from "./FairnessPanel.tsx";
import { LineBuilder } from "./LineBuilder.tsx";
import { MyTickets } from "./MyTickets.tsx";
import { RecentResults } from "./RecentResults.tsx";
import { TicketPanel } from "./TicketPanel.tsx";
import { addLine, type DraftLine, removeLine, replaceLine } from "./ticket.ts";
import { useDrawList, useDrawRoom } from "./use-draw-room.ts";
import { usePlaceTicket } from "./use-place-ticket.ts";
import "./number-games.css";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";

const CLOSED_REASONS = {
  scheduled: "This draw is not open for bets yet.",
  closed: "Betting is closed for this draw.",
  result: "Betting is closed for this draw.",
  settled: "This draw is settled.",
  cancelled: "This draw was cancelled.",
} as const;

/** /player/pick2, /player/pick3, /player/suertres, /player/game-ending: one screen, read from the game's entry. */
export function NumberGamePage({ game }: { game: NumberGame }) {
  useEffect(prefetchNotices, []);
  const entry = GAME_REGISTRY[game];
  const [params, setParams] = useSearchParams();
  const nowMs = useNow();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [editingId, setEditingId] = useState<string | null>(null);

  const listQuery = useDrawList(game);
  const list = listQuery.data;
  const chosenId = Number(params.get("draw"));
  // No draw chosen yet: the first one taking bets, kept in the URL so the screen stays on it as it closes and settles
  // (and a reload too). None taking bets and none chosen: no ticket, the screen says why.
  const firstOpen = list ? firstOpenDraw(list.open, nowMs, listQuery.dataUpdatedAt) : undefined;
  const drawId = chosenId > 0 ? chosenId : (firstOpen?.id ?? 0);
  const pinId = chosenId > 0 ? 0 : (firstOpen?.id ?? 0);
  useEffect(() => {
    if (pinId > 0) setParams({ draw: String(pinId) }, { replace: true });
  }, [pinId, setParams]);
  const active = useDrawRoom(game, drawId);
  const draw = active.draw.data;
  const availability = active.availability.data?.combinations ?? [];

  const placing = usePlaceTicket(game, (placed) => {
    setLines([]);
    notify.success(
      `Ticket #${placed.ticket.id} placed: ${formatPesos(placed.ticket.totalStakeCentavos, { symbol: true })}`,
    );
  });

  const offset = draw ? clockOffsetMs(draw.serverNow, active.draw.dataUpdatedAt) : 0;
  const phase = draw ? drawPhase(draw, nowMs, offset) : null;
  const closedReason = phase && phase !== "open" ? CLOSED_REASONS[phase] : null;
  const editing = lines.find((l) => l.id === editingId) ?? null;
  const notices = noticeRows(availability).slice(0, 12);

  return (
    <div className={`number-game game-${game}`} data-testid="number-game">
      <PageTitle title={entry.label} />
      <div className="d-flex align-items-center gap-2 mb-2">
        <Link to="/player/home" className="btn btn-sm btn-outline-secondary" aria-label="Back to Sabong Lounge">
          ‹
        </Link>
        <h1 className="h4 mb-0 flex-grow-1">{entry.label}</h1>
        <LiveStatus live={active.live} showReconnecting={false} />
      </div>
      <p className="small mb-2">
        <FairnessLink />
      </p>
      {active.showReconnecting && drawId > 0 ? <LiveStatus live={false} showReconnecting /> : null}

      {listQuery.isPending ? (
        <Spinner label="Loading draws…" />
      ) : listQuery.isError ? (
        <ErrorAlert error={listQuery.error} announce={false} />
      ) : (
        <DrawPicker
          draws={list?.open ?? []}
          selectedId={drawId || null}
          receivedAtMs={listQuery.dataUpdatedAt}
          nowMs={nowMs}
          onSelect={(id) => setParams({ draw: String(id) }, { replace: true })}
        />
      )}

      {draw ? (
        <div className="number-game-layout mt-2">
          <div className="number-game-play">
            <div className={`draw-strip phase-${phase}`} data-testid="draw-status">
              <strong>{draw.label}</strong>
              <span className="tabular" data-testid="draw-countdown">
                {phaseText(draw, nowMs, offset)}
              </span>
              {draw.result ? (
                <span>
                  Result <strong className="result-digits tabular">{draw.result}</strong>
                </span>
              ) : null}
            </div>
            <LineBuilder
              entry={entry}
              draw={draw}
              availability={availability}
              draft={lines.filter((l) => l.id !== editingId)}
              editing={editing}
              disabled={closedReason !== null || placing.pending !== null}
              onSave={(line) => {
                setLines((current) => (editing ? replaceLine(current, editing.id, line) : addLine(current, line)));
                setEditingId(null);
                placing.clearRefusal();
              }}
              onCancelEdit={() => setEditingId(null)}
            />
            <TicketPanel
              game={game}
              draw={draw}
              lines={lines}
              availability={availability}
              closedReason={closedReason}
              editingId={editingId}
              onEdit={setEditingId}
              onRemove={(id) => {
                setLines((current) => removeLine(current, id));
                if (editingId === id) setEditingId(null);
                placing.clearRefusal();
              }}
              placing={placing}
            />
          </div>
          <div className="number-game-side">
            {/* Sold out and limited matter only while the draw takes bets: a settled one's list is history. */}
            {notices.length > 0 && closedReason === null ? <AvailabilityNotices rows={notices} /> : null}
            <MyTickets tickets={active.tickets.data} loading={active.tickets.isPending} />
            <FairnessPanel entry={entry} draw={draw} />
            <RecentResults draws={list?.recent ?? []} />
          </div>
        </div>
      ) : drawId > 0 && active.draw.isPending ? (
        <Spinner label="Loading the draw…" />
      ) : (
        <>
          {list && !firstOpen ? (
            <div className="alert alert-secondary mt-2 mb-0" role="status" data-testid="no-open-draws">
              {noOpenDrawText(entry.label, list.open, nowMs, listQuery.dataUpdatedAt, list.enabled)}
            </div>
          ) : null}
          <RecentResults draws={list?.recent ?? []} />
        </>
      )}
    </div>
  );
}

function AvailabilityNotices({ rows }: { rows: ReturnType<typeof noticeRows> }) {
  return (
    <section aria-labelledby="availability-title">
      <h2 id="availability-title" className="h6 mt-3">
        Sold out & limited
      </h2>
      <ul className="list-inline small mb-0" data-testid="availability">
        {rows.map((row) => (
          <li key={row.combination} className="list-inline-item">
            <span className={`badge ${row.notAccepted || row.soldOut ? "text-bg-danger" : "text-bg-warning"}`}>
              <span className="tabular">{row.combination}</span>{" "}
              {row.notAccepted
                ? "Not accepted"
                : row.soldOut
                  ? "Sold out"
                  : `${formatPesos(row.leftCentavos, { symbol: true })} more`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
