/** Helpers for the ledger and wallet tests (not used by the server). */
import type { AgentType, TokenType } from "@sabong/shared";
import { count, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { createUser } from "../users/service.ts";
import type { UserRow } from "../users/table.ts";
import type { WalletActor } from "./operations.ts";
import { ledgerTransfers } from "./table.ts";

let serial = 0;

export type TestUserInput = {
  type: TokenType;
  agentType?: AgentType;
  uplineId?: number | null;
  status?: "pending" | "active" | "suspended";
  username?: string;
};

/** A user with a unique name (tests share databases between cases). */
export async function makeUser(db: Db, input: TestUserInput): Promise<UserRow> {
  serial += 1;
  const username = input.username ?? `t${Date.now().toString(36)}${serial}`;
  return db.transaction((tx) =>
    createUser(tx, {
      username,
      name: `Test ${username}`,
      password: "demo1234",
      type: input.type,
      agentType: input.agentType ?? null,
      uplineId: input.uplineId ?? null,
      status: input.status ?? "active",
    }),
  );
}

export const actorOf = (user: Pick<UserRow, "id" | "username">): WalletActor => ({
  userId: user.id,
  username: user.username,
  ip: "127.0.0.1",
});

export async function transferCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerTransfers);
  return row?.n ?? 0;
}

export async function auditCount(db: Db, action: string): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from audit_events where action = ${action}`);
  const rows = (result as { rows?: { n: string | number }[] }).rows ?? [];
  return Number(rows[0]?.n ?? 0);
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
