import { z } from "zod";
import { centavosSchema, isoDateTime } from "../contracts/fields.ts";
import { BET_FORMS, NUMBER_GAMES } from "../games/registry.ts";

/**
 * Contracts of the number games (pick2, pick3, suertres, game-ending): draws, tickets, caps, settings, results.
 * Staff routes live under /api/{game}, players' under /api/player-{game} (the registry's `api` segments).
 * Amounts are integer centavos (…Centavos); multipliers are hundredths (…Hundredths: ×450 is 45000), so a
 * multiplier can carry centavos of precision without floats. Combinations are strings of digits: "007" ≠ "7".
 */

export const numberGameSchema = z.enum(NUMBER_GAMES);
export const betFormSchema = z.enum(BET_FORMS);

export const DRAW_STATES = ["SCHEDULED", "OPEN", "CLOSED", "RESULT_ENTERED", "SETTLED", "CANCELLED"] as const;
export type DrawState = (typeof DRAW_STATES)[number];
export const drawStateSchema = z.enum(DRAW_STATES);

/** Game-ending: the basketball period a draw is about. */
export const GAME_PERIODS = ["Q1", "HALF", "Q3", "FINAL"] as const;
export type GamePeriod = (typeof GAME_PERIODS)[number];
export const GAME_PERIOD_LABELS: Record<GamePeriod, string> = {
  Q1: "1st quarter",
  HALF: "Half",
  Q3: "3rd quarter",
  FINAL: "Final (incl. overtime)",
};

/** Game-ending: minutes from tip-off to the end of each period (settings; defaults in results-timing.ts). */
const periodMinute = z
  .number({ error: "Enter the period's length in minutes" })
  .int("Enter whole minutes")
  .min(1, "A period lasts at least 1 minute")
  .max(24 * 60, "A period lasts at most 24 hours");
// An object of optional keys, not a record: the same contract without zod's record type in the first download.
export const periodMinutesSchema = z.object(
  Object.fromEntries(GAME_PERIODS.map((period) => [period, periodMinute.optional()])) as Record<
    GamePeriod,
    z.ZodOptional<typeof periodMinute>
  >,
);
export type PeriodMinutes = z.infer<typeof periodMinutesSchema>;

const id = z.number().int().positive();
const text = (max: number, name: string) =>
  z.string().trim().min(1, `${name} is required`).max(max, `${name} must be at most ${max} characters`);

/** A combination as typed: digits only; its length is checked against the game by the shared rules. */
export const combinationSchema = z
  .string({ error: "combination must be text (digits, leading zeros kept)" })
  .regex(/^[0-9]{2,3}$/, "combination must be 2 or 3 digits, e.g. 07 or 007");

// ---------------------------------------------------------------- settings (admin)

export const multiplierHundredthsSchema = z.number().int().min(100, "A multiplier must be at least ×1").max(10_000_000);
const manilaTimeSchema = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "Times are HH:MM, Manila time");
const monthDaySchema = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, "Closed days are MM-DD");

export const numberGameSettingsSchema = z
  .object({
    enabled: z.boolean(),
    straightMultiplierHundredths: multiplierHundredthsSchema,
    /** Keyed by the distinct permutations a rambolito line covers: "2" (two digits), "3" and "6" (three). */
    rambolitoMultiplierHundredths: z.partialRecord(z.enum(["2", "3", "6"]), multiplierHundredthsSchema),
    minStakeCentavos: centavosSchema.refine((v) => v >= 1, "Minimum stake must be at least 0.01"),
    maxStakeCentavos: centavosSchema,
    /** Liability cap per straight combination per draw: the most the house pays if that combination comes out. */
    defaultCapCentavos: centavosSchema,
    cutoffMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
    /** Daily draw times, Manila "HH:MM" (game-ending: empty, draws are created by an operator). */
    drawTimes: z.array(manilaTimeSchema).max(24),
    closedDays: z.object({
      /** Every year, "MM-DD" (default 12-25 and 01-01). */
      yearly: z.array(monthDaySchema).max(50),
      /** Maundy Thursday to Easter Sunday (default on). */
      holyWeek: z.boolean(),
      /** Single dates, "YYYY-MM-DD". */
      dates: z.array(z.iso.date()).max(366),
    }),
    /** Entered results need a second staff account to confirm them before settlement (default on). */
    confirmResults: z.boolean(),
    /** Game-ending: each period's length from tip-off, for its draws' expected end (absent: the defaults). */
    periodMinutes: periodMinutesSchema.optional(),
  })
  .refine((s) => s.maxStakeCentavos >= s.minStakeCentavos, {
    message: "Maximum stake must be at least the minimum stake",
    path: ["maxStakeCentavos"],
  });
export type NumberGameSettings = z.infer<typeof numberGameSettingsSchema>;

// ---------------------------------------------------------------- draws

/** What settlement did (kept on the draw; the report's summary sheet). */
export const drawSettlementSchema = z.object({
  result: z.string(),
  salesCentavos: centavosSchema,
  hitsCentavos: centavosSchema,
  winningLines: z.number().int(),
  commissionCentavos: centavosSchema,
  /** Sales − hits − commission: the house's result, negative when it lost. */
  houseNetCentavos: centavosSchema,
  refundedCentavos: centavosSchema,
});
export type DrawSettlement = z.infer<typeof drawSettlementSchema>;

