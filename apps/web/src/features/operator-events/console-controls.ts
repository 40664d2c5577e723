import {
  type FightAction,
  type FightResult,
  type FightView,
  formatPesos,
  type Game,
  LOW_PAYOUT_PER100_CENTAVOS,
  RESULT_LABELS,
  resultsFor,
  SIDE_LABELS,
} from "@sabong/shared";

/** Which console buttons work now: the server's allowedActions, plus "next fight" once the result is in. */
export type ConsoleControls = Record<Exclude<FightAction, "revert">, boolean> & { next: boolean; pause: boolean };

export function consoleControls(fight: Pick<FightView, "state" | "allowedActions">): ConsoleControls {
  const allowed = (action: FightAction) => fight.allowedActions.includes(action);
  return {
    open: allowed("open"),
    lastCall: allowed("lastCall"),
    close: allowed("close"),
    declare: allowed("declare"),
    cancel: allowed("cancel"),
    next: fight.state === "DECLARED",
    pause: fight.state === "STANDBY" || fight.state === "OPEN" || fight.state === "LAST_CALL",
  };
}

/** Results the operator may declare from the console (CANCELLED has its own button). */
export function declarableResults(game: Game): FightResult[] {
  return resultsFor(game).filter((r) => r !== "CANCELLED");
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

/** What the confirmation of an irreversible step says. */
export function confirmText(
  step: { kind: "close" } | { kind: "declare"; result: FightResult } | { kind: "cancel" },
  fight: Pick<FightView, "number" | "betCount" | "totalCentavos">,
): { title: string; body: string; confirm: string } {
  const bets = `${fight.betCount} ${fight.betCount === 1 ? "bet" : "bets"} · ${formatPesos(fight.totalCentavos)} staked`;
  switch (step.kind) {
    case "close":
      return {
        title: `Close betting on fight #${fight.number}?`,
        body: `No more bets will be taken. ${bets}.`,
        confirm: "Close betting",
      };
    case "declare":
      return {
        title: `Declare ${RESULT_LABELS[step.result]} for fight #${fight.number}?`,
        body:
          step.result === "DRAW"
            ? `DRAW bets are paid, MERON/WALA bets are refunded in full. ${bets}. Only a master revert can undo this.`
            : `Winners are paid at once. ${bets}. Only a master revert can undo this.`,
        confirm: `Declare ${RESULT_LABELS[step.result]}`,
      };
    case "cancel":
      return {
        title: `Cancel fight #${fight.number}?`,
        body: `Every bet is refunded in full, DRAW bets included. ${bets}. Only a master revert can undo this.`,
        confirm: "Cancel fight",
      };
  }
}
