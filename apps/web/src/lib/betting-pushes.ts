import {
  type BettingEvent,
  bettingEventSchema,
  type FightResultPush,
  type FightRevertedPush,
  type FightTotalsPush,
  type FightView,
  fightResultSchema,
  fightViewSchema,
  type OperatorWarningPush,
  sideOddsSchema,
  sideTotalSchema,
} from "@sabong/shared";
import { z } from "zod";

/**
 * Readers of the betting engine's socket pushes (BETTING_SOCKET_EVENTS in the contract). A push that does not match
 * its contract is ignored (the screen's next fetch corrects it) rather than trusted.
 */
const id = z.number().int();

const totalsPushSchema = z.object({
  eventId: id,
  fightId: id,
  totals: z.array(sideTotalSchema),
  odds: z.array(sideOddsSchema),
  totalCentavos: z.number().int(),
  betCount: z.number().int(),
});
const resultPushSchema = z.object({
  eventId: id,
  fightId: id,
  number: id,
  result: fightResultSchema,
  odds: z.array(sideOddsSchema),
});
const revertedPushSchema = z.object({ eventId: id, fightId: id, number: id });
const balancePushSchema = z.object({ pointsCentavos: z.number().int() });
const warningPushSchema = z.object({ eventId: id, fightId: id, message: z.string() });

function reader<T>(schema: z.ZodType<T>) {
  return (payload: unknown): T | null => {
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  };
}

export const readFightPush: (payload: unknown) => FightView | null = reader(fightViewSchema);
export const readTotalsPush: (payload: unknown) => FightTotalsPush | null = reader(totalsPushSchema);
export const readResultPush: (payload: unknown) => FightResultPush | null = reader(resultPushSchema);
export const readRevertedPush: (payload: unknown) => FightRevertedPush | null = reader(revertedPushSchema);
export const readEventPush: (payload: unknown) => BettingEvent | null = reader(bettingEventSchema);
export const readBalancePush: (payload: unknown) => { pointsCentavos: number } | null = reader(balancePushSchema);
export const readWarningPush: (payload: unknown) => OperatorWarningPush | null = reader(warningPushSchema);

/** Applies a totals push to the fight it is about (same fight only): totals, odds, counts and the low-payout flag. */
export function withTotals<F extends FightView>(fight: F, push: FightTotalsPush): F {
  if (push.fightId !== fight.id) return fight;
  return {
    ...fight,
    totals: push.totals,
    odds: push.odds,
    totalCentavos: push.totalCentavos,
    betCount: push.betCount,
    lowPayout: push.odds.some((o) => o.lowPayout),
  };
}

/**
 * Which fight a screen should show after a fight push: the pushed one when it is the same fight or a later one
 * (the operator started the next fight); the current one otherwise (e.g. an older fight was reverted).
 */
export function nextCurrentFight(current: FightView, pushed: FightView): FightView {
  if (pushed.eventId !== current.eventId) return current;
  if (pushed.id === current.id || pushed.number > current.number) return pushed;
  return current;
}
