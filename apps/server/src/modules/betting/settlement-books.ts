import {
  BP_SCALE,
  type FightSettlementTotals,
  type Game,
  mainSides,
  type SettlementRules,
  type Side,
  type SideSettled,
  type SideTotals,
} from "@sabong/shared/betting";
import type { CommissionableStake } from "@sabong/shared/commission";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";
import { postEscrowCredits, type TransferInput } from "../ledger/service.ts";
import type { GameAccounts } from "./accounts.ts";

/**
 * The rows a settlement reads and writes. The fight's bets never travel: settlement.ts decides the rule of each side
 * from the bettors' sums (`pendingStakes`), and one statement (`settleBets`) settles every bet by it and pays the
 * winners and refunds through the ledger's escrow credits; the house's transfers are booked by postTransfers.
 */

/** One bettor's pending bets on one side of the fight, summed, with the bettor's points account. */
export type BettorStake = {
  userId: number;
  side: Side;
  betCount: number;
  stakeCentavos: number;
  pointsAccountId: number | null;
};

/**
 * Every bettor's pending stakes per side and points account, one row per bettor (the game's three sides as columns:
 * half the rows of one per bettor and side, and one aggregation). The fight row is locked, so no bet joins meanwhile.
 */
export async function pendingStakes(tx: Tx, game: Game, fightId: number): Promise<BettorStake[]> {
  const sides: Side[] = [...mainSides(game), "DRAW"];
  const [a, b, d] = sides;
  const result = await tx.execute(sql`
    with bettor as (
      select user_id,
        count(*) filter (where side = ${a}) as n0, sum(stake_centavos) filter (where side = ${a}) as s0,
        count(*) filter (where side = ${b}) as n1, sum(stake_centavos) filter (where side = ${b}) as s1,
        count(*) filter (where side = ${d}) as n2, sum(stake_centavos) filter (where side = ${d}) as s2,
        count(*) filter (where side not in (${a}, ${b}, ${d})) as other
      from bets where fight_id = ${fightId} and status = 'PENDING'
      group by user_id
    )
    select bettor.*, a.id as account_id from bettor
    left join ledger_accounts a on a.owner_user_id = bettor.user_id and a.purpose = 'points'
    order by bettor.user_id`);
  type Row = { user_id: number; account_id: number | null; other: string | number } & Record<
    `n${0 | 1 | 2}` | `s${0 | 1 | 2}`,
    string | number | null
  >;
  const stakes: BettorStake[] = [];
  for (const r of resultRows<Row>(result)) {
    if (Number(r.other) > 0) throw new Error(`bettor ${r.user_id} has a bet on a side the game does not have`);
    for (const [i, side] of sides.entries()) {
      const betCount = Number(r[`n${i as 0 | 1 | 2}`]);
      if (betCount === 0) continue;
      stakes.push({
        userId: Number(r.user_id),
        side,
        betCount,
        stakeCentavos: Number(r[`s${i as 0 | 1 | 2}`]),
        pointsAccountId: r.account_id === null ? null : Number(r.account_id),
      });
    }
  }
  return stakes;
}

export function sideTotalsOf(stakes: readonly BettorStake[]): SideTotals {
  const totals: SideTotals = {};
  for (const s of stakes) totals[s.side] = (totals[s.side] ?? 0) + s.stakeCentavos;
  return totals;
}

/** Each bettor's stakes that earn commission: the sides whose bets win or lose (refunds earn none). */
export function commissionableStakes(plan: SettlementRules, stakes: readonly BettorStake[]): CommissionableStake[] {
  const refunded = new Set(plan.rules.filter((r) => r.outcome === "REFUNDED").map((r) => r.side));
  return stakes.map((s) => ({
    userId: s.userId,
    stakeCentavos: s.stakeCentavos,
    commissionable: !refunded.has(s.side),
  }));
}

/** The points account of each bettor the settlement credits: those with bets on a side that is paid or refunded. */
export function creditedWallets(plan: SettlementRules, stakes: readonly BettorStake[]): Map<number, number> {
  const lost = new Set(plan.rules.filter((r) => r.outcome === "LOST").map((r) => r.side));
  const wallets = new Map<number, number>();
  for (const s of stakes) {
    if (lost.has(s.side)) continue;
    if (s.pointsAccountId === null) throw new Error(`bettor ${s.userId} has no points account`);
    wallets.set(s.userId, s.pointsAccountId);
  }
  return wallets;
}

