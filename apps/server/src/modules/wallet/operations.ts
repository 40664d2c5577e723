import { MAX_AMOUNT_CENTAVOS } from "@sabong/shared/money";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, businessRule, DomainError, forbidden, notFound } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { canManage } from "../hierarchy/service.ts";
import {
  type CommissionGame,
  convertToPoints,
  InsufficientFundsError,
  mintPoints,
  movePoints as movePointsInLedger,
} from "../ledger/service.ts";
import { guardLoad } from "../protection/service.ts";
import { findUserRow } from "../users/service.ts";
import type { UserRow } from "../users/table.ts";

/**
 * The wallet station's rules (docs/roles.md, "Wallets"): who may mint, load, withdraw and convert for whom, what a
 * refusal says, and what the audit records. The ledger moves the money.
 */

/** Who acts: the signed-in caller as the audit records it. */
export type WalletActor = NonNullable<AuditActor>;

export const NOT_IN_DOWNLINE_MESSAGE = "That user is not in your downline";
export const SELF_MOVE_MESSAGE = "You cannot load or withdraw your own account";

/** The schema refuses bad amounts at the edge; this keeps direct callers (seed, tests, other modules) honest. */
function requireAmount(amountCentavos: number): void {
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos <= 0 || amountCentavos > MAX_AMOUNT_CENTAVOS) {
    throw badRequest("amountCentavos must be a whole number of centavos, more than zero");
  }
}

/** The acting user as stored now (not as the token remembers it), refused unless active. */
async function activeActor(tx: Tx, actor: WalletActor): Promise<UserRow> {
  const user = await findUserRow(tx, actor.userId);
  if (user?.status !== "active") throw forbidden("Your account is not active");
  return user;
}

/** Each movement debits one wallet only: a shortfall is that wallet's, said in the station's words. */
async function insufficientAs<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new DomainError("INSUFFICIENT_FUNDS", message);
    throw error;
  }
}

export type MintResult = { transferId: number; balanceCentavos: number };

/** Bank → admin's points: how points enter circulation. Only an admin mints. */
export async function mint(db: DbOrTx, admin: WalletActor, amountCentavos: number): Promise<MintResult> {
  requireAmount(amountCentavos);
  return transact(db, async (tx) => {
    const user = await activeActor(tx, admin);
    if (user.type !== "admin") throw forbidden("Only an admin can mint points");
    const minted = await mintPoints(tx, user.id, amountCentavos, user.id);
    await recordAudit(tx, {
      actor: admin,
      action: "wallet.mint",
      entityType: "user",
      entityId: user.id,
      before: { bankCentavos: minted.bankBeforeCentavos, pointsCentavos: minted.pointsBeforeCentavos },
      after: {
        bankCentavos: minted.bankBeforeCentavos - amountCentavos,
        pointsCentavos: minted.pointsAfterCentavos,
        amountCentavos,
        transferId: minted.transferId,
      },
    });
    return { transferId: minted.transferId, balanceCentavos: minted.pointsAfterCentavos };
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

/** The target the actor may serve, or the refusal; unknown and out-of-tree users answer alike. */
async function servedTarget(tx: Tx, manager: UserRow, targetUserId: number, direction: "load" | "withdraw") {
  if (targetUserId === manager.id) throw businessRule(SELF_MOVE_MESSAGE);
  const target = await findUserRow(tx, targetUserId);
  // Nobody learns who exists in another tree.
  if (!target || !(await canManage(tx, manager, target))) throw notFound(NOT_IN_DOWNLINE_MESSAGE);
  if (direction === "load" && target.status === "pending") {
    throw businessRule(`${target.username} is still waiting for approval: points cannot be loaded yet`);
  }
  if (direction === "load" && target.status !== "active") {
    throw businessRule(`${target.username} is suspended: points cannot be loaded`);
  }
  return target;
}

async function movePoints(
  db: DbOrTx,
  actor: WalletActor,
  targetUserId: number,
  amountCentavos: number,
  direction: "load" | "withdraw",
): Promise<PointsMoveResult> {
  requireAmount(amountCentavos);
  return transact(db, async (tx) => {
    const manager = await activeActor(tx, actor);
    const target = await servedTarget(tx, manager, targetUserId, direction);
    const loading = direction === "load";
    const moved = await insufficientAs(
      movePointsInLedger(tx, {
        fromUserId: loading ? manager.id : target.id,
        toUserId: loading ? target.id : manager.id,
        amountCentavos,
        code: loading ? "LOAD" : "WITHDRAW",
        refType: "user",
        refId: target.id,
        actorId: manager.id,
      }),
      loading
        ? "You do not have enough points to load that amount"
        : `${target.username} does not have enough points to withdraw that amount`,
    );
    // A load is checked against the player's time-out, self-exclusion and load limits, and counted, under the lock
    // of their protection row (after the wallets'); a refusal rolls the load back.
    if (loading) await guardLoad(tx, target.id, amountCentavos);
    const [actorSide, targetSide] = loading ? (["from", "to"] as const) : (["to", "from"] as const);
    const { transferId, debtCollectedCentavos } = moved;
    await recordAudit(tx, {
      actor,
      action: loading ? "wallet.load" : "wallet.withdraw",
      entityType: "user",
      entityId: target.id,
      before: {
        actor: { userId: manager.id, pointsCentavos: moved.before[actorSide] },
        target: { userId: target.id, pointsCentavos: moved.before[targetSide] },
      },
      after: {
        actor: { userId: manager.id, pointsCentavos: moved.after[actorSide] },
        target: { userId: target.id, pointsCentavos: moved.after[targetSide] },
        amountCentavos,
        transferId,
        debtCollectedCentavos,
      },
    });
    return {
      transferId,
      actorBalanceCentavos: moved.after[actorSide],
      targetBalanceCentavos: moved.after[targetSide],
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
  return transact(db, async (tx) => {
    const user = await activeActor(tx, actor);
    const converted = await insufficientAs(
      convertToPoints(tx, user.id, game, amountCentavos, user.id),
      "Not enough commission to convert that amount",
    );
    const { before, after } = converted;
    await recordAudit(tx, {
      actor,
      action: "commission.convert",
      entityType: "user",
      entityId: user.id,
      before: { game, commissionCentavos: before.commission, pointsCentavos: before.points },
      after: { game, commissionCentavos: after.commission, pointsCentavos: after.points, amountCentavos },
    });
    return {
      transferId: converted.transferId,
      pointsCentavos: after.points,
      commissionCentavos: after.commission,
      debtCollectedCentavos: converted.debtCollectedCentavos,
    };
  });
}
