import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { toPgArray } from "../../db/sql.ts";
import { systemAccountId, userAccountId } from "./account-ids.ts";
import type { TransferCode } from "./accounts.ts";
import { lockUserAccounts, postTransfers, recordBalanceChanged, type TransferInput } from "./core.ts";
import { LedgerInvariantError } from "./errors.ts";
import { ledgerDebts } from "./table.ts";

export type Recovery = {
  userId: number;
  amountCentavos: number;
  /** Where the recovered money goes (the fight's escrow, the house...). It always receives the full amount. */
  creditAccountId: number;
  code: TransferCode;
  /**
   * The transfer this recovery takes back (a revert's PAYOUT, REFUND, COMMISSION…), set on both the transfer from
   * points and the bank's advance, so accounting counts both −1 under the original code.
   */
  reversesTransferId?: number | null;
  refType?: string | null;
  refId?: string | number | null;
  memo?: string | null;
  actorId: number | null;
};

export type RecoveryResult = {
  takenCentavos: number;
  debtCentavos: number;
  debtId: number | null;
  transferIds: number[];
};

/**
 * Takes back money a user was paid by mistake (a master revert): what their points wallet holds is taken now; the
 * bank advances the shortfall to the destination and the user owes it as a debt, collected from their next credits
 * into points. The user's balance never goes below zero (docs/decisions/0002-ledger.md, "Debts").
 */
export async function recoverFromUser(tx: Tx, recovery: Recovery): Promise<RecoveryResult> {
  const amount = recovery.amountCentavos;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new LedgerInvariantError(`recovery amount must be a positive integer, got ${amount}`);
  }
  const pointsId = await userAccountId(tx, recovery.userId, "points");
  if (pointsId === recovery.creditAccountId) throw new LedgerInvariantError("a recovery cannot credit the same wallet");
  const balances = await lockUserAccounts(tx, [pointsId]);
  const taken = Math.min(balances.get(pointsId) ?? 0, amount);
  const shortfall = amount - taken;
  const common = { refType: recovery.refType ?? null, refId: recovery.refId ?? null, memo: recovery.memo ?? null };
  const reversesTransferId = recovery.reversesTransferId ?? null;
  const transfers: TransferInput[] = [];
  if (taken > 0) {
    transfers.push({
      debitAccountId: pointsId,
      creditAccountId: recovery.creditAccountId,
      amountCentavos: taken,
      code: recovery.code,
      reversesTransferId,
      ...common,
    });
  }
  let debtId: number | null = null;
  if (shortfall > 0) {
    const [debt] = await tx
      .insert(ledgerDebts)
      .values({
        userId: recovery.userId,
        originalCentavos: shortfall,
        outstandingCentavos: shortfall,
        refType: common.refType,
        refId: common.refId == null ? null : String(common.refId),
        memo: common.memo,
      })
      .returning({ id: ledgerDebts.id });
    if (!debt) throw new LedgerInvariantError("debt not recorded");
    debtId = debt.id;
    // The user's debt changed even when none of their wallets did (nothing to take).
    recordBalanceChanged(tx, [recovery.userId]);
    transfers.push({
      debitAccountId: await systemAccountId(tx, "bank"),
      creditAccountId: recovery.creditAccountId,
      amountCentavos: shortfall,
      code: "DEBT_ADVANCE",
      refType: "debt",
      refId: debt.id,
      memo: common.memo,
      reversesTransferId,
    });
  }
  const posted = await postTransfers(tx, transfers, recovery.actorId);
  return { takenCentavos: taken, debtCentavos: shortfall, debtId, transferIds: posted.map((t) => t.id) };
}

/**
 * Pays the user's open debts, oldest first, from their points wallet, as far as it goes. Call it after any credit
 * into points (loads, withdrawals to the actor, conversions, payouts). Cheap when there is no debt: one indexed
 * lookup. Locks the points wallet before the debt rows, the order every debt path uses.
 */
export async function collectDebts(tx: Tx, userId: number, actorId: number | null = null): Promise<number> {
  const [open] = await tx
    .select({ id: ledgerDebts.id })
    .from(ledgerDebts)
    .where(and(eq(ledgerDebts.userId, userId), gt(ledgerDebts.outstandingCentavos, 0)))
    .limit(1);
  if (!open) return 0;
  const pointsId = await userAccountId(tx, userId, "points");
  let available = (await lockUserAccounts(tx, [pointsId])).get(pointsId) ?? 0;
  if (available === 0) return 0;
  const debts = await tx
    .select({ id: ledgerDebts.id, outstanding: ledgerDebts.outstandingCentavos })
    .from(ledgerDebts)
    .where(and(eq(ledgerDebts.userId, userId), gt(ledgerDebts.outstandingCentavos, 0)))
    .orderBy(ledgerDebts.id)
    .for("update");
  const bankId = await systemAccountId(tx, "bank");
  const transfers: TransferInput[] = [];
  const payments: { id: number; payCentavos: number; outstanding: number }[] = [];
  for (const debt of debts) {
    if (available === 0) break;
    const pay = Math.min(available, debt.outstanding);
    available -= pay;
    payments.push({ id: debt.id, payCentavos: pay, outstanding: debt.outstanding });
    transfers.push({
      debitAccountId: pointsId,
      creditAccountId: bankId,
      amountCentavos: pay,
      code: "DEBT_COLLECTION",
      refType: "debt",
      refId: debt.id,
    });
  }
  await postTransfers(tx, transfers, actorId);
  for (const p of payments) {
    const left = p.outstanding - p.payCentavos;
    await tx
      .update(ledgerDebts)
      .set({ outstandingCentavos: left, settledAt: left === 0 ? new Date() : null })
      .where(eq(ledgerDebts.id, p.id));
  }
  return payments.reduce((sum, p) => sum + p.payCentavos, 0);
}

/**
 * collectDebts for many users at once (a settlement's payees): one query finds the few who owe anything, and only
 * those pay. Returns what was collected in all.
 */
export async function collectDebtsOf(tx: Tx, userIds: readonly number[], actorId: number | null): Promise<number> {
  if (userIds.length === 0) return 0;
  const debtors = await tx
    .selectDistinct({ userId: ledgerDebts.userId })
    .from(ledgerDebts)
    .where(and(sql`${ledgerDebts.userId} = any(${toPgArray(userIds)}::int[])`, gt(ledgerDebts.outstandingCentavos, 0)));
  let collected = 0;
  for (const { userId } of debtors) collected += await collectDebts(tx, userId, actorId);
  return collected;
}

/** What the user still owes, in centavos. */
export async function outstandingDebt(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${ledgerDebts.outstandingCentavos})` })
    .from(ledgerDebts)
    .where(and(eq(ledgerDebts.userId, userId), gt(ledgerDebts.outstandingCentavos, 0)));
  return Number(row?.total ?? 0);
}
