import { randomBytes } from "node:crypto";
import type { AgentType, Registration, TokenType } from "@sabong/shared/auth";
import { COMMISSION_BALANCE_LIST, type CommissionBalance } from "@sabong/shared/commission";
import { isAdult, type KycStatus } from "@sabong/shared/identity";
import { centavosToPesos } from "@sabong/shared/money";
import { type CommissionField, canRefer, type PercentageField, type UserDetail } from "@sabong/shared/users";
import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { DomainError, notFound } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { recordAudit } from "../audit/service.ts";
import { hashPassword } from "../auth/service.ts";
import { registrationMatches } from "../identity/service.ts";
import { openUserAccounts, userBalances } from "../ledger/service.ts";
import { restrictionOf } from "../protection/service.ts";
import { type UserRow, users } from "./table.ts";

export type NewUser = {
  username: string;
  name: string;
  password: string;
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

/** Creates a user and its wallets in the caller's transaction. */
export async function createUser(tx: Tx, input: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, input.username));
  if (taken) throw new DomainError("CONFLICT", "That username is already taken");
  const [user] = await tx
    .insert(users)
    .values({
      username: input.username,
      name: input.name,
      passwordHash,
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
  await openUserAccounts(tx, user.id);
  return user;
}

/** What a registration matching the exclusion list is told: nothing about the list, nor which detail matched. */
export const REGISTRATION_EXCLUDED_MESSAGE = "We cannot open an account with these details. Please contact support.";

export const REGISTRATION_UNDER_21_MESSAGE = "You must be 21 or older to open an account.";

/**
 * A player registers under the agent or player whose referral code they carry; they wait for approval. Under 21 on
 * the Manila calendar (`isAdult`) is refused; so is a name with birth date, or a mobile, on the exclusion list (the
 * attempt audited with the referrer and the kinds matched, never the details).
 */
export async function registerPlayer(
  db: DbOrTx,
  input: Registration,
  ip: string | null,
  check: { exclusionSecret: string; nowMs: number },
): Promise<UserRow> {
  const [referrer] = await db.select().from(users).where(eq(users.refCode, input.refCode.toUpperCase()));
  if (referrer?.status !== "active" || !canRefer(referrer.type)) {
    throw new DomainError("BAD_REQUEST", "That referral code is not valid. Ask your agent for a new link.");
  }
  if (!isAdult(input.birthDate, check.nowMs)) throw new DomainError("BAD_REQUEST", REGISTRATION_UNDER_21_MESSAGE);
  const person = { fullName: input.name, birthDate: input.birthDate, mobile: input.mobile };
  const matched = await registrationMatches(db, person, check.exclusionSecret);
  if (matched.length > 0) {
    await transact(db, (tx) =>
      recordAudit(tx, {
        actor: { userId: referrer.id, username: referrer.username, ip },
        action: "user.register.refused",
        entityType: "user",
        entityId: null,
        before: null,
        after: { reason: "exclusion-list", matched, referrerId: referrer.id },
      }),
    );
    throw new DomainError("BAD_REQUEST", REGISTRATION_EXCLUDED_MESSAGE);
  }
  return transact(db, async (tx) => {
    const user = await createUser(tx, {
      username: input.username,
      name: input.name,
      password: input.password,
      type: "player",
      uplineId: referrer.id,
      status: "pending",
      birthDate: input.birthDate,
      mobile: input.mobile,
    });
    await recordAudit(tx, {
      actor: { userId: user.id, username: user.username, ip },
      action: "user.register",
      entityType: "user",
      entityId: user.id,
      before: null,
      after: { username: user.username, uplineId: referrer.id, status: "pending" },
    });
    return user;
  });
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

/** The user detail exactly as spec section 3 describes it; the per-game fields come from the shared balance map. */
export async function userDetail(db: DbOrTx, userId: number): Promise<UserDetail> {
  const user = await findUser(db, userId);
  const balances = await userBalances(db, userId);
  const perGame = (field: (b: CommissionBalance) => [string, number]) =>
    Object.fromEntries(COMMISSION_BALANCE_LIST.map(field));
  return {
    ...(perGame((b) => [b.percentageField, user[b.rateField] / 100]) as Pick<UserDetail, PercentageField>),
    refCode: user.refCode,
    username: user.username,
    type: user.type === "user" ? (user.agentType ?? "loader") : user.type,
    account: {
      points: centavosToPesos(balances.points),
      ...(perGame((b) => [b.amountField, centavosToPesos(balances[b.wallet])]) as Record<CommissionField, number>),
    },
    // A restricted player signs in to the restricted view: the web reads it (and the end date) here.
    ...(user.type === "player" ? { restriction: await restrictionOf(db, userId) } : {}),
  };
}

/** The columns other modules may change after creation (hierarchy: status, approval, percentages). */
export type UserPatch = Partial<
  Pick<
    UserRow,
    "status" | "approvedAt" | "approvedBy" | "sabongBp" | "pick2Bp" | "pick3Bp" | "gameEndingBp" | "suertresBp"
  >
>;

/** Applies a patch in the caller's transaction and returns the row after it. */
export async function updateUser(tx: DbOrTx, userId: number, patch: UserPatch): Promise<UserRow> {
  const [user] = await tx.update(users).set(patch).where(eq(users.id, userId)).returning();
  if (!user) throw notFound("User not found");
  return user;
}
