import type { AgentType, TokenType } from "@sabong/shared/auth";
import type { KycStatus } from "@sabong/shared/identity";
import { count, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../db/client.ts";
import { resultRows } from "../db/sql.ts";
import { transact } from "../events/transact.ts";
import { createUser } from "../modules/accounts/service.ts";
import type { AuditActor } from "../modules/audit/service.ts";
import { checkLedger, postTransfers, systemAccountId, userAccountId } from "../modules/ledger/service.ts";
import { ledgerTransfers } from "../modules/ledger/table.ts";
import type { UserRow } from "../modules/users/table.ts";

/** Users, money and ledger checks for the server tests. */

let serial = 0;

export type TestUserInput = {
  type: TokenType;
  agentType?: AgentType;
  uplineId?: number | null;
  status?: "pending" | "active" | "suspended";
  username?: string;
  /** A player starts verified here (so the money paths take their stakes), unless a test says otherwise. */
  kycStatus?: KycStatus;
};

/** A user with a unique name (tests share databases between cases). */
export async function makeUser(db: Db, input: TestUserInput): Promise<UserRow> {
  serial += 1;
  const username = input.username ?? `t${Date.now().toString(36)}${serial}`;
  return transact(db, (tx) =>
    createUser(tx, {
      username,
      name: `Test ${username}`,
      password: "demo1234",
      type: input.type,
      agentType: input.agentType ?? null,
      uplineId: input.uplineId ?? null,
      status: input.status ?? "active",
      kycStatus: input.kycStatus ?? (input.type === "player" ? "verified" : undefined),
    }),
  );
}

/** The user as the wallet operations' actor (signed in from the loopback address). */
export const actorOf = (user: Pick<UserRow, "id" | "username">): NonNullable<AuditActor> => ({
  userId: user.id,
  username: user.username,
  ip: "127.0.0.1",
});

/** Mints points straight from the bank to a user (test funding). */
export async function fund(db: Db, userId: number, amountCentavos: number): Promise<void> {
  await transact(db, async (tx) => {
    const bank = await systemAccountId(tx, "bank");
    const points = await userAccountId(tx, userId, "points");
    await postTransfers(
      tx,
      [{ debitAccountId: bank, creditAccountId: points, amountCentavos, code: "MINT", refType: "test" }],
      null,
    );
  });
}

export async function transferCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerTransfers);
  return row?.n ?? 0;
}

export async function auditCount(db: Db, action: string): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from audit_events where action = ${action}`);
  return Number(resultRows<{ n: string | number }>(result)[0]?.n ?? 0);
}

/** A user wallet's stored balance (`points`, `commission:sabong`, …). */
export async function wallet(db: Db, userId: number, purpose: string): Promise<number> {
  const result = await db.execute(
    sql`select balance_centavos from ledger_accounts where owner_user_id = ${userId} and purpose = ${purpose}`,
  );
  return Number(resultRows<{ balance_centavos: string | number }>(result)[0]?.balance_centavos ?? 0);
}

export const points = (db: Db, userId: number): Promise<number> => wallet(db, userId, "points");

/** A system account's balance is derived from its transfers: credits − debits. */
const derivedBalance = sql`sum(case when t.credit_account_id = a.id then t.amount_centavos else -t.amount_centavos end)`;
const withTransfers = sql`ledger_accounts a join ledger_transfers t on t.credit_account_id = a.id or t.debit_account_id = a.id`;

/** A system account's derived balance (credits − debits). */
export async function systemBalanceOf(db: Db, purpose: string): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(${derivedBalance}, 0) as b from ${withTransfers}
    where a.owner_user_id is null and a.purpose = ${purpose}`);
  return Number(resultRows<{ b: string | number }>(result)[0]?.b ?? 0);
}

/** After every scenario: stored user balances + derived system balances = 0, nothing negative, all consistent. */
export async function expectLedgerSound(db: Db): Promise<void> {
  const report = await checkLedger(db);
  expect(report.violations).toEqual([]);
  expect(report.userTotalCentavos + report.systemTotalCentavos).toBe(0);
  const result = await db.execute(
    sql`select count(*) as n from ledger_accounts where kind = 'user' and balance_centavos < 0`,
  );
  expect(Number(resultRows<{ n: string | number }>(result)[0]?.n)).toBe(0);
  // No system account but the bank may be below zero: the house in particular never is.
  const negatives = await db.execute(sql`
    select a.purpose, ${derivedBalance} as b from ${withTransfers}
    where a.kind = 'system' and a.purpose <> 'bank' group by a.purpose having ${derivedBalance} < 0`);
  expect(resultRows(negatives)).toEqual([]);
}

/** Expects a promise to fail with a DomainError of this code; returns the error for further checks. */
export async function expectDomainError(promise: Promise<unknown>, code: string): Promise<Error & { code: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as Error & { code?: string };
    if (e.code !== code) throw new Error(`expected ${code}, got ${e.code ?? e.name}: ${e.message}`);
    return e as Error & { code: string };
  }
  throw new Error(`expected ${code}, but it succeeded`);
}

/**
 * The test database is dropped WITH (FORCE) right after pool.end(), which resolves before idle sockets are closed:
 * the server then terminates them and, with no listener, pg-pool's idle-error event becomes an uncaught exception.
 * Tests that open a pool attach a listener (the proper fix belongs in testing/databases.ts and db/client.ts).
 */
export function ignoreIdleDisconnects(db: Db): void {
  const client = (db as unknown as { $client?: { on?: (event: string, listener: () => void) => void } }).$client;
  if (client && "totalCount" in client) client.on?.("error", () => {});
}
