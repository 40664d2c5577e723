import type { Registration } from "@sabong/shared/auth";
import { COMMISSION_BALANCE_LIST, type CommissionBalance } from "@sabong/shared/commission";
import { isAdult } from "@sabong/shared/identity";
import { centavosToPesos } from "@sabong/shared/money";
import { type CommissionField, canRefer, type PercentageField, type UserDetail } from "@sabong/shared/users";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { recordAudit } from "../audit/service.ts";
import { hashPassword } from "../auth/service.ts";
import { registrationMatches } from "../identity/service.ts";
import { openUserAccounts, userBalances } from "../ledger/service.ts";
import { restrictionOf } from "../protection/service.ts";
import { findUser, findUserByRefCode, insertUser, type UserInsert } from "../users/service.ts";
import type { UserRow } from "../users/table.ts";

/**
 * A person's account above the user row: opening one (the row, its password hashed, its wallets in the ledger),
 * a player's sign-up under a referral code, and the account's detail. It composes users, auth, identity, ledger and
 * protection, so that users itself stays a leaf every module may read.
 */

/** What an account is opened with: the user row's columns and the password in clear. */
export type NewUser = Omit<UserInsert, "passwordHash"> & { password: string };

/** Creates a user and its wallets in the caller's transaction. */
export async function createUser(tx: Tx, input: NewUser): Promise<UserRow> {
  const { password, ...row } = input;
  const user = await insertUser(tx, { ...row, passwordHash: await hashPassword(password) });
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
  const referrer = await findUserByRefCode(db, input.refCode.toUpperCase());
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
