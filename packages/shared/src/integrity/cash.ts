import { type Signal, scoreAbove, shareBasisPoints, sumCentavos } from "./signal.ts";
import type { IntegrityThresholds } from "./thresholds.ts";

/** A player's movements, oldest first or not: the rules sort. `agentId` is who loaded or paid out (none for stakes). */
export type Movement = {
  transferId: number;
  kind: "load" | "withdrawal" | "stake";
  amountCentavos: number;
  atMs: number;
  agentId: number | null;
};

export type CashCyclingEvidence = {
  withdrawalId: number;
  withdrawnThroughAgentId: number | null;
  loadIds: number[];
  loadedCentavos: number;
  stakedCentavos: number;
  stakedBasisPoints: number;
};

const byTime = (movements: readonly Movement[]) => [...movements].sort((a, b) => a.atMs - b.atMs);

/**
 * Cash cycling: points loaded by one agent, barely staked, then withdrawn through another agent. For each
 * withdrawal, the loads of the window before it by agents other than the paying one, and what was staked from the
 * first of those loads to the withdrawal: fires when the withdrawal passes the minimum and the staked share of those
 * loads is below the threshold.
 */
export function cashCyclingSignal(
  movements: readonly Movement[],
  thresholds: IntegrityThresholds["cashCycling"],
): Signal<CashCyclingEvidence> | null {
  const sorted = byTime(movements);
  let strongest: Signal<CashCyclingEvidence> | null = null;
  for (const withdrawal of sorted.filter((move) => move.kind === "withdrawal")) {
    if (withdrawal.amountCentavos <= thresholds.minimumCentavos) continue;
    const loads = sorted.filter(
      (move) =>
        move.kind === "load" &&
        move.agentId !== withdrawal.agentId &&
        move.atMs < withdrawal.atMs &&
        move.atMs >= withdrawal.atMs - thresholds.windowMs,
    );
    const firstLoad = loads[0];
    if (!firstLoad) continue;
    const loadedCentavos = sumCentavos(loads, (move) => move.amountCentavos);
    const stakedCentavos = sumCentavos(
      sorted.filter((move) => move.kind === "stake" && move.atMs >= firstLoad.atMs && move.atMs <= withdrawal.atMs),
      (move) => move.amountCentavos,
    );
    const staked = shareBasisPoints(stakedCentavos, loadedCentavos);
    if (staked >= thresholds.stakedBasisPoints) continue;
    // The further below the staked share, the higher: mirrored above the threshold for the one scoring rule.
    const score = scoreAbove(2 * thresholds.stakedBasisPoints - staked, thresholds.stakedBasisPoints);
    if (strongest && strongest.score >= score) continue;
    strongest = {
      kind: "cash-cycling",
      score,
      evidence: {
        withdrawalId: withdrawal.transferId,
        withdrawnThroughAgentId: withdrawal.agentId,
        loadIds: loads.map((move) => move.transferId),
        loadedCentavos,
        stakedCentavos,
        stakedBasisPoints: staked,
      },
    };
  }
  return strongest;
}

export type StructuringEvidence = { loadIds: number[]; loadedCentavos: number; fromMs: number; toMs: number };

/**
 * Structuring: many loads just under the reporting threshold (within the band below it) inside the window. Fires
 * when some window holds more such loads than the count; the evidence is the fullest window.
 */
export function structuringSignal(
  movements: readonly Movement[],
  thresholds: IntegrityThresholds["structuring"],
): Signal<StructuringEvidence> | null {
  const floorCentavos =
    thresholds.reportingCentavos - Math.floor((thresholds.reportingCentavos * thresholds.bandBasisPoints) / 10_000);
  const near = byTime(movements).filter(
    (move) =>
      move.kind === "load" &&
      move.amountCentavos >= floorCentavos &&
      move.amountCentavos < thresholds.reportingCentavos,
  );
  let best: Movement[] = [];
  let start = 0;
  for (let end = 0; end < near.length; end += 1) {
    const last = near[end] as Movement;
    while ((near[start] as Movement).atMs < last.atMs - thresholds.windowMs) start += 1;
    if (end - start + 1 > best.length) best = near.slice(start, end + 1);
  }
  if (best.length <= thresholds.count) return null;
  return {
    kind: "structuring",
    score: scoreAbove(best.length, thresholds.count),
    evidence: {
      loadIds: best.map((move) => move.transferId),
      loadedCentavos: sumCentavos(best, (move) => move.amountCentavos),
      fromMs: (best[0] as Movement).atMs,
      toMs: (best[best.length - 1] as Movement).atMs,
    },
  };
}
