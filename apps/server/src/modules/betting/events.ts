import {
  type BettingEventInput,
  type BettingEventPatch,
  bettingEventInputSchema,
  DEFAULT_PLASADA_BP,
  type Game,
} from "@sabong/shared/betting";
import { validateRateAgainstPlasada } from "@sabong/shared/commission";
import { contestName, liveGame } from "@sabong/shared/games";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, businessRule } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { users } from "../users/table.ts";
import { lockEvent } from "./repository.ts";
import { bets, type EventRow, events, type FightRow, fights } from "./table.ts";

type Actor = NonNullable<AuditActor>;

/** Fight states in which bets are taken or wait for a result. */
const UNSETTLED_STATES = ["OPEN", "LAST_CALL", "CLOSED"] as const;

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/**
 * The highest commission rate any agent or referring player holds (rates only shrink down a chain, so this is the
 * top incorporator's). Commission is paid out of the plasada, so the plasada may never be below it.
 */
async function topCommissionRateBp(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ top: sql<number | null>`max(${users.sabongBp})` })
    .from(users)
    .where(and(inArray(users.type, ["user", "player"]), sql`coalesce(${users.agentType}, '') <> 'loader'`));
  return Number(row?.top ?? 0);
}

async function assertPlasadaCoversRates(tx: Tx, plasadaBp: number): Promise<void> {
  const top = await topCommissionRateBp(tx);
  const check = validateRateAgainstPlasada(top, plasadaBp);
  if (!check.ok) {
    throw businessRule(
      `The plasada (${percent(plasadaBp)}) cannot be below the highest agent commission rate (${percent(top)})`,
    );
  }
}

/** A game that always offers DRAW (registry: sabong) refuses `false` rather than silently ignoring it. */
function drawEnabledFor(game: Game, requested: boolean | undefined): boolean {
  if (liveGame(game).draw === "always") {
    if (requested === false) throw badRequest(`${liveGame(game).label} always offers the DRAW side`);
    return true;
  }
  return requested ?? false;
}

function auditedEvent(row: EventRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

export async function createEvent(
  db: DbOrTx,
  game: Game,
  input: BettingEventInput,
  actor: Actor,
): Promise<{ event: EventRow; fight: FightRow }> {
  const parsed = bettingEventInputSchema.parse(input);
  const drawEnabled = drawEnabledFor(game, parsed.drawEnabled);
  return transact(db, async (tx) => {
    await assertPlasadaCoversRates(tx, parsed.plasadaBp ?? DEFAULT_PLASADA_BP);
    const [event] = await tx
      .insert(events)
      .values({
        game,
        name: parsed.name,
        eventDate: parsed.eventDate,
        videoUrl: parsed.videoUrl ?? null,
        plasadaBp: parsed.plasadaBp,
        drawOddsMultiplier: parsed.drawOddsMultiplier,
        minStakeCentavos: parsed.minStakeCentavos,
        maxStakeCentavos: parsed.maxStakeCentavos,
        drawEnabled,
        lastCallSeconds: parsed.lastCallSeconds,
        status: parsed.status,
        createdBy: actor.userId,
      })
      .returning();
    if (!event) throw new Error("event not created");
    // Every event starts with fight 1 waiting in STANDBY, so the console always has a current fight.
    const [fight] = await tx.insert(fights).values({ eventId: event.id, number: 1 }).returning();
    if (!fight) throw new Error("fight not created");
    await recordAudit(tx, {
      actor,
      action: "event.create",
      entityType: "event",
      entityId: event.id,
      before: null,
      after: auditedEvent(event),
    });
    recordEvent(tx, { type: "event.changed", game, eventId: event.id });
    return { event, fight };
  });
}

export async function editEvent(
  db: DbOrTx,
  game: Game,
  eventId: number,
  patch: BettingEventPatch,
  actor: Actor,
): Promise<EventRow> {
  return transact(db, async (tx) => {
    const before = await lockEvent(tx, game, eventId);
    const next = {
      name: patch.name ?? before.name,
      eventDate: patch.eventDate ?? before.eventDate,
      videoUrl: patch.videoUrl === undefined ? before.videoUrl : patch.videoUrl,
      plasadaBp: patch.plasadaBp ?? before.plasadaBp,
      drawOddsMultiplier: patch.drawOddsMultiplier ?? before.drawOddsMultiplier,
      minStakeCentavos: patch.minStakeCentavos ?? before.minStakeCentavos,
      maxStakeCentavos: patch.maxStakeCentavos ?? before.maxStakeCentavos,
      drawEnabled: patch.drawEnabled === undefined ? before.drawEnabled : drawEnabledFor(game, patch.drawEnabled),
      // A last call under way keeps its deadline; the new length applies from the next one.
      lastCallSeconds: patch.lastCallSeconds ?? before.lastCallSeconds,
      status: patch.status ?? before.status,
    };
    if (next.maxStakeCentavos < next.minStakeCentavos) {
      throw badRequest("Maximum bet must be at least the minimum bet");
    }
    if (patch.plasadaBp !== undefined && patch.plasadaBp !== before.plasadaBp) {
      await assertPlasadaCoversRates(tx, next.plasadaBp);
    }
    if (before.drawEnabled && !next.drawEnabled) {
      // DRAW bets already taken must stay winnable: the result DRAW is only declarable while the side is offered.
      const [waiting] = await tx
        .select({ number: fights.number })
        .from(bets)
        .innerJoin(fights, eq(fights.id, bets.fightId))
        .where(and(eq(fights.eventId, eventId), inArray(fights.state, [...UNSETTLED_STATES]), eq(bets.side, "DRAW")))
        .limit(1);
      if (waiting) {
        throw businessRule(
          `DRAW bets are waiting on ${contestName(game, waiting.number)}: settle or cancel it before turning the draw side off`,
        );
      }
    }
    if (next.status === "ENDED" && before.status !== "ENDED") {
      const [open] = await tx
        .select({ id: fights.id })
        .from(fights)
        .where(and(eq(fights.eventId, eventId), inArray(fights.state, [...UNSETTLED_STATES])))
        .limit(1);
      if (open) throw businessRule("Settle or cancel the open fights before ending the event");
    }
    const [after] = await tx
      .update(events)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(events.id, eventId))
      .returning();
    if (!after) throw new Error("event not updated");
    await recordAudit(tx, {
      actor,
      action: "event.edit",
      entityType: "event",
      entityId: eventId,
      before: auditedEvent(before),
      after: auditedEvent(after),
    });
    recordEvent(tx, { type: "event.changed", game, eventId });
    return after;
  });
}