export type SettledBets = {
  sides: SideSettled[];
  /** What each credited bettor got back (payouts and refunds summed). */
  credits: { userId: number; amountCentavos: number }[];
  creditedCentavos: number;
  firstTransferId: number | null;
};

/**
 * Every pending bet settled by its side's rule in ONE statement (status, payout, odds), its payout or refund booked
 * escrow → the bettor's points wallet by the same statement (ledger escrow credits, one transfer per bet, ref bet),
 * answered as sums per side (and, by the ledger, what each bettor was credited). The payout is the shared
 * `settledPayoutCentavos` in SQL: floor(stake × paid per 100 ÷ 100.00) by exact numeric division, never less than
 * the stake, 0 when lost (settlement-sql.test.ts holds the two equal). The wallets are locked by the caller, in id
 * order with the commission wallets.
 */
export async function settleBets(
  tx: Tx,
  fightId: number,
  plan: SettlementRules,
  escrowAccountId: number,
  wallets: { accountIds: ReadonlyMap<number, number>; balances: ReadonlyMap<number, number> },
  actorId: number | null,
): Promise<SettledBets> {
  const rules = plan.rules;
  // Outcomes and sides are closed sets of words, so the text array literals need no quoting.
  const settled = await postEscrowCredits<{
    side: Side;
    bets: string | number;
    stake: string | number;
    payout: string | number;
  }>(tx, {
    escrowAccountId,
    codes: ["PAYOUT", "REFUND"],
    refType: "bet",
    accounts: wallets,
    actorId,
    // Losers' bets return only their side (nothing moves for them); the others what their credits need.
    ctes: `rule as (
      select * from unnest($2::text[], $3::text[], $4::bigint[], $5::bigint[])
        as r(side, outcome, paid_per100, per100)
    ), lost as (
      update bets b set status = r.outcome, payout_centavos = 0, per100_centavos = r.per100,
        settled_at = clock_timestamp()
      from rule r
      where b.fight_id = $1 and b.status = 'PENDING' and b.side = r.side and r.outcome = 'LOST'
      returning b.side, b.stake_centavos
    ), paid as (
      update bets b set status = r.outcome,
        payout_centavos = greatest(b.stake_centavos, div(b.stake_centavos::numeric * r.paid_per100, ${BP_SCALE})::bigint),
        per100_centavos = r.per100, settled_at = clock_timestamp()
      from rule r
      where b.fight_id = $1 and b.status = 'PENDING' and b.side = r.side and r.outcome <> 'LOST'
      returning b.id, b.user_id, b.side, b.stake_centavos, b.payout_centavos, b.status
    ), movement as (
      select id as ref_id, user_id, payout_centavos as amount,
        case status when 'REFUNDED' then 'REFUND' else 'PAYOUT' end as code
      from paid
    )`,
    rows: `select side, count(*) as bets, sum(stake_centavos) as stake, 0 as payout from lost group by side
      union all
      select side, count(*), sum(stake_centavos), sum(payout_centavos) from paid group by side`,
    values: [
      fightId,
      `{${rules.map((r) => r.side).join(",")}}`,
      `{${rules.map((r) => r.outcome).join(",")}}`,
      toPgArray(rules.map((r) => r.paidPer100Centavos)),
      toPgArray(rules.map((r) => r.per100Centavos)),
    ],
  });
  const sides = settled.rows.map((row) => ({
    side: row.side,
    betCount: Number(row.bets),
    stakeCentavos: Number(row.stake),
    payoutCentavos: Number(row.payout),
  }));
  return {
    sides,
    credits: settled.credits,
    creditedCentavos: settled.creditedCentavos,
    firstTransferId: settled.firstTransferId,
  };
}

/**
 * The settlement's transfers besides the bets' credits, booked by one postTransfers call after them:
 * - DRAW_FUNDING bank → escrow: draw winnings beyond the escrowed stakes, or the stake back topping up a one-sided
 *   pool's winners (the bank is the operator's capital);
 * - PLASADA escrow → house, ROUNDING escrow → rounding;
 * - COMMISSION house → each agent's sabong commission wallet, its rounding house → rounding, and DRAW_FUNDING
 *   bank → house for whatever the house's share of this fight cannot cover, so the house never goes negative.
 */
export function houseTransfers(
  fightId: number,
  accounts: GameAccounts,
  s: FightSettlementTotals,
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
