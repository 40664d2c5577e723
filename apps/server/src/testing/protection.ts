import { randomUUID } from "node:crypto";
import type { KycStatus } from "@sabong/shared/identity";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { resultRows } from "../db/sql.ts";
import { protectionState } from "../modules/protection/table.ts";
import { type Api, apiAs } from "./api.ts";
import { accessTokenOf, startTestApp, type TestApp } from "./app.ts";
import type { TestDatabaseKind } from "./databases.ts";
import { makeUser } from "./ledger.ts";
import { testClock } from "./sign-in.ts";
import { suiteFixture } from "./suite.ts";

/**
 * The player-protection suites' harness: the app on a clock the test moves (pending limit changes, sessions and
 * restrictions follow it), fresh players under the demo `gold` agent, and the demo accounts signed in on demand.
 */
export type ProtectionHarness = {
  t: TestApp;
  db: Db;
  clock: ReturnType<typeof testClock>;
  /** A new player under `upline` (default gold), signed in; `token` is their bearer token. */
  newPlayer: (upline?: string) => Promise<{ id: number; username: string; api: Api; token: string }>;
  /** A demo account (or any user with the demo password), signed in afresh. */
  as: (username: string) => Promise<Api>;
  close: () => Promise<void>;
};

export const HOUR_S = 3600;
export const DAY_S = 24 * HOUR_S;
export const newKey = () => `protect-${randomUUID()}`;

/** `kycStatus`: the identity status of `newPlayer`'s players (verified unless said: only they may bet). */
export async function startProtection(
  kind: TestDatabaseKind,
  options: { kycStatus?: KycStatus } = {},
): Promise<ProtectionHarness> {
  const clock = testClock();
  const t = await startTestApp(kind, {}, clock.now);
  const db = t.ctx.db;
  const as = async (username: string) => apiAs(t, { authorization: `Bearer ${await accessTokenOf(t.app, username)}` });
  return {
    t,
    db,
    clock,
    as,
    newPlayer: async (upline = "gold") => {
      const uplineId = t.ids.get(upline) ?? null;
      const user = await makeUser(db, { type: "player", uplineId, kycStatus: options.kycStatus ?? "verified" });
      const token = await accessTokenOf(t.app, user.username);
      return { id: user.id, username: user.username, token, api: apiAs(t, { authorization: `Bearer ${token}` }) };
    },
    close: () => t.close(),
  };
}

export const protectionSuite = (kind: TestDatabaseKind): ProtectionHarness => suiteFixture(() => startProtection(kind));

/** The player's protection_state row as the money statements read it. */
export async function stateOf(db: Db, userId: number) {
  const [row] = await db.select().from(protectionState).where(eq(protectionState.userId, userId));
  if (!row) throw new Error(`no protection_state for ${userId}`);
  return row;
}

/**
 * What the money paths do on each stake, payout and load (their work, not this module's): the totals move and a mark
 * records them, at `atMs`.
 */
export async function recordMovement(
  db: Db,
  userId: number,
  atMs: number,
  delta: { stakedCentavos?: number; creditedCentavos?: number; loadedCentavos?: number },
): Promise<void> {
  const [row] = await db
    .update(protectionState)
    .set({
      stakedTotalCentavos: sql`${protectionState.stakedTotalCentavos} + ${delta.stakedCentavos ?? 0}`,
      creditedTotalCentavos: sql`${protectionState.creditedTotalCentavos} + ${delta.creditedCentavos ?? 0}`,
      loadedTotalCentavos: sql`${protectionState.loadedTotalCentavos} + ${delta.loadedCentavos ?? 0}`,
    })
    .where(eq(protectionState.userId, userId))
    .returning();
  if (!row) throw new Error(`no protection_state for ${userId}`);
  await db.execute(sql`insert into protection_marks (user_id, at, staked_total_centavos, credited_total_centavos,
    loaded_total_centavos) values (${userId}, ${new Date(atMs).toISOString()}, ${row.stakedTotalCentavos},
    ${row.creditedTotalCentavos}, ${row.loadedTotalCentavos})`);
}

/** The audit rows about a user with this action, oldest first. */
export async function auditOf(db: Db, userId: number, action: string) {
  return resultRows<{ actor_username: string | null; before: unknown; after: unknown }>(
    await db.execute(sql`select actor_username, before, after from audit_events
      where entity_type = 'user' and entity_id = ${String(userId)} and action = ${action} order by id`),
  );
}
