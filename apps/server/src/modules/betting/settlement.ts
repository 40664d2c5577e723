import {
  BP_SCALE,
  type FightBet,
  type FightResult,
  type FightSettlement,
  type FightState,
  type Game,
  isResultOf,
  nextState,
  RESULT_LABELS,
  type SettlementSummary,
  type Side,
  type SideTotal,
  settleFight,
} from "@sabong/shared";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { badRequest, conflict } from "../../errors.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { collectDebts, postTransfers, resultRows, type TransferInput, toPgArray } from "../ledger/service.ts";
import { ledgerDebts } from "../ledger/table.ts";
import { COMMISSION_PURPOSE, type GameAccounts, gameAccounts, userWalletIds } from "./accounts.ts";
import { fightCommission, loadCommissionChains } from "./commission.ts";
import { FIGHT_ALREADY_DECLARED, transitionError } from "./fights.ts";
import { lockFight } from "./repository.ts";
import { type EventRow, type FightRow, fights } from "./table.ts";
import { completeTotals, fightDrawOdds, fightPlasadaBp, oddsOf } from "./views.ts";

type Actor = NonNullable<AuditActor>;

export type DeclareOutcome = {
  fight: FightRow;
  event: EventRow;
  settlement: SettlementSummary;
  warnings: string[];
  alreadyDeclared: boolean;
  /** Players whose points changed (payouts and refunds), for the balance pushes after commit. */
  paidUserIds: number[];
};

type PendingBet = FightBet & { pointsAccountId: number };

/**
 * Every pending bet of the fight with its bettor's points account. Two queries, not a join: a fight's bets are
 * written minutes before it settles, before autovacuum has analysed them, and with a few rows estimated the planner
 * joins 100,000 bets to their accounts by 100,000 index lookups (0.5 s); the bettors' accounts by id are one lookup each.
 */
async function pendingBets(tx: Tx, fightId: number): Promise<PendingBet[]> {
  const result = await tx.execute(sql`
    select id, user_id, side, stake_centavos from bets
    where fight_id = ${fightId} and status = 'PENDING'
    order by id`);
  const rows = resultRows<{ id: string | number; user_id: number; side: Side; stake_centavos: string | number }>(
    result,
  );
  const accountIds = await userWalletIds(tx, [...new Set(rows.map((r) => Number(r.user_id)))], "points");
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
  if (side === "DRAW") return (s.drawOddsMultiplier + 1) * BP_SCALE;
  return s.per100Centavos[side] ?? null;
}

export function lowPayoutMessage(summary: SettlementSummary): string | null {
  if (!summary.lowPayoutWarning) return null;
  const odds = summary.odds.find((o) => o.side === summary.result);
  const paid = odds?.per100Centavos == null ? "–" : (odds.per100Centavos / 100).toFixed(2);
  return `${RESULT_LABELS[summary.result]}: the winning side pays ${paid} per 100 (107.00 or less)`;
}

function summaryOf(
  game: Game,
  drawEnabled: boolean,
  s: FightSettlement,
  bets: readonly PendingBet[],
  commission: { paid: number; rounding: number; funding: number },
): SettlementSummary {
  const counts = new Map<Side, number>();
  let won = 0;
  let lost = 0;
  let refunded = 0;
  for (const bet of bets) counts.set(bet.side, (counts.get(bet.side) ?? 0) + 1);
  for (const bet of s.bets) {
    if (bet.outcome === "WON") won++;
    else if (bet.outcome === "LOST") lost++;
    else refunded++;
  }
  const raw: SideTotal[] = Object.entries(s.sideTotalsCentavos).map(([side, total]) => ({
    side: side as Side,
    totalCentavos: total ?? 0,
    betCount: counts.get(side as Side) ?? 0,
  }));
  const sideTotals = completeTotals(
    game,
    drawEnabled,
    raw.filter((t) => t.betCount > 0),
  );
  return {
    result: s.result,
    plasadaBp: s.plasadaBp,
    drawOddsMultiplier: s.drawOddsMultiplier,
    sideTotals,
    odds: oddsOf(game, sideTotals, s.plasadaBp),
    stakesCentavos: s.stakesCentavos,
    payoutsCentavos: s.payoutsCentavos,
    houseCentavos: s.houseCentavos,
    roundingCentavos: s.roundingCentavos,
    drawFundingCentavos: s.drawFundingCentavos,
    commissionCentavos: commission.paid,
    commissionRoundingCentavos: commission.rounding,
    commissionFundingCentavos: commission.funding,
    houseNetCentavos: s.houseCentavos + commission.funding - commission.paid - commission.rounding,
    wonBets: won,
    lostBets: lost,
    refundedBets: refunded,
    winnerHadNoBets: s.winnerHadNoBets,
    lowPayoutWarning: s.lowPayoutWarning,
  };
}

