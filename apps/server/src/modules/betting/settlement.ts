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
} from "@sabong/shared/betting";
import { formatPesos } from "@sabong/shared/money";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, conflict } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { timeSettlement } from "../../metrics/registry.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { users } from "../users/table.ts";
import { gameAccounts } from "./accounts.ts";
import { FIGHT_ALREADY_DECLARED, transitionError } from "./fights.ts";
import { lockFight } from "./repository.ts";
import { type BookedSettlement, bookSettlement, lockCreditedWallets, planSettlement } from "./settlement-money.ts";
import { type EventRow, type FightRow, fights } from "./table.ts";
import { completeTotals, oddsOf } from "./views.ts";

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

/** Declared already: the same result answers the first settlement again; another is refused. */
async function declaredAgain(tx: Tx, fight: FightRow, event: EventRow, result: FightResult): Promise<DeclareOutcome> {
  const settlement = storedSettlement(fight.settlement);
  if (fight.result !== result || !settlement) throw conflict(FIGHT_ALREADY_DECLARED);
  const warning = lowPayoutMessage(settlement);
  const declaredBy = await usernameOf(tx, fight.declaredBy);
  return { fight, event, settlement, warnings: warning ? [warning] : [], alreadyDeclared: true, declaredBy };
}

/** The state the result moves the fight to, or the refusal of a result the event or the fight's state forbids. */
function declaredState(game: Game, result: FightResult, fight: FightRow, event: EventRow): FightState {
  // DRAW only where the game offers it (apple: when its event turns the draw side on); same rule as the console.
  if (!isDeclarableResult(game, result, event.drawEnabled)) throw badRequest(`${result} is not offered in this event`);
  // CANCELLED may end a fight in any state; a winner or a draw only once betting is closed.
  const move = nextState(fight.state as FightState, result === "CANCELLED" ? "cancel" : "declare");
  if (!move.ok) throw transitionError(move.reason);
  return move.state;
}

type Declared = {
  game: Game;
  fight: FightRow;
  event: EventRow;
  result: FightResult;
  actor: AuditActor;
  state: FightState;
  plasadaBp: number;
  settlement: SettlementSummary;
  booked: BookedSettlement;
};

/** The fight row updated with its result and settlement, audited, and its events recorded for the pushes. */
async function recordDeclared(tx: Tx, d: Declared): Promise<DeclareOutcome> {
  const { game, fight, event, result, actor, settlement } = d;
  const fightId = fight.id;
  const [after] = await tx
    .update(fights)
    .set({
      state: d.state,
      result,
      settlement,
      // A fight cancelled before opening settles at the event's current terms; record them.
      plasadaBp: d.plasadaBp,
      drawOddsMultiplier: d.booked.totals.drawOddsMultiplier,
      declaredAt: sql`clock_timestamp()`,
      declaredBy: actor?.userId ?? null,
      settlementFirstTransferId: d.booked.firstTransferId,
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
    if (fight.state === "DECLARED") return declaredAgain(tx, fight, event, result);
    const state = declaredState(game, result, fight, event);
    const actorId = actor?.userId ?? null;
    const planned = await planSettlement(tx, game, fight, event, result);
    const credited = await lockCreditedWallets(tx, game, planned);
    const booked = await bookSettlement(tx, { fightId, plan: planned.plan, accounts, credited, actorId });
    const commission = {
      paid: credited.split.paidCentavos,
      rounding: credited.split.roundingCentavos,
      funding: booked.fundingCentavos,
    };
    const settlement = summaryOf(
      game,
      event.drawEnabled,
      booked.totals,
      booked.settled.sides,
      commission,
      cancelReason,
    );
    const { plasadaBp } = planned;
    return recordDeclared(tx, { game, fight, event, result, actor, state, plasadaBp, settlement, booked });
  });
}
