import { drawPer100Centavos, type FightBet, type FightSettlement, type Side } from "@sabong/shared/betting";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";
import { type TransferInput, userAccountIds } from "../ledger/service.ts";
import type { GameAccounts } from "./accounts.ts";

/**
 * The rows a settlement reads and writes, each in one statement: the fight's pending bets, the ledger transfers
 * (booked by the caller with one postTransfers call) and every bet's status, payout and odds. settlement.ts decides.
 */

export type PendingBet = FightBet & { pointsAccountId: number };

/**
 * Every pending bet of the fight with its bettor's points account. Two queries, not a join: a fight's bets are
 * written minutes before it settles, before autovacuum has analysed them, and with a few rows estimated the planner
 * joins 100,000 bets to their accounts by 100,000 index lookups (0.5 s); the bettors' accounts by id are one lookup each.
 */
export async function pendingBets(tx: Tx, fightId: number): Promise<PendingBet[]> {
  const result = await tx.execute(sql`
    select id, user_id, side, stake_centavos from bets
    where fight_id = ${fightId} and status = 'PENDING'
    order by id`);
  const rows = resultRows<{ id: string | number; user_id: number; side: Side; stake_centavos: string | number }>(
    result,
  );
  const accountIds = await userAccountIds(tx, [...new Set(rows.map((r) => Number(r.user_id)))], "points");
  return rows.map((r) => {
    const pointsAccountId = accountIds.get(Number(r.user_id));
    if (pointsAccountId === undefined) throw new Error(`bettor ${r.user_id} has no points account`);
    return {
      betId: Number(r.id),
      userId: Number(r.user_id),
      side: r.side,
      stakeCentavos: Number(r.stake_centavos),
      pointsAccountId,
    };
  });
}

/** What a bet's side paid per 100 at settlement: the pool odds, or (1 + draw odds) × 100 for DRAW. */
function per100OfSide(s: FightSettlement, side: Side): number | null {
  if (side === "DRAW") return drawPer100Centavos(s.drawOddsMultiplier);
  return s.per100Centavos[side] ?? null;
}

/**
 * All of a settlement's transfers, booked by one postTransfers call:
 * - DRAW_FUNDING bank → escrow: draw winnings beyond the escrowed stakes, or the stake back topping up a one-sided
 *   pool's winners (the bank is the operator's capital);
 * - PAYOUT / REFUND escrow → player points, one per bet (ref bet);
 * - PLASADA escrow → house, ROUNDING escrow → rounding;
 * - COMMISSION house → each agent's sabong commission wallet, its rounding house → rounding, and DRAW_FUNDING
 *   bank → house for whatever the house's share of this fight cannot cover, so the house never goes negative.
 */
export function settlementTransfers(
  fightId: number,
  accounts: GameAccounts,
  s: FightSettlement,
  bets: readonly PendingBet[],
  commission: { shares: { accountId: number; amountCentavos: number }[]; rounding: number; funding: number },
): TransferInput[] {
  const fightRef = { refType: "fight", refId: fightId } as const;
  const transfers: TransferInput[] = [];
  if (s.drawFundingCentavos > 0) {
    transfers.push({
      debitAccountId: accounts.bank,
      creditAccountId: accounts.escrow,
      amountCentavos: s.drawFundingCentavos,
      code: "DRAW_FUNDING",
      // Stake back is draw funding too: reports count it as such (the memo says which).
      memo: s.stakeBackCentavos > 0 ? "stake back on a one-sided pool" : "draw winnings beyond the draw stakes",
      ...fightRef,
    });
  }
  for (let i = 0; i < s.bets.length; i++) {
    const settled = s.bets[i];
    const bet = bets[i];
    if (!settled || !bet || settled.payoutCentavos === 0) continue;
    transfers.push({
      debitAccountId: accounts.escrow,
      creditAccountId: bet.pointsAccountId,
      amountCentavos: settled.payoutCentavos,
      code: settled.outcome === "REFUNDED" ? "REFUND" : "PAYOUT",
      refType: "bet",
      refId: bet.betId,
    });
  }
  if (s.houseCentavos > 0) {
    transfers.push({
      debitAccountId: accounts.escrow,
      creditAccountId: accounts.house,
      amountCentavos: s.houseCentavos,
      code: "PLASADA",
      ...fightRef,
    });
  }
  if (s.roundingCentavos > 0) {
    transfers.push({
      debitAccountId: accounts.escrow,
      creditAccountId: accounts.rounding,
      amountCentavos: s.roundingCentavos,
      code: "ROUNDING",
      ...fightRef,
    });
  }
  if (commission.funding > 0) {
    transfers.push({
      debitAccountId: accounts.bank,
      creditAccountId: accounts.house,
      amountCentavos: commission.funding,
      code: "DRAW_FUNDING",
      memo: "commissions beyond the house share of the fight",
      ...fightRef,
    });
  }
  for (const share of commission.shares) {
    transfers.push({
      debitAccountId: accounts.house,
      creditAccountId: share.accountId,
      amountCentavos: share.amountCentavos,
      code: "COMMISSION",
      ...fightRef,
    });
  }
  if (commission.rounding > 0) {
    transfers.push({
      debitAccountId: accounts.house,
      creditAccountId: accounts.rounding,
      amountCentavos: commission.rounding,
      code: "ROUNDING",
      memo: "commission rounding",
      ...fightRef,
    });
  }
  return transfers;
}

/** Status, payout and odds of every bet in one statement (columns as arrays, `unnest` into rows). */
export async function markBetsSettled(tx: Tx, s: FightSettlement): Promise<void> {
  if (s.bets.length === 0) return;
  // Statuses are a closed set of words, so the text array literal needs no quoting.
  const statuses = `{${s.bets.map((b) => b.outcome).join(",")}}`;
  await tx.execute(sql`
    update bets as b
    set status = v.status, payout_centavos = v.payout, per100_centavos = v.per100, settled_at = clock_timestamp()
    from unnest(
      ${toPgArray(s.bets.map((b) => b.betId))}::bigint[],
      ${statuses}::text[],
      ${toPgArray(s.bets.map((b) => b.payoutCentavos))}::bigint[],
      ${toPgArray(s.bets.map((b) => per100OfSide(s, b.side)))}::bigint[]
    ) as v(id, status, payout, per100)
    where b.id = v.id`);
}
