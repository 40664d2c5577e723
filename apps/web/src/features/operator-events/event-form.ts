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
import { liveGame } from "@sabong/shared/games";
import { basisPointsToText, centavosToPesosText, parsePercent, parsePesos } from "@sabong/shared/money";

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

type Converted = { ok: true; body: Record<string, unknown> } | { ok: false; errors: EventFormErrors };

function convert(values: EventFormValues, game: Game): Converted {
  const errors: EventFormErrors = {};
  const plasada = parsePercent(values.plasadaPercent);
  if (!plasada.ok) errors.plasadaPercent = "Enter a percentage like 5 or 5.25";
  const drawOdds = /^\s*\d+\s*$/.test(values.drawOdds) ? Number(values.drawOdds) : null;
  if (drawOdds === null) errors.drawOdds = "Enter a whole number, e.g. 8 (a draw pays 1 : 8)";
  const min = parsePesos(values.minBet);
  if (!min.ok) errors.minBet = min.message;
  const max = parsePesos(values.maxBet);
  if (!max.ok) errors.maxBet = max.message;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const body: Record<string, unknown> = {
    name: values.name,
    eventDate: values.eventDate,
    videoUrl: values.videoUrl.trim() === "" ? null : values.videoUrl.trim(),
    plasadaBp: plasada.ok ? plasada.bp : 0,
    drawOddsMultiplier: drawOdds,
    minStakeCentavos: min.ok ? min.centavos : 0,
    maxStakeCentavos: max.ok ? max.centavos : 0,
    // Not a whole number: NaN, so the contract's own message (with its limits) explains it.
    lastCallSeconds: /^\s*\d+\s*$/.test(values.lastCallSeconds) ? Number(values.lastCallSeconds) : Number.NaN,
    status: values.status,
  };
  // A game that always offers DRAW (sabong: the server refuses to turn it off) has no switch to send.
  if (liveGame(game).draw === "per-event") body.drawEnabled = values.drawEnabled;
  return { ok: true, body };
}

function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): EventFormErrors {
  const errors: EventFormErrors = {};
  for (const issue of issues) {
    const field = FIELD_OF[String(issue.path[0] ?? "")] ?? "name";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A new event's body, checked against the contract (the server checks the same schema). */
export function toEventInput(
  values: EventFormValues,
  game: Game,
): { ok: true; body: BettingEventInput } | { ok: false; errors: EventFormErrors } {
  const converted = convert(values, game);
  if (!converted.ok) return converted;
  const parsed = bettingEventInputSchema.safeParse(converted.body);
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}

/** An edit's body: every field of the form (unchanged ones are harmless), checked like a new event. */
export function toEventPatch(
  values: EventFormValues,
  game: Game,
): { ok: true; body: BettingEventPatch } | { ok: false; errors: EventFormErrors } {
  const converted = convert(values, game);
  if (!converted.ok) return converted;
  const full = bettingEventInputSchema.safeParse(converted.body);
  if (!full.success) return { ok: false, errors: issuesToErrors(full.error.issues) };
  const parsed = bettingEventPatchSchema.safeParse(converted.body);
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}
