import type { BettingEvent, Game } from "@sabong/shared/betting";
import { contestTitle, liveGame } from "@sabong/shared/games";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { eventConsoleQuery, eventFightsQuery } from "../../api/betting/operator.ts";
import { EventStatusBadge } from "../../components/EventStatusBadge.tsx";
import { LiveStatus } from "../../components/LiveStatus.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { ResultsBoard } from "../../games/ResultsBoard.tsx";
import { useEventRoom } from "../../games/use-event-room.ts";
import { notify } from "../../lib/toast.tsx";
import { ConfirmStepDialog } from "./ConfirmStepDialog.tsx";
import { AwaitingResult, PastFights } from "./ConsoleFights.tsx";
import { ConsoleSides } from "./ConsoleSides.tsx";
import { CurrentFight } from "./CurrentFight.tsx";
import { consoleControls, lowPayoutWarnings } from "./console-controls.ts";
import { EventFormModal } from "./EventFormModal.tsx";
import { useConsoleActions } from "./use-console-actions.ts";
import "../../components/betting.css";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";

/** /operator/arena/:eventId and /operator/applepulaputi/event-list/:eventId: run the fights of one event. */
export function EventConsolePage({ game }: { game: Game }) {
  const eventId = Number(useParams().eventId);
  const fightsQuery = eventFightsQuery(game, eventId);
  const room = useEventRoom({
    eventId,
    query: eventConsoleQuery(game, eventId),
    related: [fightsQuery.queryKey],
    onReverted: (push) => notify.info(`${contestTitle(game)} #${push.number} was reverted: declare its result again`),
    onWarning: (push) => notify.warning(push.message),
  });
  const fights = useQuery(fightsQuery);
  const actions = useConsoleActions(game, eventId);
  const [editing, setEditing] = useState(false);

  const data = room.query.data;
  const base = liveGame(game).routes.operatorEvents;
  if (room.query.isPending) return <Spinner label="Loading the console…" />;
  if (!data) {
    return (
      <ErrorAlert announce={false}>
        {room.query.error?.message}. <Link to={base}>Back to the event list</Link>
      </ErrorAlert>
    );
  }

  const { event, fight } = data;
  // Odds matter while bets are taken and until the result is in.
  const warnings = fight.state === "DECLARED" ? [] : lowPayoutWarnings(fight);
  const allFights = fights.data?.items ?? [];

  return (
    <>
      <ConsoleHeader game={game} event={event} live={room.live} onEdit={() => setEditing(true)} />
      {room.showReconnecting ? <LiveStatus live={false} showReconnecting /> : null}

      {warnings.length > 0 ? <LowPayoutAlert warnings={warnings} /> : null}

      <div className="console-grid">
        <div className="d-grid gap-3">
          <CurrentFight game={game} event={event} fight={fight} actions={actions} />
          <ConsoleSides event={event} fight={fight} canPause={consoleControls(fight, event).pause} actions={actions} />
        </div>
        <div className="d-grid gap-3">
          <AwaitingResult
            game={game}
            event={event}
            fights={allFights.filter((f) => f.state === "CLOSED" && f.id !== fight.id)}
            actions={actions}
          />
          <ResultsBoard game={game} results={data.results} minCols={10} />
        </div>
      </div>

      <PastFights game={game} event={event} fights={allFights.filter((f) => f.state === "DECLARED").reverse()} />

      <ConfirmStepDialog event={event} actions={actions} />
      {editing ? <EventFormModal game={game} event={event} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

/** The event's name, game, day and plasada; its status and the live link; back, edit and master revert. */
function ConsoleHeader({
  game,
  event,
  live,
  onEdit,
}: {
  game: Game;
  event: BettingEvent;
  live: boolean;
  onEdit: () => void;
}) {
  const { label, routes } = liveGame(game);
  return (
    <PageHeader
      title={event.name}
      subtitle={`${label} · ${event.eventDate} · plasada ${(event.plasadaBp / 100).toFixed(2)}%`}
      actions={
        <>
          <span className="d-inline-flex align-items-center gap-2">
            <EventStatusBadge status={event.status} />
            <LiveStatus live={live} showReconnecting={false} />
          </span>
          <Link to={routes.operatorEvents} className="btn btn-outline-secondary">
            ‹ Events
          </Link>
          <button type="button" className="btn btn-outline-primary" onClick={onEdit}>
            Edit event
          </button>
          <Link to={`${routes.masterRevert}?eventId=${event.id}`} className="btn btn-outline-danger">
            Master revert
          </Link>
        </>
      }
    />
  );
}

function LowPayoutAlert({ warnings }: { warnings: readonly string[] }) {
  return (
    <div
      className="alert alert-warning low-payout-alert d-flex gap-2 align-items-start"
      role="alert"
      data-testid="low-payout"
    >
      <span aria-hidden="true">⚠</span>
      <div>
        <div>LOW PAYOUT WARNING</div>
        {warnings.map((w) => (
          <div key={w} className="fw-normal">
            {w}
          </div>
        ))}
      </div>
    </div>
  );
}
