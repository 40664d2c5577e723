import type { Game } from "@sabong/shared";
import type { Db } from "../../db/client.ts";
import type { DomainEvent } from "../../events/domain-events.ts";
import { publishCommitted } from "../../events/transact.ts";
import { type BetInput, type BetOutcome, runBetStatement } from "./bet-statement.ts";

/**
 * Group commit for bets. Bets on one fight go to the database together: up to `MAX_IN_FLIGHT` statements per fight
 * run at once, and bets that arrive meanwhile wait and go as one statement when one of them returns. A lone bet
 * goes at once, alone; under load each round trip, commit and fight lock serves many bets (docs/performance.md).
 * Each bet still gets its own answer: a refused bet never refuses its neighbours, and a batch that fails as a whole
 * is retried bet by bet, so one bet's error is only ever its own. Each statement commits on its own: once it has,
 * what it placed is published (the fight's pool and the bettors' balances changed).
 */
export const MAX_IN_FLIGHT = 4;
export const MAX_BATCH_SIZE = 200;

type Pending = { input: BetInput; resolve: (outcome: BetOutcome) => void; reject: (error: unknown) => void };
type Lane = { game: Game; fightId: number; escrowAccountId: number; inFlight: number; waiting: Pending[] };

const lanesByDb = new WeakMap<Db, Map<string, Lane>>();

export function submitBet(
  db: Db,
  target: { game: Game; fightId: number; escrowAccountId: number },
  input: BetInput,
): Promise<BetOutcome> {
  let lanes = lanesByDb.get(db);
  if (!lanes) {
    lanes = new Map();
    lanesByDb.set(db, lanes);
  }
  const key = `${target.game}:${target.fightId}`;
  let lane = lanes.get(key);
  if (!lane) {
    lane = { ...target, inFlight: 0, waiting: [] };
    lanes.set(key, lane);
  }
  const promise = new Promise<BetOutcome>((resolve, reject) => lane.waiting.push({ input, resolve, reject }));
  pump(db, lanes, key, lane);
  return promise;
}

/** The next batch: waiting bets in arrival order, one per points account (a player's second bet waits its turn). */
function takeBatch(lane: Lane): Pending[] {
  const batch: Pending[] = [];
  const accounts = new Set<number>();
  const rest: Pending[] = [];
  for (const pending of lane.waiting) {
    if (batch.length < MAX_BATCH_SIZE && !accounts.has(pending.input.pointsAccountId)) {
      accounts.add(pending.input.pointsAccountId);
      batch.push(pending);
    } else {
      rest.push(pending);
    }
  }
  lane.waiting = rest;
  return batch;
}

function pump(db: Db, lanes: Map<string, Lane>, key: string, lane: Lane): void {
  while (lane.inFlight < MAX_IN_FLIGHT && lane.waiting.length > 0) {
    const batch = takeBatch(lane);
    lane.inFlight++;
    void send(db, lane, batch).finally(() => {
      lane.inFlight--;
      if (lane.inFlight === 0 && lane.waiting.length === 0) lanes.delete(key);
      else pump(db, lanes, key, lane);
    });
  }
}

/** What a committed statement did, for the pushes: nothing when it placed no bet. */
function placedEvents(lane: Lane, bets: readonly Pending[], outcomes: readonly BetOutcome[]): DomainEvent[] {
  const userIds: number[] = [];
  let eventId: number | null = null;
  for (const [i, outcome] of outcomes.entries()) {
    if (!outcome.found || !outcome.placed) continue;
    eventId = outcome.fight.eventId;
    const pending = bets[i];
    if (pending) userIds.push(pending.input.userId);
  }
  if (eventId === null) return [];
  return [
    { type: "bets.placed", game: lane.game, eventId, fightId: lane.fightId },
    { type: "balance.changed", userIds },
  ];
}

async function send(db: Db, lane: Lane, batch: Pending[]): Promise<void> {
  const run = async (bets: Pending[]) => {
    const outcomes = await runBetStatement(db, {
      game: lane.game,
      fightId: lane.fightId,
      escrowAccountId: lane.escrowAccountId,
      bets: bets.map((p) => p.input),
    });
    publishCommitted(db, placedEvents(lane, bets, outcomes));
    return outcomes;
  };
  try {
    const outcomes = await run(batch);
    for (const [i, pending] of batch.entries()) pending.resolve(outcomes[i] as BetOutcome);
  } catch (error) {
    if (batch.length === 1) {
      batch[0]?.reject(error);
      return;
    }
    // Whatever failed the statement (a deadlock, a lost connection) is answered per bet.
    await Promise.all(
      batch.map((pending) =>
        run([pending]).then(
          (outcomes) => pending.resolve(outcomes[0] as BetOutcome),
          (single: unknown) => pending.reject(single),
        ),
      ),
    );
  }
}
