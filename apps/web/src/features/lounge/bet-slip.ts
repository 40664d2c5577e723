import {
  BET_REFUSAL_MESSAGES,
  type BettingEvent,
  checkBet,
  type FightView,
  type Side,
  winningPayoutCentavos,
} from "@sabong/shared/betting";
import { formatPesos, parsePesos } from "@sabong/shared/money";

/** The slip's quick amounts: 100, 500, 1,000 and 5,000 pesos. */
export const QUICK_AMOUNTS_CENTAVOS = [10_000, 50_000, 100_000, 500_000] as const;

export const NOT_ENOUGH_POINTS = "Not enough points for this bet.";

/** Why a side button is disabled right now, or null when it takes bets (same rules as the server: checkBet). */
export function sideClosedReason(
  event: Pick<BettingEvent, "game" | "drawEnabled">,
  fight: Pick<FightView, "state" | "pausedSides">,
  side: Side,
): string | null {
  const check = checkBet({
    game: event.game,
    state: fight.state,
    side,
    stakeCentavos: 1,
    drawEnabled: event.drawEnabled,
    pausedSides: fight.pausedSides,
  });
  return check.ok ? null : BET_REFUSAL_MESSAGES[check.reason];
}

export type SlipInput = {
  event: Pick<BettingEvent, "game" | "drawEnabled" | "minStakeCentavos" | "maxStakeCentavos">;
  fight: Pick<FightView, "state" | "pausedSides">;
  side: Side | null;
  amountText: string;
  balanceCentavos: number;
};

export type SlipCheck =
  | { ok: true; side: Side; stakeCentavos: number }
  | { ok: false; message: string; field: "side" | "amount" | "fight" };

/** Whether the slip can be sent: the amount as typed, the shared bet rules (with limits), then the balance. */
export function checkSlip({ event, fight, side, amountText, balanceCentavos }: SlipInput): SlipCheck {
  if (!side) return { ok: false, message: "Pick a side.", field: "side" };
  const closed = sideClosedReason(event, fight, side);
  if (closed) return { ok: false, message: closed, field: "fight" };
  const amount = parsePesos(amountText);
  if (!amount.ok) return { ok: false, message: amount.message, field: "amount" };
  const check = checkBet({
    game: event.game,
    state: fight.state,
    side,
    stakeCentavos: amount.centavos,
    drawEnabled: event.drawEnabled,
    pausedSides: fight.pausedSides,
    minStakeCentavos: event.minStakeCentavos,
    maxStakeCentavos: event.maxStakeCentavos,
  });
  if (!check.ok) {
    const limit =
      check.reason === "STAKE_BELOW_MIN"
        ? ` Minimum: ${formatPesos(event.minStakeCentavos)}.`
        : check.reason === "STAKE_ABOVE_MAX"
          ? ` Maximum: ${formatPesos(event.maxStakeCentavos)}.`
          : "";
    return { ok: false, message: `${BET_REFUSAL_MESSAGES[check.reason]}${limit}`, field: "amount" };
  }
  if (amount.centavos > balanceCentavos) return { ok: false, message: NOT_ENOUGH_POINTS, field: "amount" };
  return { ok: true, side, stakeCentavos: amount.centavos };
}

/** What the stake would return at the current odds (they move until betting closes); null without odds yet. */
export function estimatedPayout(stakeCentavos: number, per100: number | null): number | null {
  return per100 === null ? null : winningPayoutCentavos(stakeCentavos, per100);
}
