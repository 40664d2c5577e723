import {
  type AdminUserQuery,
  type Approval,
  allowedDownlineRoles,
  type CreateDownline,
  type DownlineQuery,
  type HierarchyUser,
  type UpdateRates,
  type UserStatus,
  userRoleLabel,
} from "@sabong/shared";
import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { businessRule, conflict, forbidden, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/service.ts";
import { resetPassword, revokeSessions } from "../auth/service.ts";
import { createUser, updateUser } from "../users/service.ts";
import { type UserRow, users } from "../users/table.ts";
import { type Page, type PageRequest, roleCondition, searchCondition, userPage, userRow } from "./listing.ts";
import {
  assertLoaderRates,
  assertWithinBounds,
  isLoader,
  lockUser,
  lowerBound,
  pickRates,
  ratesOf,
  upperBound,
  ZERO_RATES,
} from "./rates.ts";
import { inSubtree, isDescendant } from "./tree.ts";

export type { Page } from "./listing.ts";

/** Who acts: the signed-in caller and the address the request came from (for the audit). */
export type Actor = { userId: number; username: string; type: string; role: string; ip: string | null };

const isAdmin = (actor: Actor) => actor.type === "admin";

/** Loaders handle cash for their players; percentages and suspensions belong to the commission-earning chain. */
function assertNotLoader(actor: Actor): void {
  if (actor.type === "user" && actor.role === "loader") {
    throw forbidden("Loaders only load and withdraw points; ask your upline agent to do this");
  }
}
const auditActor = (actor: Actor) => ({ userId: actor.userId, username: actor.username, ip: actor.ip });

/**
 * Loads a user the actor may act on, locked for update: admins reach everyone, agents only their strict
 * descendants. Anything else answers 404, so an agent learns nothing about other trees.
 */
async function targetInTree(tx: Tx, actor: Actor, targetId: number): Promise<UserRow> {
  if (!isAdmin(actor) && !(await isDescendant(tx, actor.userId, targetId))) throw notFound("User not found");
  const target = await lockUser(tx, targetId);
  if (!target) throw notFound("User not found");
  return target;
}

/** Where an agent's list may look: its own tree, or everyone's for admins. */
function treeCondition(actor: Actor): SQL | undefined {
  return isAdmin(actor) ? undefined : inSubtree(users.id, actor.userId);
}

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
    everyone ? undefined : inSubtree(users.id, actor.userId),
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

export async function createDownline(db: Db, actor: Actor, input: CreateDownline): Promise<HierarchyUser> {
  const allowed = allowedDownlineRoles(actor.role);
  if (!allowed.includes(input.role)) {
    const who = isAdmin(actor) ? "An admin" : `A ${userRoleLabel("user", actor.role)}`;
    throw forbidden(
      allowed.length === 0
        ? `${who} cannot create downlines`
        : `${who} can create only: ${allowed.join(", ")} (asked for ${input.role})`,
    );
  }
  const rates = { ...ZERO_RATES, ...pickRates(input) };
  const user = await db.transaction(async (tx) => {
    if (input.role === "loader") assertLoaderRates(rates);
    else assertWithinBounds(rates, await upperBound(tx, actor.userId));
    const created = await createUser(tx, {
      username: input.username,
      name: input.name,
      password: input.password,
      type: input.role === "player" ? "player" : "user",
      agentType: input.role === "player" ? null : input.role,
      uplineId: actor.userId,
      status: "active",
      rates,
    });
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "hierarchy.create",
      entityType: "user",
      entityId: created.id,
      before: null,
      after: { username: created.username, role: input.role, uplineId: actor.userId, status: "active", rates },
    });
    return created;
  });
  return userRow(db, user.id);
}

export async function updateDownlineRates(
  db: Db,
  actor: Actor,
  targetId: number,
  input: UpdateRates,
): Promise<HierarchyUser> {
  assertNotLoader(actor);
  const patch = pickRates(input);
  await db.transaction(async (tx) => {
    // Ancestors are locked before the target (upperBound walks and locks the uplines), never the other way round.
    if (!isAdmin(actor) && !(await isDescendant(tx, actor.userId, targetId))) throw notFound("User not found");
    const [peek] = await tx.select({ uplineId: users.uplineId }).from(users).where(eq(users.id, targetId));
    if (!peek) throw notFound("User not found");
    const upper = await upperBound(tx, peek.uplineId);
    const target = await lockUser(tx, targetId);
    if (!target) throw notFound("User not found");
    if (target.type !== "user" && target.type !== "player") {
      throw businessRule("Only agents and players have percentages");
    }
    if (isLoader(target)) assertLoaderRates(patch);
    else assertWithinBounds(patch, upper, await lowerBound(tx, target.id));
    const updated = await updateUser(tx, target.id, patch);
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "hierarchy.rates",
      entityType: "user",
      entityId: target.id,
      before: ratesOf(target),
      after: ratesOf(updated),
    });
  });
  return userRow(db, targetId);
}

