import { type Bet, type Game, RESULT_LABELS, SIDE_LABELS, type Side } from "@sabong/shared/betting";
import { plural } from "@sabong/shared/contracts";
import { contestName, contestTitle, liveGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { eventScreenQuery } from "../../api/betting/player.ts";
import { EventStatusBadge } from "../../components/EventStatusBadge.tsx";
import { FairnessLink } from "../../components/FairnessLink.tsx";
import { LiveStatus } from "../../components/LiveStatus.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { ResultsBoard } from "../../games/ResultsBoard.tsx";
import { useEventRoom } from "../../games/use-event-room.ts";
import { GENERIC_ERROR_MESSAGE } from "../../lib/config.ts";
import { setPointsCentavos, useSession } from "../../lib/session.ts";
import { notify, prefetchNotices } from "../../lib/toast.tsx";
import { useLastCallCountdown } from "../../lib/use-last-call-countdown.ts";
import { BetSlip } from "./BetSlip.tsx";
import { closedAtDeadline, fightBanner, screenWithFight } from "./event-screen-updates.ts";
import { LastCallAlert, LastCallSoundToggle, LastCallStatus } from "./LastCall.tsx";
import { LiveVideo, prefetchVideoPlayer } from "./LiveVideo.tsx";
import { useLastCallSound } from "./last-call-sound.ts";
import { MyBets } from "./MyBets.tsx";
import { SideButtons } from "./SideButtons.tsx";
import { usePlaceBet } from "./use-place-bet.ts";
import "../../components/betting.css";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";

/** /player/home/:eventId and /player/applepulaputi/list/:eventId: watch the fight live and bet on it. */
export function EventScreenPage({ game }: { game: Game }) {
  const eventId = Number(useParams().eventId);
  useEffect(prefetchVideoPlayer, []);
  useEffect(prefetchNotices, []);
  const room = useEventRoom({
    eventId,
    query: eventScreenQuery(game, eventId),
    withFight: screenWithFight,
    onResult: (push, before) => {
      // The current fight's result is on the status strip; an older fight's (declared again after a revert) is not.
      if (push.fightId !== before?.fight.id) {
        notify.info(`${contestTitle(game)} #${push.number}: ${RESULT_LABELS[push.result]}`);
      }
    },
    onReverted: (push) => notify.info(`The result of ${contestName(game, push.number)} was reverted`),
  });
  const { query } = room;
  const screen = query.data;

  // The screen's fetched balance is the header's too; after that, bet answers and 'balance' pushes move both.
  const fetchedBalance = screen?.balanceCentavos;
  useEffect(() => {
    if (fetchedBalance !== undefined) setPointsCentavos(fetchedBalance);
  }, [fetchedBalance]);
  const balanceCentavos = useSession((session) => session.pointsCentavos);

  useSettlementToasts(screen?.myBets);

  const [side, setSide] = useState<Side | null>(null);
  const bets = usePlaceBet(game, eventId);
  const countdown = useLastCallCountdown(screen?.fight);
  const sound = useLastCallSound(screen?.fight.state, countdown.remainingMs, screen?.fight.lastCallEndsAt ?? null);

  const { playerTitle, routes } = liveGame(game);
  const lobby = routes.playerLobby;
  if (query.isPending) {
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
          {query.error?.message ?? GENERIC_ERROR_MESSAGE}. <Link to={lobby}>Back to {playerTitle}</Link>
        </ErrorAlert>
      </div>
    );
  }

  const { event } = screen;
  // At zero the server takes no more bets: the screen shows betting closed before the close arrives.
  const fight = countdown.over ? closedAtDeadline(screen.fight) : screen.fight;
  const banner = fightBanner(game, fight);
  const activeSide = side && event.sides.includes(side) ? side : null;

  return (
    <div className={`event-screen game-${game}`} data-testid="event-screen">
      <PageTitle title={event.name} />
      <div className="event-topline">
        <Link to={lobby} className="event-back" aria-label={`Back to ${playerTitle}`}>
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
          <LiveStatus live={room.live} showReconnecting={false} />
        </div>
      </div>
      {room.showReconnecting ? <LiveStatus live={false} showReconnecting /> : null}

      <div className="event-layout">
        <div className="event-video-area">
          <LiveVideo url={event.videoUrl} title={event.name} game={game} />
        </div>

        <div className="event-play-area">
          <div className={`fight-strip tone-${banner.tone}`} data-testid="fight-status">
            <span className="fight-number">
              {contestTitle(game).toUpperCase()} <strong className="tabular">#{fight.number}</strong>
            </span>
            <span className="fight-state" data-testid="fight-state">
              {banner.label}
            </span>
            <span className="fight-detail">{banner.detail}</span>
          </div>
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
            balanceCentavos={balanceCentavos}
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

/** Tells the player when one of their bets is settled (won or refunded) or put back to pending by a revert. */
function useSettlementToasts(bets: readonly Bet[] | undefined) {
  const seen = useRef(new Map<number, Bet["status"]>());
  useEffect(() => {
    if (!bets) return;
    for (const bet of bets) {
      const before = seen.current.get(bet.id);
      if (before === "PENDING" && bet.status === "WON" && bet.payoutCentavos !== null) {
        notify.success(`You won ${formatPesos(bet.payoutCentavos)} on ${SIDE_LABELS[bet.side]}!`);
      } else if (before === "PENDING" && bet.status === "REFUNDED") {
        notify.info(`Your ${formatPesos(bet.stakeCentavos)} on ${SIDE_LABELS[bet.side]} was refunded`);
      }
      seen.current.set(bet.id, bet.status);
    }
  }, [bets]);
}
