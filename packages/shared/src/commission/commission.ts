import { BP_SCALE, mulDivFloor } from "../betting/int-math.ts";
import { assertBasisPoints } from "../betting/limits.ts";
import type { Centavos } from "../money/centavos.ts";

/** One upline of a bettor. Loaders handle cash only and never earn commission. */
export type CommissionLink = { userId: number; rateBp: number; isLoader?: boolean };

/** A bettor's uplines, direct upline first, top of the chain last. */
export type CommissionChain = readonly CommissionLink[];

export type CommissionShare = { userId: number; amountCentavos: Centavos };

export type CommissionSplit = {
  /** Non-zero shares only. */
  shares: CommissionShare[];
  /** Sum of the shares. */
  paidCentavos: Centavos;
  /** Centavos lost to rounding each share down; they go to the rounding account. */
  roundingCentavos: Centavos;
  /** floor(highest rate × stake) = paidCentavos + roundingCentavos. */
  totalCentavos: Centavos;
};

export type CommissionableStake = { userId: number; stakeCentavos: Centavos; commissionable?: boolean };

function assertAmount(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${label} must be whole centavos ≥ 0`);
}

/**
 * Splits the commission on one stake up the chain. Each upline earns the part of its rate above the highest rate
 * below it (the direct upline earns its full rate), rounded down per share. A rate below that running maximum
 * earns nothing and does not lower it; loaders are skipped entirely.
 */
export function splitCommission(stakeCentavos: Centavos, chain: CommissionChain): CommissionSplit {
  assertAmount(stakeCentavos, "stake");
  const shares: CommissionShare[] = [];
  let runningBp = 0;
  let paid = 0;
  for (const link of chain) {
    assertBasisPoints(link.rateBp, `rate of user ${link.userId}`);
    if (link.isLoader || link.rateBp <= runningBp) continue;
    const amount = mulDivFloor(stakeCentavos, link.rateBp - runningBp, BP_SCALE);
    runningBp = link.rateBp;
    if (amount > 0) {
      shares.push({ userId: link.userId, amountCentavos: amount });
      paid += amount;
    }
  }
  const total = mulDivFloor(stakeCentavos, runningBp, BP_SCALE);
  return { shares, paidCentavos: paid, roundingCentavos: total - paid, totalCentavos: total };
}

/**
 * Commission for a whole fight. Stakes are first summed per bettor and each bettor's sum is split once, so a
 * bettor's ten small bets earn the same commission as one bet of the same total (less lost to rounding); shares
 * are then summed per recipient. Entries with `commissionable: false` (refunds) are ignored, so settled bets can
 * be passed as they are. `chainOf` is called once per bettor. Shares come sorted by userId.
 */
export function splitCommissionForBets(
  stakes: readonly CommissionableStake[],
  chainOf: (bettorUserId: number) => CommissionChain,
): CommissionSplit & { stakesCentavos: Centavos } {
  const perBettor = new Map<number, number>();
  for (const { userId, stakeCentavos, commissionable } of stakes) {
    if (commissionable === false) continue;
    assertAmount(stakeCentavos, `stake of user ${userId}`);
    perBettor.set(userId, (perBettor.get(userId) ?? 0) + stakeCentavos);
  }

  const perRecipient = new Map<number, number>();
  let stakesTotal = 0;
  let paid = 0;
  let rounding = 0;
  let total = 0;
  for (const [bettor, stake] of perBettor) {
    assertAmount(stake, `stakes of user ${bettor}`);
    stakesTotal += stake;
    const split = splitCommission(stake, chainOf(bettor));
    for (const share of split.shares) {
      perRecipient.set(share.userId, (perRecipient.get(share.userId) ?? 0) + share.amountCentavos);
    }
    paid += split.paidCentavos;
    rounding += split.roundingCentavos;
    total += split.totalCentavos;
  }
  if (!Number.isSafeInteger(stakesTotal)) throw new RangeError("total stakes out of range");

  const shares = [...perRecipient]
    .map(([userId, amountCentavos]) => ({ userId, amountCentavos }))
    .sort((a, b) => a.userId - b.userId);
  return { shares, paidCentavos: paid, roundingCentavos: rounding, totalCentavos: total, stakesCentavos: stakesTotal };
}
