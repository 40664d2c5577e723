import {
  type FightResult,
  type FightSettlementTotals,
  type FightState,
  type Game,
  isDeclarableResult,
  isResultOf,
  nextState,
  RESULT_LABELS,
  type SettlementSummary,
  type SideSettled,
  type SideTotal,
  settlementOfSides,
  settlementRules,
} from "@sabong/shared/betting";
import { commissionBalanceOf } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, conflict } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { timeSettlement } from "../../metrics/registry.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { loadCommissionChains } from "../hierarchy/service.ts";
import { collectDebtsOf, lockUserAccounts, postTransfers, userAccountIds } from "../ledger/service.ts";
import { recordCredits } from "../protection/service.ts";
import { users } from "../users/table.ts";
import { gameAccounts } from "./accounts.ts";
import { fightCommission } from "./commission.ts";
import { FIGHT_ALREADY_DECLARED, transitionError } from "./fights.ts";
import { lockFight } from "./repository.ts";
import {
  commissionableStakes,
  creditedWallets,
  houseTransfers,
  pendingStakes,
  settleBets,
  sideTotalsOf,
} from "./settlement-books.ts";
import { type EventRow, type FightRow, fights } from "./table.ts";
import { completeTotals, fightDrawOdds, fightPlasadaBp, oddsOf } from "./views.ts";

export type DeclareOutcome = {
  fight: FightRow;
  event: EventRow;
  settlement: SettlementSummary;
  warnings: string[];
  alreadyDeclared: boolean;
  /** The username of who declared it (the console shows "Declared MERON at 21:04:05 by operator"). */
  declaredBy: string;
};

async function usernameOf(db: DbOrTx, userId: number | null): Promise<string> {
  if (userId === null) return "unknown";
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? "unknown";
}

export function lowPayoutMessage(summary: SettlementSummary): string | null {
  if (!summary.lowPayoutWarning) return null;
  const odds = summary.odds.find((o) => o.side === summary.result);
  const paid = odds?.per100Centavos == null ? "–" : formatPesos(odds.per100Centavos);
  return `${RESULT_LABELS[summary.result]}: the winning side pays ${paid} per 100 (107.00 or less)`;
}

/**
 * The house result of a settled fight: stakes − refunds and payouts − commission paid (= plasada + payout rounding −
 * draw funding − commission; the commission's rounding stays with the operator). What bettors and agents left with
 * the operator, negative when the bank paid DRAW winnings beyond the stakes; the same figure the accounting reports
 * sum from the ledger. Computed from the stored figures, so summaries stored under the older formula (which ignored
 * the draw funding) read right without rewriting them.
 */
export function fightHouseResultCentavos(
  s: Pick<SettlementSummary, "stakesCentavos" | "payoutsCentavos" | "commissionCentavos">,
): number {
  return s.stakesCentavos - s.payoutsCentavos - s.commissionCentavos;
}

/** A fight's stored settlement as the API answers it: its house result recomputed from its figures. */
export function storedSettlement(stored: unknown): SettlementSummary | null {
  if (!stored) return null;
  const summary = stored as SettlementSummary;
  return { ...summary, houseNetCentavos: fightHouseResultCentavos(summary) };
}

function summaryOf(
  game: Game,
  drawEnabled: boolean,
  s: FightSettlementTotals,
  sides: readonly SideSettled[],
  commission: { paid: number; rounding: number; funding: number },
  cancelReason: string | null,
): SettlementSummary {
  const raw: SideTotal[] = sides.map((t) => ({ side: t.side, totalCentavos: t.stakeCentavos, betCount: t.betCount }));
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
    stakeBackCentavos: s.stakeBackCentavos,
    ...(cancelReason ? { cancelReason } : {}),
    commissionCentavos: commission.paid,
    commissionRoundingCentavos: commission.rounding,
    commissionFundingCentavos: commission.funding,
    houseNetCentavos: fightHouseResultCentavos({
      stakesCentavos: s.stakesCentavos,
      payoutsCentavos: s.payoutsCentavos,
      commissionCentavos: commission.paid,
    }),
    wonBets: s.betCounts.WON,
    lostBets: s.betCounts.LOST,
    refundedBets: s.betCounts.REFUNDED,
    winnerHadNoBets: s.winnerHadNoBets,
    lowPayoutWarning: s.lowPayoutWarning,
  };
}

