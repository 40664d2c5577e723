import { MAX_AMOUNT_CENTAVOS } from "@sabong/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, businessRule, DomainError, forbidden, notFound } from "../../errors.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import type { UserRow } from "../users/table.ts";
import type { CommissionGame } from "./accounts.ts";
import {
  lockUserAccounts,
  openUserAccounts,
  type PostedTransfer,
  postTransfers,
  systemAccountId,
  systemBalance,
  userAccountId,
} from "./core.ts";
import { collectDebts } from "./debts.ts";
import { InsufficientFundsError, LedgerInvariantError } from "./errors.ts";
import { ledgerAccounts } from "./table.ts";
import { canManage, findUserRow } from "./tree.ts";

/** Who acts: the signed-in caller as the audit records it. */
export type WalletActor = NonNullable<AuditActor>;

export const NOT_IN_DOWNLINE_MESSAGE = "That user is not in your downline";
export const SELF_MOVE_MESSAGE = "You cannot load or withdraw your own account";

/** Mints are rare admin actions; serialising them makes the bank's before/after in the audit exact. */
const MINT_LOCK = 7263540003;

/** The schema refuses bad amounts at the edge; this keeps direct callers (seed, tests, other modules) honest. */
function requireAmount(amountCentavos: number): void {
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos <= 0 || amountCentavos > MAX_AMOUNT_CENTAVOS) {
    throw badRequest("amountCentavos must be a whole number of centavos, more than zero");
  }
}

/** The acting user as stored now (not as the token remembers it), refused unless active. */
async function activeActor(tx: DbOrTx, actor: WalletActor): Promise<UserRow> {
  const user = await findUserRow(tx, actor.userId);
  if (user?.status !== "active") throw forbidden("Your account is not active");
  return user;
}

async function rethrowInsufficient<T>(work: Promise<T>, messages: Record<number, string>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw new DomainError("INSUFFICIENT_FUNDS", messages[error.accountId] ?? error.message);
    }
    throw error;
  }
}

export type MintResult = { transferId: number; balanceCentavos: number };

/** Bank → admin's points: how points enter circulation. Only an admin mints. */
export async function mint(db: DbOrTx, admin: WalletActor, amountCentavos: number): Promise<MintResult> {
  requireAmount(amountCentavos);
  return db.transaction(async (tx) => {
    const user = await activeActor(tx, admin);
    if (user.type !== "admin") throw forbidden("Only an admin can mint points");
    await tx.execute(sql`select pg_advisory_xact_lock(${MINT_LOCK})`);
    const bankId = await systemAccountId(tx, "bank");
    const pointsId = await userAccountId(tx, user.id, "points");
    const before = (await lockUserAccounts(tx, [pointsId])).get(pointsId) ?? 0;
    const bankBefore = await systemBalance(tx, bankId);
    const [transfer] = await postTransfers(
      tx,
      [{ debitAccountId: bankId, creditAccountId: pointsId, amountCentavos, code: "MINT" }],
      user.id,
    );
    if (!transfer) throw new LedgerInvariantError("mint not written");
    await collectDebts(tx, user.id, user.id);
    const after = await pointsOf(tx, user.id);
    await recordAudit(tx, {
      actor: admin,
      action: "wallet.mint",
      entityType: "user",
      entityId: user.id,
      before: { bankCentavos: bankBefore, pointsCentavos: before },
      after: {
        bankCentavos: bankBefore - amountCentavos,
        pointsCentavos: after,
        amountCentavos,
        transferId: transfer.id,
      },
    });
    return { transferId: transfer.id, balanceCentavos: after };
  });
}

export type PointsMoveResult = {
  transferId: number;
  actorBalanceCentavos: number;
  targetBalanceCentavos: number;
  debtCollectedCentavos: number;
};

/** Actor's points → target's points. The target must be active and in the actor's tree. */
export function load(db: DbOrTx, actor: WalletActor, targetUserId: number, amountCentavos: number) {
  return movePoints(db, actor, targetUserId, amountCentavos, "load");
}

/** Target's points → actor's points, under the same tree rule (any status: points can be taken back from anyone). */
export function withdraw(db: DbOrTx, actor: WalletActor, targetUserId: number, amountCentavos: number) {
  return movePoints(db, actor, targetUserId, amountCentavos, "withdraw");
}

