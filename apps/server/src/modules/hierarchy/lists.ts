import type { AdminUserQuery, Approval, DownlineQuery, HierarchyUser, UserStatus } from "@sabong/shared/users";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { inSubtree } from "../../db/tree.ts";
import { notFound } from "../../errors.ts";
import { isDescendant } from "../users/service.ts";
import { users, usersView } from "../users/table.ts";
import { type Actor, isAdmin, treeCondition } from "./actor.ts";
import { type Page, type PageRequest, roleCondition, searchCondition, userPage, usersPage } from "./listing.ts";

/** The lists of the hierarchy screens, each scoped to what the actor may see. */

const admins = alias(users, "admins");

export async function listDownlines(db: DbOrTx, actor: Actor, query: DownlineQuery): Promise<Page<HierarchyUser>> {
  let parent: SQL;
  if (query.uplineId !== undefined && query.uplineId !== actor.userId) {
    if (!isAdmin(actor) && !(await isDescendant(db, actor.userId, query.uplineId))) throw notFound("User not found");
    parent = eq(users.uplineId, query.uplineId);
  } else if (isAdmin(actor)) {
    // Every admin sees the top of the tree: the incorporators of all admins.
    parent = inArray(users.uplineId, db.select({ id: admins.id }).from(admins).where(eq(admins.type, "admin")));
  } else {
    parent = eq(users.uplineId, actor.userId);
  }
  const where = and(
    parent,
    searchCondition(query.q),
    query.status ? eq(users.status, query.status) : undefined,
    // Pending registrations live in the approvals list until someone decides.
    query.status ? undefined : inArray(users.status, ["active", "suspended"]),
  );
  return userPage(db, where, query);
}

export async function listPlayers(
  db: DbOrTx,
  actor: Actor,
  query: PageRequest & { q?: string; status?: UserStatus },
): Promise<Page<HierarchyUser>> {
  // Staff and staff2 (operators, cashiers) see every player, read only: the cashier's wallet station needs them.
  const everyone = isAdmin(actor) || actor.type === "staff" || actor.type === "staff2";
  const where = and(
    eq(users.type, "player"),
    everyone ? undefined : inSubtree(usersView, users.id, actor.userId),
    searchCondition(query.q),
    query.status ? eq(users.status, query.status) : undefined,
  );
  return userPage(db, where, query);
}

export async function listUsers(db: DbOrTx, query: AdminUserQuery): Promise<Page<HierarchyUser>> {
  const uplineAlias = alias(users, "upline");
  const where = and(
    searchCondition(query.q),
    query.status ? eq(users.status, query.status) : undefined,
    roleCondition(query.role),
    query.upline
      ? inArray(
          users.uplineId,
          db.select({ id: uplineAlias.id }).from(uplineAlias).where(eq(uplineAlias.username, query.upline)),
        )
      : undefined,
  );
  return userPage(db, where, query);
}

export function listApprovals(db: DbOrTx, actor: Actor, query: PageRequest & { q?: string }): Promise<Page<Approval>> {
  const where = and(eq(users.status, "pending"), treeCondition(actor), searchCondition(query.q));
  return usersPage(db, where, query, asc(users.id), (rows) =>
    rows.map(({ user, uplineUsername }) => ({
      id: user.id,
      username: user.username,
      name: user.name,
      referrerId: user.uplineId,
      referrerUsername: uplineUsername,
      createdAt: user.createdAt.toISOString(),
    })),
  );
}
