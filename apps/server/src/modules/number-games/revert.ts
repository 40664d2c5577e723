import type { RevertPreview } from "@sabong/shared/betting";
import type { NumberGame } from "@sabong/shared/games";
import { drawLabel, matchupSchema } from "@sabong/shared/number-games";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { businessRule, conflict } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import type { AuditActor } from "../audit/service.ts";
import {
  applyRevertPlan,
  buildRevertPlan,
  describeRevertMoves,
  settlementTransfersSince,
  type TransferCode,
} from "../ledger/service.ts";
import { creditsTakenBack, recordCredits } from "../protection/service.ts";
import { recordDrawBooking, updateDraw } from "./repository.ts";
import { DRAW_REF_TYPE, lockDrawRow } from "./settlement-books.ts";
import { type DrawRow, draws } from "./table.ts";

export const DRAW_NOT_REVERTIBLE = "Only a settled draw can be reverted";

/** Codes a draw's settlement books; the stakes (BET, ref 'ticket') stay in escrow for the next settlement. */
const SETTLEMENT_CODES: readonly TransferCode[] = ["PAYOUT", "PLASADA", "DRAW_FUNDING", "COMMISSION"];

/** The reverted draw and what the revert moved (each account's change, and what became a debt). */
export type DrawRevertOutcome = {
  draw: DrawRow;
  reversedTransfers: number;
  accounts: RevertPreview["accounts"];
  shortfalls: RevertPreview["shortfalls"];
};

/**
 * Master revert of a settled draw, in one transaction: every transfer of the current settlement is reversed by new
 * REVERSAL transfers (nothing is updated or deleted); winnings or commissions already spent are taken from the
 * user's points, the rest becomes their debt (no balance below zero). The draw goes back to CLOSED with its result
 * cleared, ready to be settled again; the tickets keep their stakes in escrow.
 */
export async function revertDraw(
  db: DbOrTx,
  drawId: number,
  reason: string,
  actor: AuditActor,
): Promise<DrawRevertOutcome> {
  const why = reason.trim();
  if (why.length === 0) throw businessRule("A reason is required");
  return transact(db, async (tx) => {
    const draw = await lockDrawRow(tx, drawId);
    if (draw.state !== "SETTLED") throw conflict(DRAW_NOT_REVERTIBLE);
    // The memo is read in wallet logs: the draw in words, not its database id.
    const label = `${drawLabel(draw.game as NumberGame, draw.drawAt, matchupSchema.nullable().parse(draw.matchup))} draw`;
    const transfers = await settlementTransfersSince(
      tx,
      draw.settlementFirstTransferId,
      SETTLEMENT_CODES,
      sql`t.ref_type = ${DRAW_REF_TYPE} and t.ref_id = ${String(drawId)}`,
    );
    const plan = await buildRevertPlan(tx, transfers, label, true);
    await applyRevertPlan(tx, plan, {
      refType: DRAW_REF_TYPE,
      refId: drawId,
      label,
      actorId: actor?.userId ?? null,
      reason: why,
    });
    // The winnings taken back are no longer credits: the loss room they gave goes too.
    await recordCredits(tx, creditsTakenBack(transfers));
    const after = await updateDraw(tx, drawId, {
      state: "CLOSED",
      result: null,
      scores: null,
      resultEnteredBy: null,
      resultEnteredAt: null,
      resultConfirmedBy: null,
      resultConfirmedAt: null,
      settlement: null,
      settlementFirstTransferId: null,
      settledAt: null,
      revertCount: sql`${draws.revertCount} + 1`,
    });
    const accounts = await describeRevertMoves(tx, plan.moves);
    await recordDrawBooking(tx, {
      actor,
      action: "draw.revert",
      before: draw,
      after,
      beforeFigures: { settlement: draw.settlement },
      figures: { reason: why, reversedTransfers: transfers.length, accounts, shortfalls: plan.shortfalls },
    });
    return { draw: after, reversedTransfers: transfers.length, accounts, shortfalls: plan.shortfalls };
  });
}
