import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import type { DrawView } from "@sabong/shared/number-games";
import { useEffect } from "react";
import { Link } from "react-router";
import { FairnessLink } from "../../../components/FairnessLink.tsx";
import { LiveStatus } from "../../../components/LiveStatus.tsx";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { prefetchNotices } from "../../../lib/toast.tsx";
import { noticeRows } from "./availability.ts";
import { clockOffsetMs, type DrawPhase, drawPhase, noOpenDrawText, phaseText, useNow } from "./countdown.ts";
import { DrawPicker } from "./DrawPicker.tsx";
import { FairnessPanel } from "./FairnessPanel.tsx";
import { LineBuilder } from "./LineBuilder.tsx";
import { MyTickets } from "./MyTickets.tsx";
import { RecentResults } from "./RecentResults.tsx";
import { TicketPanel } from "./TicketPanel.tsx";
import { useDrawRoom } from "./use-draw-room.ts";
import { type TicketDraft, useChosenDraw, useTicketDraft } from "./use-number-game.ts";
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
  const nowMs = useNow();
  const { listQuery, list, firstOpen, drawId, choose } = useChosenDraw(game, nowMs);
  const room = useDrawRoom(game, drawId);
  const draw = room.draw.data;
  const ticket = useTicketDraft(game);

  return (
    <div className={`number-game game-${game}`} data-testid="number-game">
      <PageTitle title={entry.label} />
      <div className="d-flex align-items-center gap-2 mb-2">
        <Link to="/player/home" className="btn btn-sm btn-outline-secondary" aria-label="Back to Sabong Lounge">
          ‹
        </Link>
        <h1 className="h4 mb-0 flex-grow-1">{entry.label}</h1>
        <LiveStatus live={room.live} showReconnecting={false} />
      </div>
      <p className="small mb-2">
        <FairnessLink />
      </p>
      {room.showReconnecting && drawId > 0 ? <LiveStatus live={false} showReconnecting /> : null}

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
          onSelect={choose}
        />
      )}

      {draw ? (
        <PlayArea game={game} draw={draw} room={room} ticket={ticket} nowMs={nowMs} recent={list?.recent ?? []} />
      ) : drawId > 0 && room.draw.isPending ? (
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

type PlayProps = {
  game: NumberGame;
  draw: DrawView;
  room: ReturnType<typeof useDrawRoom>;
  ticket: TicketDraft;
  nowMs: number;
  /** The latest results of the game. */
  recent: readonly DrawView[];
};

/** The draw on screen: its status, the line builder and the ticket; beside them notices, tickets and fairness. */
function PlayArea({ game, draw, room, ticket, nowMs, recent }: PlayProps) {
  const entry = GAME_REGISTRY[game];
  const availability = room.availability.data?.combinations ?? [];
  const offset = clockOffsetMs(draw.serverNow, room.draw.dataUpdatedAt);
  const phase = drawPhase(draw, nowMs, offset);
  const closedReason = phase !== "open" ? CLOSED_REASONS[phase] : null;
  const notices = noticeRows(availability).slice(0, 12);
  const { lines, editingId, placing } = ticket;
  return (
    <div className="number-game-layout mt-2">
      <div className="number-game-play">
        <DrawStrip draw={draw} phase={phase} text={phaseText(draw, nowMs, offset)} />
        <LineBuilder
          entry={entry}
          draw={draw}
          availability={availability}
          draft={lines.filter((l) => l.id !== editingId)}
          editing={ticket.editing}
          disabled={closedReason !== null || placing.pending !== null}
          onSave={ticket.saveLine}
          onCancelEdit={() => ticket.setEditingId(null)}
        />
        <TicketPanel
          game={game}
          draw={draw}
          lines={lines}
          availability={availability}
          closedReason={closedReason}
          editingId={editingId}
          onEdit={ticket.setEditingId}
          onRemove={ticket.removeLine}
          placing={placing}
        />
      </div>
      <div className="number-game-side">
        {/* Sold out and limited matter only while the draw takes bets: a settled one's list is history. */}
        {notices.length > 0 && closedReason === null ? <AvailabilityNotices rows={notices} /> : null}
        <MyTickets tickets={room.tickets.data} loading={room.tickets.isPending} />
        <FairnessPanel entry={entry} draw={draw} />
        <RecentResults draws={recent} />
      </div>
    </div>
  );
}

/** The draw's name, its countdown or state, and its result once drawn. */
function DrawStrip({ draw, phase, text }: { draw: DrawView; phase: DrawPhase; text: string }) {
  return (
    <div className={`draw-strip phase-${phase}`} data-testid="draw-status">
      <strong>{draw.label}</strong>
      <span className="tabular" data-testid="draw-countdown">
        {text}
      </span>
      {draw.result ? (
        <span>
          Result <strong className="result-digits tabular">{draw.result}</strong>
        </span>
      ) : null}
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
