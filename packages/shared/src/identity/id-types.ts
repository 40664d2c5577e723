/**
 * The government IDs a player may show: the ones the Philippines' ID systems issue and banks and PAGCOR licensees
 * accept as primary IDs. Stable codes (stored), with the labels the screens show.
 */
export const ID_TYPES = ["philsys", "passport", "drivers-licence", "umid", "prc", "postal", "voters"] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_TYPE_LABELS: Record<IdType, string> = {
  philsys: "PhilSys national ID (PhilID)",
  passport: "Passport",
  "drivers-licence": "Driver's licence (LTO)",
  umid: "UMID",
  prc: "PRC professional ID",
  postal: "Postal ID",
  voters: "Voter's ID",
};

/**
 * What a number looks like once spaces and dashes are gone and letters are upper-case. Only the formats that are
 * well known are checked closely; the others accept letters and digits of a plausible length, because refusing a
 * genuine ID is worse than letting a reviewer look at an odd one (the reviewer sees the photo beside the number).
 * - PhilSys: the card number (PCN) is 16 digits; the PhilSys number (PSN) 12. Either is accepted.
 * - Passport: one or two letters, 7 digits, and a letter on the current ones (P1234567A; older EB1234567).
 * - Driver's licence: LTO's letter + 10 digits (N01-12-345678).
 * - UMID: the common reference number (CRN), 12 digits (0111-2345678-9).
 * - PRC: the registration number, digits only (7 today; older ones shorter): 4 to 10 digits.
 * - Postal and voter's: formats changed over the years; letters and digits, 6 to 30.
 */
const ID_NUMBER_FORMATS: Record<IdType, RegExp> = {
  philsys: /^(\d{12}|\d{16})$/,
  passport: /^[A-Z]{1,2}\d{7}[A-Z]?$/,
  "drivers-licence": /^[A-Z]\d{10}$/,
  umid: /^\d{12}$/,
  prc: /^\d{4,10}$/,
  postal: /^[A-Z0-9]{6,30}$/,
  voters: /^[A-Z0-9]{6,30}$/,
};

/** What the screens say when a number does not fit its type. */
export const ID_NUMBER_HINTS: Record<IdType, string> = {
  philsys: "A PhilSys number has 16 digits (the card number) or 12",
  passport: "A passport number looks like P1234567A",
  "drivers-licence": "A driver's licence number looks like N01-12-345678",
  umid: "A UMID number has 12 digits, like 0111-2345678-9",
  prc: "A PRC number has 4 to 10 digits",
  postal: "A postal ID number has 6 to 30 letters and digits",
  voters: "A voter's ID number has 6 to 30 letters and digits",
};

export function isIdType(value: unknown): value is IdType {
  return typeof value === "string" && (ID_TYPES as readonly string[]).includes(value);
}

/**
 * An ID number as compared and hashed: whitespace and dashes (any Unicode dash) removed, letters upper-case. The
 * type is not part of it: the regulator's list gives bare numbers, and two IDs of different types sharing a number
 * is rare enough for a reviewer to settle.
 */
export function compactIdNumber(number: string): string {
  return number.replace(/[\s\p{Pd}]+/gu, "").toUpperCase();
}

/** The compact number when it fits the type's format (see above), else null. */
export function normalizeIdNumber(type: IdType, number: string): string | null {
  const compact = compactIdNumber(number);
  return ID_NUMBER_FORMATS[type].test(compact) ? compact : null;
}
