import {
  BET_REFUSAL_MESSAGES,
  type Bet,
  checkBet,
  type FightState,
  type Game,
  type PlaceBetBody,
  type Side,
} from "@sabong/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { businessRule, DomainError } from "../../errors.ts";
import { postTransfers } from "../ledger/service.ts";
import { ledgerAccounts } from "../ledger/table.ts";
import { gameAccounts } from "./accounts.ts";
import { lockFight } from "./repository.ts";
import { type BetRow, bets, type EventRow, type FightRow, fights } from "./table.ts";
import { toBetView } from "./views.ts";

export type PlacedBet = {
  bet: Bet;
  balanceCentavos: number;
  replayed: boolean;
  /** The fight and event as the bet saw them (for the totals push); null on a replay. */
  fight: FightRow | null;
  event: EventRow | null;
};

const KEY_REUSED = "This idempotency key was already used for a different bet";

async function pointsOf(db: Db, userId: number): Promise<{ id: number; balance: number }> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCentavos })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.purpose, "points")));
  if (!row) throw businessRule("Your points wallet is not open");
  return { id: row.id, balance: row.balance ?? 0 };
}

/** Wallet ids never change once opened, so each player's points account is looked up once per database. */
const pointsIds = new WeakMap<Db, Map<number, number>>();

async function pointsAccountId(db: Db, userId: number): Promise<number> {
  let perDb = pointsIds.get(db);
  if (!perDb) {
    perDb = new Map();
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
  if (bet.fightId !== body.fightId || bet.side !== body.side || bet.stakeCentavos !== body.amountCentavos) {
    throw new DomainError("IDEMPOTENCY_MISMATCH", KEY_REUSED);
  }
  const points = await pointsOf(db, userId);
  return {
    bet: toBetView({ ...bet, fightNumber: row.fightNumber, result: row.result }),
    balanceCentavos: points.balance,
    replayed: true,
    fight: null,
    event: null,
  };
}

/**
 * Places one bet: the stake moves from the player's points to the game's escrow. The fight is read FOR SHARE in the
 * same transaction that writes the bet, so the bet lands before a close or is refused. A repeated key answers the
 * first bet: the unique (user, key) index makes the insert of a repeat do nothing (a concurrent repeat waits for the
 * first to commit), and the bet of that key is answered instead; only a refused repeat looks the key up first.
 */
export async function placeBet(db: Db, game: Game, userId: number, body: PlaceBetBody): Promise<PlacedBet> {
  const [accounts, pointsId] = await Promise.all([gameAccounts(db, game), pointsAccountId(db, userId)]);
  const placed = await db
    .transaction(async (tx) => {
      const { fight, event } = await lockFight(tx, game, body.fightId, "share");
      const check = checkBet({
        game,
        state: fight.state as FightState,
        side: body.side,
        stakeCentavos: body.amountCentavos,
        drawEnabled: event.drawEnabled,
        pausedSides: fight.pausedSides as Side[],
        minStakeCentavos: event.minStakeCentavos,
        maxStakeCentavos: event.maxStakeCentavos,
      });
      if (!check.ok) throw businessRule(BET_REFUSAL_MESSAGES[check.reason]);
      if (event.status === "ENDED") throw businessRule(BET_REFUSAL_MESSAGES.BETTING_NOT_OPEN);

      const [bet] = await tx
        .insert(bets)
        .values({
          eventId: event.id,
          fightId: fight.id,
          userId,
          side: body.side,
          stakeCentavos: body.amountCentavos,
          idempotencyKey: body.idempotencyKey,
        })
        .onConflictDoNothing({ target: [bets.userId, bets.idempotencyKey] })
        .returning();
      if (!bet) return null; // this key already placed a bet: answer that one
      await postTransfers(
        tx,
        [
          {
            debitAccountId: pointsId,
            creditAccountId: accounts.escrow,
            amountCentavos: bet.stakeCentavos,
            code: "BET",
            refType: "bet",
            refId: bet.id,
          },
        ],
        userId,
      );
      const [after] = await tx
        .select({ balance: ledgerAccounts.balanceCentavos })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, pointsId));
      return { bet, fight, event, balanceCentavos: after?.balance ?? 0 };
    })
    .catch(async (err: unknown) => {
      // A retry of a bet that went through may arrive after the fight closed: it answers the bet, not the refusal.
      if (err instanceof DomainError && err.code === "BUSINESS_RULE") {
        const earlier = await betByKey(db, userId, body);
        if (earlier) return earlier;
      }
      throw err;
    });
  if (placed && "replayed" in placed) return placed;
  if (!placed) {
    const replay = await betByKey(db, userId, body);
    if (!replay) throw new Error("bet with this key vanished");
    return replay;
  }
  const { bet, fight, event, balanceCentavos } = placed;
  return {
    bet: toBetView({ ...(bet as BetRow), fightNumber: fight.number, result: null }),
    balanceCentavos,
    replayed: false,
    fight,
    event,
  };
}
