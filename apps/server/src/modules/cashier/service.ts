import { CASHIER_DAY_MOVEMENTS, type CashierDay, type CashMovement, type Receipt } from "@sabong/shared/accounting";
import { manilaDateOf, manilaDayBounds } from "@sabong/shared/time";
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import type { AuthContext } from "../../http/context.ts";
import {
  type PointsMoveLeg,
  type PointsMoveSum,
  pointsAccount,
  pointsMoveLegs,
  pointsMoveSums,
  transferWithSides,
} from "../ledger/service.ts";

/**
 * The cashier's desk (staff2, docs/roles.md): the float the admin gives and takes back, and the cash that crosses
 * the desk when players are loaded (cash in) or withdrawn (cash out). Everything is read from the ledger.
 */

const DESK_CODES = ["LOAD", "WITHDRAW"] as const;
export const RECEIPT_NOT_FOUND = "Receipt not found";

function total(sums: PointsMoveSum[], code: string, direction: "in" | "out", from: (type: string) => boolean) {
  const matching = sums.filter((s) => s.code === code && s.direction === direction && from(s.counterpartyType));
  return {
    centavos: matching.reduce((sum, s) => sum + s.centavos, 0),
    count: matching.reduce((sum, s) => sum + s.count, 0),
  };
}

/** A load leaves the cashier's points (the player paid cash in); a withdrawal arrives in them (cash paid out). */
const movementOf = (leg: PointsMoveLeg): CashMovement => ({
  transferId: leg.transferId,
  kind: leg.code === "LOAD" ? "CASH_IN" : "CASH_OUT",
  at: leg.at,
  amountCentavos: leg.amountCentavos,
  player: { userId: leg.counterparty.userId, username: leg.counterparty.username },
});

/** The cashier's desk on a Manila day (today when none is given). */
export async function cashierDay(db: DbOrTx, cashierId: number, day?: string): Promise<CashierDay> {
  const shownDay = day ?? manilaDateOf(new Date());
  const { start, end } = manilaDayBounds(shownDay);
  const range = { fromAt: start, beforeAt: end, codes: DESK_CODES };
  const [account, sums, legs] = await Promise.all([
    pointsAccount(db, cashierId),
    pointsMoveSums(db, cashierId, range),
    pointsMoveLegs(db, cashierId, { ...range, counterpartyType: "player", limit: CASHIER_DAY_MOVEMENTS }),
  ]);
  const isPlayer = (type: string) => type === "player";
  const isAdmin = (type: string) => type === "admin";
  const cashIn = total(sums, "LOAD", "out", isPlayer);
  const cashOut = total(sums, "WITHDRAW", "in", isPlayer);
  return {
    day: shownDay,
    floatCentavos: account?.balanceCentavos ?? 0,
    floatGivenCentavos: total(sums, "LOAD", "in", isAdmin).centavos,
    floatTakenBackCentavos: total(sums, "WITHDRAW", "out", isAdmin).centavos,
    cashInCentavos: cashIn.centavos,
    cashInCount: cashIn.count,
    cashOutCentavos: cashOut.centavos,
    cashOutCount: cashOut.count,
    netCashCentavos: cashIn.centavos - cashOut.centavos,
    movements: legs.filter((leg) => leg.direction === (leg.code === "LOAD" ? "out" : "in")).map(movementOf),
  };
}

/**
 * A load or withdrawal of a player's points, as a receipt: for the one who made it, the player, or an admin.
 * Anything else (another cashier's receipt, a transfer that is no such move, an unknown id) is the same 404.
 */
export async function receiptFor(
  db: DbOrTx,
  viewer: Pick<AuthContext, "userId" | "type">,
  transferId: number,
): Promise<Receipt> {
  const transfer = await transferWithSides(db, transferId);
  if (!transfer || (transfer.code !== "LOAD" && transfer.code !== "WITHDRAW")) throw notFound(RECEIPT_NOT_FOUND);
  const loaded = transfer.code === "LOAD";
  // A load credits the player; a withdrawal debits it.
  const playerSide = loaded ? transfer.credit : transfer.debit;
  const deskSide = loaded ? transfer.debit : transfer.credit;
  const player = playerSide.user;
  const desk = deskSide.user;
  if (!player || !desk || player.type !== "player" || playerSide.balanceAfterCentavos === null) {
    throw notFound(RECEIPT_NOT_FOUND);
  }
  const allowed = viewer.type === "admin" || viewer.userId === player.userId || viewer.userId === desk.userId;
  if (!allowed) throw notFound(RECEIPT_NOT_FOUND);
  return {
    transferId: transfer.transferId,
    kind: loaded ? "CASH_IN" : "CASH_OUT",
    at: transfer.at,
    amountCentavos: transfer.amountCentavos,
    cashier: { userId: desk.userId, username: desk.username },
    player: { userId: player.userId, username: player.username },
    playerBalanceAfterCentavos: playerSide.balanceAfterCentavos,
  };
}
