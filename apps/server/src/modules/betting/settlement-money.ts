import {
  type FightResult,
  type FightSettlementTotals,
  type Game,
  type SettlementRules,
  settlementOfSides,
  settlementRules,
} from "@sabong/shared/betting";
import type { CommissionSplit } from "@sabong/shared/commission";
import { commissionBalanceOf } from "@sabong/shared/games";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { loadCommissionChains } from "../hierarchy/service.ts";
import { collectDebtsOf, lockUserAccounts, postTransfers, userAccountIds } from "../ledger/service.ts";
import { recordCredits } from "../protection/service.ts";
import type { GameAccounts } from "./accounts.ts";
import { fightCommission } from "./commission.ts";
import {
  type BettorStake,
  commissionableStakes,
  creditedWallets,
  houseTransfers,
  pendingStakes,
  type SettledBets,
  settleBets,
  sideTotalsOf,
} from "./settlement-books.ts";
import type { EventRow, FightRow } from "./table.ts";
import { fightDrawOdds, fightPlasadaBp } from "./views.ts";

/**
 * The steps of declareFight (settlement.ts) that move money, in the order they must run inside its one transaction:
 * plan from the bettors' sums, lock every credited wallet in id order, then settle the bets and book the house's
 * transfers.
 */

export type SettlementPlan = { plasadaBp: number; stakes: BettorStake[]; plan: SettlementRules };

/** The fight's terms, its bettors' stakes summed per side, and the rule each side settles by. */
export async function planSettlement(
  tx: Tx,
  game: Game,
  fight: FightRow,
  event: EventRow,
  result: FightResult,
): Promise<SettlementPlan> {
  // The settling statement's row estimates are far off (unanalysed bets, CTEs): PostgreSQL would spend most of a
  // second compiling it for JIT, longer than it runs.
  await tx.execute(sql`set local jit = off`);
  const plasadaBp = fightPlasadaBp(fight, event);
  const stakes = await pendingStakes(tx, game, fight.id);
  const plan = settlementRules({
    game,
    result,
    plasadaBp,
    drawOddsMultiplier: fightDrawOdds(fight, event),
    sideTotalsCentavos: sideTotalsOf(stakes),
  });
  return { plasadaBp, stakes, plan };
}

export type CreditedWallets = {
  split: CommissionSplit;
  /** Each credited bettor's points account, by user id. */
  points: Map<number, number>;
  balances: Map<number, number>;
  shares: { accountId: number; amountCentavos: number }[];
};

/** The commission split over the chains of the commissionable bettors, and every wallet the settlement credits locked. */
export async function lockCreditedWallets(
  tx: Tx,
  game: Game,
  { plasadaBp, stakes, plan }: SettlementPlan,
): Promise<CreditedWallets> {
  const commissionable = commissionableStakes(plan, stakes).filter((s) => s.commissionable);
  const chains = await loadCommissionChains(
    tx,
    [...new Set(commissionable.map((s) => s.userId))],
    commissionBalanceOf(game).game,
  );
  const split = fightCommission(commissionable, chains, plasadaBp);
  const points = creditedWallets(plan, stakes);
  const wallets = await userAccountIds(
    tx,
    split.shares.map((share) => share.userId),
    commissionBalanceOf(game).wallet,
  );
  // Every wallet the settlement credits, locked at once in id order (the order every money path takes).
  const balances = await lockUserAccounts(tx, [...points.values(), ...wallets.values()]);
  const shares = split.shares.map((share) => {
    const accountId = wallets.get(share.userId);
    if (accountId === undefined) throw new Error(`user ${share.userId} has no commission wallet`);
    return { accountId, amountCentavos: share.amountCentavos };
  });
  return { split, points, balances, shares };
}

export type BookedSettlement = {
  settled: SettledBets;
  totals: FightSettlementTotals;
  /** Bank → house for the commission the house's share of this fight cannot cover. */
  fundingCentavos: number;
  /** The settlement's first ledger transfer (the bets' credits or the house's), where a revert starts. */
  firstTransferId: number | null;
};

type BookInput = {
  fightId: number;
  plan: SettlementRules;
  accounts: GameAccounts;
  credited: CreditedWallets;
  actorId: number | null;
};

/** Every bet settled and credited by one statement, the house's transfers, then the players' loss room and debts. */
export async function bookSettlement(
  tx: Tx,
  { fightId, plan, accounts, credited, actorId }: BookInput,
): Promise<BookedSettlement> {
  const { split, points, balances, shares } = credited;
  const settled = await settleBets(tx, fightId, plan, accounts.escrow, { accountIds: points, balances }, actorId);
  const s = settlementOfSides(plan, settled.sides);
  if (settled.creditedCentavos !== s.payoutsCentavos) {
    throw new Error(`the bets were credited ${settled.creditedCentavos}, their payouts are ${s.payoutsCentavos}`);
  }
  const funding = Math.max(0, split.paidCentavos + split.roundingCentavos - s.houseCentavos);
  const posted = await postTransfers(
    tx,
    houseTransfers(fightId, accounts, s, { shares, rounding: split.roundingCentavos, funding }),
    actorId,
  );
  // Payouts and refunds give the players loss room back (their protection totals, after the wallets' locks).
  await recordCredits(tx, settled.credits);
  // Players who owe a debt (from an earlier revert) pay it from what this settlement credits them.
  await collectDebtsOf(
    tx,
    settled.credits.map((c) => c.userId),
    actorId,
  );
  const firstTransferId = posted.reduce<number | null>(
    (min, t) => (min === null || t.id < min ? t.id : min),
    settled.firstTransferId,
  );
  return { settled, totals: s, fundingCentavos: funding, firstTransferId };
}
