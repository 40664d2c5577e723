import { z } from "zod";
import { fieldLabelOf } from "./plain-words.ts";

/** Every 4xx/5xx answer has this shape. */
export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageBodySchema = z.object({ message: z.string() });

/**
 * Ids are PostgreSQL `integer`s (1..2^31-1): a larger one is refused by the schema (400) rather than by the database
 * (a 500). Body ids are JSON numbers; query and path ids come as text and are coerced.
 */
export const MAX_DB_ID = 2_147_483_647;
export const bodyIdSchema = (field: string) => {
  const label = fieldLabelOf(field);
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be positive`)
    .max(MAX_DB_ID, `${label} is out of range`);
};
export const queryIdSchema = (field: string) => {
  const label = fieldLabelOf(field);
  return z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be positive`)
    .max(MAX_DB_ID, `${label} is out of range`);
};