/**
 * Declares a result and settles the fight in ONE transaction: the bettors' stakes summed per side (the rules and
 * the commission are decided on them), every wallet it credits locked in id order, then one statement settles every
 * bet by its side's rule and books its payout or refund (settleBets), and one postTransfers call books the house's
 * transfers; no bet travels to the server. Declaring again with the same result
 * answers the first settlement; another result is refused (409). Records the settlement and any low-payout warning
 * for the pushes (the ledger records the balances it moved). The actor is null when the system acts (a close by
 * the last-call clock cancelling a one-sided fight); `cancelReason` is kept with a CANCELLED fight's settlement.
 */
export function declareFight(...args: Parameters<typeof declareFightTimed>): Promise<DeclareOutcome> {
  return timeSettlement("fight", () => declareFightTimed(...args));
}

async function declareFightTimed(
  db: DbOrTx,
  game: Game,
  fightId: number,
  result: FightResult,
  actor: AuditActor,
  cancelReason: string | null = null,
): Promise<DeclareOutcome> {
  if (!isResultOf(game, result)) throw badRequest(`${result} is not a result of this game`);
  const accounts = await gameAccounts(db, game);
  return transact(db, async (tx) => {
    const { fight, event } = await lockFight(tx, game, fightId, "update");
    if (fight.state === "DECLARED") {
      const settlement = storedSettlement(fight.settlement);
      if (fight.result !== result || !settlement) throw conflict(FIGHT_ALREADY_DECLARED);
      const warning = lowPayoutMessage(settlement);
      const declaredBy = await usernameOf(tx, fight.declaredBy);
      return { fight, event, settlement, warnings: warning ? [warning] : [], alreadyDeclared: true, declaredBy };
    }
    // DRAW only where the game offers it (apple: when its event turns the draw side on); same rule as the console.
    if (!isDeclarableResult(game, result, event.drawEnabled))
      throw badRequest(`${result} is not offered in this event`);
    // CANCELLED may end a fight in any state; a winner or a draw only once betting is closed.
    const move = nextState(fight.state as FightState, result === "CANCELLED" ? "cancel" : "declare");
    if (!move.ok) throw transitionError(move.reason);

    // The settling statement's row estimates are far off (unanalysed bets, CTEs): PostgreSQL would spend most of a
    // second compiling it for JIT, longer than it runs.
    await tx.execute(sql`set local jit = off`);
    const plasadaBp = fightPlasadaBp(fight, event);
    const actorId = actor?.userId ?? null;
    const stakes = await pendingStakes(tx, game, fightId);
    const plan = settlementRules({
      game,
      result,
      plasadaBp,
      drawOddsMultiplier: fightDrawOdds(fight, event),
      sideTotalsCentavos: sideTotalsOf(stakes),
    });

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

    const settlement = summaryOf(
      game,
      event.drawEnabled,
      s,
      settled.sides,
      {
        paid: split.paidCentavos,
        rounding: split.roundingCentavos,
        funding,
      },
      cancelReason,
    );
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
        declaredBy: actor?.userId ?? null,
        settlementFirstTransferId: posted.reduce<number | null>(
          (min, t) => (min === null || t.id < min ? t.id : min),
          settled.firstTransferId,
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
    const ids = { eventId: event.id, fightId };
    recordEvent(tx, { type: "fight.settled", game, ...ids, number: after.number, result, odds: settlement.odds });
    if (warning) recordEvent(tx, { type: "operator.warning", ...ids, message: warning });
    const warnings = warning ? [warning] : [];
    return {
      fight: after,
      event,
      settlement,
      warnings,
      alreadyDeclared: false,
      declaredBy: actor?.username ?? "system",
    };
  });
}
