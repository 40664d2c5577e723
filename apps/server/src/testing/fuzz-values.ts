/** The fuzz test's bad inputs, by kind of field (see fuzz.ts for how they are applied). */

export const HUGE_STRING = "x".repeat(100_000);
export const NUL = "a\u0000b";
export const LONE_SURROGATE = "a\ud800b";

/** Values that are wrong for any JSON field, whatever its type. */
export const WRONG_TYPES: [string, unknown][] = [
  ["an object", { nested: 1 }],
  ["an array", [1]],
];

/** Bad values of JSON numbers: out of the database's integer range, beyond safe integers, negative, fractions. */
export const BAD_NUMBERS: [string, unknown][] = [
  ["2^31", 2 ** 31],
  ["2^53", 2 ** 53],
  ["1e308", 1e308],
  ["-1", -1],
  ["-2^31-1", -(2 ** 31) - 1],
  ["1.5", 1.5],
  ["a numeric string", "12"],
  ["a NUL string", NUL],
  ["null", null],
];

export const BAD_STRINGS: [string, unknown][] = [
  ["NUL", NUL],
  ["a lone surrogate", LONE_SURROGATE],
  ["100 kB", HUGE_STRING],
  ["a number", 2 ** 53],
  ["null", null],
];

export const BAD_DATES: [string, unknown][] = [
  ["year 0", "0000-01-01"],
  ["year 99999", "99999-01-01"],
  ["Feb 30", "2026-02-30"],
  ["year 0 time", "0000-01-01T00:00:00.000Z"],
  ["year 99999 time", "+099999-01-01T00:00:00.000Z"],
];

/**
 * Bad values of path and query parameters, as they appear in the URL (already encoded): NUL, a lone surrogate's
 * bytes (invalid UTF-8), numbers out of range, NaN-like text, huge text.
 */
export const BAD_URL_VALUES: [string, string][] = [
  ["NUL", "a%00b"],
  ["a lone surrogate", "a%ED%A0%80b"],
  ["broken escape", "%E0%A4%A"],
  ["2^31", String(2 ** 31)],
  ["2^53+2", "9007199254740994"],
  ["1e308", "1e308"],
  ["-1", "-1"],
  ["NaN", "NaN"],
  ["Infinity", "Infinity"],
  ["year 0", "0000-01-01"],
  ["year 99999", "99999-01-01"],
  ["100 kB", HUGE_STRING],
];
