import {
  BET_REFUSAL_MESSAGES,
  type Bet,
  type BetRefusal,
  checkBet,
  type FightState,
  type Game,
  type PlaceBetBody,
} from "@sabong/shared/betting";
import { IDEMPOTENCY_MISMATCH_MESSAGE } from "@sabong/shared/contracts";
import { and, eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import { businessRule, DomainError, notFound } from "../../errors.ts";
import { countBet } from "../../metrics/registry.ts";
import { debitBalanceAfter, InsufficientFundsError, pointsAccount } from "../ledger/service.ts";
import { stakeRefusal, withPlayTimeChecked } from "../protection/service.ts";
import { gameAccounts } from "./accounts.ts";
import { submitBet } from "./bet-batcher.ts";
import type { FightSnapshot } from "./bet-statement.ts";
import { bets, fights } from "./table.ts";
import { toBetView } from "./views.ts";

export type PlacedBet = {
  bet: Bet;
  balanceCentavos: number;
  replayed: boolean;
};

async function pointsOf(db: Db, userId: number): Promise<{ id: number; balance: number }> {
  const account = await pointsAccount(db, userId);
  if (!account) throw businessRule("Your points wallet is not open");
  return { id: account.id, balance: account.balanceCentavos };
}

/**
 * Wallet ids never change once opened, so a player's points account is looked up once per database while the
 * player keeps betting; bounded, so a process serving many players for months does not grow without end.
 */
const POINTS_IDS_MAX = 200_000;
const pointsIds = new WeakMap<Db, LRUCache<number, number>>();

async function pointsAccountId(db: Db, userId: number): Promise<number> {
  let perDb = pointsIds.get(db);
  if (!perDb) {
    perDb = new LRUCache({ max: POINTS_IDS_MAX });
    pointsIds.set(db, perDb);
  }
  const cached = perDb.get(userId);
  if (cached !== undefined) return cached;
  const { id } = await pointsOf(db, userId);
  perDb.set(userId, id);
  return id;
}

/** The bet already placed with this key (keys are per player, across games), as the player sees it. */
async function betByKey(db: Db, userId: number, body: PlaceBetBody): Promise<PlacedBet | null> {
  const [row] = await db
    .select({ bet: bets, fightNumber: fights.number, result: fights.result })
    .from(bets)
    .innerJoin(fights, eq(fights.id, bets.fightId))
    .where(and(eq(bets.userId, userId), eq(bets.idempotencyKey, body.idempotencyKey)));
  if (!row) return null;
  const { bet } = row;
  if (bet.fightId !== body.fightId || bet.side !== body.side || bet.stakeCentavos !== body.stakeCentavos) {
    throw new DomainError("IDEMPOTENCY_MISMATCH", IDEMPOTENCY_MISMATCH_MESSAGE);
  }
  // The first answer's balance: the one the stake left, whatever moved since (a payout, a later bet).
  const points = await pointsOf(db, userId);
  const after = await debitBalanceAfter(db, { debitAccountId: points.id, refType: "bet", refId: String(bet.id) });
  return {
    bet: toBetView({ ...bet, fightNumber: row.fightNumber, result: row.result }),
    balanceCentavos: after ?? points.balance,
    replayed: true,
  };
}

/**
 * Places one bet: the stake moves from the player's points to the game's escrow in one statement with the bet row
 * and the fight read FOR SHARE (bet-statement.ts; bets on the fight that arrive meanwhile share it: bet-batcher.ts),
 * so the bet lands before a close or is refused. A repeated key answers the first bet: the unique (user, key) index
 * makes the insert of a repeat do nothing (a concurrent repeat waits for the first to commit). A refusal is explained
 * by the shared `checkBet` on the fight as the statement saw it, by the player's limits as it judged them (protection's
 * `stakeRefusal`), or by the balance it locked; but first the key is looked up, because the retry of a bet that went
 * through may arrive after the close: it answers that bet. A player with a daily play-time limit is refused by the
 * statement until the bet says the day's play time was checked: then it is checked, and the bet goes once more.
 */
export function placeBet(db: Db, game: Game, userId: number, body: PlaceBetBody): Promise<PlacedBet> {
  return countBet(game, placeBetCounted(db, game, userId, body));
}

async function placeBetCounted(db: Db, game: Game, userId: number, body: PlaceBetBody): Promise<PlacedBet> {
  const [accounts, pointsId] = await Promise.all([gameAccounts(db, game), pointsAccountId(db, userId)]);
  const target = { game, fightId: body.fightId, escrowAccountId: accounts.escrow };
  const outcome = await withPlayTimeChecked(
    db,
    userId,
    (playTimeChecked) => submitBet(db, target, { userId, pointsAccountId: pointsId, body, playTimeChecked }),
    (sent) => sent.found && sent.playTimeUnchecked,
  );
  if (!outcome.found) throw notFound("Fight not found");
  const { fight, placed } = outcome;
  if (!placed) {
    const refusal = refusalOf(game, fight, body);
    const earlier = await betByKey(db, userId, body);
    if (earlier) return earlier;
    if (refusal) throw businessRule(BET_REFUSAL_MESSAGES[refusal]);
    if (outcome.protectionRefusedAt !== null) {
      const at = outcome.protectionRefusedAt;
      throw await stakeRefusal(db, { userId, action: "bet", stakesCentavos: [body.stakeCentavos], at });
    }
    if (outcome.lockedBalanceCentavos < body.stakeCentavos) throw new InsufficientFundsError(pointsId);
    throw new Error("bet with this key vanished");
  }
  return {
    bet: toBetView({
      id: placed.betId,
      eventId: fight.eventId,
      fightId: fight.fightId,
      userId,
      side: body.side,
      stakeCentavos: body.stakeCentavos,
      status: "PENDING",
      payoutCentavos: null,
      per100Centavos: null,
      idempotencyKey: body.idempotencyKey,
      createdAt: placed.createdAt,
      settledAt: null,
      fightNumber: fight.fightNumber,
      result: null,
    }),
    balanceCentavos: placed.balanceCentavos,
    replayed: false,
  };
}

/** Why the fight, as the bet statement saw it, refuses this bet (null: it takes it, so the key was the reason). */
function refusalOf(game: Game, fight: FightSnapshot, body: PlaceBetBody): BetRefusal | null {
  const check = checkBet({
    game,
    state: fight.state as FightState,
    side: body.side,
    stakeCentavos: body.stakeCentavos,
    drawEnabled: fight.drawEnabled,
    pausedSides: fight.pausedSides,
    minStakeCentavos: fight.minStakeCentavos,
    maxStakeCentavos: fight.maxStakeCentavos,
    lastCallOver: fight.lastCallOver,
  });
  if (!check.ok) return check.reason;
  return fight.eventStatus === "ENDED" ? "BETTING_NOT_OPEN" : null;
}
