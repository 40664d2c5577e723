import type { Movement } from "./cash.ts";
import { type Signal, scoreAbove, sumCentavos } from "./signal.ts";
import type { IntegrityThresholds } from "./thresholds.ts";

export type OtherAgentEvidence = {
  uplineId: number;
  withdrawalIds: number[];
  withdrawnCentavos: number;
  loadingAgentIds: number[];
};

/**
 * Winnings go to the real player ("paki-claim"): a player's points withdrawn through agents other than their own
 * upline above the threshold, or loads from more agents than the threshold.
 */
export function otherAgentSignal(
  uplineId: number,
  movements: readonly Movement[],
  thresholds: IntegrityThresholds["otherAgent"],
): Signal<OtherAgentEvidence> | null {
  const elsewhere = movements.filter(
    (move) => move.kind === "withdrawal" && move.agentId !== null && move.agentId !== uplineId,
  );
  const withdrawnCentavos = sumCentavos(elsewhere, (move) => move.amountCentavos);
  const loadingAgentIds = [
    ...new Set(
      movements.filter((move) => move.kind === "load" && move.agentId !== null).map((move) => move.agentId as number),
    ),
  ].sort((a, b) => a - b);
  const byWithdrawal = elsewhere.length > 0 && withdrawnCentavos > thresholds.withdrawnCentavos;
  const byLoads = loadingAgentIds.length > thresholds.loadingAgents;
  if (!byWithdrawal && !byLoads) return null;
  const score = Math.max(
    byWithdrawal ? scoreAbove(withdrawnCentavos, thresholds.withdrawnCentavos) : 0,
    byLoads ? scoreAbove(loadingAgentIds.length, thresholds.loadingAgents) : 0,
  );
  return {
    kind: "other-agent",
    score,
    evidence: { uplineId, withdrawalIds: elsewhere.map((move) => move.transferId), withdrawnCentavos, loadingAgentIds },
  };
}
