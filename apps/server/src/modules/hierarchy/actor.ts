import type { SQL } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { inSubtree } from "../../db/tree.ts";
import { forbidden, notFound } from "../../errors.ts";
import { isDescendant, lockUser } from "../users/service.ts";
import { type UserRow, users, usersView } from "../users/table.ts";

/** Who acts: the signed-in caller and the address the request came from (for the audit). */
export type Actor = { userId: number; username: string; type: string; role: string; ip: string | null };

export const isAdmin = (actor: Actor) => actor.type === "admin";

/** Loaders handle cash for their players; percentages and suspensions belong to the commission-earning chain. */
export function assertNotLoader(actor: Actor): void {
  if (actor.type === "user" && actor.role === "loader") {
    throw forbidden("Loaders only load and withdraw points; ask your upline agent to do this");
  }
}
export const auditActor = (actor: Actor) => ({ userId: actor.userId, username: actor.username, ip: actor.ip });

/**
 * Loads a user the actor may act on, locked for update: admins reach everyone, agents only their strict
 * descendants. Anything else answers 404, so an agent learns nothing about other trees.
 */
export async function targetInTree(tx: Tx, actor: Actor, targetId: number): Promise<UserRow> {
  if (!isAdmin(actor) && !(await isDescendant(tx, actor.userId, targetId))) throw notFound("User not found");
  const target = await lockUser(tx, targetId);
  if (!target) throw notFound("User not found");
  return target;
}

/** Where an agent's list may look: its own tree, or everyone's for admins. */
export function treeCondition(actor: Actor): SQL | undefined {
  return isAdmin(actor) ? undefined : inSubtree(usersView, users.id, actor.userId);
}
