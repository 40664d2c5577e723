import { z } from "zod";
import { centavosSchema, isoDateTime } from "../contracts/fields.ts";

/**
 * The play session as the reality check shows it: from the server, so a reload or a second tab keeps it. Apart from
 * the other contracts: the player shell asks for it on every screen (the web entry's budget), and only it.
 */
export const sessionViewSchema = z.object({
  startedAt: isoDateTime,
  playedMs: z.number(),
  stakedCentavos: centavosSchema,
  /** Payouts and refunds minus stakes in this session (negative: a loss). */
  netCentavos: centavosSchema,
  nextCheckAt: isoDateTime,
  /** A check is due now: the dialog shows until answered. */
  due: z.boolean(),
  intervalMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
