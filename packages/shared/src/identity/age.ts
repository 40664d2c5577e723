import { isCalendarDate, manilaDateOf, manilaDayStart } from "../time/manila.ts";

/** PAGCOR bars everyone under 21 from gaming. */
export const MINIMUM_AGE_YEARS = 21;

type Ymd = { y: number; m: number; d: number };

function parse(date: string): Ymd {
  if (!isCalendarDate(date)) throw new RangeError(`${JSON.stringify(date)} is not a YYYY-MM-DD calendar date`);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return { y, m, d };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The day a birthday falls on in `year`. Someone born on 29 February has their birthday on 1 March in a common year:
 * only then have they lived the full years (on 28 February they are a day short), and a gaming age must never admit
 * anyone a day early. (The alternative, 28 February, would let a 20-year-old bet for a day.)
 */
function birthdayIn(year: number, birth: Ymd): { m: number; d: number } {
  if (birth.m === 2 && birth.d === 29 && !isLeapYear(year)) return { m: 3, d: 1 };
  return { m: birth.m, d: birth.d };
}

/**
 * Whole years of age on the Manila calendar day of `atMs`: a birthday counts from 00:00 Manila (16:00 UTC the day
 * before), whatever the server's time zone. A birth date that is not a calendar date, or is after that day, is a
 * RangeError: contracts refuse those first.
 */
export function ageOn(birthDate: string, atMs: number): number {
  const birth = parse(birthDate);
  const todayDate = manilaDateOf(new Date(atMs));
  // Same-width YYYY-MM-DD text sorts as the dates do.
  if (birthDate > todayDate) throw new RangeError(`${birthDate} is after the day asked about`);
  const today = parse(todayDate);
  const birthday = birthdayIn(today.y, birth);
  const hadBirthday = today.m > birthday.m || (today.m === birthday.m && today.d >= birthday.d);
  return today.y - birth.y - (hadBirthday ? 0 : 1);
}

/** The instant someone reaches `years` of age: 00:00 Manila on that birthday (1 March for 29 February in a common year). */
export function reachesAgeAtMs(birthDate: string, years: number): number {
  if (!Number.isInteger(years) || years < 0) throw new RangeError("years must be a whole number, 0 or more");
  const birth = parse(birthDate);
  const year = birth.y + years;
  const { m, d } = birthdayIn(year, birth);
  const date = `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return manilaDayStart(date).getTime();
}

/** Old enough to gamble on the Manila day of `atMs` (21 by default). */
export function isAdult(birthDate: string, atMs: number, minimumAge = MINIMUM_AGE_YEARS): boolean {
  return ageOn(birthDate, atMs) >= minimumAge;
}
