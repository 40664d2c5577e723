import type { Centavos } from "../money/centavos.ts";
import { assertSafeTotal, BP_SCALE, mulDivFloor } from "./int-math.ts";
import { assertBasisPoints, assertStakeCentavos } from "./limits.ts";
import { drawPer100Centavos, isLowPayout, per100Centavos, type SideTotals, winningPayoutCentavos } from "./odds.ts";
import type {
  BetOutcome,
  FightBet,
  FightSettlement,
  SettledBet,
  SettleFightInput,
  SettleSidesInput,
  SideRule,
} from "./settlement-types.ts";
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

/** The settlement's types live in their own file; its callers import them from here. */
export type * from "./settlement-types.ts";

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

type SideSums = {
  betCounts: Record<BetOutcome, number>;
  payouts: number;
  winningPayouts: number;
  commissionable: number;
};

/** The sides' sums by outcome, checked against the side totals the rules were decided on. */
function sumSides(plan: SettlementRules, sides: readonly SideSettled[]): SideSums {
  const sums: SideSums = {
    betCounts: { WON: 0, LOST: 0, REFUNDED: 0 },
    payouts: 0,
    winningPayouts: 0,
    commissionable: 0,
  };
  const stakesOf = new Map<Side, number>();
  for (const s of sides) {
    const rule = plan.rules.find((r) => r.side === s.side);
    if (!rule) throw new RangeError(`${s.side} is not a side of ${plan.game}`);
    stakesOf.set(s.side, (stakesOf.get(s.side) ?? 0) + s.stakeCentavos);
    sums.betCounts[rule.outcome] += s.betCount;
    sums.payouts += s.payoutCentavos;
    if (rule.outcome === "WON" && s.side !== "DRAW") sums.winningPayouts += s.payoutCentavos;
    if (rule.outcome !== "REFUNDED") sums.commissionable += s.stakeCentavos;
  }
  for (const rule of plan.rules) {
    if ((stakesOf.get(rule.side) ?? 0) !== (plan.sideTotalsCentavos[rule.side] ?? 0)) {
      throw new Error(`the settled ${rule.side} stakes are not the side total the odds were decided on`);
    }
  }
  assertSafeTotal(sums.payouts, "total payouts");
  return sums;
}

type HouseSplit = { winnersPool: number; house: number; rounding: number; drawFunding: number; stakeBack: number };

/** Where the stakes go besides the payouts: the winners' pool, the house, the rounding, and what the bank funds. */
function houseSplit(plan: SettlementRules, mainPool: number, totalDraw: number, winningPayouts: number): HouseSplit {
  const split: HouseSplit = { winnersPool: 0, house: 0, rounding: 0, drawFunding: 0, stakeBack: 0 };
  if (plan.result === "DRAW") {
    split.drawFunding = mulDivFloor(totalDraw, plan.drawOddsMultiplier, 1);
  } else if (plan.winner !== null && !plan.winnerHadNoBets) {
    split.winnersPool = mulDivFloor(mainPool, BP_SCALE - plan.plasadaBp, BP_SCALE);
    // Winners paid their stakes need more than the pool holds: the difference is funded, nothing is left to round.
    split.stakeBack = Math.max(0, winningPayouts - split.winnersPool);
    split.drawFunding = split.stakeBack;
    split.rounding = split.winnersPool + split.stakeBack - winningPayouts;
    split.house = mainPool - split.winnersPool + totalDraw;
  } else if (plan.winner !== null) {
    split.house = totalDraw; // winner without bets: main sides refunded, draw bets lost
  }
  return split;
}

/**
 * The settlement's totals from its sides' sums (bets counted, stakes and payouts per side), checked against the
 * side totals the rules were decided on and for conservation:
 * stakes + draw funding = payouts + house + rounding.
 */
export function settlementOfSides(plan: SettlementRules, sides: readonly SideSettled[]): FightSettlementTotals {
  const { result, winner, winnerHadNoBets, plasadaBp } = plan;
  const { betCounts, payouts, winningPayouts, commissionable } = sumSides(plan, sides);
  const totals = plan.sideTotalsCentavos;
  const totalDraw = totals.DRAW ?? 0;
  const stakes = Object.values(totals).reduce((sum, t) => sum + (t ?? 0), 0);
  const mainPool = stakes - totalDraw;
  const { winnersPool, house, rounding, drawFunding, stakeBack } = houseSplit(
    plan,
    mainPool,
    totalDraw,
    winningPayouts,
  );

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
    commissionableStakesCentavos: commissionable,
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
