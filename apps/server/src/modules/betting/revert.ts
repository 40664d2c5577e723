import {
  type FightResult,
  type FightState,
  type Game,
  nextState,
  type RevertAnswer,
  type RevertPreview,
} from "@sabong/shared";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";
import { businessRule } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import {
  accountBalances,
  accountOwners,
  lockUserAccounts,
  postTransfers,
  recoverFromUser,
  userAccountIds,
} from "../ledger/service.ts";
import { users } from "../users/table.ts";
import { gameAccounts } from "./accounts.ts";
import { transitionError } from "./fights.ts";
import { type FightWithEvent, findFight, lockFight } from "./repository.ts";
import { planRevert, type RevertPlan, type SettlementTransfer } from "./revert-plan.ts";
import { bets, type FightRow, fights } from "./table.ts";

type Actor = NonNullable<AuditActor>;

/** Codes a settlement books; BET (the stakes) stays: the bets go back to pending with their stakes in escrow. */
const SETTLEMENT_CODES = ["PAYOUT", "REFUND", "PLASADA", "ROUNDING", "DRAW_FUNDING", "COMMISSION"] as const;

/**
 * The current settlement's transfers, found by ref: this fight's (ref 'fight') and its bets' (ref 'bet'), from the
 * settlement's first transfer on (anything older belongs to a settlement already reverted).
 */
async function currentSettlementTransfers(db: DbOrTx, fight: FightRow): Promise<SettlementTransfer[]> {
  if (fight.settlementFirstTransferId == null) return [];
  const result = await db.execute(sql`
    select t.id, t.debit_account_id, t.credit_account_id, t.amount_centavos, t.ref_type, t.ref_id,
      a.kind, a.owner_user_id, a.purpose
    from ledger_transfers t
    join ledger_accounts a on a.id = t.credit_account_id
    where t.id >= ${fight.settlementFirstTransferId}
      and t.code = any(${`{${SETTLEMENT_CODES.join(",")}}`}::text[])
      and ((t.ref_type = 'fight' and t.ref_id = ${String(fight.id)})
        or (t.ref_type = 'bet' and t.ref_id in (select id::text from bets where fight_id = ${fight.id})))
    order by t.id`);
  return resultRows<{
    id: string | number;
    debit_account_id: number;
    credit_account_id: number;
    amount_centavos: string | number;
    ref_type: string;
    ref_id: string;
    kind: string;
    owner_user_id: number | null;
    purpose: string;
  }>(result).map((r) => ({
    id: Number(r.id),
    debitAccountId: Number(r.debit_account_id),
    creditAccountId: Number(r.credit_account_id),
    amountCentavos: Number(r.amount_centavos),
    refType: r.ref_type,
    refId: r.ref_id,
    creditKind: r.kind,
    creditOwnerId: r.owner_user_id == null ? null : Number(r.owner_user_id),
    creditPurpose: r.purpose,
  }));
}

/** Owner, purpose and username of the accounts a revert moves, for the answer. */
async function describeMoves(db: DbOrTx, moves: Map<number, number>): Promise<RevertPreview["accounts"]> {
  const rows = await accountOwners(db, [...moves.keys()]);
  return rows
    .map((r) => ({
      accountId: r.accountId,
      ownerUserId: r.ownerUserId,
      username: r.ownerUsername,
      purpose: r.purpose,
      changeCentavos: moves.get(r.accountId) ?? 0,
    }))
    .filter((r) => r.changeCentavos !== 0)
    .sort((a, b) => a.accountId - b.accountId);
}

type PlanInputs = { transfers: SettlementTransfer[]; plan: RevertPlan };

