/** Small SQL helpers every module uses with raw statements, whichever driver runs them. */

/** node-postgres answers `{ rows }`, PGlite `{ rows }` as well; one helper keeps callers driver-agnostic. */
export function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Postgres array literal; both drivers pass it as text and the cast makes it typed. */
export function toPgArray(values: readonly (number | null)[]): string {
  return `{${values.map((v) => (v === null ? "NULL" : String(v))).join(",")}}`;
}

/** `%text%` for LIKE/ILIKE, with the wildcards in `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
