import { manilaDateOf } from "../time/manila.ts";
import type { Movement } from "./cash.ts";
import { type Signal, scoreAbove, sumCentavos } from "./signal.ts";
import type { IntegrityThresholds } from "./thresholds.ts";

/** A money movement a report counts: a load, a withdrawal or a payout. */
export type LargeMovement = Omit<Movement, "kind"> & { kind: "load" | "withdrawal" | "payout" };

export type LargeTransactionEvidence = { transferId: number; movement: LargeMovement["kind"]; amountCentavos: number };
export type LargeDailyEvidence = { day: string; transferIds: number[]; totalCentavos: number };

/** Every single load, withdrawal or payout above the threshold: one signal each (each is reported on its own). */
export function largeTransactionSignals(
  movements: readonly LargeMovement[],
  thresholds: IntegrityThresholds["largeTransaction"],
): Signal<LargeTransactionEvidence>[] {
  return movements
    .filter((move) => move.amountCentavos > thresholds.singleCentavos)
    .map((move) => ({
      kind: "large-transaction",
      score: scoreAbove(move.amountCentavos, thresholds.singleCentavos),
      evidence: { transferId: move.transferId, movement: move.kind, amountCentavos: move.amountCentavos },
    }));
}

/** A player's daily total (Manila day) of loads, withdrawals and payouts above the threshold: one signal a day. */
export function largeDailyTotalSignals(
  movements: readonly LargeMovement[],
  thresholds: IntegrityThresholds["largeTransaction"],
): Signal<LargeDailyEvidence>[] {
  const days = new Map<string, LargeMovement[]>();
  for (const move of movements) {
    const day = manilaDateOf(new Date(move.atMs));
    days.set(day, [...(days.get(day) ?? []), move]);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([day, moves]) => {
      const totalCentavos = sumCentavos(moves, (move) => move.amountCentavos);
      if (totalCentavos <= thresholds.dailyCentavos) return [];
      return [
        {
          kind: "large-daily-total" as const,
          score: scoreAbove(totalCentavos, thresholds.dailyCentavos),
          evidence: { day, transferIds: moves.map((move) => move.transferId), totalCentavos },
        },
      ];
    });
}
