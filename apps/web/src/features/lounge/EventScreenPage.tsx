import {
  BETTING_SOCKET_EVENTS,
  type Bet,
  type EventScreen,
  eventRoom,
  formatPesos,
  type Game,
  RESULT_LABELS,
  SIDE_LABELS,
  type Side,
} from "@sabong/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { LiveStatus } from "../../app/ui/LiveStatus.tsx";
import { PageTitle } from "../../app/ui/PageTitle.tsx";
import { ResultsBoard } from "../../app/ui/ResultsBoard.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { BETTING_PATHS, PLAYER_GAME_TITLES } from "../../lib/betting.ts";
import {
  readBalancePush,
  readEventPush,
  readFightPush,
  readResultPush,
  readRevertedPush,
  readTotalsPush,
} from "../../lib/betting-pushes.ts";
import { GENERIC_ERROR_MESSAGE } from "../../lib/config.ts";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { useLiveRoom } from "../../lib/live-updates.ts";
import { useRealtimeEvent } from "../../lib/realtime.ts";
import { setPoints } from "../../lib/session.ts";
import { notify } from "../../lib/toast.tsx";
import { BetSlip } from "./BetSlip.tsx";
import {
  fightBanner,
  screenWithBalance,
  screenWithEvent,
  screenWithFight,
  screenWithPlacedBet,
  screenWithTotals,
} from "./event-screen-updates.ts";
import { eventScreenQueryKey, useEventScreen } from "./get-event-screen.ts";
import { LiveVideo } from "./LiveVideo.tsx";
import { MyBets, type PendingBet } from "./MyBets.tsx";
import { postBet } from "./place-bet.ts";
import { SideButtons } from "./SideButtons.tsx";
import "../../app/ui/betting.css";

