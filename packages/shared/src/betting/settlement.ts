import type { Centavos } from "../money/centavos.ts";
import { assertSafeTotal, BP_SCALE, mulDivFloor } from "./int-math.ts";
import { assertBasisPoints, assertStakeCentavos } from "./limits.ts";
import { drawPer100Centavos, isLowPayout, per100Centavos, type SideTotals, winningPayoutCentavos } from "./odds.ts";
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

/**
 * How every bet of one side ends under a result: its outcome, what it records as paid per 100, and what it is paid
 * per 100 (`winningPayoutCentavos`, the bet slip's own: never less than the stake), or 0 when lost. The same rule
 * settles bets in memory (settleFight) and in the database (the server's settlement statement, which a test holds
 * equal to this).
 */
export type SideRule = {
  side: Side;
  outcome: BetOutcome;
  /** Per 100 staked, stake included: the odds for a winner, 100.00 for a refund (unused when lost). */
  paidPer100Centavos: number;
  /** The odds the bet keeps: its main side's pool odds (null: nobody bet on it), (1 + draw odds) × 100 for DRAW. */
  per100Centavos: number | null;
};

/** What settling needs of a fight before its bets: the result, its terms and each side's total stake. */
export type SettleSidesInput = Omit<SettleFightInput, "bets"> & { sideTotalsCentavos: SideTotals };

/** The rules of every side of the game (both main sides and DRAW) and the odds they were decided on. */
export type SettlementRules = {
  game: Game;
  result: FightResult;
  plasadaBp: number;
  drawOddsMultiplier: number;
  sideTotalsCentavos: SideTotals;
  per100Centavos: Partial<Record<MainSide, number | null>>;
  winner: MainSide | null;
  winnerHadNoBets: boolean;
  rules: SideRule[];
};

/** One side's settled bets, summed: what the totals of a settlement are made of. */
export type SideSettled = { side: Side; betCount: number; stakeCentavos: Centavos; payoutCentavos: Centavos };

/** A settlement without its bets: what a fight settled in the database reports (counts per outcome included). */
export type FightSettlementTotals = Omit<FightSettlement, "bets"> & { betCounts: Record<BetOutcome, number> };

function assertDrawOdds(value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError("draw odds must be a whole number ≥ 1");
  return value;
}

/**
 * The rule of each side, from the side totals alone:
 * - A main side wins: its bets are paid at its pari-mutuel odds, the other main side and DRAW lose. When those
 *   odds pay less than 100 per 100 (a one-sided pool), each winner is paid its stake instead and the house adds
 *   the difference as draw funding (stake back: a "win" never returns less than was staked).
 *   If nobody bet on the declared winner, every main-side bet is refunded (there is no one to pay, and keeping
 *   the losers' stakes would be unfair); DRAW bets still lose.
 * - DRAW: draw bets win stake × (1 + drawOdds); main-side bets are refunded in full.
 * - CANCELLED: every bet, DRAW included, is refunded and nothing is commissionable.
 */
export function settlementRules(input: SettleSidesInput): SettlementRules {
  const { game, result, plasadaBp } = input;
  const drawOdds = assertDrawOdds(input.drawOddsMultiplier ?? DEFAULT_DRAW_ODDS_MULTIPLIER);
  assertBasisPoints(plasadaBp, "plasada");
  if (!isResultOf(game, result)) throw new RangeError(`${result} is not a result of ${game}`);
  const [sideA, sideB] = mainSides(game);
  const totalA = input.sideTotalsCentavos[sideA] ?? 0;
  const totalB = input.sideTotalsCentavos[sideB] ?? 0;
  const totalDraw = input.sideTotalsCentavos.DRAW ?? 0;
  assertSafeTotal(totalA + totalB + totalDraw, "total stakes");
  const mainPool = totalA + totalB;
  const per100: Record<MainSide, number | null> = {
    [sideA]: per100Centavos(mainPool, totalA, plasadaBp),
    [sideB]: per100Centavos(mainPool, totalB, plasadaBp),
  } as Record<MainSide, number | null>;
  const winner: MainSide | null = isMainSide(game, result) ? result : null;
  const winnerPer100 = winner === null ? null : (per100[winner] ?? null);
  const winnerHadNoBets = winner !== null && winnerPer100 === null;

  const outcomeOf = (side: Side): BetOutcome => {
    if (result === "CANCELLED") return "REFUNDED";
    if (result === "DRAW") return side === "DRAW" ? "WON" : "REFUNDED";
    if (winnerHadNoBets) return side === "DRAW" ? "LOST" : "REFUNDED";
    return side === winner ? "WON" : "LOST";
  };
  const ruleOf = (side: Side): SideRule => {
    const outcome = outcomeOf(side);
    const odds = side === "DRAW" ? drawPer100Centavos(drawOdds) : (per100[side as MainSide] ?? null);
    // Winners are paid at their odds (DRAW: stake × (1 + draw odds)); a refund is its stake, 100 per 100.
    const paidPer100Centavos = outcome === "WON" && odds !== null ? odds : BP_SCALE;
    return { side, outcome, paidPer100Centavos, per100Centavos: odds };
  };
  return {
    game,
    result,
    plasadaBp,
    drawOddsMultiplier: drawOdds,
    sideTotalsCentavos: { [sideA]: totalA, [sideB]: totalB, DRAW: totalDraw },
    per100Centavos: per100,
    winner,
    winnerHadNoBets,
    rules: [ruleOf(sideA), ruleOf(sideB), ruleOf("DRAW")],
  };
}