/** Suspends a user: they cannot log in and their sessions end now. Admins cannot be suspended. */
export async function suspendUser(db: Db, actor: Actor, targetId: number, reason?: string): Promise<HierarchyUser> {
  assertNotLoader(actor);
  await db.transaction(async (tx) => {
    const target = await targetInTree(tx, actor, targetId);
    if (target.type === "admin") throw forbidden("Admins cannot be suspended");
    if (target.status === "suspended") throw conflict("This user is already suspended");
    if (target.status === "pending") throw businessRule("This registration is pending: approve or reject it instead");
    await updateUser(tx, target.id, { status: "suspended" });
    await revokeSessions(tx, target.id);
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "user.suspend",
      entityType: "user",
      entityId: target.id,
      before: { status: target.status },
      after: { status: "suspended", reason: reason ?? null, sessions: "ended" },
    });
  });
  return userRow(db, targetId);
}

/** Lifts a suspension. A rejected registration reactivated this way counts as approved. */
export async function reactivateUser(db: Db, actor: Actor, targetId: number): Promise<HierarchyUser> {
  assertNotLoader(actor);
  await db.transaction(async (tx) => {
    const target = await targetInTree(tx, actor, targetId);
    if (target.type === "admin") throw forbidden("Admins cannot be suspended or reactivated");
    if (target.status === "active") throw conflict("This user is already active");
    if (target.status === "pending") throw businessRule("This registration is pending: approve or reject it instead");
    const approval = target.approvedAt ? {} : { approvedAt: new Date(), approvedBy: actor.userId };
    await updateUser(tx, target.id, { status: "active", ...approval });
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "user.reactivate",
      entityType: "user",
      entityId: target.id,
      before: { status: target.status },
      after: { status: "active" },
    });
  });
  return userRow(db, targetId);
}

const referrer = alias(users, "referrer");

export async function listApprovals(
  db: DbOrTx,
  actor: Actor,
  query: PageRequest & { q?: string },
): Promise<Page<Approval>> {
  const where = and(eq(users.status, "pending"), treeCondition(actor), searchCondition(query.q));
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, referrerUsername: referrer.username })
    .from(users)
    .leftJoin(referrer, eq(referrer.id, users.uplineId))
    .where(where)
    .orderBy(asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ user, referrerUsername }) => ({
      id: user.id,
      username: user.username,
      name: user.name,
      referrerId: user.uplineId,
      referrerUsername,
      createdAt: user.createdAt.toISOString(),
    })),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function pendingInTree(tx: Tx, actor: Actor, targetId: number): Promise<UserRow> {
  const target = await targetInTree(tx, actor, targetId);
  if (target.status !== "pending") throw conflict("This registration is not pending any more");
  return target;
}

export async function approveRegistration(db: Db, actor: Actor, targetId: number): Promise<HierarchyUser> {
  await db.transaction(async (tx) => {
    const target = await pendingInTree(tx, actor, targetId);
    await updateUser(tx, target.id, { status: "active", approvedAt: new Date(), approvedBy: actor.userId });
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "approval.approve",
      entityType: "user",
      entityId: target.id,
      before: { status: "pending" },
      after: { status: "active" },
    });
  });
  return userRow(db, targetId);
}

/**
 * Rejects a registration: the user stays, suspended, so the username is not reused and the wallets the ledger
 * opened are never deleted; the reason is kept in the audit record. Reactivating it later approves it.
 */
export async function rejectRegistration(
  db: Db,
  actor: Actor,
  targetId: number,
  reason?: string,
): Promise<HierarchyUser> {
  await db.transaction(async (tx) => {
    const target = await pendingInTree(tx, actor, targetId);
    await updateUser(tx, target.id, { status: "suspended" });
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "approval.reject",
      entityType: "user",
      entityId: target.id,
      before: { status: "pending" },
      after: { status: "suspended", reason: reason ?? null },
    });
  });
  return userRow(db, targetId);
}

/** An admin sets a new password for anyone but an admin (admins change their own); sessions end. */
export async function adminResetPassword(db: Db, actor: Actor, targetId: number, newPassword: string): Promise<void> {
  const [target] = await db.select({ type: users.type }).from(users).where(eq(users.id, targetId));
  if (!target) throw notFound("User not found");
  if (target.type === "admin") throw forbidden("An admin's password cannot be reset here; admins change their own");
  await resetPassword(db, targetId, newPassword, auditActor(actor));
}
