/**
 * The platform's calendar is Manila's (UTC+8, no daylight saving since 1978): a date typed as YYYY-MM-DD means that
 * day in the Philippines wherever the server or the browser runs. Fixed offset arithmetic, no time-zone database.
 */
export const MANILA_UTC_OFFSET = "+08:00";
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written YYYY-MM-DD (2024-02-29 yes, 2025-02-29 and 2025-13-01 no). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_ONLY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear keeps them as written.
  utc.setUTCFullYear(y);
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

function assertCalendarDate(date: string): void {
  if (!isCalendarDate(date)) throw new RangeError(`${JSON.stringify(date)} is not a YYYY-MM-DD calendar date`);
}

/** Midnight at the start of a Manila calendar day, as an instant. */
export function manilaDayStart(date: string): Date {
  assertCalendarDate(date);
  return new Date(`${date}T00:00:00${MANILA_UTC_OFFSET}`);
}

/** A Manila calendar day as the half-open range [start, end): end is the next day's midnight. */
export function manilaDayBounds(date: string): { start: Date; end: Date } {
  const start = manilaDayStart(date);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The Manila calendar date of an instant: 2025-01-31T16:00:00Z is "2025-02-01". */
export function manilaDateOf(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError("invalid instant");
  return new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar date `days` after (or before, when negative) a date: "2024-12-31" + 1 → "2025-01-01". */
export function addCalendarDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError("days must be a whole number");
  return manilaDateOf(new Date(manilaDayStart(date).getTime() + days * DAY_MS));
}

/**
 * The calendar date `months` later (or earlier): the same day of the month, or the month's last day when it has
 * fewer days ("2025-08-31" + 6 → "2026-02-28"). Self-exclusions run in calendar months.
 */
export function addCalendarMonths(date: string, months: number): string {
  assertCalendarDate(date);
  if (!Number.isInteger(months)) throw new RangeError("months must be a whole number");
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return new Date(Date.UTC(2001, month, 0)).getUTCDate();
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/** A Manila wall-clock time on a calendar day, as an instant: ("2025-01-31", "14:00") → 06:00 UTC. */
export function manilaDateTime(date: string, time: string): Date {
  assertCalendarDate(date);
  if (!TIME_OF_DAY.test(time)) throw new RangeError(`${JSON.stringify(time)} is not an HH:MM time`);
  return new Date(`${date}T${time}:00${MANILA_UTC_OFFSET}`);
}

/** A filter's time range as the half-open [fromAt, beforeAt): either end may be open. */
export type InstantRange = { fromAt?: Date; beforeAt?: Date };

/**
 * The range of a `from`/`to` filter (the wallet log, bet histories, draws, reports). Each bound is a date (a Manila
 * calendar day) or an ISO instant:
 * - `from` is a day's first instant, or the instant itself;
 * - `to` includes its whole day when it is a date (up to the next midnight), or its instant (to the millisecond)
 *   when it is one.
 * So `from = to = "2025-01-31"` is the whole of that day. Malformed bounds are a RangeError: contracts validate first.
 */
export function dateFilterRange(from?: string, to?: string): InstantRange {
  const range: InstantRange = {};
  if (from) range.fromAt = isDateOnly(from) ? manilaDayStart(from) : instant(from);
  if (to) range.beforeAt = isDateOnly(to) ? manilaDayBounds(to).end : new Date(instant(to).getTime() + 1);
  return range;
}

/** True when nothing can fall in the range (from on or after the end): the filters contradict each other. */
export function isEmptyRange(range: InstantRange): boolean {
  return range.fromAt !== undefined && range.beforeAt !== undefined && range.fromAt >= range.beforeAt;
}

function isDateOnly(text: string): boolean {
  return DATE_ONLY.test(text);
}

function instant(text: string): Date {
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new RangeError(`${JSON.stringify(text)} is not a date or an ISO instant`);
  return at;
}
