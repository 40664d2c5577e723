import { type Signal, scoreAbove, sumCentavos } from "./signal.ts";
import type { IntegrityThresholds } from "./thresholds.ts";

export type CircleBet = { betId: number; accountId: number; contestId: string; stakeCentavos: number };

export type StaffCircleEvidence = { staffId: number; betIds: number[]; accountIds: number[]; stakedCentavos: number };

/**
 * Staff and their circle betting: accounts on a staff member's address or device, or referred by them, staking on
 * fights or draws that staff member ran or entered results for. Contest ids are "fight:12", "draw:40".
 */
export function staffCircleSignal(
  staffId: number,
  circle: ReadonlySet<number>,
  contestsRun: ReadonlySet<string>,
  bets: readonly CircleBet[],
  thresholds: IntegrityThresholds["staffCircle"],
): Signal<StaffCircleEvidence> | null {
  const found = bets.filter((bet) => circle.has(bet.accountId) && contestsRun.has(bet.contestId));
  const stakedCentavos = sumCentavos(found, (bet) => bet.stakeCentavos);
  if (found.length === 0 || stakedCentavos <= thresholds.minimumCentavos) return null;
  return {
    kind: "staff-circle",
    score: scoreAbove(stakedCentavos, thresholds.minimumCentavos),
    evidence: {
      staffId,
      betIds: found.map((bet) => bet.betId),
      accountIds: [...new Set(found.map((bet) => bet.accountId))].sort((a, b) => a - b),
      stakedCentavos,
    },
  };
}
