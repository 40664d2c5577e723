import { z } from "zod";

/**
 * The one idempotency contract of every money-moving request (bets, mint, load, withdraw, conversion) and of every
 * operator or staff action that moves money or decides a contest (open, close, declare, revert, a draw's result…):
 * the client picks a key per request (a UUID fits) and sends it again on a retry, a repeat with the same key and body
 * gets the first answer back, byte for byte, and the same key with a different body is refused with 409 and this
 * message.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,100}$/;
export const IDEMPOTENCY_KEY_MESSAGE = "idempotencyKey must be 8 to 100 characters: letters, digits, _ - : .";
export const IDEMPOTENCY_MISMATCH_MESSAGE = "This idempotency key was already used for a different request";

export const idempotencyKeySchema = z
  .string({
    error: (issue) => (issue.input === undefined ? "idempotencyKey is required" : "idempotencyKey must be text"),
  })
  .regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE);

/** The body of an action whose only input is its key (open, close, cancel, confirm…). */
export const idempotentBodySchema = z.object({ idempotencyKey: idempotencyKeySchema });
export type IdempotentBody = z.infer<typeof idempotentBodySchema>;
