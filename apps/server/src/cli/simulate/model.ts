import {
  type FightBet,
  type FightResult,
  type FightSettlement,
  type SettlementSummary,
  settleFight,
} from "@sabong/shared/betting";
import { type CommissionChain, type CommissionSplit, splitCommissionForBets } from "@sabong/shared/commission";

/**
 * The simulation's own book: what it was told was accepted, and what the shared rules say follows from it. Nothing
 * here reads the server's figures; those are only compared against these.
 */

/**
 * `firstSentAt` / `answeredAt`: when its first send left and when the API acknowledged it (performance.now() of this
 * process), which the restore drill compares with its backup point.
 */
export type AcceptedBet = FightBet & { fightId: number; key: string; firstSentAt: number; answeredAt: number };

/** A player's limit and restriction as the book keeps them (protection.ts plays and checks them). */
export type PlayerGuard = {
  wagerLimitCentavos: number | null;
  /** Stakes accepted (bets and tickets), all inside one 24-hour window: the run lasts minutes. */
  stakedCentavos: number;
  restriction: { kind: "time-out" | "self-exclusion"; answeredAt: number } | null;
};

export type SimPlayer = {
  index: number;
  userId: number;
  username: string;
  token: string;
  loadedCentavos: number;
  /** Points as this book computes them: loaded − accepted stakes + payouts of the current settlements. */
  balanceCentavos: number;
  bets: AcceptedBet[];
  /** Set for players under a limit or a restriction (protection.ts). */
  guard?: PlayerGuard;
};

/** An upline of the simulated players, direct upline first. */
export type SimAgent = {
  userId: number;
  username: string;
  rateBp: number;
  isLoader: boolean;
  commissionBeforeCentavos: number;
  pointsBeforeCentavos: number;
};

export type SimEvent = {
  id: number;
  plasadaBp: number;
  drawOddsMultiplier: number;
  minStakeCentavos: number;
  maxStakeCentavos: number;
  /** How long a last call lasts before the server closes betting itself. */
  lastCallSeconds: number;
};

/** What one settlement of a fight books, by the rules. */
export type OwnSettlement = { result: FightResult; settlement: FightSettlement; commission: CommissionSplit };

export type SimFight = {
  id: number;
  number: number;
  bets: AcceptedBet[];
  /** Every declared result in order; the last one stands unless `current` is null (reverted, not re-declared). */
  declared: FightResult[];
  current: OwnSettlement | null;
  reverts: number;
};

/** Each player's chain: every simulated player sits under the same gold agent. */
export function chainOf(agents: readonly SimAgent[]): CommissionChain {
  return agents.map((a) => ({ userId: a.userId, rateBp: a.rateBp, isLoader: a.isLoader }));
}

/** Settles the fight's accepted bets under `result` with the shared rules, commission included. */
export function settleOwn(
  fight: SimFight,
  event: SimEvent,
  result: FightResult,
  chain: CommissionChain,
): OwnSettlement {
  const settlement = settleFight({
    game: "sabong",
    result,
    plasadaBp: event.plasadaBp,
    drawOddsMultiplier: event.drawOddsMultiplier,
    bets: fight.bets.map(({ betId, userId, side, stakeCentavos }) => ({ betId, userId, side, stakeCentavos })),
  });
  // Commission comes out of the plasada: no rate counts above it (events refuse a plasada below the top rate anyway).
  const clamped = chain.map((link) => ({ ...link, rateBp: Math.min(link.rateBp, event.plasadaBp) }));
  const commission = splitCommissionForBets(settlement.bets, () => clamped);
  return { result, settlement, commission };
}

/** Whatever the house's share of the fight cannot cover is funded by the bank. */
export function commissionFunding(own: OwnSettlement): number {
  return Math.max(0, own.commission.paidCentavos + own.commission.roundingCentavos - own.settlement.houseCentavos);
}

/**
 * How many ledger transfers the settlement books: one per paid bet, plasada, rounding, draw funding, commission
 * funding, one per commission share and the commission rounding. A revert must reverse exactly these.
 */
export function settlementTransferCount(own: OwnSettlement): number {
  const s = own.settlement;
  const paid = s.bets.filter((b) => b.payoutCentavos > 0).length;
  const flags = [
    s.houseCentavos > 0,
    s.roundingCentavos > 0,
    s.drawFundingCentavos > 0,
    commissionFunding(own) > 0,
    own.commission.roundingCentavos > 0,
  ].filter(Boolean).length;
  return paid + flags + own.commission.shares.length;
}

/** Books a settlement (sign 1) or its revert (sign −1) into the players' and agents' expected balances. */
export function applySettlement(
  own: OwnSettlement,
  sign: 1 | -1,
  players: ReadonlyMap<number, SimPlayer>,
  commissionDue: Map<number, number>,
): void {
  for (const bet of own.settlement.bets) {
    const player = players.get(bet.userId);
    if (player) player.balanceCentavos += sign * bet.payoutCentavos;
  }
  for (const share of own.commission.shares) {
    commissionDue.set(share.userId, (commissionDue.get(share.userId) ?? 0) + sign * share.amountCentavos);
  }
}

/** Differences between the settlement the server answered and the rules' own. */
export function compareSummary(label: string, summary: SettlementSummary, own: OwnSettlement): string[] {
  const s = own.settlement;
  const count = (outcome: string) => s.bets.filter((b) => b.outcome === outcome).length;
  const expected: Record<string, number | boolean | string> = {
    result: own.result,
    stakesCentavos: s.stakesCentavos,
    payoutsCentavos: s.payoutsCentavos,
    houseCentavos: s.houseCentavos,
    roundingCentavos: s.roundingCentavos,
    drawFundingCentavos: s.drawFundingCentavos,
    commissionCentavos: own.commission.paidCentavos,
    commissionRoundingCentavos: own.commission.roundingCentavos,
    commissionFundingCentavos: commissionFunding(own),
    wonBets: count("WON"),
    lostBets: count("LOST"),
    refundedBets: count("REFUNDED"),
    winnerHadNoBets: s.winnerHadNoBets,
    lowPayoutWarning: s.lowPayoutWarning,
  };
  const differences: string[] = [];
  for (const [field, value] of Object.entries(expected)) {
    const got = (summary as Record<string, unknown>)[field];
    if (got !== value) differences.push(`${label}: settlement ${field} is ${String(got)}, the rules say ${value}`);
  }
  return differences;
}

export function sideTotals(bets: readonly AcceptedBet[]): { totalCentavos: number; betCount: number } {
  return { totalCentavos: bets.reduce((sum, b) => sum + b.stakeCentavos, 0), betCount: bets.length };
}
