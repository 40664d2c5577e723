import {
  type FightResult,
  type FightState,
  type Game,
  nextState,
  type RevertAnswer,
  type RevertPreview,
} from "@sabong/shared/betting";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { businessRule } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import {
  applyRevertPlan,
  buildRevertPlan,
  describeRevertMoves,
  type RevertPlan,
  type SettlementTransfer,
  settlementTransfersSince,
} from "../ledger/service.ts";
import { creditsTakenBack, recordCredits } from "../protection/service.ts";
import { transitionError } from "./fights.ts";
import { type FightWithEvent, findFight, lockFight } from "./repository.ts";
import { bets, type FightRow, fights } from "./table.ts";

type Actor = NonNullable<AuditActor>;

/** Codes a settlement books; BET (the stakes) stays: the bets go back to pending with their stakes in escrow. */
const SETTLEMENT_CODES = ["PAYOUT", "REFUND", "PLASADA", "ROUNDING", "DRAW_FUNDING", "COMMISSION"] as const;

/**
 * The current settlement's transfers, found by ref: this fight's (ref 'fight') and its bets' (ref 'bet'), from the
 * settlement's first transfer on, and their revert planned on the balances now.
 */
async function buildPlan(tx: DbOrTx, fight: FightRow, lock: boolean): Promise<PlanInputs> {
  const transfers = await settlementTransfersSince(
    tx,
    fight.settlementFirstTransferId,
    SETTLEMENT_CODES,
    sql`(t.ref_type = 'fight' and t.ref_id = ${String(fight.id)})
      or (t.ref_type = 'bet' and t.ref_id in (select id::text from bets where fight_id = ${fight.id}))`,
  );
  return { transfers, plan: await buildRevertPlan(tx, transfers, `fight ${fight.number}`, lock) };
}

type PlanInputs = { transfers: SettlementTransfer[]; plan: RevertPlan };

function assertRevertible(fight: FightRow): void {
  const move = nextState(fight.state as FightState, "revert");
  if (!move.ok) throw transitionError(move.reason);
}

/** What a revert would move now, without writing anything. */
export async function previewRevert(db: DbOrTx, game: Game, fightId: number): Promise<RevertPreview> {
  const { fight } = await findFight(db, game, fightId);
  assertRevertible(fight);
  const { transfers, plan } = await buildPlan(db, fight, false);
  return {
    fightId: fight.id,
    fightNumber: fight.number,
    result: fight.result as FightResult,
    transferCount: transfers.length,
    accounts: await describeRevertMoves(db, plan.moves),
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
  return transact(db, async (tx) => {
    const { fight, event } = await lockFight(tx, game, fightId, "update");
    assertRevertible(fight);
    const { transfers, plan } = await buildPlan(tx, fight, true);
    await applyRevertPlan(tx, plan, {
      refType: "fight",
      refId: fight.id,
      label: `fight ${fight.number}`,
      actorId: actor.userId,
      reason,
    });
    // The payouts and refunds taken back are no longer credits: the loss room they gave goes too.
    await recordCredits(tx, creditsTakenBack(transfers));
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
    const accounts = await describeRevertMoves(tx, plan.moves);
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