/** A bet's payout under its side's rule (stake included; 0 when lost). */
export function settledPayoutCentavos(stakeCentavos: Centavos, rule: SideRule): Centavos {
  if (rule.outcome === "LOST") return 0;
  return winningPayoutCentavos(stakeCentavos, rule.paidPer100Centavos);
}

/**
 * The settlement's totals from its sides' sums (bets counted, stakes and payouts per side), checked against the
 * side totals the rules were decided on and for conservation:
 * stakes + draw funding = payouts + house + rounding.
 */
export function settlementOfSides(plan: SettlementRules, sides: readonly SideSettled[]): FightSettlementTotals {
  const { result, winner, winnerHadNoBets, plasadaBp } = plan;
  const betCounts: Record<BetOutcome, number> = { WON: 0, LOST: 0, REFUNDED: 0 };
  let payouts = 0;
  let winningPayouts = 0;
  let commissionableStakes = 0;
  const stakesOf = new Map<Side, number>();
  for (const s of sides) {
    const rule = plan.rules.find((r) => r.side === s.side);
    if (!rule) throw new RangeError(`${s.side} is not a side of ${plan.game}`);
    stakesOf.set(s.side, (stakesOf.get(s.side) ?? 0) + s.stakeCentavos);
    betCounts[rule.outcome] += s.betCount;
    payouts += s.payoutCentavos;
    if (rule.outcome === "WON" && s.side !== "DRAW") winningPayouts += s.payoutCentavos;
    if (rule.outcome !== "REFUNDED") commissionableStakes += s.stakeCentavos;
  }
  for (const rule of plan.rules) {
    if ((stakesOf.get(rule.side) ?? 0) !== (plan.sideTotalsCentavos[rule.side] ?? 0)) {
      throw new Error(`the settled ${rule.side} stakes are not the side total the odds were decided on`);
    }
  }
  assertSafeTotal(payouts, "total payouts");
  const totals = plan.sideTotalsCentavos;
  const totalDraw = totals.DRAW ?? 0;
  const stakes = Object.values(totals).reduce((sum, t) => sum + (t ?? 0), 0);
  const mainPool = stakes - totalDraw;

  let winnersPool = 0;
  let house = 0;
  let rounding = 0;
  let drawFunding = 0;
  let stakeBack = 0;
  if (result === "DRAW") {
    drawFunding = mulDivFloor(totalDraw, plan.drawOddsMultiplier, 1);
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
    game: plan.game,
    result,
    plasadaBp,
    drawOddsMultiplier: plan.drawOddsMultiplier,
    sideTotalsCentavos: totals,
    per100Centavos: plan.per100Centavos,
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
    lowPayoutWarning: winner !== null && isLowPayout(plan.per100Centavos[winner] ?? null),
    betCounts,
  };
}

/** Settles every bet of a fight in memory (rules from the side totals, then each bet): pure, the caller books. */
export function settleFight(input: SettleFightInput): FightSettlement {
  const { game, bets } = input;
  const totals: Record<Side, number> = { MERON: 0, WALA: 0, PULA: 0, PUTI: 0, DRAW: 0 } as Record<Side, number>;
  for (const bet of bets) {
    assertStakeCentavos(bet.stakeCentavos, `stake of bet ${bet.betId}`);
    if (!isSideOf(game, bet.side)) throw new RangeError(`bet ${bet.betId}: ${bet.side} is not a side of ${game}`);
    totals[bet.side] += bet.stakeCentavos;
  }
  const plan = settlementRules({ ...input, sideTotalsCentavos: totals });
  const sums = new Map<Side, SideSettled>(
    plan.rules.map((r) => [r.side, { side: r.side, betCount: 0, stakeCentavos: 0, payoutCentavos: 0 }]),
  );
  const settled: SettledBet[] = new Array(bets.length);
  for (let i = 0; i < bets.length; i++) {
    const bet = bets[i] as FightBet;
    const rule = plan.rules.find((r) => r.side === bet.side) as SideRule;
    const payout = settledPayoutCentavos(bet.stakeCentavos, rule);
    const sum = sums.get(bet.side) as SideSettled;
    sum.betCount++;
    sum.stakeCentavos += bet.stakeCentavos;
    sum.payoutCentavos += payout;
    settled[i] = { ...bet, outcome: rule.outcome, payoutCentavos: payout, commissionable: rule.outcome !== "REFUNDED" };
  }
  const { betCounts: _counts, ...totalsOf } = settlementOfSides(plan, [...sums.values()]);
  return { ...totalsOf, bets: settled };
}