/** /player/home/:eventId and /player/applepulaputi/list/:eventId: watch the fight live and bet on it. */
export function EventScreenPage({ game }: { game: Game }) {
  const eventId = Number(useParams().eventId);
  const queryClient = useQueryClient();

  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: eventScreenQueryKey(game, eventId) }),
    [queryClient, game, eventId],
  );
  const live = useLiveRoom(Number.isSafeInteger(eventId) ? eventRoom(eventId) : null, refetch);
  const query = useEventScreen(game, eventId, live.refetchInterval);
  const screen = query.data;

  const update = useCallback(
    (change: (screen: EventScreen) => EventScreen) =>
      queryClient.setQueryData<EventScreen>(eventScreenQueryKey(game, eventId), (current) =>
        current ? change(current) : current,
      ),
    [queryClient, game, eventId],
  );

  // ---- pushes of this event's room (and the player's balance)
  useRealtimeEvent(BETTING_SOCKET_EVENTS.fight, (payload) => {
    const view = readFightPush(payload);
    if (view?.eventId === eventId) update((s) => screenWithFight(s, view));
  });
  useRealtimeEvent(BETTING_SOCKET_EVENTS.totals, (payload) => {
    const push = readTotalsPush(payload);
    if (push?.eventId === eventId) update((s) => screenWithTotals(s, push));
  });
  useRealtimeEvent(BETTING_SOCKET_EVENTS.result, (payload) => {
    const push = readResultPush(payload);
    if (push?.eventId !== eventId) return;
    // The current fight's result is on the status strip; an older fight's (declared again after a revert) is not.
    if (push.fightId !== query.data?.fight.id) notify.info(`Fight #${push.number}: ${RESULT_LABELS[push.result]}`);
    refetch(); // the board and the player's bets (won / lost / refunded)
  });
  useRealtimeEvent(BETTING_SOCKET_EVENTS.reverted, (payload) => {
    const push = readRevertedPush(payload);
    if (push?.eventId !== eventId) return;
    notify.info(`The result of fight #${push.number} was reverted`);
    refetch();
  });
  useRealtimeEvent(BETTING_SOCKET_EVENTS.event, (payload) => {
    const event = readEventPush(payload);
    if (event?.id === eventId) update((s) => screenWithEvent(s, event));
  });
  useRealtimeEvent(BETTING_SOCKET_EVENTS.balance, (payload) => {
    const push = readBalancePush(payload);
    if (push) update((s) => screenWithBalance(s, push.pointsCentavos));
  });

  // The header's points follow the screen's balance.
  const balance = screen?.balanceCentavos;
  useEffect(() => {
    if (balance !== undefined) setPoints(balance / 100);
  }, [balance]);

  useSettlementToasts(screen?.myBets);

  // ---- betting
  const [side, setSide] = useState<Side | null>(null);
  const [pending, setPending] = useState<PendingBet[]>([]);
  const sending = pending.some((p) => p.state === "sending");

  const send = useCallback(
    async (bet: PendingBet) => {
      setPending((list) => [...list.filter((p) => p.key !== bet.key), { ...bet, state: "sending" }]);
      try {
        const answer = await postBet(game, {
          fightId: bet.fightId,
          side: bet.side,
          amountCentavos: bet.stakeCentavos,
          idempotencyKey: bet.key,
        });
        update((s) => screenWithPlacedBet(s, answer));
        setPending((list) => list.filter((p) => p.key !== bet.key));
        notify.success(
          `Bet confirmed: ${formatPesos(answer.bet.stakeCentavos)} on ${SIDE_LABELS[answer.bet.side]} (fight #${answer.bet.fightNumber})`,
        );
      } catch (error) {
        if (error instanceof ApiError) {
          // Refused: nothing was taken. Show the server's reason.
          setPending((list) => list.filter((p) => p.key !== bet.key));
          notify.error(`Bet not placed: ${error.message || GENERIC_ERROR_MESSAGE}`);
          refetch();
        } else {
          // No answer: the bet may or may not be in. Retrying with the same key can never place it twice.
          setPending((list) => list.map((p) => (p.key === bet.key ? { ...p, state: "unconfirmed" } : p)));
          notify.error("No answer from the server: your bet is not confirmed yet. Retry to make sure.");
        }
      }
    },
    [game, update, refetch],
  );

  const confirm = (chosen: Side, stakeCentavos: number) => {
    if (!screen) return;
    void send({ key: newIdempotencyKey(), fightId: screen.fight.id, side: chosen, stakeCentavos, state: "sending" });
  };
  const retry = (key: string) => {
    const bet = pending.find((p) => p.key === key);
    if (bet) void send(bet);
  };
  const dismiss = (key: string) => {
    setPending((list) => list.filter((p) => p.key !== key));
    refetch();
  };

  const lobby = BETTING_PATHS[game].playerLobby;
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
        <PageTitle title={PLAYER_GAME_TITLES[game]} />
        <div className="alert alert-danger">
          {query.error?.message ?? GENERIC_ERROR_MESSAGE}. <Link to={lobby}>Back to {PLAYER_GAME_TITLES[game]}</Link>
        </div>
      </div>
    );
  }

  const { event, fight } = screen;
  const banner = fightBanner(fight);
  const activeSide = side && event.sides.includes(side) ? side : null;
  const fightPending = pending.filter((p) => p.fightId === fight.id);

  return (
    <div className={`event-screen game-${game}`} data-testid="event-screen">
      <PageTitle title={event.name} />
      <div className="event-topline">
        <Link to={lobby} className="event-back" aria-label={`Back to ${PLAYER_GAME_TITLES[game]}`}>
          ‹
        </Link>
        <div className="min-w-0 flex-grow-1">
          <h1 className="event-title">{event.name}</h1>
          <p className="event-subtitle">
            {PLAYER_GAME_TITLES[game]} · {event.eventDate}
            {event.status === "ENDED" ? " · Ended" : ""}
          </p>
        </div>
        <LiveStatus live={live.live} showReconnecting={false} />
      </div>
      {live.showReconnecting ? <LiveStatus live={false} showReconnecting /> : null}

      <div className="event-layout">
        <div className="event-video-area">
          <LiveVideo url={event.videoUrl} title={event.name} />
        </div>

        <div className="event-play-area">
          <div className={`fight-strip tone-${banner.tone}`} data-testid="fight-status">
            <span className="fight-number">
              FIGHT <strong className="tabular">#{fight.number}</strong>
            </span>
            <span className="fight-state" data-testid="fight-state">
              {banner.label}
            </span>
            <span className="fight-detail">{banner.detail}</span>
          </div>

          <SideButtons event={event} fight={fight} myBets={screen.myBets} selected={activeSide} onSelect={setSide} />
          <p className="pool-line small tabular">
            Pool {formatPesos(fight.totalCentavos)} · {fight.betCount} {fight.betCount === 1 ? "bet" : "bets"} · payout
            per 100 (stake included)
          </p>

          <BetSlip
            event={event}
            fight={fight}
            side={activeSide}
            balanceCentavos={screen.balanceCentavos}
            sending={sending}
            onConfirm={confirm}
            onClearSide={() => setSide(null)}
          />

          <MyBets
            fightNumber={fight.number}
            bets={screen.myBets}
            pending={fightPending}
            onRetry={retry}
            onDismiss={dismiss}
          />
        </div>

        <div className="event-board-area">
          <ResultsBoard game={game} results={screen.results} />
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
