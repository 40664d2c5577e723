import {
  allowedDownlineRoles,
  type CreateDownline,
  type HierarchyUser,
  type UpdateRates,
  userRoleLabel,
} from "@sabong/shared/users";
import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { businessRule, conflict, forbidden, notFound } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { createUser } from "../accounts/service.ts";
import { type AuditEntry, recordAudit } from "../audit/service.ts";
import { resetPassword, revokeSessions } from "../auth/service.ts";
import { recordNotice, SUSPENSION_REF_TYPE } from "../notices/service.ts";
import { isDescendant, lockUser, updateUser } from "../users/service.ts";
import { type UserRow, users } from "../users/table.ts";
import { type Actor, assertNotLoader, auditActor, isAdmin, targetInTree } from "./actor.ts";
import { userRow } from "./listing.ts";
import {
  assertLoaderRates,
  assertWithinBounds,
  isLoader,
  lowerBound,
  pickRates,
  ratesOf,
  upperBound,
  ZERO_RATES,
} from "./rates.ts";

/** The hierarchy's public face: who manages whom, the lists, and every change of a user in the tree. */

export type { Actor } from "./actor.ts";
export { loadCommissionChains } from "./commission-chains.ts";
export type { Page } from "./listing.ts";
export { listApprovals, listDownlines, listPlayers, listUsers } from "./lists.ts";
export { canManage, type DownlineRow, type Manager, searchManageable } from "./policy.ts";

export async function createDownline(db: DbOrTx, actor: Actor, input: CreateDownline): Promise<HierarchyUser> {
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
  const user = await transact(db, async (tx) => {
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
  db: DbOrTx,
  actor: Actor,
  targetId: number,
  input: UpdateRates,
): Promise<HierarchyUser> {
  assertNotLoader(actor);
  const patch = pickRates(input);
  await transact(db, async (tx) => {
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

/** What a change of one user records in the audit (actor and entity are filled in). */
type UserChange = Pick<AuditEntry, "action" | "before" | "after">;

/**
 * One change of a user the actor may act on: the target is locked, `change` checks and applies it, and its audit
 * row is written, in one transaction. Answers the user's list row after it.
 */
async function changeUser(
  db: DbOrTx,
  actor: Actor,
  targetId: number,
  change: (tx: Tx, target: UserRow) => Promise<UserChange>,
): Promise<HierarchyUser> {
  await transact(db, async (tx) => {
    const target = await targetInTree(tx, actor, targetId);
    const audit = await change(tx, target);
    await recordAudit(tx, { actor: auditActor(actor), entityType: "user", entityId: target.id, ...audit });
  });
  return userRow(db, targetId);
}

/** Suspensions and reactivations: never of an admin, never of a registration still pending. */
function assertSuspendable(target: UserRow, already: "suspended" | "active"): void {
  if (target.type === "admin") {
    throw forbidden(
      already === "suspended" ? "Admins cannot be suspended" : "Admins cannot be suspended or reactivated",
    );
  }
  if (target.status === already) throw conflict(`This user is already ${already}`);
  if (target.status === "pending") throw businessRule("This registration is pending: approve or reject it instead");
}

/** Suspends a user: they cannot log in and their sessions end now. Admins cannot be suspended. */
export async function suspendUser(db: DbOrTx, actor: Actor, targetId: number, reason?: string): Promise<HierarchyUser> {
  assertNotLoader(actor);
  return changeUser(db, actor, targetId, async (tx, target) => {
    assertSuspendable(target, "suspended");
    await updateUser(tx, target.id, { status: "suspended" });
    await revokeSessions(tx, target.id);
    await recordNotice(tx, {
      userId: target.id,
      kind: "account",
      title: "Your account was suspended",
      body: reason?.trim() ?? "",
      ref: { type: SUSPENSION_REF_TYPE, id: target.id },
    });
    return {
      action: "user.suspend",
      before: { status: target.status },
      after: { status: "suspended", reason: reason ?? null, sessions: "ended" },
    };
  });
}

/** Lifts a suspension. A rejected registration reactivated this way counts as approved. */
export async function reactivateUser(db: DbOrTx, actor: Actor, targetId: number): Promise<HierarchyUser> {
  assertNotLoader(actor);
  return changeUser(db, actor, targetId, async (tx, target) => {
    assertSuspendable(target, "active");
    const approval = target.approvedAt ? {} : { approvedAt: new Date(), approvedBy: actor.userId };
    await updateUser(tx, target.id, { status: "active", ...approval });
    await recordNotice(tx, { userId: target.id, kind: "account", title: "Your account is active again" });
    return { action: "user.reactivate", before: { status: target.status }, after: { status: "active" } };
  });
}

/** Decides a pending registration: the user becomes active, or stays suspended (see rejectRegistration). */
function decideRegistration(
  db: DbOrTx,
  actor: Actor,
  targetId: number,
  decision: "approve" | "reject",
  reason?: string,
): Promise<HierarchyUser> {
  return changeUser(db, actor, targetId, async (tx, target) => {
    if (target.status !== "pending") throw conflict("This registration is not pending any more");
    if (decision === "approve") {
      await updateUser(tx, target.id, { status: "active", approvedAt: new Date(), approvedBy: actor.userId });
      return { action: "approval.approve", before: { status: "pending" }, after: { status: "active" } };
    }
    await updateUser(tx, target.id, { status: "suspended" });
    return {
      action: "approval.reject",
      before: { status: "pending" },
      after: { status: "suspended", reason: reason ?? null },
    };
  });
}

export function approveRegistration(db: DbOrTx, actor: Actor, targetId: number): Promise<HierarchyUser> {
  return decideRegistration(db, actor, targetId, "approve");
}

/**
 * Rejects a registration: the user stays, suspended, so the username is not reused and the wallets the ledger
 * opened are never deleted; the reason is kept in the audit record. Reactivating it later approves it.
 */
export function rejectRegistration(
  db: DbOrTx,
  actor: Actor,
  targetId: number,
  reason?: string,
): Promise<HierarchyUser> {
  return decideRegistration(db, actor, targetId, "reject", reason);
}

/** An admin sets a new password for anyone but an admin (admins change their own); sessions end. */
export async function adminResetPassword(
  db: DbOrTx,
  actor: Actor,
  targetId: number,
  newPassword: string,
): Promise<void> {
  const [target] = await db.select({ type: users.type }).from(users).where(eq(users.id, targetId));
  if (!target) throw notFound("User not found");
  if (target.type === "admin") throw forbidden("An admin's password cannot be reset here; admins change their own");
  await resetPassword(db, targetId, newPassword, auditActor(actor));
}
