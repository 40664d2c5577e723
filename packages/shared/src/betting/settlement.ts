import type { Centavos } from "../money/centavos.ts";
import { assertSafeTotal, BP_SCALE, mulDivFloor } from "./int-math.ts";
import { assertBasisPoints, assertStakeCentavos } from "./limits.ts";
import { isLowPayout, per100Centavos, type SideTotals, winningPayoutCentavos } from "./odds.ts";
import {
  type FightResult,
  type Game,
  isMainSide,
  isResultOf,
  isSideOf,
  type MainSide,
  mainSides,
  type Side,
} from "./sides.ts";

/** Draw bets win stake × (1 + this) unless the event says otherwise. */
export const DEFAULT_DRAW_ODDS_MULTIPLIER = 8;

export type BetOutcome = "WON" | "LOST" | "REFUNDED";

export type FightBet = { betId: number; userId: number; side: Side; stakeCentavos: Centavos };

export type SettledBet = FightBet & {
  outcome: BetOutcome;
  /** What goes back to the player: stake included for winners, the full stake for refunds, 0 for losers. */
  payoutCentavos: Centavos;
  /** Won and lost bets earn agents commission; refunded bets do not. */
  commissionable: boolean;
};

export type SettleFightInput = {
  game: Game;
  result: FightResult;
  plasadaBp: number;
  drawOddsMultiplier?: number;
  bets: readonly FightBet[];
};

/**
 * Money is conserved exactly:
 * stakesCentavos + drawFundingCentavos = payoutsCentavos + houseCentavos + roundingCentavos.
 */
export type FightSettlement = {
  game: Game;
  result: FightResult;
  plasadaBp: number;
  drawOddsMultiplier: number;
  bets: SettledBet[];
  /** The game's two main sides and DRAW, 0 where nobody bet. */
  sideTotalsCentavos: SideTotals;
  /** Odds of each main side at close (null for a side with no bets), whatever the result. */
  per100Centavos: Partial<Record<MainSide, number | null>>;
  stakesCentavos: Centavos;
  mainPoolCentavos: Centavos;
  drawPoolCentavos: Centavos;
  /** floor(mainPool × (1 − plasada)) when a main side with bets wins, else 0. */
  winnersPoolCentavos: Centavos;
  payoutsCentavos: Centavos;
  /** What the house keeps before agent commissions: plasada plus losing DRAW stakes. */
  houseCentavos: Centavos;
  /** Centavos left over by rounding each winner's payout down. */
  roundingCentavos: Centavos;
  /**
   * Money that must come from outside the escrow: draw winnings beyond the draw stakes, plus the stake back
   * (stakeBackCentavos) of a one-sided pool.
   */
  drawFundingCentavos: Centavos;
  /** What the house adds so that each winner of a one-sided pool gets its stake back (part of the draw funding). */
  stakeBackCentavos: Centavos;
  /** Sum of stakes of commissionable (won or lost) bets. */
  commissionableStakesCentavos: Centavos;
  /** A main side was declared winner but nobody bet on it, so the main sides were refunded. */
  winnerHadNoBets: boolean;
  /** The winning main side paid 107.00 or less per 100. */
  lowPayoutWarning: boolean;
};

/** How each kind of bet ends under a result. */
type Plan = {
  outcomeOf: (side: Side) => BetOutcome;
  payoutOf: (bet: FightBet, outcome: BetOutcome) => Centavos;
};

function assertDrawOdds(value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError("draw odds must be a whole number ≥ 1");
  return value;
}

/**
 * Settles every bet of a fight in two passes (totals, then payouts). Pure: the caller books the ledger.
 *
 * - A main side wins: its bets are paid at its pari-mutuel odds, the other main side and DRAW lose. When those
 *   odds pay less than 100 per 100 (a one-sided pool), each winner is paid its stake instead and the house adds
 *   the difference as draw funding (stake back: a "win" never returns less than was staked).
 *   If nobody bet on the declared winner, every main-side bet is refunded (there is no one to pay, and keeping
 *   the losers' stakes would be unfair); DRAW bets still lose.
 * - DRAW: draw bets win stake × (1 + drawOdds); main-side bets are refunded in full.
 * - CANCELLED: every bet, DRAW included, is refunded and nothing is commissionable.
 */
