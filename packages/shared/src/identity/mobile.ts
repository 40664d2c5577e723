/**
 * A Philippine mobile number in its one canonical form, +639XXXXXXXXX (E.164), or null when the text is not one.
 * Accepted ways of writing it: 09171234567, +63 917 123 4567, 639171234567, 0063 917 123 4567 and 917 123 4567 (the
 * local number after a separate +63), with spaces, dashes, dots or brackets anywhere. Landlines (02 8123 4567),
 * numbers of other countries and numbers of the wrong length are refused: a mobile is 9 then 9 more digits.
 */
export function normalizeMobile(text: string): string | null {
  const compact = text.trim().replace(/[\s\-.()]+/g, "");
  const match = /^(?:\+63|0063|63|0)?(9\d{9})$/.exec(compact);
  return match ? `+63${match[1]}` : null;
}