/** Game-ending: which basketball game and period the draw is about. */
export const matchupSchema = z.object({
  league: text(60, "League"),
  home: text(60, "Home team"),
  away: text(60, "Away team"),
  period: z.enum(GAME_PERIODS),
});
export type Matchup = z.infer<typeof matchupSchema>;

/** An operator creates a game-ending draw (the scheduled games create their own). */
export const createDrawSchema = z.object({
  matchup: matchupSchema,
  /** Tip-off (or the period's start): when the draw's result becomes known, roughly. */
  drawAt: isoDateTime,
  /** Defaults to `drawAt` (betting closes at tip-off). */
  cutoffAt: isoDateTime.optional(),
});
export type CreateDrawBody = z.infer<typeof createDrawSchema>;

/** The terms a draw was opened with (a settings change applies to draws not yet open). */
export const drawTermsSchema = z.object({
  straightMultiplierHundredths: z.number().int(),
  rambolitoMultiplierHundredths: z.partialRecord(z.enum(["2", "3", "6"]), z.number().int()),
  minStakeCentavos: centavosSchema,
  maxStakeCentavos: centavosSchema,
  defaultCapCentavos: centavosSchema,
  confirmResults: z.boolean(),
});
export type DrawTerms = z.infer<typeof drawTermsSchema>;

/** Scores a game-ending result is entered as. */
export const scoresSchema = z.object({
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
});
export type Scores = z.infer<typeof scoresSchema>;

export const drawViewSchema = z.object({
  id,
  game: numberGameSchema,
  state: drawStateSchema,
  /** e.g. "Pick 3 · 2:00 PM" or "PBA · Ginebra vs Magnolia · Final". */
  label: z.string(),
  drawAt: isoDateTime,
  cutoffAt: isoDateTime,
  opensAt: isoDateTime,
  matchup: matchupSchema.nullable(),
  terms: drawTermsSchema,
  /** Platform-drawn games: SHA-256 of the secret seed, published when the draw opens. */
  seedHash: z.string().nullable(),
  /** Revealed at draw time; anyone can recompute the result from it (fairness rule in shared). */
  seed: z.string().nullable(),
  result: z.string().nullable(),
  scores: scoresSchema.nullable(),
  /** Entered results: who entered it and whether a second staff account confirmed it. */
  resultEnteredBy: z.string().nullable(),
  resultConfirmedBy: z.string().nullable(),
  settledAt: isoDateTime.nullable(),
  /** The stored summary of the current settlement (null until settled, and again after a revert). */
  settlement: drawSettlementSchema.nullable(),
  cancelledReason: z.string().nullable(),
  /** Game-ending: when the period is expected to end (tip-off + its length; an operator may move it). */
  expectedEndAt: isoDateTime.nullable(),
  /** From when a result may be entered and confirmed (null: the platform draws it). */
  resultsFrom: isoDateTime.nullable(),
  /** Why betting was closed early, if it was. */
  closedEarlyReason: z.string().nullable(),
  /** A draw closed early may be reopened until this instant (its original cut-off); null when it cannot. */
  reopenUntil: isoDateTime.nullable(),
  /** Server time when this view was read, so countdowns run on the server's clock. */
  serverNow: isoDateTime,
});
export type DrawView = z.infer<typeof drawViewSchema>;

/** A combination's standing in a draw as players may see it. */
export const availabilitySchema = z.object({
  combination: z.string(),
  /** Straight stake still accepted on it (null: no cap reached yet worth showing). */
  leftCentavos: centavosSchema,
  soldOut: z.boolean(),
  /** Listed combination: not accepted at all, or paid at a reduced straight multiplier. */
  notAccepted: z.boolean(),
  multiplierHundredths: z.number().int().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

// ---------------------------------------------------------------- lists

export const DRAW_LIST_SCOPES = ["today", "upcoming", "past"] as const;
export type DrawListScope = (typeof DRAW_LIST_SCOPES)[number];

/** Staff: one page of a game's draws. */
export const drawPageSchema = z.object({
  items: z.array(drawViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DrawPage = z.infer<typeof drawPageSchema>;

/** Players: the open (or later today) draws and the latest results. */
export const playerDrawsSchema = z.object({
  /** False while the admin has the game switched off: no draw takes tickets. */
  enabled: z.boolean(),
  open: z.array(drawViewSchema),
  recent: z.array(drawViewSchema),
});
export type PlayerDraws = z.infer<typeof playerDrawsSchema>;

/** Players: a draw's combinations worth showing (listed, capped with stakes, sold out); any other is fully open. */
export const drawAvailabilitySchema = z.object({ drawId: id, combinations: z.array(availabilitySchema) });
export type DrawAvailability = z.infer<typeof drawAvailabilitySchema>;

/** Admin: every number game's settings. */
export const numberGameSettingsEntrySchema = z.object({ game: numberGameSchema, settings: numberGameSettingsSchema });
export type NumberGameSettingsEntry = z.infer<typeof numberGameSettingsEntrySchema>;
export const numberGameSettingsListSchema = z.array(numberGameSettingsEntrySchema);
