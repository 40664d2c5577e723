import { z } from "zod";

/** Field schemas the answer contracts share (not exported from the package: each contract names its own fields). */

/** An amount in integer centavos. */
export const centavosSchema = z.number().int();
type CentavosFields<N extends string> = { [K in N as `${K}Centavos`]: typeof centavosSchema };
/** Amounts named `<name>Centavos`, each integer centavos: `centavosFields("opening", "closing")`. */
export function centavosFields<const N extends string>(...names: N[]): CentavosFields<N> {
  return Object.fromEntries(names.map((name) => [`${name}Centavos`, centavosSchema])) as CentavosFields<N>;
}
/** An instant as the API writes it (ISO 8601). */
export const isoDateTime = z.string();

/**
 * What a placed bet or ticket answers beside itself: the wallet's balance after it, and `replayed`, true when its
 * idempotency key had already placed it (nothing new was taken).
 */
export const placedAnswerFields = { balanceCentavos: centavosSchema, replayed: z.boolean() };

/** A closed list's values in the order of their labels, so each value is written once: `valuesOf({ day: "Day" })`. */
export function valuesOf<const K extends string>(labels: Record<K, string>): [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