/**
 * All of a settlement's transfers, booked by one postTransfers call:
 * - DRAW_FUNDING bank → escrow: draw winnings beyond the escrowed stakes (the bank is the operator's capital);
 * - PAYOUT / REFUND escrow → player points, one per bet (ref bet);
 * - PLASADA escrow → house, ROUNDING escrow → rounding;
 * - COMMISSION house → each agent's sabong commission wallet, its rounding house → rounding, and DRAW_FUNDING
 *   bank → house for whatever the house's share of this fight cannot cover, so the house never goes negative.
 */
function settlementTransfers(
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
      memo: "draw winnings beyond the draw stakes",
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
async function markBetsSettled(tx: Tx, s: FightSettlement): Promise<void> {
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

/**
 * Players who owe a debt (from an earlier revert) pay it from what this settlement credits them. One query finds
 * them; collectDebts runs only for those few.
 */
async function collectPaidDebts(tx: Tx, userIds: readonly number[], actorId: number): Promise<void> {
  if (userIds.length === 0) return;
  const debtors = await tx
    .selectDistinct({ userId: ledgerDebts.userId })
    .from(ledgerDebts)
    .where(and(sql`${ledgerDebts.userId} = any(${toPgArray(userIds)}::int[])`, gt(ledgerDebts.outstandingCentavos, 0)));
  for (const { userId } of debtors) await collectDebts(tx, userId, actorId);
}

/**
 * Declares a result and settles the fight in ONE transaction: all bets in one query, settleFight in memory, every
 * transfer in one postTransfers call, every bet updated in one statement. Declaring again with the same result
 * answers the first settlement; another result is refused (409).
 */
export async function declareFight(
  db: Db,
  game: Game,
  fightId: number,
  result: FightResult,
  actor: Actor,
): Promise<DeclareOutcome> {
  if (!isResultOf(game, result)) throw badRequest(`${result} is not a result of this game`);
  const accounts = await gameAccounts(db, game);
  return db.transaction(async (tx) => {
    const { fight, event } = await lockFight(tx, game, fightId, "update");
    if (fight.state === "DECLARED") {
      if (fight.result !== result || !fight.settlement) throw conflict(FIGHT_ALREADY_DECLARED);
      const settlement = fight.settlement as SettlementSummary;
      const warning = lowPayoutMessage(settlement);
      return { fight, event, settlement, warnings: warning ? [warning] : [], alreadyDeclared: true, paidUserIds: [] };
    }
    // CANCELLED may end a fight in any state; a winner or a draw only once betting is closed.
    const move = nextState(fight.state as FightState, result === "CANCELLED" ? "cancel" : "declare");
    if (!move.ok) throw transitionError(move.reason);

    const plasadaBp = fightPlasadaBp(fight, event);
    const bets = await pendingBets(tx, fightId);
    const s = settleFight({ game, result, plasadaBp, drawOddsMultiplier: fightDrawOdds(fight, event), bets });

    const commissionableBettors = [...new Set(s.bets.filter((b) => b.commissionable).map((b) => b.userId))];
    const chains = await loadCommissionChains(tx, commissionableBettors);
    const split = fightCommission(s.bets, chains, plasadaBp);
    const wallets = await userWalletIds(
      tx,
      split.shares.map((share) => share.userId),
      COMMISSION_PURPOSE,
    );
    const shares = split.shares.map((share) => {
      const accountId = wallets.get(share.userId);
      if (accountId === undefined) throw new Error(`user ${share.userId} has no commission wallet`);
      return { accountId, amountCentavos: share.amountCentavos };
    });
    const funding = Math.max(0, split.paidCentavos + split.roundingCentavos - s.houseCentavos);

    const posted = await postTransfers(
      tx,
      settlementTransfers(fightId, accounts, s, bets, { shares, rounding: split.roundingCentavos, funding }),
      actor.userId,
    );
    await markBetsSettled(tx, s);
    const paidUserIds = [...new Set(s.bets.filter((b) => b.payoutCentavos > 0).map((b) => b.userId))];
    await collectPaidDebts(tx, paidUserIds, actor.userId);

    const settlement = summaryOf(game, event.drawEnabled, s, bets, {
      paid: split.paidCentavos,
      rounding: split.roundingCentavos,
      funding,
    });
    const [after] = await tx
      .update(fights)
      .set({
        state: move.state,
        result,
        settlement,
        // A fight cancelled before opening settles at the event's current terms; record them.
        plasadaBp,
        drawOddsMultiplier: s.drawOddsMultiplier,
        declaredAt: sql`clock_timestamp()`,
        declaredBy: actor.userId,
        settlementFirstTransferId: posted.reduce<number | null>(
          (min, t) => (min === null || t.id < min ? t.id : min),
          null,
        ),
      })
      .where(eq(fights.id, fightId))
      .returning();
    if (!after) throw new Error("fight not updated");
    await recordAudit(tx, {
      actor,
      action: result === "CANCELLED" ? "fight.cancel" : "fight.declare",
      entityType: "fight",
      entityId: fightId,
      before: { number: fight.number, state: fight.state, result: null },
      after: { number: after.number, state: after.state, result, settlement },
    });
    const warning = lowPayoutMessage(settlement);
    return { fight: after, event, settlement, warnings: warning ? [warning] : [], alreadyDeclared: false, paidUserIds };
  });
}