export function settleFight(input: SettleFightInput): FightSettlement {
  const { game, result, plasadaBp, bets } = input;
  const drawOdds = assertDrawOdds(input.drawOddsMultiplier ?? DEFAULT_DRAW_ODDS_MULTIPLIER);
  assertBasisPoints(plasadaBp, "plasada");
  if (!isResultOf(game, result)) throw new RangeError(`${result} is not a result of ${game}`);
  const [sideA, sideB] = mainSides(game);

  let totalA = 0;
  let totalB = 0;
  let totalDraw = 0;
  for (const bet of bets) {
    assertStakeCentavos(bet.stakeCentavos, `stake of bet ${bet.betId}`);
    if (!isSideOf(game, bet.side)) throw new RangeError(`bet ${bet.betId}: ${bet.side} is not a side of ${game}`);
    if (bet.side === sideA) totalA += bet.stakeCentavos;
    else if (bet.side === sideB) totalB += bet.stakeCentavos;
    else totalDraw += bet.stakeCentavos;
  }
  const stakes = assertSafeTotal(totalA + totalB + totalDraw, "total stakes");
  const mainPool = totalA + totalB;
  const per100A = per100Centavos(mainPool, totalA, plasadaBp);
  const per100B = per100Centavos(mainPool, totalB, plasadaBp);

  const winner: MainSide | null = isMainSide(game, result) ? result : null;
  const winnerPer100 = winner === sideA ? per100A : winner === sideB ? per100B : null;
  const winnerHadNoBets = winner !== null && winnerPer100 === null;

  const plan = planFor(result, winner, winnerPer100, drawOdds);

  const settled: SettledBet[] = new Array(bets.length);
  let payouts = 0;
  let winningPayouts = 0;
  let commissionableStakes = 0;
  for (let i = 0; i < bets.length; i++) {
    const bet = bets[i] as FightBet;
    const outcome = plan.outcomeOf(bet.side);
    const payout = plan.payoutOf(bet, outcome);
    const commissionable = outcome !== "REFUNDED";
    payouts += payout;
    if (outcome === "WON" && bet.side !== "DRAW") winningPayouts += payout;
    if (commissionable) commissionableStakes += bet.stakeCentavos;
    settled[i] = {
      betId: bet.betId,
      userId: bet.userId,
      side: bet.side,
      stakeCentavos: bet.stakeCentavos,
      outcome,
      payoutCentavos: payout,
      commissionable,
    };
  }
  assertSafeTotal(payouts, "total payouts");

  let winnersPool = 0;
  let house = 0;
  let rounding = 0;
  let drawFunding = 0;
  let stakeBack = 0;
  if (result === "DRAW") {
    drawFunding = mulDivFloor(totalDraw, drawOdds, 1);
  } else if (winner !== null && !winnerHadNoBets) {
    winnersPool = mulDivFloor(mainPool, BP_SCALE - plasadaBp, BP_SCALE);
    // Winners paid their stakes need more than the pool holds: the difference is funded, nothing is left to round.
    stakeBack = Math.max(0, winningPayouts - winnersPool);
    drawFunding = stakeBack;
    rounding = winnersPool + stakeBack - winningPayouts;
    house = mainPool - winnersPool + totalDraw;
  } else if (winner !== null) {
    house = totalDraw; // winner without bets: main sides refunded, draw bets lost
  }

  // Cheap guard: a broken rule must never move money.
  if (stakes + drawFunding !== payouts + house + rounding || rounding < 0 || house < 0) {
    throw new Error("settlement does not conserve money");
  }

  return {
    game,
    result,
    plasadaBp,
    drawOddsMultiplier: drawOdds,
    bets: settled,
    sideTotalsCentavos: { [sideA]: totalA, [sideB]: totalB, DRAW: totalDraw },
    per100Centavos: { [sideA]: per100A, [sideB]: per100B },
    stakesCentavos: stakes,
    mainPoolCentavos: mainPool,
    drawPoolCentavos: totalDraw,
    winnersPoolCentavos: winnersPool,
    payoutsCentavos: payouts,
    houseCentavos: house,
    roundingCentavos: rounding,
    drawFundingCentavos: drawFunding,
    stakeBackCentavos: stakeBack,
    commissionableStakesCentavos: commissionableStakes,
    winnerHadNoBets,
    lowPayoutWarning: winner !== null && isLowPayout(winnerPer100),
  };
}

function planFor(result: FightResult, winner: MainSide | null, winnerPer100: number | null, drawOdds: number): Plan {
  const refundOrZero = (bet: FightBet, outcome: BetOutcome): Centavos =>
    outcome === "REFUNDED" ? bet.stakeCentavos : 0;

  if (result === "CANCELLED") {
    return { outcomeOf: () => "REFUNDED", payoutOf: (bet) => bet.stakeCentavos };
  }
  if (result === "DRAW") {
    return {
      outcomeOf: (side) => (side === "DRAW" ? "WON" : "REFUNDED"),
      payoutOf: (bet, outcome) =>
        outcome === "WON" ? mulDivFloor(bet.stakeCentavos, drawOdds + 1, 1) : bet.stakeCentavos,
    };
  }
  if (winnerPer100 === null) {
    // Declared winner with no bets on it: refund the main sides, DRAW loses.
    return { outcomeOf: (side) => (side === "DRAW" ? "LOST" : "REFUNDED"), payoutOf: refundOrZero };
  }
  return {
    outcomeOf: (side) => (side === winner ? "WON" : "LOST"),
    // Stake back is in winningPayoutCentavos: a one-sided pool's winners get their stake (see settleFight).
    payoutOf: (bet, outcome) => (outcome === "WON" ? winningPayoutCentavos(bet.stakeCentavos, winnerPer100) : 0),
  };
}
