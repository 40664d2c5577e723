import { type CommissionGame, type CommissionSplit, splitCommissionForBets } from "@sabong/shared/commission";
import type { NumberGame } from "@sabong/shared/games";
import { combinationError, type DrawSettlement, type DrawState } from "@sabong/shared/number-games";
import { sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, conflict } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { timeSettlement } from "../../metrics/registry.ts";
import type { AuditActor } from "../audit/service.ts";
import { loadCommissionChains } from "../hierarchy/service.ts";
import { collectDebtsOf, creditCommissions, postTransfers } from "../ledger/service.ts";
import { recordCredits } from "../protection/service.ts";
import { recordDrawBooking, updateDraw } from "./repository.ts";
import {
  commissionGameOf,
  DRAW_REF_TYPE,
  drawAccounts,
  hitsByUser,
  houseTransfers,
  lockDrawRow,
  stakesByUser,
  toPointsTransfers,
  type UserAmount,
} from "./settlement-books.ts";
import type { DrawRow } from "./table.ts";

export const DRAW_SETTLED_OTHER_RESULT = "This draw is already settled with another result";
export const DRAW_NOT_SETTLEABLE = "Only a closed draw, or one with its result entered, can be settled";

/** States a draw settles from: CLOSED (platform draws: the result is derived at draw time), RESULT_ENTERED. */
const SETTLEABLE: readonly DrawState[] = ["CLOSED", "RESULT_ENTERED"];

/**
 * Settles a draw in one transaction (the caller's, if given): pays the winners (one PAYOUT per winning user), the
 * commissions on every stake (per bettor's draw total, differential up the chain at the game's rate, one transfer
 * per earner into commission:<game>, paid by the house), moves the escrow's remainder to the house (or funds it
 * when hits exceed sales), collects the winners' debts, stores the summary and marks the draw SETTLED.
 *
 * `result`: required for a CLOSED draw (platform draws pass the derived result); for RESULT_ENTERED the entered one
 * is used (a different `result` is refused). Settling a SETTLED draw again answers its stored summary without
 * moving money; another result is refused (409).
 */
export function settleDraw(...args: SettleDrawArgs): Promise<DrawSettlement> {
  return timeSettlement("draw", () => settleDrawTimed(...args));
}

type SettleDrawArgs = [db: DbOrTx, drawId: number, actor: AuditActor, result?: string, beforeBooking?: BeforeBooking];

/**
 * The caller's own audit of the step that settles (a result entered or confirmed), written after the settlement has
 * taken the wallets' and protection rows' locks and before its own "draw.settle": every money path takes those rows
 * before the audit chain's lock, so a settlement can never hold the chain while waiting for a wallet that a cancel or
 * a load holds while waiting for the chain (a deadlock seen on PostgreSQL).
 */
export type BeforeBooking = (tx: Tx) => Promise<void>;

/**
 * The result a draw settles with: the one entered, or for a CLOSED draw the one given (platform draws pass the
 * derived result); refused when the draw cannot settle, the two differ, or the combination is not the game's.
 */
function winningResult(draw: DrawRow, game: NumberGame, result: string | undefined): string {
  if (!SETTLEABLE.includes(draw.state as DrawState)) throw conflict(DRAW_NOT_SETTLEABLE);
  if (draw.result !== null && result !== undefined && result !== draw.result) {
    throw conflict("The result given differs from the one entered");
  }
  const winning = draw.result ?? result;
  if (winning === undefined) throw badRequest("The draw has no result to settle with");
  const invalid = combinationError(game, winning);
  if (invalid) throw badRequest(invalid);
  return winning;
}

/** The commission on every stake: per bettor's draw total, differential up the chain at the game's rate. */
async function drawCommission(
  tx: Tx,
  stakes: readonly UserAmount[],
  commissionGame: CommissionGame,
): Promise<CommissionSplit> {
  const chains = await loadCommissionChains(
    tx,
    stakes.map((s) => s.userId),
    commissionGame,
  );
  return splitCommissionForBets(
    stakes.map((s) => ({ userId: s.userId, stakeCentavos: s.amountCentavos })),
    (bettor) => chains.get(bettor) ?? [],
  );
}

type Booked = { settlement: DrawSettlement; firstTransferId: number | null; winners: number };

/** Winners paid, commissions credited, the escrow's remainder to the house; then the winners' loss room and debts. */
async function bookDraw(
  tx: Tx,
  drawId: number,
  game: NumberGame,
  winning: string,
  actorId: number | null,
): Promise<Booked> {
  const accounts = await drawAccounts(tx, game);
  // One connection: a transaction's queries run one after the other.
  const stakes = await stakesByUser(tx, drawId);
  const hits = await hitsByUser(tx, drawId, winning);
  const salesCentavos = stakes.reduce((sum, s) => sum + s.amountCentavos, 0);
  const hitsCentavos = hits.reduce((sum, h) => sum + h.amountCentavos, 0);

  const commissionGame = commissionGameOf(game);
  const split = await drawCommission(tx, stakes, commissionGame);
  // The shares' rounding stays with the house: the summary's commission is what the earners receive.
  const commissionCentavos = split.paidCentavos;

  const payouts = await toPointsTransfers(tx, drawId, accounts.escrow, hits, "PAYOUT");
  const house = houseTransfers(drawId, accounts, { salesCentavos, hitsCentavos, commissionCentavos });
  const posted = [
    ...(await postTransfers(tx, [...house, ...payouts], actorId)),
    ...(await creditCommissions(tx, split.shares, commissionGame, {
      refType: DRAW_REF_TYPE,
      refId: drawId,
      actorId,
    })),
  ];
  // Winnings give the winners loss room back (their protection totals, after the wallets' locks).
  await recordCredits(tx, hits);
  // Winners who owe a debt (from an earlier revert) pay it from what this settlement credits them.
  await collectDebtsOf(
    tx,
    hits.map((h) => h.userId),
    actorId,
  );

  const settlement: DrawSettlement = {
    result: winning,
    salesCentavos,
    hitsCentavos,
    winningLines: hits.reduce((sum, h) => sum + h.lines, 0),
    commissionCentavos,
    houseNetCentavos: salesCentavos - hitsCentavos - commissionCentavos,
    refundedCentavos: 0,
  };
  const firstTransferId = posted.reduce<number | null>((min, t) => (min === null || t.id < min ? t.id : min), null);
  return { settlement, firstTransferId, winners: hits.length };
}

async function settleDrawTimed(...[db, drawId, actor, result, beforeBooking]: SettleDrawArgs): Promise<DrawSettlement> {
  return transact(db, async (tx) => {
    const draw = await lockDrawRow(tx, drawId);
    const game = draw.game as NumberGame;
    if (draw.state === "SETTLED") {
      if ((result !== undefined && result !== draw.result) || !draw.settlement) {
        throw conflict(DRAW_SETTLED_OTHER_RESULT);
      }
      await beforeBooking?.(tx);
      return draw.settlement as DrawSettlement;
    }
    const winning = winningResult(draw, game, result);
    const { settlement, firstTransferId, winners } = await bookDraw(tx, drawId, game, winning, actor?.userId ?? null);
    const after = await updateDraw(tx, drawId, {
      state: "SETTLED",
      result: winning,
      settlement,
      settledAt: sql`clock_timestamp()`,
      settlementFirstTransferId: firstTransferId,
    });
    await beforeBooking?.(tx);
    await recordDrawBooking(tx, {
      actor,
      action: "draw.settle",
      before: draw,
      after,
      figures: { result: winning, settlement, winners },
    });
    return settlement;
  });
}
