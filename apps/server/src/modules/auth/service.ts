import type { ChangePassword, Credentials } from "@sabong/shared";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError, unauthorized } from "../../errors.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { users } from "../users/table.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords.ts";

export { hashPassword };

import { sessions } from "./table.ts";
import type { TokenService } from "./tokens.ts";

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;
export const INVALID_CREDENTIALS_MESSAGE = "Invalid username or password";
export const LOCKED_MESSAGE = `Account locked after ${MAX_FAILED_LOGINS} failed attempts. Try again in ${LOCKOUT_MINUTES} minutes.`;

export type LoginContext = { ip: string | null; userAgent: string | null };

/** A policy that may refuse a login after the password is right (the admin whitelist plugs in here). */
export type LoginPolicy = (db: DbOrTx, user: { id: number; type: string }, context: LoginContext) => Promise<void>;

export async function login(
  db: Db,
  tokens: TokenService,
  credentials: Credentials,
  context: LoginContext,
  policies: LoginPolicy[] = [],
): Promise<{ accessToken: string }> {
  const [user] = await db.select().from(users).where(eq(users.username, credentials.username));
  if (!user) {
    await verifyPassword(DUMMY_HASH, credentials.password);
    throw new DomainError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    throw new DomainError("ACCOUNT_LOCKED", LOCKED_MESSAGE);
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    await recordFailedLogin(db, user.id);
    throw new DomainError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.status === "pending")
    throw new DomainError("FORBIDDEN", "Your account is waiting for approval by your upline");
  if (user.status === "suspended")
    throw new DomainError("FORBIDDEN", "Your account is suspended. Contact your upline.");
  for (const policy of policies) await policy(db, user, context);

  const [session] = await db.transaction(async (tx) => {
    await tx.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
    return tx.insert(sessions).values({ userId: user.id, ip: context.ip, userAgent: context.userAgent }).returning();
  });
  if (!session) throw new Error("session not created");
  const accessToken = await tokens.sign({
    sub: String(user.id),
    sid: session.id,
    type: user.type,
    role: user.type === "user" ? (user.agentType ?? "loader") : user.type,
    username: user.username,
    name: user.name,
  });
  return { accessToken };
}

/** Counts a failure atomically; the fifth in a row locks the account for 15 minutes. */
async function recordFailedLogin(db: Db, userId: number): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.id, userId))
    .returning({ failedLogins: users.failedLogins });
  if (row && row.failedLogins >= MAX_FAILED_LOGINS) {
    await db
      .update(users)
      .set({ failedLogins: 0, lockedUntil: sql`now() + make_interval(mins => ${LOCKOUT_MINUTES})` })
      .where(eq(users.id, userId));
    throw new DomainError("ACCOUNT_LOCKED", LOCKED_MESSAGE);
  }
}

export async function sessionIsLive(db: DbOrTx, sessionId: string, userId: number): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const [row] = await db
    .select({ status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return row?.status === "active";
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function revokeSessions(db: DbOrTx, userId: number, keepSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

export async function changePassword(
  db: Db,
  who: { userId: number; sessionId: string },
  input: ChangePassword,
  actor: AuditActor,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, who.userId));
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new DomainError("BAD_REQUEST", "Current password is incorrect");
  }
  if (input.oldPassword === input.newPassword) {
    throw new DomainError("BAD_REQUEST", "The new password must differ from the current one");
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, who.sessionId);
    await recordAudit(tx, {
      actor,
      action: "password.change",
      entityType: "user",
      entityId: user.id,
      before: { otherSessions: "live" },
      after: { otherSessions: "ended" },
    });
  });
}

/** Used by admins: sets a new password and ends all the user's sessions. */
export async function resetPassword(db: Db, userId: number, newPassword: string, actor: AuditActor): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw new DomainError("NOT_FOUND", "User not found");
    await revokeSessions(tx, userId);
    await recordAudit(tx, {
      actor,
      action: "password.reset",
      entityType: "user",
      entityId: userId,
      before: null,
      after: { sessions: "ended" },
    });
  });
}
