import type { NumberGame } from "@sabong/shared/games";
import type { DrawState } from "@sabong/shared/number-games";
import type { DbOrTx } from "../../db/client.ts";
import { businessRule, conflict } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import type { AuditActor } from "../audit/service.ts";
import { collectDebtsOf, postTransfers } from "../ledger/service.ts";
import { recordCredits } from "../protection/service.ts";
import { recordDrawBooking, updateDraw } from "./repository.ts";
import { drawAccounts, lockDrawRow, stakesByUser, toPointsTransfers } from "./settlement-books.ts";
import type { DrawRow } from "./table.ts";

export const DRAW_NOT_CANCELLABLE = "A settled or cancelled draw cannot be cancelled";

const CANCELLABLE: readonly DrawState[] = ["SCHEDULED", "OPEN", "CLOSED", "RESULT_ENTERED"];

/**
 * Cancels a draw not yet settled, in one transaction: every ticket's stake goes back from the escrow (one REFUND
 * per user, the sum of their tickets), no commission is paid, the draw becomes CANCELLED with its reason and any
 * entered result cleared. Refunded users' debts are collected from the refund, as from any credit into points.
 */
export async function cancelDraw(db: DbOrTx, drawId: number, reason: string, actor: AuditActor): Promise<DrawRow> {
  const why = reason.trim();
  if (why.length === 0) throw businessRule("A reason is required");
  return transact(db, async (tx) => {
    const draw = await lockDrawRow(tx, drawId);
    if (!CANCELLABLE.includes(draw.state as DrawState)) throw conflict(DRAW_NOT_CANCELLABLE);
    const game = draw.game as NumberGame;
    const actorId = actor?.userId ?? null;
    const { escrow } = await drawAccounts(tx, game);
    const stakes = await stakesByUser(tx, drawId);
    await postTransfers(tx, await toPointsTransfers(tx, drawId, escrow, stakes, "REFUND"), actorId);
    // A refund counts like a payout for the loss limits.
    await recordCredits(tx, stakes);
    await collectDebtsOf(
      tx,
      stakes.map((s) => s.userId),
      actorId,
    );
    const refundedCentavos = stakes.reduce((sum, s) => sum + s.amountCentavos, 0);
    const after = await updateDraw(tx, drawId, { state: "CANCELLED", cancelledReason: why, result: null });
    await recordDrawBooking(tx, {
      actor,
      action: "draw.cancel",
      before: draw,
      after,
      figures: { reason: why, refundedCentavos, refundedUsers: stakes.length },
    });
    return after;
  });
}
