import {
  type FightAction,
  type FightState,
  type Game,
  isSideOffered,
  nextState,
  type Side,
  setSidePaused,
  TRANSITION_ERROR_MESSAGES,
  type TransitionErrorReason,
} from "@sabong/shared/betting";
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, businessRule, conflict } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { currentFight, type FightWithEvent, lockEvent, lockFight } from "./repository.ts";
import { events, type FightRow, fights } from "./table.ts";

type Actor = NonNullable<AuditActor>;

export const FIGHT_ALREADY_DECLARED = "Fight already declared";

export function transitionError(reason: TransitionErrorReason): Error {
  return conflict(reason === "ALREADY_DECLARED" ? FIGHT_ALREADY_DECLARED : TRANSITION_ERROR_MESSAGES[reason]);
}

function auditedFight(fight: FightRow) {
  return { number: fight.number, eventId: fight.eventId, state: fight.state, pausedSides: fight.pausedSides };
}

export type BettingWindowAction = Extract<FightAction, "open" | "lastCall" | "close">;

const AUDIT_ACTIONS: Record<BettingWindowAction, string> = {
  open: "fight.open",
  lastCall: "fight.last_call",
  close: "fight.close",
};

/**
 * Open, last call, close. The fight row is taken FOR UPDATE, so a close waits for the bets holding it FOR SHARE
 * to commit, and bets arriving later wait for the close and are then refused. The actor is null when the system
 * closes a fight whose last call has ended (last-call-clock.ts).
 */
export async function moveBettingWindow(
  db: DbOrTx,
  game: Game,
  fightId: number,
  action: BettingWindowAction,
  actor: AuditActor,
): Promise<FightWithEvent> {
  return transact(db, async (tx) => {
    const { fight, event } = await lockFight(tx, game, fightId, "update");
    const move = nextState(fight.state as FightState, action);
    if (!move.ok) throw transitionError(move.reason);
    let eventAfter = event;
    const set: PgUpdateSetSource<typeof fights> = { state: move.state };
    if (action === "open") {
      if (event.status === "ENDED") throw businessRule("This event has ended");
      // The terms bettors see at open are the terms they settle at, whatever later edits of the event say.
      set.plasadaBp = event.plasadaBp;
      set.drawOddsMultiplier = event.drawOddsMultiplier;
      set.openedAt = sql`clock_timestamp()`;
      if (event.status === "UPCOMING") {
        const [live] = await tx
          .update(events)
          .set({ status: "LIVE", updatedAt: new Date() })
          .where(eq(events.id, event.id))
          .returning();
        if (live) eventAfter = live;
      }
    } else if (action === "lastCall") {
      // The deadline is on the database's clock, the one the bet statement compares with (bet-statement.ts).
      set.lastCallAt = sql`clock_timestamp()`;
      set.lastCallEndsAt = sql`clock_timestamp() + make_interval(secs => ${event.lastCallSeconds})`;
    } else {
      // clock_timestamp(): taken after every bet holding the row has committed, so it orders them.
      set.closedAt = sql`clock_timestamp()`;
    }
    const [after] = await tx.update(fights).set(set).where(eq(fights.id, fightId)).returning();
    if (!after) throw new Error("fight not updated");
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS[action],
      entityType: "fight",
      entityId: fightId,
      before: auditedFight(fight),
      after: { ...auditedFight(after), eventStatus: eventAfter.status },
    });
    recordEvent(tx, { type: "fight.changed", game, eventId: event.id, fightId });
    // The lobby shows each event's current fight: an opened fight changes it (and may have made the event LIVE).
    if (action === "open") recordEvent(tx, { type: "event.changed", game, eventId: event.id });
    return { fight: after, event: eventAfter };
  });
}

/** Pauses or resumes betting on one side; only while betting is not yet closed. */
export async function setFightSidePaused(
  db: DbOrTx,
  game: Game,
  fightId: number,
  side: Side,
  paused: boolean,
  actor: Actor,
): Promise<FightWithEvent> {
  return transact(db, async (tx) => {
    const { fight, event } = await lockFight(tx, game, fightId, "update");
    if (!isSideOffered(game, side, event.drawEnabled)) throw badRequest("This side is not available.");
    if (fight.state !== "STANDBY" && fight.state !== "OPEN" && fight.state !== "LAST_CALL") {
      throw conflict(TRANSITION_ERROR_MESSAGES.ALREADY_CLOSED);
    }
    const pausedSides = setSidePaused(fight.pausedSides as Side[], side, paused);
    const [after] = await tx.update(fights).set({ pausedSides }).where(eq(fights.id, fightId)).returning();
    if (!after) throw new Error("fight not updated");
    await recordAudit(tx, {
      actor,
      action: paused ? "fight.pause_side" : "fight.unpause_side",
      entityType: "fight",
      entityId: fightId,
      before: auditedFight(fight),
      after: { ...auditedFight(after), side },
    });
    recordEvent(tx, { type: "fight.changed", game, eventId: event.id, fightId });
    return { fight: after, event };
  });
}

/** Creates fight n+1 in STANDBY once the current fight has its result. */
export async function nextFight(db: DbOrTx, game: Game, eventId: number, actor: Actor): Promise<FightWithEvent> {
  return transact(db, async (tx) => {
    // The event row serialises two "next" clicks; the unique (event, number) index backs it up.
    const event = await lockEvent(tx, game, eventId);
    if (event.status === "ENDED") throw businessRule("This event has ended");
    const current = await currentFight(tx, eventId);
    if (current.state !== "DECLARED") throw conflict("Declare or cancel the current fight before the next one");
    const [fight] = await tx
      .insert(fights)
      .values({ eventId, number: current.number + 1 })
      .returning();
    if (!fight) throw new Error("fight not created");
    await recordAudit(tx, {
      actor,
      action: "fight.next",
      entityType: "fight",
      entityId: fight.id,
      before: auditedFight(current),
      after: auditedFight(fight),
    });
    recordEvent(tx, { type: "fight.changed", game, eventId, fightId: fight.id });
    return { fight, event };
  });
}
