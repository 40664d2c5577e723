import {
  type BettingEvent,
  type BettingEventInput,
  type BettingEventPatch,
  bettingEventInputSchema,
  bettingEventPatchSchema,
  DEFAULT_DRAW_ODDS_MULTIPLIER,
  DEFAULT_PLASADA_BP,
  type EventStatus,
  type Game,
  hasDrawSide,
  LAST_CALL_SECONDS_DEFAULT,
} from "@sabong/shared/betting";
import { plainIssueMessage } from "@sabong/shared/contracts";
import { liveGame } from "@sabong/shared/games";
import { basisPointsToText, centavosToPesosText, parsePercent, parsePesos } from "@sabong/shared/money";
import type { z } from "zod";

/** The event form as typed: pesos and percents as text, converted to the contract's centavos and basis points. */
export type EventFormValues = {
  name: string;
  eventDate: string;
  videoUrl: string;
  plasadaPercent: string;
  drawOdds: string;
  minBet: string;
  maxBet: string;
  drawEnabled: boolean;
  lastCallSeconds: string;
  status: EventStatus;
};

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

/** Contract field → form field, so the contract's messages land under the right input. */
const FIELD_OF: Record<string, keyof EventFormValues> = {
  name: "name",
  eventDate: "eventDate",
  videoUrl: "videoUrl",
  plasadaBp: "plasadaPercent",
  drawOddsMultiplier: "drawOdds",
  minStakeCentavos: "minBet",
  maxStakeCentavos: "maxBet",
  drawEnabled: "drawEnabled",
  lastCallSeconds: "lastCallSeconds",
  status: "status",
};

/** Each field's label as the form shows it, for messages written from the contract's limits. */
const LABEL_OF: Record<keyof EventFormValues, string> = {
  name: "Event name",
  eventDate: "Date",
  videoUrl: "Stream URL",
  plasadaPercent: "Plasada",
  drawOdds: "Draw odds",
  minBet: "Minimum bet",
  maxBet: "Maximum bet",
  drawEnabled: "DRAW side",
  lastCallSeconds: "Last call (seconds)",
  status: "Status",
};

/** Today in the Philippines (events are dated in Manila time), YYYY-MM-DD. */
export function manilaToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function emptyEventForm(game: Game, now = new Date()): EventFormValues {
  return {
    name: "",
    eventDate: manilaToday(now),
    videoUrl: "",
    plasadaPercent: basisPointsToText(DEFAULT_PLASADA_BP),
    drawOdds: String(DEFAULT_DRAW_ODDS_MULTIPLIER),
    minBet: "20",
    maxBet: "50000",
    drawEnabled: hasDrawSide(game, false),
    lastCallSeconds: String(LAST_CALL_SECONDS_DEFAULT),
    status: "UPCOMING",
  };
}

export function eventToForm(event: BettingEvent): EventFormValues {
  return {
    name: event.name,
    eventDate: event.eventDate,
    videoUrl: event.videoUrl ?? "",
    plasadaPercent: basisPointsToText(event.plasadaBp),
    drawOdds: String(event.drawOddsMultiplier),
    minBet: centavosToPesosText(event.minStakeCentavos),
    maxBet: centavosToPesosText(event.maxStakeCentavos),
    drawEnabled: event.drawEnabled,
    lastCallSeconds: String(event.lastCallSeconds),
    status: event.status,
  };
}

/**
 * The form's text converted to the contract's body, with what could not be read. Every field is converted (an
 * unreadable one sends a value the contract refuses too), so the contract's checks of the other fields run as well
 * and the form shows every error at once, never one batch after another.
 */
function convert(values: EventFormValues, game: Game): { body: Record<string, unknown>; errors: EventFormErrors } {
  const errors: EventFormErrors = {};
  const plasada = parsePercent(values.plasadaPercent);
  if (!plasada.ok) errors.plasadaPercent = "Enter a percentage like 5 or 5.25";
  const drawOdds = /^\s*\d+\s*$/.test(values.drawOdds) ? Number(values.drawOdds) : null;
  if (drawOdds === null) errors.drawOdds = "Enter a whole number, e.g. 8 (a draw pays 1 : 8)";
  const min = parsePesos(values.minBet);
  if (!min.ok) errors.minBet = min.message;
  const max = parsePesos(values.maxBet);
  if (!max.ok) errors.maxBet = max.message;
  const body: Record<string, unknown> = {
    name: values.name,
    eventDate: values.eventDate,
    videoUrl: values.videoUrl.trim() === "" ? null : values.videoUrl.trim(),
    plasadaBp: plasada.ok ? plasada.bp : 0,
    drawOddsMultiplier: drawOdds ?? 1,
    minStakeCentavos: min.ok ? min.centavos : 1,
    maxStakeCentavos: max.ok ? max.centavos : min.ok ? min.centavos : 1,
    // Not a whole number: NaN, so the contract's own message (with its limits) explains it.
    lastCallSeconds: /^\s*\d+\s*$/.test(values.lastCallSeconds) ? Number(values.lastCallSeconds) : Number.NaN,
    status: values.status,
  };
  // A game that always offers DRAW (sabong: the server refuses to turn it off) has no switch to send.
  if (liveGame(game).draw === "per-event") body.drawEnabled = values.drawEnabled;
  return { body, errors };
}

/** The contract's issues under the form's fields, in plain words; a field that could not be read keeps why. */
function withIssues(
  errors: EventFormErrors,
  issues: readonly Parameters<typeof plainIssueMessage>[0][],
): EventFormErrors {
  const all = { ...errors };
  for (const issue of issues) {
    const field = FIELD_OF[String(issue.path[0] ?? "")] ?? "name";
    if (field in errors) continue;
    all[field] ??= plainIssueMessage(issue, LABEL_OF[field]);
  }
  return all;
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: EventFormErrors };

/** The body parsed by `schema`, every issue of it (and of `alsoCheck`) under its field. */
function check<T>(values: EventFormValues, game: Game, schema: z.ZodType<T>, alsoCheck?: z.ZodType): Checked<T> {
  const { body, errors } = convert(values, game);
  const parsed = schema.safeParse(body);
  const also = alsoCheck?.safeParse(body);
  const issues = [...(also && !also.success ? also.error.issues : []), ...(parsed.success ? [] : parsed.error.issues)];
  const all = withIssues(errors, issues);
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, errors: all };
  return { ok: true, body: parsed.data };
}

/** A new event's body, checked against the contract (the server checks the same schema). */
export function toEventInput(values: EventFormValues, game: Game): Checked<BettingEventInput> {
  return check(values, game, bettingEventInputSchema);
}

/** An edit's body: every field of the form (unchanged ones are harmless), checked like a new event. */
export function toEventPatch(values: EventFormValues, game: Game): Checked<BettingEventPatch> {
  return check(values, game, bettingEventPatchSchema, bettingEventInputSchema);
}
