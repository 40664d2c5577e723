import type { BettingEvent, EventScreen, FightState, FightTotalsPush, FightView, PlaceBetAnswer } from "@sabong/shared";
import { FIGHT_STATE_LABELS, RESULT_LABELS } from "@sabong/shared";
import { nextCurrentFight, withTotals } from "../../lib/betting-pushes.ts";

/** Pure updates of the cached event screen from socket pushes and bet answers (no refetch needed for these). */

export function screenWithFight(screen: EventScreen, pushed: FightView): EventScreen {
  const fight = nextCurrentFight(screen.fight, pushed);
  if (fight === screen.fight) return screen;
  // A new fight started: the player's bets on the previous one are no longer "this fight's".
  const myBets = fight.id === screen.fight.id ? screen.myBets : [];
  return { ...screen, fight, myBets };
}

export function screenWithTotals(screen: EventScreen, push: FightTotalsPush): EventScreen {
  if (push.eventId !== screen.event.id || push.fightId !== screen.fight.id) return screen;
  return { ...screen, fight: withTotals(screen.fight, push) };
}

export function screenWithBalance(screen: EventScreen, balanceCentavos: number): EventScreen {
  return screen.balanceCentavos === balanceCentavos ? screen : { ...screen, balanceCentavos };
}

export function screenWithEvent(screen: EventScreen, event: BettingEvent): EventScreen {
  return event.id === screen.event.id ? { ...screen, event } : screen;
}

/** The server accepted a bet: list it (once, even if a refetch already brought it) and take the new balance. */
export function screenWithPlacedBet(screen: EventScreen, answer: PlaceBetAnswer): EventScreen {
  const { bet, balanceCentavos } = answer;
  const onThisFight = bet.fightId === screen.fight.id && !screen.myBets.some((b) => b.id === bet.id);
  return {
    ...screen,
    balanceCentavos,
    myBets: onThisFight ? [bet, ...screen.myBets] : screen.myBets,
  };
}

export type FightBanner = {
  label: string;
  detail: string;
  tone: "open" | "last-call" | "closed" | "standby" | "result";
};

const STATE_DETAIL: Record<Exclude<FightState, "DECLARED">, { detail: string; tone: FightBanner["tone"] }> = {
  STANDBY: { detail: "Waiting for betting to open", tone: "standby" },
  OPEN: { detail: "Betting is open — place your bets", tone: "open" },
  LAST_CALL: { detail: "Last call — betting closes any moment", tone: "last-call" },
  CLOSED: { detail: "Betting is closed — fight in progress", tone: "closed" },
};

/** What the status strip above the sides says. */
export function fightBanner(fight: Pick<FightView, "state" | "result">): FightBanner {
  if (fight.state === "DECLARED") {
    const detail = fight.result === "CANCELLED" ? "All bets are refunded" : "Waiting for the next fight";
    return { label: fight.result ? RESULT_LABELS[fight.result] : "DECLARED", detail, tone: "result" };
  }
  return { label: FIGHT_STATE_LABELS[fight.state], ...STATE_DETAIL[fight.state] };
}
