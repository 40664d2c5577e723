import type { RevertPreview } from "@sabong/shared/betting";
import type { TransferInput } from "./core.ts";

/** A transfer of the settlement being reverted, with what it credited. */
export type SettlementTransfer = {
  id: number;
  debitAccountId: number;
  creditAccountId: number;
  amountCentavos: number;
  /** PAYOUT, REFUND, COMMISSION…: a recovery takes back this code (accounting counts it −1 under it). */
  code: string;
  refType: string;
  refId: string;
  /** The credited account: a user wallet must give the money back, a system account simply does. */
  creditKind: string;
  creditOwnerId: number | null;
  creditPurpose: string;
};

export type RevertRecovery = {
  userId: number;
  purpose: string;
  creditAccountId: number;
  amountCentavos: number;
  /** One of the transfers recovered (all of the same code): what the recovery reverses, for accounting. */
  reversesTransferId: number;
};

export type RevertPlan = {
  reversals: TransferInput[];
  /**
   * Money the wallets could not give back, per user, destination and original code (a spent refund stays a refund
   * taken back, not a payout): taken from points if possible, else debt.
   */
  recoveries: RevertRecovery[];
  moves: Map<number, number>;
  shortfalls: RevertPreview["shortfalls"];
};

/**
 * What a revert moves, given the balances now. Each settlement transfer is reversed by a REVERSAL transfer for
 * what the credited wallet still holds (system accounts: all of it); the rest is recovered by the ledger
 * (recoverFromUser: the user's points now, the bank advances the remainder as the user's debt). No balance goes
 * below zero.
 */
export function planRevert(
  /** What is reverted, for the memos: "fight 12", "draw 345". */
  label: string,
  transfers: readonly SettlementTransfer[],
  balances: Map<number, number>,
  pointsAccountOf: ReadonlyMap<number, number>,
  bankAccountId: number,
  usernames: ReadonlyMap<number, string>,
): RevertPlan {
  const available = new Map(balances);
  const moves = new Map<number, number>();
  const move = (accountId: number, change: number) => moves.set(accountId, (moves.get(accountId) ?? 0) + change);
  const reversals: TransferInput[] = [];
  const owed = new Map<string, { userId: number; purpose: string; accountId: number; owed: number; had: number }>();
  const recoveries = new Map<string, RevertRecovery>();

  for (const t of transfers) {
    let take = t.amountCentavos;
    if (t.creditKind === "user" && t.creditOwnerId !== null) {
      const has = available.get(t.creditAccountId) ?? 0;
      const key = `${t.creditOwnerId}:${t.creditPurpose}`;
      const entry = owed.get(key) ?? {
        userId: t.creditOwnerId,
        purpose: t.creditPurpose,
        accountId: t.creditAccountId,
        owed: 0,
        had: balances.get(t.creditAccountId) ?? 0,
      };
      entry.owed += t.amountCentavos;
      owed.set(key, entry);
      take = Math.min(has, t.amountCentavos);
      available.set(t.creditAccountId, has - take);
      const short = t.amountCentavos - take;
      if (short > 0) {
        const rkey = `${t.creditOwnerId}:${t.creditPurpose}:${t.debitAccountId}:${t.code}`;
        const recovery = recoveries.get(rkey) ?? {
          userId: t.creditOwnerId,
          purpose: t.creditPurpose,
          creditAccountId: t.debitAccountId,
          amountCentavos: 0,
          reversesTransferId: t.id,
        };
        recovery.amountCentavos += short;
        recoveries.set(rkey, recovery);
      }
    }
    if (take > 0) {
      reversals.push({
        debitAccountId: t.creditAccountId,
        creditAccountId: t.debitAccountId,
        amountCentavos: take,
        code: "REVERSAL",
        refType: t.refType,
        refId: t.refId,
        reversesTransferId: t.id,
        memo: `revert of ${label}`,
      });
      move(t.creditAccountId, -take);
      move(t.debitAccountId, take);
    }
  }

  // Recoveries: the points wallet gives what is left in it, the bank advances the rest (the user's debt).
  const debtOf = new Map<string, number>();
  for (const recovery of recoveries.values()) {
    const pointsId = pointsAccountOf.get(recovery.userId);
    const inPoints = pointsId === undefined ? 0 : (available.get(pointsId) ?? 0);
    const fromPoints = Math.min(inPoints, recovery.amountCentavos);
    const debt = recovery.amountCentavos - fromPoints;
    if (pointsId !== undefined && fromPoints > 0) {
      available.set(pointsId, inPoints - fromPoints);
      move(pointsId, -fromPoints);
    }
    if (debt > 0) move(bankAccountId, -debt);
    move(recovery.creditAccountId, recovery.amountCentavos);
    const key = `${recovery.userId}:${recovery.purpose}`;
    debtOf.set(key, (debtOf.get(key) ?? 0) + debt);
  }

  const shortfalls: RevertPreview["shortfalls"] = [];
  for (const [key, entry] of owed) {
    if (entry.owed <= entry.had) continue;
    shortfalls.push({
      userId: entry.userId,
      username: usernames.get(entry.userId) ?? String(entry.userId),
      purpose: entry.purpose,
      owedCentavos: entry.owed,
      availableCentavos: entry.had,
      shortfallCentavos: debtOf.get(key) ?? 0,
    });
  }
  return { reversals, recoveries: [...recoveries.values()], moves, shortfalls };
}
