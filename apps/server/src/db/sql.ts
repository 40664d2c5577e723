import { z } from "zod";

/** Small SQL helpers every module uses with raw statements, whichever driver runs them. */

import { type SQL, sql } from "drizzle-orm";

/**
 * node-postgres answers `{ rows }`, PGlite `{ rows }` as well; one helper keeps callers driver-agnostic. Unchecked:
 * for a module's reads of its own statements on hot paths; reads across modules use `rowsOf`.
 */
export function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * The rows of a raw statement, each checked against `schema`: a column renamed or a type changed fails here, loudly,
 * instead of turning into NaN or undefined figures. Sums and counts come back as numeric text: `pgNumber` reads them.
 */
export function rowsOf<S extends z.ZodType>(schema: S, result: unknown): z.infer<S>[] {
  return z.array(schema).parse(resultRows<unknown>(result));
}

const INTEGER_TEXT = /^-?[0-9]+$/;

/**
 * Columns of a large result (a fight's 100,000 bets, a draw's lines) read without a schema per row: a zod parse of
 * 100,000 rows holds the event loop for ~0.2 s. Each throws on a value of the wrong type, as the schema would.
 */
export function intOf(value: unknown, column: string): number {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && INTEGER_TEXT.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(n)) throw new TypeError(`${column} is not an integer`);
  return n;
}

export function textOf(value: unknown, column: string): string {
  if (typeof value !== "string") throw new TypeError(`${column} is not text`);
  return value;
}

/** A timestamp column (a Date from node-postgres, text from PGlite's raw rows) as epoch milliseconds. */
export function epochMsOf(value: unknown, column: string): number {
  const ms = value instanceof Date ? value.getTime() : typeof value === "string" ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) throw new TypeError(`${column} is not a timestamp`);
  return ms;
}

/** A bigint, numeric or integer column as a JS number (both drivers answer sums and bigints as text). */
export const pgNumber = z.union([z.number(), z.string().regex(/^-?[0-9]+(\.[0-9]+)?$/)]).transform(Number);

/** Postgres array literal; both drivers pass it as text and the cast makes it typed. */
export function toPgArray(values: readonly (number | null)[]): string {
  return `{${values.map((v) => (v === null ? "NULL" : String(v))).join(",")}}`;
}

/** `%text%` for LIKE/ILIKE, with the wildcards in `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A statement written with `$n` placeholders (for `rawQuery`'s prepared statements) as drizzle SQL, so the same text
 * also runs in a transaction: each `$n` becomes a bound parameter with the n-th value.
 */
export function positionalSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) => {
    if (i % 2 === 0) return sql.raw(part);
    const n = Number(part);
    if (n < 1 || n > values.length) throw new Error(`no value for placeholder $${n}`);
    return sql.param(values[n - 1]);
  });
  return sql.join(chunks);
}
