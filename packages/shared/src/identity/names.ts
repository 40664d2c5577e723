import { isCalendarDate } from "../time/manila.ts";

/** Letters that carry no combining mark to strip, spelled as Filipino records usually write them in Latin letters. */
const FOLDED_LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th" };

/** Apostrophes of every kind (removed before decomposition, which would turn the acute accent ´ into a space). */
const APOSTROPHES = /['‘’ʼ`´]+/g;

/** Apostrophes out, compatibility form, marks out, lower case. */
const foldOnce = (text: string) =>
  text
    .replace(APOSTROPHES, "")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/**
 * A person's name as compared, not as shown. The rules, in order:
 * 1. Unicode compatibility form (full-width letters become plain), then every combining mark removed: é → e, ñ → n.
 * 2. Lower case, and the few letters with no mark to strip folded (ß → ss, ø → o…).
 * 3. Apostrophes and periods are dropped and join what they split ("D'Souza" → "dsouza", "Ma." → "ma", "J.P." → "jp"),
 *    because records write these initials and particles both with and without them.
 * 4. Every other character that is not a letter or a digit (hyphens, commas, slashes, quotes, spaces of any kind)
 *    separates words: "Dela-Cruz" → "dela cruz".
 * 5. Words joined by one space, none at the ends.
 * So "  José  Dela-Cruz Ñiño " is "jose dela cruz nino". Word order is kept: "Dela Cruz, Juan" is not "Juan Dela Cruz".
 */
export function normalizeName(text: string): string {
  // Twice: a compatibility form can bring an apostrophe ("ŉ" → "ʼn") or a capital ("㎆" → "MB") of its own.
  return foldOnce(foldOnce(text))
    .replace(/[ßæœøđðłþ]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/['.]+/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The key two records of one person share: the normalised name with its spaces removed, and the birth date. Without
 * spaces, "Dela Cruz", "De la Cruz" and "Delacruz" (all common spellings of one surname) meet; a match only sends the
 * submission to a reviewer, so leaning towards finding one is the safe side. A name with no letters or digits, or a
 * birth date that is not a calendar date, is a RangeError: there is nothing to match on.
 */
export function matchKeyOfPerson(name: string, birthDate: string): string {
  const compact = normalizeName(name).replace(/ /g, "");
  if (compact === "") throw new RangeError("A name is needed to match on");
  if (!isCalendarDate(birthDate))
    throw new RangeError(`${JSON.stringify(birthDate)} is not a YYYY-MM-DD calendar date`);
  return `${compact}|${birthDate}`;
}
