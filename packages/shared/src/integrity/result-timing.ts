import { type Signal, scoreAbove, sumCentavos } from "./signal.ts";
import type { IntegrityThresholds } from "./thresholds.ts";

export type TimedWin = { betId: number; accountId: number; stakeCentavos: number; placedAtMs: number; won: boolean };

export type ResultTimingEvidence = { resultKnownAtMs: number; betIds: number[]; stakedCentavos: number };

/**
 * Result timing: winning stakes placed at or after the moment the outcome was known in the real world (Suertres'
 * official draw time, a Game Ending period's end). Nothing placed before that moment counts, win or lose.
 */
export function resultTimingSignal(
  bets: readonly TimedWin[],
  resultKnownAtMs: number,
  thresholds: IntegrityThresholds["resultTiming"],
): Signal<ResultTimingEvidence> | null {
  const found = bets.filter((bet) => bet.won && bet.placedAtMs >= resultKnownAtMs);
  const stakedCentavos = sumCentavos(found, (bet) => bet.stakeCentavos);
  if (found.length === 0 || stakedCentavos <= thresholds.minimumCentavos) return null;
  return {
    kind: "result-timing",
    score: scoreAbove(stakedCentavos, thresholds.minimumCentavos),
    evidence: { resultKnownAtMs, betIds: found.map((bet) => bet.betId), stakedCentavos },
  };
}
