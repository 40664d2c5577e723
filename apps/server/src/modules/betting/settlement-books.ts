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
import { cte, placeholders } from "../../db/cte.ts";
import { intOf, resultRows, toPgArray } from "../../db/sql.ts";
import { escrowCreditStatement, postEscrowCredits, type TransferInput } from "../ledger/service.ts";
import { ledgerAccountsView } from "../ledger/table.ts";
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
    select bettor.*, ${ledgerAccountsView.id} as account_id from bettor
    left join ${ledgerAccountsView}
      on ${ledgerAccountsView.ownerUserId} = bettor.user_id and ${ledgerAccountsView.purpose} = 'points'
    order by bettor.user_id`);
  const stakes: BettorStake[] = [];
  // Read column by column: the account ids come from the ledger's view.
  for (const r of resultRows<Record<string, unknown>>(result)) {
    const userId = intOf(r.user_id, "user_id");
    if (intOf(r.other, "other") > 0) throw new Error(`bettor ${userId} has a bet on a side the game does not have`);
    for (const [i, side] of sides.entries()) {
      const betCount = intOf(r[`n${i}`], `n${i}`);
      if (betCount === 0) continue;
      stakes.push({
        userId,
        side,
        betCount,
        stakeCentavos: intOf(r[`s${i}`], `s${i}`),
        pointsAccountId: r.account_id === null ? null : intOf(r.account_id, "account_id"),
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

/** The settlement's values, by name: the fight, and per side its outcome and its paid and shown per 100. */
const P = placeholders("fight_id", "sides", "outcomes", "paid_per100", "per100");

/** The rule of each side, the bets settled by it (losers and the others apart), and the credits the ledger books. */
function settleParts() {
  const rule = cte(
    "rule",
    ["side", "outcome", "paid_per100", "per100"],
    sql`select * from unnest(${P.sides}::text[], ${P.outcomes}::text[], ${P.paid_per100}::bigint[], ${P.per100}::bigint[])
    as r(side, outcome, paid_per100, per100)`,
  );
  const r = rule.c;
  // Losers' bets return only their side (nothing moves for them); the others what their credits need.
  const lost = cte(
    "lost",
    ["side", "stake_centavos"],
    sql`update bets b set status = ${r.outcome}, payout_centavos = 0, per100_centavos = ${r.per100},
    settled_at = clock_timestamp()
  from ${rule}
  where b.fight_id = ${P.fight_id} and b.status = 'PENDING' and b.side = ${r.side} and ${r.outcome} = 'LOST'
  returning b.side, b.stake_centavos`,
  );
  const paid = cte(
    "paid",
    ["id", "user_id", "side", "stake_centavos", "payout_centavos", "status"],
    sql`update bets b set status = ${r.outcome},
    payout_centavos = greatest(b.stake_centavos,
      div(b.stake_centavos::numeric * ${r.paid_per100}, ${sql.raw(String(BP_SCALE))})::bigint),
    per100_centavos = ${r.per100}, settled_at = clock_timestamp()
  from ${rule}
  where b.fight_id = ${P.fight_id} and b.status = 'PENDING' and b.side = ${r.side} and ${r.outcome} <> 'LOST'
  returning b.id, b.user_id, b.side, b.stake_centavos, b.payout_centavos, b.status`,
  );
  const movement = cte(
    "movement",
    ["ref_id", "user_id", "amount", "code"],
    sql`select ${paid.c.id} as ref_id, ${paid.c.user_id}, ${paid.c.payout_centavos} as amount,
    case ${paid.c.status} when 'REFUNDED' then 'REFUND' else 'PAYOUT' end as code
  from ${paid}`,
  );
  const rows = {
    columns: ["side", "bets", "stake", "payout"] as const,
    sql: sql`select ${lost.c.side}, count(*) as bets, sum(${lost.c.stake_centavos}) as stake, 0 as payout
  from ${lost} group by ${lost.c.side}
  union all
  select ${paid.c.side}, count(*), sum(${paid.c.stake_centavos}), sum(${paid.c.payout_centavos})
  from ${paid} group by ${paid.c.side}`,
  };
  return { ctes: [rule, lost, paid, movement], movement, rows };
}

/**
 * Every pending bet settled by its side's rule in ONE statement (status, payout, odds), its payout or refund booked
 * escrow → the bettor's points wallet by the same statement (ledger escrow credits, one transfer per bet, ref bet),
 * answered as sums per side (and, by the ledger, what each bettor was credited). The payout is the shared
 * `settledPayoutCentavos` in SQL: floor(stake × paid per 100 ÷ 100.00) by exact numeric division, never less than
 * the stake, 0 when lost (settlement-sql.test.ts holds the two equal). Composed once.
 */
export const SETTLE_BETS = escrowCreditStatement(
  { name: "settle_bets", codes: ["PAYOUT", "REFUND"], refType: "bet", values: P },
  settleParts(),
);

/** Settles the fight's pending bets by `plan` (SETTLE_BETS). The wallets are locked by the caller, in id order with the commission wallets. */
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
  const settled = await postEscrowCredits(tx, SETTLE_BETS, {
    escrowAccountId,
    accounts: wallets,
    actorId,
    values: {
      fight_id: fightId,
      sides: `{${rules.map((r) => r.side).join(",")}}`,
      outcomes: `{${rules.map((r) => r.outcome).join(",")}}`,
      paid_per100: toPgArray(rules.map((r) => r.paidPer100Centavos)),
      per100: toPgArray(rules.map((r) => r.per100Centavos)),
    },
  });
  const sides = settled.rows.map((row) => ({
    side: row.side as Side,
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
