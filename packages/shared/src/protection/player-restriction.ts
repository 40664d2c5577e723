import { z } from "zod";
import { isoDateTime } from "../contracts/fields.ts";

/**
 * A player's protection status on agents', cashiers' and the admin's player rows, and on the player's own user
 * detail. Apart from the other contracts: the web's entry reads it (the player shell's restricted view), and only it.
 */
export const playerRestrictionSchema = z
  .object({ kind: z.enum(["time-out", "self-exclusion"]), endsAt: isoDateTime })
  .nullable();
export type PlayerRestriction = z.infer<typeof playerRestrictionSchema>;
