import { type Bet, type Game, RESULT_LABELS, SIDE_LABELS, type Side } from "@sabong/shared/betting";
import { contestName, contestTitle } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { eventScreenQuery } from "../../api/betting/player.ts";
import { useEventRoom } from "../../games/use-event-room.ts";
import { setPointsCentavos, useSession } from "../../lib/session.ts";
import { notify, prefetchNotices } from "../../lib/toast.tsx";
import { useLastCallCountdown } from "../../lib/use-last-call-countdown.ts";
import { screenWithFight } from "./event-screen-updates.ts";
import { prefetchVideoPlayer } from "./LiveVideo.tsx";
import { useLastCallSound } from "./last-call-sound.ts";
import { usePlaceBet } from "./use-place-bet.ts";

/**
 * The event screen's state: the live room (pushes, results and reverts told in toasts), the balance, the chosen side,
 * the bets being placed, the last call's countdown and its sound.
 */
export function useEventScreen(game: Game) {
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
  const screen = room.query.data;

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
  return { room, screen, balanceCentavos, side, setSide, bets, countdown, sound };
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