async function buildPlan(tx: DbOrTx, fight: FightRow, bankAccountId: number, lock: boolean): Promise<PlanInputs> {
  const transfers = await currentSettlementTransfers(tx, fight);
  const owners = [...new Set(transfers.map((t) => t.creditOwnerId).filter((id): id is number => id !== null))];
  const pointsAccountOf = await userAccountIds(tx, owners, "points");
  const walletIds = [
    ...new Set([
      ...transfers.filter((t) => t.creditKind === "user").map((t) => t.creditAccountId),
      ...pointsAccountOf.values(),
    ]),
  ];
  // The revert locks the wallets it reads, so the balances it plans with are the balances it moves.
  const balances =
    walletIds.length === 0
      ? new Map<number, number>()
      : lock
        ? await lockUserAccounts(tx as Tx, walletIds)
        : await accountBalances(tx, walletIds);
  const usernames = new Map(
    owners.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(sql`${users.id} = any(${toPgArray(owners)}::int[])`)
        ).map((u) => [u.id, u.username]),
  );
  return {
    transfers,
    plan: planRevert(fight.number, transfers, balances, pointsAccountOf, bankAccountId, usernames),
  };
}

function assertRevertible(fight: FightRow): void {
  const move = nextState(fight.state as FightState, "revert");
  if (!move.ok) throw transitionError(move.reason);
}

/** What a revert would move now, without writing anything. */
export async function previewRevert(db: DbOrTx, game: Game, fightId: number): Promise<RevertPreview> {
  const { fight } = await findFight(db, game, fightId);
  assertRevertible(fight);
  const { bank } = await gameAccounts(db, game);
  const { transfers, plan } = await buildPlan(db, fight, bank, false);
  return {
    fightId: fight.id,
    fightNumber: fight.number,
    result: fight.result as FightResult,
    transferCount: transfers.length,
    accounts: await describeMoves(db, plan.moves),
    shortfalls: plan.shortfalls,
  };
}

export type RevertOutcome = FightWithEvent & {
  answer: Omit<RevertAnswer, "fight">;
};

/**
 * Master revert, one transaction: every transfer of the current settlement is reversed by new REVERSAL transfers
 * (nothing is updated or deleted), spent winnings and commissions become the users' debts, the bets go back to
 * pending and the fight to CLOSED, ready to be declared again.
 */
export async function revertFight(
  db: DbOrTx,
  game: Game,
  fightId: number,
  reason: string,
  actor: Actor,
): Promise<RevertOutcome> {
  if (reason.trim().length === 0) throw businessRule("A reason is required");
  const { bank } = await gameAccounts(db, game);
  return transact(db, async (tx) => {
    const { fight, event } = await lockFight(tx, game, fightId, "update");
    assertRevertible(fight);
    const { transfers, plan } = await buildPlan(tx, fight, bank, true);
    await postTransfers(tx, plan.reversals, actor.userId);
    for (const recovery of plan.recoveries) {
      await recoverFromUser(tx, {
        userId: recovery.userId,
        amountCentavos: recovery.amountCentavos,
        creditAccountId: recovery.creditAccountId,
        code: "REVERSAL",
        refType: "fight",
        refId: fight.id,
        memo: `revert of fight ${fight.number}: ${recovery.purpose} already spent`,
        actorId: actor.userId,
      });
    }
    await tx
      .update(bets)
      .set({ status: "PENDING", payoutCentavos: null, per100Centavos: null, settledAt: null })
      .where(eq(bets.fightId, fightId));
    const [after] = await tx
      .update(fights)
      .set({
        state: "CLOSED",
        result: null,
        settlement: null,
        settlementFirstTransferId: null,
        declaredAt: null,
        declaredBy: null,
        revertCount: sql`${fights.revertCount} + 1`,
      })
      .where(eq(fights.id, fightId))
      .returning();
    if (!after) throw new Error("fight not updated");
    const accounts = await describeMoves(tx, plan.moves);
    await recordAudit(tx, {
      actor,
      action: "fight.revert",
      entityType: "fight",
      entityId: fightId,
      before: { number: fight.number, state: fight.state, result: fight.result, settlement: fight.settlement },
      after: {
        number: after.number,
        state: after.state,
        reason: reason.trim(),
        reversedTransfers: transfers.length,
        shortfalls: plan.shortfalls,
      },
    });
    recordEvent(tx, { type: "fight.reverted", game, eventId: event.id, fightId, number: after.number });
    return {
      fight: after,
      event,
      answer: { reversedTransfers: transfers.length, accounts, shortfalls: plan.shortfalls },
    };
  });
}
