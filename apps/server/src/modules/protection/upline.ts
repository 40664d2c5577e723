import type { LimitSetter } from "@sabong/shared/protection";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import type { AuthContext } from "../../http/context.ts";
import { isDescendant } from "../users/service.ts";
import { users } from "../users/table.ts";

export const PLAYER_NOT_FOUND_MESSAGE = "Player not found";

/**
 * An upline acting on a player's limits: an agent anywhere above the player, or an admin (the top of every tree).
 * Anyone else, and any user who is not a player of that tree, answers 404 alike: nobody learns who exists elsewhere.
 */
export async function uplineOf(db: DbOrTx, caller: AuthContext, playerId: number): Promise<LimitSetter> {
  const [player] = await db.select({ type: users.type }).from(users).where(eq(users.id, playerId));
  const above =
    caller.type === "admin" || (caller.type === "user" && (await isDescendant(db, caller.userId, playerId)));
  if (player?.type !== "player" || !above) throw notFound(PLAYER_NOT_FOUND_MESSAGE);
  return { userId: caller.userId, role: "upline", name: caller.name };
}

/** The player acting on their own limits. */
export const playerSetter = (caller: AuthContext): LimitSetter => ({
  userId: caller.userId,
  role: "player",
  name: caller.name,
});