async function movePoints(
  db: DbOrTx,
  actor: WalletActor,
  targetUserId: number,
  amountCentavos: number,
  direction: "load" | "withdraw",
): Promise<PointsMoveResult> {
  requireAmount(amountCentavos);
  return db.transaction(async (tx) => {
    const manager = await activeActor(tx, actor);
    if (targetUserId === manager.id) throw businessRule(SELF_MOVE_MESSAGE);
    const target = await findUserRow(tx, targetUserId);
    // Unknown and out-of-tree users answer alike: nobody learns who exists in another tree.
    if (!target || !(await canManage(tx, manager, target))) throw notFound(NOT_IN_DOWNLINE_MESSAGE);
    if (direction === "load" && target.status === "pending") {
      throw businessRule(`${target.username} is still waiting for approval: points cannot be loaded yet`);
    }
    if (direction === "load" && target.status !== "active") {
      throw businessRule(`${target.username} is suspended: points cannot be loaded`);
    }
    const actorPoints = await userAccountId(tx, manager.id, "points");
    const targetPoints = await userAccountId(tx, target.id, "points");
    const before = await lockUserAccounts(tx, [actorPoints, targetPoints]);
    const [from, to] = direction === "load" ? [actorPoints, targetPoints] : [targetPoints, actorPoints];
    const [transfer] = await rethrowInsufficient(
      postTransfers(
        tx,
        [
          {
            debitAccountId: from,
            creditAccountId: to,
            amountCentavos,
            code: direction === "load" ? "LOAD" : "WITHDRAW",
            refType: "user",
            refId: target.id,
          },
        ],
        manager.id,
      ),
      {
        [actorPoints]: "You do not have enough points to load that amount",
        [targetPoints]: `${target.username} does not have enough points to withdraw that amount`,
      },
    );
    if (!transfer) throw new LedgerInvariantError("transfer not written");
    const debtCollectedCentavos = await collectDebts(tx, direction === "load" ? target.id : manager.id, manager.id);
    const actorAfter = await pointsOf(tx, manager.id);
    const targetAfter = await pointsOf(tx, target.id);
    await recordAudit(tx, {
      actor,
      action: direction === "load" ? "wallet.load" : "wallet.withdraw",
      entityType: "user",
      entityId: target.id,
      before: {
        actor: { userId: manager.id, pointsCentavos: before.get(actorPoints) ?? 0 },
        target: { userId: target.id, pointsCentavos: before.get(targetPoints) ?? 0 },
      },
      after: {
        actor: { userId: manager.id, pointsCentavos: actorAfter },
        target: { userId: target.id, pointsCentavos: targetAfter },
        amountCentavos,
        transferId: transfer.id,
        debtCollectedCentavos,
      },
    });
    return {
      transferId: transfer.id,
      actorBalanceCentavos: actorAfter,
      targetBalanceCentavos: targetAfter,
      debtCollectedCentavos,
    };
  });
}

export type ConvertResult = {
  transferId: number;
  pointsCentavos: number;
  commissionCentavos: number;
  debtCollectedCentavos: number;
};

/** The user's commission:<game> → their points. */
export async function convertCommission(
  db: DbOrTx,
  actor: WalletActor,
  game: CommissionGame,
  amountCentavos: number,
): Promise<ConvertResult> {
  requireAmount(amountCentavos);
  return db.transaction(async (tx) => {
    const user = await activeActor(tx, actor);
    const commissionId = await userAccountId(tx, user.id, `commission:${game}`);
    const pointsId = await userAccountId(tx, user.id, "points");
    const before = await lockUserAccounts(tx, [commissionId, pointsId]);
    const [transfer] = await rethrowInsufficient(
      postTransfers(
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
        user.id,
      ),
      { [commissionId]: "Not enough commission to convert that amount" },
    );
    if (!transfer) throw new LedgerInvariantError("conversion not written");
    const debtCollectedCentavos = await collectDebts(tx, user.id, user.id);
    const after = await lockUserAccounts(tx, [commissionId, pointsId]);
    const result = {
      transferId: transfer.id,
      pointsCentavos: after.get(pointsId) ?? 0,
      commissionCentavos: after.get(commissionId) ?? 0,
      debtCollectedCentavos,
    };
    await recordAudit(tx, {
      actor,
      action: "commission.convert",
      entityType: "user",
      entityId: user.id,
      before: { game, commissionCentavos: before.get(commissionId) ?? 0, pointsCentavos: before.get(pointsId) ?? 0 },
      after: {
        game,
        commissionCentavos: result.commissionCentavos,
        pointsCentavos: result.pointsCentavos,
        amountCentavos,
      },
    });
    return result;
  });
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

async function pointsOf(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balanceCentavos })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.purpose, "points")));
  return row?.balance ?? 0;
}
