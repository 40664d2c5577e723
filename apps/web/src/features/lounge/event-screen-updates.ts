import type { EventScreen, FightState, FightView, Game, PlaceBetAnswer } from "@sabong/shared/betting";
import { FIGHT_STATE_LABELS, RESULT_LABELS } from "@sabong/shared/betting";
import { contestNoun } from "@sabong/shared/games";
import { roomWithFight } from "../../games/event-room.ts";

/**
 * The event screen's own updates (the room's other pushes: lib/event-room.ts): a fight push, and the answer of the
 * player's bet, which is all the screen needs (no refetch).
 */

export function screenWithFight(screen: EventScreen, pushed: FightView): EventScreen {
  const next = roomWithFight(screen, pushed);
  // A new fight started: the player's bets on the previous one are no longer "this fight's".
  if (next === screen || next.fight.id === screen.fight.id) return next;
  return { ...next, myBets: [] };
}

/**
 * The fight once its last call's count reached zero: the server takes no bet from that instant (and closes the fight
 * within a moment), so the screen shows it closed without waiting for the close to arrive.
 */
export function closedAtDeadline(fight: FightView): FightView {
  if (fight.state !== "LAST_CALL") return fight;
  return { ...fight, state: "CLOSED", lastCallEndsAt: null, lastCallRemainingMs: null };
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

/** Each state's line, in the game's own word for a contest ("fight", "round"). */
const STATE_DETAIL: Record<
  Exclude<FightState, "DECLARED">,
  { detail: (contest: string) => string; tone: FightBanner["tone"] }
> = {
  STANDBY: { detail: () => "Waiting for betting to open", tone: "standby" },
  OPEN: { detail: () => "Betting is open — place your bets", tone: "open" },
  LAST_CALL: { detail: () => "Place your bets now", tone: "last-call" },
  CLOSED: { detail: (contest) => `Betting is closed — ${contest} in progress`, tone: "closed" },
};

/** What the status strip above the sides says. */
export function fightBanner(game: Game, fight: Pick<FightView, "state" | "result">): FightBanner {
  const contest = contestNoun(game);
  if (fight.state === "DECLARED") {
    const detail = fight.result === "CANCELLED" ? "All bets are refunded" : `Waiting for the next ${contest}`;
    return { label: fight.result ? RESULT_LABELS[fight.result] : "DECLARED", detail, tone: "result" };
  }
  const { detail, tone } = STATE_DETAIL[fight.state];
  return { label: FIGHT_STATE_LABELS[fight.state], detail: detail(contest), tone };
}
