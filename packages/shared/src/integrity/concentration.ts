import type { ContestStake } from "./late-money.ts";
import { type Signal, scoreAbove, shareBasisPoints, sumCentavos } from "./signal.ts";
import type { IntegrityThresholds } from "./thresholds.ts";

/**
 * What links accounts: "device:…", "address:…", "upline:…" (an upline below the incorporator), "registered:…" (a
 * registration day). The caller decides which links count; the rule only groups by them.
 */
export type AccountLinks = ReadonlyMap<number, readonly string[]>;

export type ConcentrationEvidence = {
  side: string;
  link: string;
  accountIds: number[];
  groupCentavos: number;
  shareBasisPoints: number;
};

/**
 * One-sided concentration: a side's stakes come mostly from accounts that share a link. Only links shared by two or
 * more accounts that staked on that side count (one account is not a ring). Fires on the strongest such group whose
 * stakes pass the minimum and whose share of the side passes the threshold.
 */
export function concentrationSignal(
  stakes: readonly ContestStake[],
  links: AccountLinks,
  thresholds: IntegrityThresholds["concentration"],
): Signal<ConcentrationEvidence> | null {
  let strongest: Signal<ConcentrationEvidence> | null = null;
  for (const side of new Set(stakes.map((stake) => stake.side))) {
    const onSide = stakes.filter((stake) => stake.side === side);
    const sideTotal = sumCentavos(onSide, (stake) => stake.stakeCentavos);
    const groups = new Map<string, Set<number>>();
    for (const stake of onSide) {
      for (const link of links.get(stake.accountId) ?? []) {
        const members = groups.get(link) ?? new Set<number>();
        members.add(stake.accountId);
        groups.set(link, members);
      }
    }
    for (const [link, members] of groups) {
      if (members.size < 2) continue;
      const groupCentavos = sumCentavos(
        onSide.filter((stake) => members.has(stake.accountId)),
        (stake) => stake.stakeCentavos,
      );
      const share = shareBasisPoints(groupCentavos, sideTotal);
      if (groupCentavos <= thresholds.minimumCentavos || share <= thresholds.shareBasisPoints) continue;
      const score = scoreAbove(share, thresholds.shareBasisPoints);
      if (strongest && strongest.score >= score) continue;
      strongest = {
        kind: "concentration",
        score,
        evidence: {
          side,
          link,
          accountIds: [...members].sort((a, b) => a - b),
          groupCentavos,
          shareBasisPoints: share,
        },
      };
    }
  }
  return strongest;
}
