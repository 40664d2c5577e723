import type { Game } from "@sabong/shared/betting";
import type { Db } from "../../db/client.ts";
import { createGroupLanes, type GroupLanes } from "../../db/group-lanes.ts";
import type { DomainEvent } from "../../events/domain-events.ts";
import { publishCommitted } from "../../events/transact.ts";
import { type BetInput, type BetOutcome, runBetStatement } from "./bet-statement.ts";

/**
 * Group commit for bets (the shared lane: db/group-lanes.ts). Bets on one fight go to the database together: up to
 * `MAX_IN_FLIGHT` statements per fight run at once, and bets that arrive meanwhile wait and go as one statement when
 * one of them returns, at most one per points account (a player's second bet waits its turn). A refused bet never
 * refuses its neighbours, and a batch that fails as a whole is retried bet by bet. Each statement commits on its
 * own: once it has, what it placed is published (the fight's pool; the ledger publishes the wallets it debited).
 */
/**
 * Two statements per fight at once: one runs in PostgreSQL while the next gathers. With four, batches of a rush were
 * a third as large and PostgreSQL paid each statement's fixed cost three times as often (docs/performance.md, issue
 * 24: 0.73–0.78× of GET /api/health with two, 0.65–0.66× with four, same runs).
 */
export const MAX_IN_FLIGHT = 2;
export const MAX_BATCH_SIZE = 200;
/** Bets waiting on one fight before new ones are refused (429, Retry-After) instead of queueing without end. */
export const MAX_BETS_WAITING = 5_000;

export const BETS_BUSY_MESSAGE = "Too many bets at once on this fight, please try again";

type Target = { game: Game; fightId: number; escrowAccountId: number };

const lanesByDb = new WeakMap<Db, GroupLanes<Target, BetInput, BetOutcome>>();

/** What a committed statement did to the fight, for the pushes: nothing when it placed no bet. */
function placedEvents(target: Target, outcomes: readonly BetOutcome[]): DomainEvent[] {
  const placed = outcomes.find((outcome) => outcome.found && outcome.placed);
  if (!placed?.found) return [];
  return [{ type: "bets.placed", game: target.game, eventId: placed.fight.eventId, fightId: target.fightId }];
}

function lanesOf(db: Db): GroupLanes<Target, BetInput, BetOutcome> {
  let lanes = lanesByDb.get(db);
  if (!lanes) {
    lanes = createGroupLanes<Target, BetInput, BetOutcome>({
      maxInFlight: MAX_IN_FLIGHT,
      maxBatch: MAX_BATCH_SIZE,
      maxWaiting: MAX_BETS_WAITING,
      distinctKey: (bet) => bet.pointsAccountId,
      run: async (target, bets) => {
        const outcomes = await runBetStatement(db, { ...target, bets });
        publishCommitted(db, placedEvents(target, outcomes));
        return outcomes;
      },
      busyMessage: BETS_BUSY_MESSAGE,
      name: "bets",
    });
    lanesByDb.set(db, lanes);
  }
  return lanes;
}

export function submitBet(db: Db, target: Target, input: BetInput): Promise<BetOutcome> {
  return lanesOf(db).submit(`${target.game}:${target.fightId}`, target, input);
}
