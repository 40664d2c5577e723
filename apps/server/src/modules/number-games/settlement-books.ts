import { commissionBalanceOf, type NumberGame } from "@sabong/shared/games";
import { digitsKey } from "@sabong/shared/number-games";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { notFound } from "../../errors.ts";
import { type CommissionGame, systemAccountId, type TransferInput, userAccountIds } from "../ledger/service.ts";
import { type DrawRow, draws } from "./table.ts";

/**
 * What settling, cancelling and reverting a draw read and book, each read one set-based statement over the draw's
 * tickets or its winning lines (found through the partial indexes), aggregated per user in SQL: a million-line draw
 * answers a few thousand rows. Every transfer carries ref ('draw', drawId).
 */

export const DRAW_REF_TYPE = "draw";

/** The system accounts a draw's money moves through. */
export type DrawAccounts = { escrow: number; house: number; bank: number };

export async function drawAccounts(tx: Tx, game: NumberGame): Promise<DrawAccounts> {
  // In a transaction: one query after the other.
  const escrow = await systemAccountId(tx, `escrow:${game}`);
  const house = await systemAccountId(tx, `house:${game}`);
  const bank = await systemAccountId(tx, "bank");
  return { escrow, house, bank };
}

/** The commission balance a game's stakes credit ("commission:pick3" for pick3). */
export function commissionGameOf(game: NumberGame): CommissionGame {
  return commissionBalanceOf(game).game;
}

/** The draw row, locked FOR UPDATE (tickets hold it FOR SHARE: a settlement waits for the tickets in flight). */
export async function lockDrawRow(tx: Tx, drawId: number): Promise<DrawRow> {
  const [draw] = await tx.select().from(draws).where(eq(draws.id, drawId)).for("update");
  if (!draw) throw notFound("Draw not found");
  return draw;
}

export type UserAmount = { userId: number; amountCentavos: number };

/** Each bettor's stakes on the draw (the sum of their tickets): the draw's sales, per user. */
export async function stakesByUser(tx: Tx, drawId: number): Promise<UserAmount[]> {
  const result = await tx.execute(sql`
    select user_id, sum(total_stake_centavos) as amount
    from tickets where draw_id = ${drawId}
    group by user_id order by user_id`);
  return resultRows<{ user_id: number; amount: string | number }>(result).map((r) => ({
    userId: Number(r.user_id),
    amountCentavos: Number(r.amount),
  }));
}

export type UserHits = UserAmount & { lines: number };

/**
 * What each winner is paid: straight lines on the result and rambolito lines whose sorted digits match it, each
 * paying its payout_if_hit (fixed at acceptance). Two index scans, one per partial index.
 */
export async function hitsByUser(tx: Tx, drawId: number, result: string): Promise<UserHits[]> {
  const rows = await tx.execute(sql`
    select user_id, sum(payout) as amount, count(*) as lines from (
      select user_id, payout_if_hit_centavos as payout from ticket_lines
        where draw_id = ${drawId} and form = 'straight' and combination = ${result}
      union all
      select user_id, payout_if_hit_centavos from ticket_lines
        where draw_id = ${drawId} and form = 'rambolito' and digits_key = ${digitsKey(result)}
    ) as hits
    group by user_id order by user_id`);
  return resultRows<{ user_id: number; amount: string | number; lines: string | number }>(rows).map((r) => ({
    userId: Number(r.user_id),
    amountCentavos: Number(r.amount),
    lines: Number(r.lines),
  }));
}

/**
 * One transfer per user, `from` → the user's points (PAYOUT of winnings, REFUND of stakes), each with the draw's
 * ref. Zero amounts are skipped.
 */
export async function toPointsTransfers(
  tx: Tx,
  drawId: number,
  from: number,
  amounts: readonly UserAmount[],
  code: "PAYOUT" | "REFUND",
): Promise<TransferInput[]> {
  const paid = amounts.filter((a) => a.amountCentavos > 0);
  const points = await userAccountIds(
    tx,
    paid.map((a) => a.userId),
    "points",
  );
  return paid.map((a) => {
    const accountId = points.get(a.userId);
    if (accountId === undefined) throw new Error(`user ${a.userId} has no points account`);
    return {
      debitAccountId: from,
      creditAccountId: accountId,
      amountCentavos: a.amountCentavos,
      code,
      refType: DRAW_REF_TYPE,
      refId: drawId,
    };
  });
}

/**
 * The house side of a settlement: the escrow's remainder (sales − hits) to the house, or the bank funding the escrow
 * when hits exceed sales, and the bank funding the house for commission beyond what the draw left it. The house may
 * lose a draw (the summary says so); its account never goes below zero (the bank is the operator's capital).
 */
export function houseTransfers(
  drawId: number,
  accounts: DrawAccounts,
  money: { salesCentavos: number; hitsCentavos: number; commissionCentavos: number },
): TransferInput[] {
  const ref = { refType: DRAW_REF_TYPE, refId: drawId } as const;
  const take = money.salesCentavos - money.hitsCentavos;
  const transfers: TransferInput[] = [];
  if (take < 0) {
    transfers.push({
      debitAccountId: accounts.bank,
      creditAccountId: accounts.escrow,
      amountCentavos: -take,
      code: "DRAW_FUNDING",
      memo: "hits beyond the draw's sales",
      ...ref,
    });
  }
  if (take > 0) {
    transfers.push({
      debitAccountId: accounts.escrow,
      creditAccountId: accounts.house,
      amountCentavos: take,
      code: "PLASADA",
      memo: "draw sales less hits",
      ...ref,
    });
  }
  const commissionFunding = money.commissionCentavos - Math.max(0, take);
  if (commissionFunding > 0) {
    transfers.push({
      debitAccountId: accounts.bank,
      creditAccountId: accounts.house,
      amountCentavos: commissionFunding,
      code: "DRAW_FUNDING",
      memo: "commissions beyond the draw's house take",
      ...ref,
    });
  }
  return transfers;
}
