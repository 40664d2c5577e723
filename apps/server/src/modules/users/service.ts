import { randomBytes } from "node:crypto";
import type { AgentType, TokenType } from "@sabong/shared/auth";
import type { KycStatus } from "@sabong/shared/identity";
import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { DomainError, notFound } from "../../errors.ts";
import { type UserRow, users } from "./table.ts";

/**
 * The users module's face: the user rows and nothing above them. It imports no other module, so that every module
 * may read users (table.ts, these functions) without a cycle; opening an account with its wallets, sign-up and the
 * user detail compose other modules and live in the accounts module.
 */

/** Walks up a user's chain of uplines (the walk down a subtree: db/tree.ts `inSubtree` over `usersView`). */
export { chainDown, isDescendant } from "./tree.ts";

/** A user row to insert: the password already hashed (accounts' createUser hashes it). */
export type UserInsert = {
  username: string;
  name: string;
  passwordHash: string;
  type: TokenType;
  agentType?: AgentType | null;
  uplineId?: number | null;
  status?: "pending" | "active" | "suspended";
  rates?: Partial<Record<"sabongBp" | "pick2Bp" | "pick3Bp" | "gameEndingBp" | "suertresBp", number>>;
  /** Registration's (YYYY-MM-DD and canonical mobile); null for accounts opened by an agent or the seed. */
  birthDate?: string | null;
  mobile?: string | null;
  /** The identity status to start at (every account starts unverified; the demo seed and test harnesses verify). */
  kycStatus?: KycStatus;
};

/** Referral codes: 8 characters without look-alikes (0/O, 1/I/L). */
const REF_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function newRefCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => REF_ALPHABET[b % REF_ALPHABET.length]).join("");
}

/** Inserts the user row in the caller's transaction; a taken username is refused. */
export async function insertUser(tx: Tx, input: UserInsert): Promise<UserRow> {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, input.username));
  if (taken) throw new DomainError("CONFLICT", "That username is already taken");
  const [user] = await tx
    .insert(users)
    .values({
      username: input.username,
      name: input.name,
      passwordHash: input.passwordHash,
      type: input.type,
      agentType: input.type === "user" ? (input.agentType ?? "loader") : null,
      uplineId: input.uplineId ?? null,
      refCode: newRefCode(),
      status: input.status ?? "active",
      birthDate: input.birthDate ?? null,
      mobile: input.mobile ?? null,
      ...(input.kycStatus ? { kycStatus: input.kycStatus } : {}),
      ...input.rates,
    })
    .returning();
  if (!user) throw new Error("user not created");
  return user;
}

/** The user whose referral code this is (already upper-cased), or undefined. */
export async function findUserByRefCode(db: DbOrTx, refCode: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.refCode, refCode));
  return user;
}

/** The user as stored now, or undefined. */
export async function findUserRow(db: DbOrTx, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function findUser(db: DbOrTx, userId: number): Promise<UserRow> {
  const user = await findUserRow(db, userId);
  if (!user) throw notFound("User not found");
  return user;
}

/** The columns other modules may change after creation (hierarchy: status, approval, percentages). */
export type UserPatch = Partial<
  Pick<
    UserRow,
    "status" | "approvedAt" | "approvedBy" | "sabongBp" | "pick2Bp" | "pick3Bp" | "gameEndingBp" | "suertresBp"
  >
>;

/** The user's row, locked FOR UPDATE in the caller's transaction (a change decided on what it reads), or undefined. */
export async function lockUser(tx: Tx, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/** Applies a patch in the caller's transaction and returns the row after it. */
export async function updateUser(tx: DbOrTx, userId: number, patch: UserPatch): Promise<UserRow> {
  const [user] = await tx.update(users).set(patch).where(eq(users.id, userId)).returning();
  if (!user) throw notFound("User not found");
  return user;
}
