import type { ChangePassword, Credentials } from "@sabong/shared/auth";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { DomainError, unauthorized } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { suspensionReasonOf } from "../notices/service.ts";
import { users } from "../users/table.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./passwords.ts";

export { hashPassword };

import type { DeviceClaim, DeviceOwner } from "./device-cookie.ts";
import { sessions } from "./table.ts";
import type { Guesser, Throttles } from "./throttle.ts";
import type { TokenService } from "./tokens.ts";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid username or password";

/** `device`: the request's device cookie for this username, already checked to be signed by us and unexpired. */
export type LoginContext = {
  ip: string | null;
  userAgent: string | null;
  device?: DeviceClaim | null;
  /** The browser's own random id (X-Device-Id), when it sent a well-formed one. */
  deviceId?: string | null;
};

/** A policy that may refuse a login after the password is right (the admin whitelist plugs in here). */
export type LoginPolicy = (db: DbOrTx, user: { id: number; type: string }, context: LoginContext) => Promise<void>;

/**
 * Throttled, never locked (docs/decisions/0006-sign-in-throttling.md): a known and an unknown username take the
 * same path — the guess's point taken first, one argon2 verify, the same 401. A device the user signed in from
 * before (0010-device-cookies.md) guesses on its own counter instead. `owner` is who a new device cookie is for.
 */
/** What a suspended user is told at sign-in (after the right password only): the reason, when one was given. */
export async function suspendedMessage(db: DbOrTx, userId: number): Promise<string> {
  const reason = await suspensionReasonOf(db, userId);
  return reason
    ? `Your account is suspended: ${reason.replace(/[.\s]+$/, "")}. Contact your upline.`
    : "Your account is suspended. Contact your upline.";
}

/** Why a session that was live is refused now: the account's suspension (with its reason), or the session ended. */
export async function signedOutMessage(db: DbOrTx, userId: number): Promise<string> {
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  if (user?.status === "suspended") return `You were signed out. ${await suspendedMessage(db, userId)}`;
  return "You were signed out: this session was ended (signed out, or the password was changed). Please sign in again.";
}

export async function login(
  db: DbOrTx,
  tokens: TokenService,
  throttles: Throttles,
  credentials: Credentials,
  context: LoginContext,
  policies: LoginPolicy[] = [],
): Promise<{ accessToken: string; owner: DeviceOwner }> {
  const guesser = (await trustedDevice(db, context.device)) ?? {
    username: credentials.username,
    address: context.ip ?? "unknown",
  };
  // Counted before the password is looked at, so that concurrent guesses cannot all be checked.
  const guess = await throttles.takeGuess(guesser);
  const [user] = await db.select().from(users).where(eq(users.username, credentials.username));
  const passwordIsRight = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, credentials.password);
  if (!user || !passwordIsRight) throw new DomainError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  await throttles.guessWasRight(guess);
  if (user.status === "pending")
    throw new DomainError("FORBIDDEN", "Your account is waiting for approval by your upline");
  if (user.status === "suspended") throw new DomainError("FORBIDDEN", await suspendedMessage(db, user.id));
  for (const policy of policies) await policy(db, user, context);

  const [session] = await db
    .insert(sessions)
    .values({ userId: user.id, ip: context.ip, userAgent: context.userAgent, deviceId: context.deviceId ?? null })
    .returning();
  if (!session) throw new Error("session not created");
  const accessToken = await tokens.sign({
    sub: String(user.id),
    sid: session.id,
    type: user.type,
    role: user.type === "user" ? (user.agentType ?? "loader") : user.type,
    username: user.username,
    name: user.name,
  });
  return { accessToken, owner: { id: user.id, username: user.username, sessionGeneration: user.sessionGeneration } };
}

/**
 * The device's own guesser, if its cookie was issued to this very user (not one deleted and re-created under the
 * name) under the current session generation (not revoked since). Looked up only for requests holding a signed
 * cookie, so a stranger's guesses cost no query before their point is taken.
 */
async function trustedDevice(db: DbOrTx, claim: DeviceClaim | null | undefined): Promise<Guesser | null> {
  if (!claim) return null;
  const [row] = await db
    .select({ id: users.id, generation: users.sessionGeneration })
    .from(users)
    .where(eq(users.username, claim.username));
  return row?.id === claim.userId && row.generation === claim.generation ? { device: claim.device } : null;
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

/**
 * Ends every session of a user, or every one but `keepSessionId`, and with them every device cookie issued to the
 * user (their session generation moves on). Answers the new generation.
 */
export async function revokeSessions(db: DbOrTx, userId: number, keepSessionId?: string): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
  const [row] = await db
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, userId))
    .returning({ generation: users.sessionGeneration });
  return row?.generation ?? 0;
}

/** Answers the new session generation: the caller's own device gets a fresh device cookie under it. */
export async function changePassword(
  db: DbOrTx,
  who: { userId: number; sessionId: string },
  input: ChangePassword,
  actor: AuditActor,
): Promise<number> {
  const [user] = await db.select().from(users).where(eq(users.id, who.userId));
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new DomainError("BAD_REQUEST", "Current password is incorrect");
  }
  if (input.oldPassword === input.newPassword) {
    throw new DomainError("BAD_REQUEST", "The new password must differ from the current one");
  }
  const passwordHash = await hashPassword(input.newPassword);
  return transact(db, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const generation = await revokeSessions(tx, user.id, who.sessionId);
    await recordAudit(tx, {
      actor,
      action: "password.change",
      entityType: "user",
      entityId: user.id,
      before: { otherSessions: "live" },
      after: { otherSessions: "ended" },
    });
    return generation;
  });
}

/** Used by admins: sets a new password and ends all the user's sessions. */
export async function resetPassword(db: DbOrTx, userId: number, newPassword: string, actor: AuditActor): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await transact(db, async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash })
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

/** Server-side logout: ends this one session (the trigger tells every process, which drops it and its sockets). */
export async function revokeSession(db: DbOrTx, userId: number, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Which of these sessions are still live (not revoked, owner active): what open sockets are re-checked against. */
export async function liveSessionIds(db: DbOrTx, sessionIds: string[]): Promise<Set<string>> {
  const ids = sessionIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), eq(users.status, "active")));
  return new Set(rows.map((row) => row.id));
}

/** Audited in the same transaction; if the store cannot clear, the audit row rolls back with it. */
export async function clearSignInThrottle(
  db: DbOrTx,
  throttles: Throttles,
  username: string,
  actor: AuditActor,
): Promise<void> {
  await transact(db, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
    await recordAudit(tx, {
      actor,
      action: "sign-in-throttle.clear",
      entityType: "user",
      entityId: user?.id ?? null,
      before: null,
      after: { username, signInThrottle: "cleared" },
    });
    await throttles.clearAccount(username);
  });
}
