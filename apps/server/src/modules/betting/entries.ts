import {
  ENTRIES_CHANGED_MESSAGE,
  type EventStatus,
  enteredOnly,
  entriesLockedReason,
  type FightEntries,
  type FightEntriesUpdate,
  type FightEntriesView,
  type FightState,
  fightEntriesSchema,
  fightEntriesUpdateSchema,
  type Game,
  isMainSide,
  mainSides,
  sameEntries,
} from "@sabong/shared/betting";
import { contestTitle, hasEntries } from "@sabong/shared/games";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, businessRule, conflict } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { type FightWithEvent, lockFight } from "./repository.ts";
import { type FightRow, fights } from "./table.ts";

/** A fight's stored entries; anything the contract does not accept (never written by this module) reads as none. */
export function storedEntries(raw: unknown): FightEntries {
  const parsed = fightEntriesSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}

/** The entries as screens get them: each of the game's two sides, null until entered; null for a game without. */
export function entriesView(game: Game, raw: unknown): FightEntriesView | null {
  if (!hasEntries(game)) return null;
  const stored = storedEntries(raw);
  return Object.fromEntries(mainSides(game).map((side) => [side, stored[side] ?? null]));
}

function auditedEntries(fight: FightRow) {
  return { number: fight.number, eventId: fight.eventId, state: fight.state, entries: storedEntries(fight.entries) };
}

/**
 * Sets a fight's entries (they replace them all; a side null or left out is not entered), only while the fight is in
 * standby (`entriesLockedReason`). `previous` is what the operator's form started from: if the fight's entries differ
 * from it under the row lock, another console saved meanwhile and this save is refused rather than silently undoing
 * it. Audited, and pushed to the event's room after commit.
 */
export async function setFightEntries(
  db: DbOrTx,
  game: Game,
  fightId: number,
  update: FightEntriesUpdate,
  actor: NonNullable<AuditActor>,
): Promise<FightWithEvent> {
  if (!hasEntries(game)) throw badRequest(`${contestTitle(game, 2)} of this game have no entries`);
  const parsed = fightEntriesUpdateSchema.parse(update);
  const stray = [...Object.keys(parsed.entries), ...Object.keys(parsed.previous)].find(
    (side) => !isMainSide(game, side),
  );
  if (stray) throw badRequest(`${stray} is not a side of this game`);
  const entries = enteredOnly(parsed.entries);
  return transact(db, async (tx) => {
    const { fight, event } = await lockFight(tx, game, fightId, "update");
    const locked = entriesLockedReason(fight.state as FightState, event.status as EventStatus);
    // An ended event is refused like its other fight actions (a business rule); a fight past standby is a conflict.
    if (locked) throw event.status === "ENDED" ? businessRule(locked) : conflict(locked);
    if (!sameEntries(storedEntries(fight.entries), parsed.previous)) throw conflict(ENTRIES_CHANGED_MESSAGE);
    const [after] = await tx.update(fights).set({ entries }).where(eq(fights.id, fightId)).returning();
    if (!after) throw new Error("fight not updated");
    await recordAudit(tx, {
      actor,
      action: "fight.entries",
      entityType: "fight",
      entityId: fightId,
      before: auditedEntries(fight),
      after: auditedEntries(after),
    });
    recordEvent(tx, { type: "fight.changed", game, eventId: event.id, fightId });
    return { fight: after, event };
  });
}
