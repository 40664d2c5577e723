import { z } from "zod";

/** Every 4xx/5xx answer has this shape. */
export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageBodySchema = z.object({ message: z.string() });

/**
 * Ids are PostgreSQL `integer`s (1..2^31-1): a larger one is refused by the schema (400) rather than by the database
 * (a 500). Body ids are JSON numbers; query and path ids come as text and are coerced.
 */
export const MAX_DB_ID = 2_147_483_647;
export const bodyIdSchema = (field: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a number`) })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be positive`)
    .max(MAX_DB_ID, `${field} is out of range`);
export const queryIdSchema = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be positive`)
    .max(MAX_DB_ID, `${field} is out of range`);
