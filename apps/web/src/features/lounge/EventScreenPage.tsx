import type { BettingEvent, EventScreen, FightView, Game } from "@sabong/shared/betting";
import { plural } from "@sabong/shared/contracts";
import { contestTitle, liveGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { Link } from "react-router";
import { EventStatusBadge } from "../../components/EventStatusBadge.tsx";
import { FairnessLink } from "../../components/FairnessLink.tsx";
import { LiveStatus } from "../../components/LiveStatus.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { ResultsBoard } from "../../games/ResultsBoard.tsx";
import { GENERIC_ERROR_MESSAGE } from "../../lib/config.ts";
import { BetSlip } from "./BetSlip.tsx";
import { closedAtDeadline, fightBanner } from "./event-screen-updates.ts";
import { LastCallAlert, LastCallSoundToggle, LastCallStatus } from "./LastCall.tsx";
import { LiveVideo } from "./LiveVideo.tsx";
import { MyBets } from "./MyBets.tsx";
import { SideButtons } from "./SideButtons.tsx";
import { useEventScreen } from "./use-event-screen.ts";
import "../../components/betting.css";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";

type ScreenState = ReturnType<typeof useEventScreen>;

/** /player/home/:eventId and /player/applepulaputi/list/:eventId: watch the fight live and bet on it. */
export function EventScreenPage({ game }: { game: Game }) {
  const state = useEventScreen(game);
  const { room, screen } = state;
  const { playerTitle, routes } = liveGame(game);
  const lobby = routes.playerLobby;
  if (room.query.isPending) {
    return (
      <div className="event-screen">
        <Spinner label="Loading the event…" />
      </div>
    );
  }
  if (!screen) {
    return (
      <div className="event-screen">
        <PageTitle title={playerTitle} />
        <ErrorAlert announce={false}>
          {room.query.error?.message ?? GENERIC_ERROR_MESSAGE}. <Link to={lobby}>Back to {playerTitle}</Link>
        </ErrorAlert>
      </div>
    );
  }

  const { event } = screen;
  return (
    <div className={`event-screen game-${game}`} data-testid="event-screen">
      <PageTitle title={event.name} />
      <EventTopline event={event} game={game} live={room.live} />
      {room.showReconnecting ? <LiveStatus live={false} showReconnecting /> : null}

      <div className="event-layout">
        <div className="event-video-area">
          <LiveVideo url={event.videoUrl} title={event.name} game={game} />
        </div>
        <PlayArea game={game} screen={screen} state={state} />
        <div className="event-board-area">
          <ResultsBoard game={game} results={screen.results} />
          <p className="small mt-2 mb-0">
            <FairnessLink />
          </p>
        </div>
      </div>
    </div>
  );
}

/** Back to the lobby, the event's name and day, its status and whether the screen is live. */
function EventTopline({ event, game, live }: { event: BettingEvent; game: Game; live: boolean }) {
  const { playerTitle, routes } = liveGame(game);
  return (
    <div className="event-topline">
      <Link to={routes.playerLobby} className="event-back" aria-label={`Back to ${playerTitle}`}>
        ‹
      </Link>
      <div className="min-w-0 flex-grow-1">
        <h1 className="event-title">{event.name}</h1>
        <p className="event-subtitle">
          {playerTitle} ·{" "}
          <span className="text-nowrap" data-testid="event-date">
            {event.eventDate}
          </span>
        </p>
      </div>
      <div className="event-status-pills">
        <EventStatusBadge status={event.status} />
        <LiveStatus live={live} showReconnecting={false} />
      </div>
    </div>
  );
}

/** The fight's strip and last call, the sides, the pool, the bet slip and the player's bets on this fight. */
function PlayArea({ game, screen, state }: { game: Game; screen: EventScreen; state: ScreenState }) {
  const { countdown, sound, side, setSide, bets } = state;
  const { event } = screen;
  // At zero the server takes no more bets: the screen shows betting closed before the close arrives.
  const fight = countdown.over ? closedAtDeadline(screen.fight) : screen.fight;
  const activeSide = side && event.sides.includes(side) ? side : null;
  return (
    <div className="event-play-area">
      <FightStrip game={game} fight={fight} />
      <LastCallAlert state={fight.state} remainingMs={countdown.remainingMs} />
      <LastCallStatus state={screen.fight.state} remainingMs={countdown.remainingMs} />
      <LastCallSoundToggle on={sound.on} onChange={sound.toggle} />

      <SideButtons event={event} fight={fight} myBets={screen.myBets} selected={activeSide} onSelect={setSide} />
      <p className="pool-line small tabular">
        Pool {formatPesos(fight.totalCentavos)} · {plural(fight.betCount, "bet")} · payout per 100 (stake included)
      </p>
      <p className="stake-back-line small" data-testid="stake-back">
        {screen.stakeBack.playerText}
      </p>

      <BetSlip
        game={game}
        event={event}
        fight={fight}
        side={activeSide}
        balanceCentavos={state.balanceCentavos}
        sending={bets.sending}
        confirmation={bets.confirmation}
        onConfirm={(chosen, stakeCentavos) => bets.place(fight.id, chosen, stakeCentavos)}
        onClearSide={() => setSide(null)}
      />

      <MyBets
        game={game}
        fightNumber={fight.number}
        bets={screen.myBets}
        pending={bets.pending.filter((p) => p.fightId === fight.id)}
        onRetry={bets.retry}
        onDismiss={bets.dismiss}
      />
    </div>
  );
}

function FightStrip({ game, fight }: { game: Game; fight: FightView }) {
  const banner = fightBanner(game, fight);
  return (
    <div className={`fight-strip tone-${banner.tone}`} data-testid="fight-status">
      <span className="fight-number">
        {contestTitle(game).toUpperCase()} <strong className="tabular">#{fight.number}</strong>
      </span>
      <span className="fight-state" data-testid="fight-state">
        {banner.label}
      </span>
      <span className="fight-detail">{banner.detail}</span>
    </div>
  );
}
