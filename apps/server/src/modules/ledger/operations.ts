import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { openUserAccounts, systemAccountId, systemBalance, userAccountId } from "./account-ids.ts";
import type { CommissionGame } from "./accounts.ts";
import { lockUserAccounts, type PostedTransfer, postTransfers } from "./core.ts";
import { collectDebts } from "./debts.ts";
import { LedgerInvariantError } from "./errors.ts";
import { pointsAccount } from "./reads.ts";
import { ledgerAccounts } from "./table.ts";

/**
 * The ledger's movements of points, in the caller's transaction. They move money and report the balances around
 * it; who may ask for them, and what the audit says, is the caller's rule (the wallet module). A debit the wallet
 * cannot cover throws InsufficientFundsError; every credit into points pays the user's open debts first.
 */

/** Mints are rare admin actions; serialising them makes the bank's before/after exact. */
const MINT_LOCK = 7263540003;

const pointsOf = async (tx: Tx, userId: number) => (await pointsAccount(tx, userId))?.balanceCentavos ?? 0;

export type Minted = {
  transferId: number;
  bankBeforeCentavos: number;
  pointsBeforeCentavos: number;
  pointsAfterCentavos: number;
};

/** Bank → the user's points: how points enter circulation. */
export async function mintPoints(tx: Tx, userId: number, amountCentavos: number, actorId: number): Promise<Minted> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MINT_LOCK})`);
  const bankId = await systemAccountId(tx, "bank");
  const pointsId = await userAccountId(tx, userId, "points");
  const pointsBeforeCentavos = (await lockUserAccounts(tx, [pointsId])).get(pointsId) ?? 0;
  const bankBeforeCentavos = await systemBalance(tx, bankId);
  const [transfer] = await postTransfers(
    tx,
    [{ debitAccountId: bankId, creditAccountId: pointsId, amountCentavos, code: "MINT" }],
    actorId,
  );
  if (!transfer) throw new LedgerInvariantError("mint not written");
  await collectDebts(tx, userId, actorId);
  return {
    transferId: transfer.id,
    bankBeforeCentavos,
    pointsBeforeCentavos,
    pointsAfterCentavos: await pointsOf(tx, userId),
  };
}

export type PointsMove = {
  fromUserId: number;
  toUserId: number;
  amountCentavos: number;
  code: "LOAD" | "WITHDRAW" | "CLOSURE_RETURN";
  refType: string;
  refId: string | number;
  actorId: number;
};

/** Points of both sides before and after a move, in centavos. */
export type PointsMoved = {
  transferId: number;
  debtCollectedCentavos: number;
  before: { from: number; to: number };
  after: { from: number; to: number };
};

/** One user's points → another's; the credited user's open debts are paid from it. */
export async function movePoints(tx: Tx, move: PointsMove): Promise<PointsMoved> {
  const fromId = await userAccountId(tx, move.fromUserId, "points");
  const toId = await userAccountId(tx, move.toUserId, "points");
  const before = await lockUserAccounts(tx, [fromId, toId]);
  const [transfer] = await postTransfers(
    tx,
    [
      {
        debitAccountId: fromId,
        creditAccountId: toId,
        amountCentavos: move.amountCentavos,
        code: move.code,
        refType: move.refType,
        refId: move.refId,
      },
    ],
    move.actorId,
  );
  if (!transfer) throw new LedgerInvariantError("transfer not written");
  const debtCollectedCentavos = await collectDebts(tx, move.toUserId, move.actorId);
  return {
    transferId: transfer.id,
    debtCollectedCentavos,
    before: { from: before.get(fromId) ?? 0, to: before.get(toId) ?? 0 },
    after: { from: await pointsOf(tx, move.fromUserId), to: await pointsOf(tx, move.toUserId) },
  };
}

/** A user's commission and points wallets before and after a conversion, in centavos. */
export type Converted = {
  transferId: number;
  debtCollectedCentavos: number;
  before: { commission: number; points: number };
  after: { commission: number; points: number };
};

/** The user's commission:<game> → their points. */
export async function convertToPoints(
  tx: Tx,
  userId: number,
  game: CommissionGame,
  amountCentavos: number,
  actorId: number,
): Promise<Converted> {
  const commissionId = await userAccountId(tx, userId, `commission:${game}`);
  const pointsId = await userAccountId(tx, userId, "points");
  const before = await lockUserAccounts(tx, [commissionId, pointsId]);
  const [transfer] = await postTransfers(
    tx,
    [
      {
        debitAccountId: commissionId,
        creditAccountId: pointsId,
        amountCentavos,
        code: "COMMISSION_CONVERT",
        refType: "game",
        refId: game,
      },
    ],
    actorId,
  );
  if (!transfer) throw new LedgerInvariantError("conversion not written");
  const debtCollectedCentavos = await collectDebts(tx, userId, actorId);
  const after = await lockUserAccounts(tx, [commissionId, pointsId]);
  return {
    transferId: transfer.id,
    debtCollectedCentavos,
    before: { commission: before.get(commissionId) ?? 0, points: before.get(pointsId) ?? 0 },
    after: { commission: after.get(commissionId) ?? 0, points: after.get(pointsId) ?? 0 },
  };
}

export type CommissionShare = { userId: number; amountCentavos: number };
export type TransferRef = { refType: string; refId: string | number; actorId?: number | null; memo?: string | null };

/**
 * house:<game> → each agent's commission:<game>, in the caller's (settlement's) transaction. Shares of one user are
 * summed and zero shares skipped, so one fight makes at most one transfer per agent. The settlement must have
 * credited the house (plasada) first: `ledger:check` reports a house below zero.
 */
export async function creditCommissions(
  tx: Tx,
  shares: CommissionShare[],
  game: CommissionGame,
  ref: TransferRef,
): Promise<PostedTransfer[]> {
  const perUser = new Map<number, number>();
  for (const share of shares) {
    if (!Number.isSafeInteger(share.amountCentavos) || share.amountCentavos < 0) {
      throw new LedgerInvariantError(`commission share must be a non-negative integer, got ${share.amountCentavos}`);
    }
    if (share.amountCentavos > 0) perUser.set(share.userId, (perUser.get(share.userId) ?? 0) + share.amountCentavos);
  }
  if (perUser.size === 0) return [];
  const userIds = [...perUser.keys()];
  const purpose = `commission:${game}`;
  const findAccounts = () =>
    tx
      .select({ id: ledgerAccounts.id, userId: ledgerAccounts.ownerUserId })
      .from(ledgerAccounts)
      .where(and(inArray(ledgerAccounts.ownerUserId, userIds), eq(ledgerAccounts.purpose, purpose)));
  let accounts = await findAccounts();
  if (accounts.length < userIds.length) {
    for (const userId of userIds) await openUserAccounts(tx, userId);
    accounts = await findAccounts();
  }
  const accountOf = new Map(accounts.map((a) => [a.userId, a.id]));
  const houseId = await systemAccountId(tx, `house:${game}`);
  return postTransfers(
    tx,
    userIds.map((userId) => {
      const accountId = accountOf.get(userId);
      if (accountId === undefined) throw new LedgerInvariantError(`no ${purpose} wallet for user ${userId}`);
      return {
        debitAccountId: houseId,
        creditAccountId: accountId,
        amountCentavos: perUser.get(userId) ?? 0,
        code: "COMMISSION" as const,
        refType: ref.refType,
        refId: ref.refId,
        memo: ref.memo ?? null,
      };
    }),
    ref.actorId ?? null,
  );
}
