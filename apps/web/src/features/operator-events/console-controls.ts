import {
  type BettingEvent,
  declarableResults,
  type FightAction,
  type FightResult,
  type FightView,
  type Game,
  LOW_PAYOUT_PER100_CENTAVOS,
  RESULT_LABELS,
  SIDE_LABELS,
} from "@sabong/shared/betting";
import { plural } from "@sabong/shared/contracts";
import { cancelRefundSentence, contestName, contestNoun, resultConsequence } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import type { FightCommand } from "../../api/betting/fight-actions.ts";

/**
 * Which console buttons work now: the server's allowedActions, plus "next fight" once the result is in, unless the
 * event has ended (the server refuses a new fight on an ended event).
 */
export type ConsoleControls = Record<Exclude<FightAction, "revert">, boolean> & { next: boolean; pause: boolean };

export function consoleControls(
  fight: Pick<FightView, "state" | "allowedActions">,
  event: Pick<BettingEvent, "status">,
): ConsoleControls {
  const allowed = (action: FightAction) => fight.allowedActions.includes(action);
  return {
    open: allowed("open"),
    lastCall: allowed("lastCall"),
    close: allowed("close"),
    declare: allowed("declare"),
    cancel: allowed("cancel"),
    next: fight.state === "DECLARED" && event.status !== "ENDED",
    pause: fight.state === "STANDBY" || fight.state === "OPEN" || fight.state === "LAST_CALL",
  };
}

/** Result buttons of the console: the game's sides, and DRAW where the event offers it (cancel has its own). */
export function resultButtons(game: Game, drawEnabled: boolean): FightResult[] {
  return declarableResults(game, drawEnabled).filter((r) => r !== "CANCELLED");
}

/** One line per main side paying 107.00 or less per 100: "MERON pays 95.95 per 100 (≤ 107.00)". */
export function lowPayoutWarnings(fight: Pick<FightView, "odds">): string[] {
  return fight.odds
    .filter((o) => o.lowPayout && o.per100Centavos !== null)
    .map(
      (o) =>
        `${SIDE_LABELS[o.side]} pays ${formatPesos(o.per100Centavos ?? 0)} per 100 (≤ ${formatPesos(LOW_PAYOUT_PER100_CENTAVOS)})`,
    );
}

export type ConfirmText = { title: string; body: string; confirm: string };

/**
 * What the confirmation of an irreversible command says (null for the ones that do not ask), in the game's words:
 * its contest ("fight #3", "round #3") and what a DRAW or a cancel refunds (the game's own sides; DRAW bets only
 * where the event offers the draw side).
 */
export function confirmText(
  command: FightCommand,
  fight: Pick<FightView, "number" | "betCount" | "totalCentavos">,
  event: Pick<BettingEvent, "game" | "drawEnabled">,
): ConfirmText | null {
  const { game, drawEnabled } = event;
  const contest = contestName(game, fight.number);
  const bets = `${plural(fight.betCount, "bet")} · ${formatPesos(fight.totalCentavos)} staked`;
  const final = "Only a master revert can undo this.";
  switch (command.action) {
    case "close":
      return {
        title: `Close betting on ${contest}?`,
        body: `No more bets will be taken. ${bets}.`,
        confirm: "Close betting",
      };
    case "declare":
      return {
        title: `Declare ${RESULT_LABELS[command.result]} for ${contest}?`,
        body: `${resultConsequence(game, command.result, drawEnabled)} ${bets}. ${final}`,
        confirm: `Declare ${RESULT_LABELS[command.result]}`,
      };
    case "cancel":
      return {
        title: `Cancel ${contest}?`,
        body: `${cancelRefundSentence(game, drawEnabled)} ${bets}. ${final}`,
        confirm: `Cancel ${contestNoun(game)}`,
      };
    default:
      return null;
  }
}
