import { z } from "zod";
import { bettingEventSchema, fightResultSchema } from "../betting/contracts.ts";
import { fightViewSchema, sideOddsSchema, sideTotalSchema } from "../betting/fight-contracts.ts";
import { CASH_REQUEST_STATES } from "../cash-requests/rules.ts";
import { COMMISSION_GAMES } from "../commission/balances.ts";
import { noticeSchema } from "../notices/contracts.ts";
import { availabilitySchema, drawViewSchema } from "../number-games/contracts.ts";
import { drawTallySchema } from "../number-games/ticket-contracts.ts";
import { centavosSchema } from "./fields.ts";

/**
 * Every socket push, declared once: the server emits only payloads of these types (after commit) and the web parses
 * each with the same schema. Clients never send anything money-related; a push only tells a screen what changed.
 */

const id = z.number().int();
/** Which fight a fight's push is about. */
const fightFields = { eventId: id, fightId: id };

// ---------------------------------------------------------------- rooms

/** A user's own room (their balance), joined on connect. */
export const userRoom = (userId: number) => `user:${userId}`;
/** One room per token type ("player", "staff", ...), joined on connect. */
export const typeRoom = (type: string) => `type:${type}`;
/** Players on a time-out or self-exclusion, put there on connect: announcements skip this room. */
export const RESTRICTED_ROOM = "restricted";
/** Everyone watching an event (player screen, operator console); a socket asks to join it. */
export const eventRoom = (eventId: number) => `event:${eventId}`;

/** Everyone watching a number-game draw (player screen, operator console); a socket asks to join it. */
export const drawRoom = (drawId: number) => `draw:${drawId}`;
/** Staff watching a draw's console (the full tally is not shown to players). */
export const drawStaffRoom = (drawId: number) => `draw-staff:${drawId}`;

// ---------------------------------------------------------------- payloads

/** Every wallet of the user after a committed change (bet, settlement, revert, transfer, conversion...). */
export const balancePushSchema = z.object({
  pointsCentavos: centavosSchema,
  commissionCentavos: centavosSchema,
  commissionByGameCentavos: z.record(z.enum(COMMISSION_GAMES), centavosSchema),
  debtCentavos: centavosSchema,
});
export type BalancePush = z.infer<typeof balancePushSchema>;

/** A fight's pool: totals and odds, at most 4 a second per fight. */
export const fightTotalsPushSchema = z.object({
  ...fightFields,
  totals: z.array(sideTotalSchema),
  odds: z.array(sideOddsSchema),
  totalCentavos: centavosSchema,
  betCount: z.number().int(),
});
export type FightTotalsPush = z.infer<typeof fightTotalsPushSchema>;

/** A result was declared (or a fight cancelled). */
export const fightResultPushSchema = z.object({
  ...fightFields,
  number: id,
  result: fightResultSchema,
  odds: z.array(sideOddsSchema),
});
export type FightResultPush = z.infer<typeof fightResultPushSchema>;

export const fightRevertedPushSchema = z.object({ ...fightFields, number: id });
export type FightRevertedPush = z.infer<typeof fightRevertedPushSchema>;

/** Shown on operators' consoles (e.g. the winning side paid 107.00 or less per 100). */
export const operatorWarningPushSchema = z.object({ ...fightFields, message: z.string() });
export type OperatorWarningPush = z.infer<typeof operatorWarningPushSchema>;

/** An integrity alert raised on a fight (staff only): the console shows it at once, the case is in the queue. */
export const integrityAlertPushSchema = operatorWarningPushSchema.extend({ alertIds: z.array(id) });
export type IntegrityAlertPush = z.infer<typeof integrityAlertPushSchema>;

export const announcementPushSchema = z.object({ value: z.string() });
export type AnnouncementPush = z.infer<typeof announcementPushSchema>;

/**
 * Spec section 4: players' pages show "Please standby. Site will refresh" and reload. It carries no data, so any
 * payload (or none) is the same refresh: the page must reload whatever a sender put in it.
 */
export const refreshPushSchema = z.object({}).catch({});

/** Combinations whose availability changed in a draw (sold out, little left, listed), at most 4 a second per draw. */
export const drawAvailabilityPushSchema = z.object({ drawId: id, changed: z.array(availabilitySchema) });
export type DrawAvailabilityPush = z.infer<typeof drawAvailabilityPushSchema>;

/** A cash-in or cash-out request was made or moved: to its player and to whoever handles it (refetch the lists). */
export const cashRequestPushSchema = z.object({ requestId: id, state: z.enum(CASH_REQUEST_STATES) });
export type CashRequestPush = z.infer<typeof cashRequestPushSchema>;
/** New notices of the user (a win, a refund, a correction with its reason, a load, a decision about them). */
export const noticePushSchema = z.object({ notices: z.array(noticeSchema) });
export type NoticePush = z.infer<typeof noticePushSchema>;

// ---------------------------------------------------------------- the map

/** Socket event name → payload contract. The names are the wire names the clients listen to. */
export const PUSHES = {
  refresh: refreshPushSchema,
  announcement: announcementPushSchema,
  balance: balancePushSchema,
  notice: noticePushSchema,
  /** A FightView: a fight changed state, was paused/unpaused, opened, declared, reverted, or the next one began. */
  "fight:state": fightViewSchema,
  "fight:totals": fightTotalsPushSchema,
  "fight:result": fightResultPushSchema,
  "fight:reverted": fightRevertedPushSchema,
  /** A BettingEvent was created or edited (to its room, players' lobby and staff). */
  "event:updated": bettingEventSchema,
  "operator:warning": operatorWarningPushSchema,
  "integrity:alert": integrityAlertPushSchema,
  /** A DrawView: a draw opened, closed (cut-off or early), got or confirmed a result, settled, was cancelled or reverted. */
  "draw:state": drawViewSchema,
  "draw:availability": drawAvailabilityPushSchema,
  /** The console's tally (staff room only), at most 2 a second per draw. */
  "draw:tally": drawTallySchema,
  "cash-request:changed": cashRequestPushSchema,
} as const;

export type PushName = keyof typeof PUSHES;
export type PushPayload<N extends PushName> = z.infer<(typeof PUSHES)[N]>;

/** The payload of push `name` if it matches its contract, else null (ignored: the screen's next fetch corrects it). */
export function parsePush<N extends PushName>(name: N, payload: unknown): PushPayload<N> | null {
  const parsed = PUSHES[name].safeParse(payload);
  return parsed.success ? (parsed.data as PushPayload<N>) : null;
}
