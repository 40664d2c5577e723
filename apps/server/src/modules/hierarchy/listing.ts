import { AGENT_TYPES, type TokenType } from "@sabong/shared/auth";
import type { KycStatus } from "@sabong/shared/identity";
import { type HierarchyUser, type UserStatus, userRole, userRoleLabel } from "@sabong/shared/users";
import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern } from "../../db/sql.ts";
import { grantedAmong } from "../identity/service.ts";
import { balancesOf } from "../ledger/service.ts";
import { restrictionsOf } from "../protection/service.ts";
import { type UserRow, users } from "../users/table.ts";
import { ratesOf } from "./rates.ts";

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
export type PageRequest = { page: number; pageSize: number };

/** One page: how many match in all, then the items of this window (both queries are the caller's). */
export async function pageOf<T>(
  request: PageRequest,
  total: PromiseLike<{ n: number }[]>,
  items: (limit: number, offset: number) => PromiseLike<T[]>,
): Promise<Page<T>> {
  const [totalRow] = await total;
  const { page, pageSize } = request;
  return { items: await items(pageSize, (page - 1) * pageSize), total: totalRow?.n ?? 0, page, pageSize };
}

const upline = alias(users, "upline");

export function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(users.username, pattern), ilike(users.name, pattern));
}

/** Condition for a role filter: the agent type for agents, the token type for everyone else. */
export function roleCondition(role: string | undefined): SQL | undefined {
  if (!role) return undefined;
  if ((AGENT_TYPES as readonly string[]).includes(role)) return and(eq(users.type, "user"), eq(users.agentType, role));
  return eq(users.type, role);
}

type UserWithUpline = { user: UserRow; uplineUsername: string | null };

/** A page of users matching `where` in `order`, each with its upline's username, shaped by `toItems`. */
export function usersPage<T>(
  db: DbOrTx,
  where: SQL | undefined,
  request: PageRequest,
  order: SQL,
  toItems: (rows: UserWithUpline[]) => Promise<T[]> | T[],
): Promise<Page<T>> {
  return pageOf(request, db.select({ n: count() }).from(users).where(where), async (limit, offset) =>
    toItems(
      await db
        .select({ user: users, uplineUsername: upline.username })
        .from(users)
        .leftJoin(upline, eq(upline.id, users.uplineId))
        .where(where)
        .orderBy(order)
        .limit(limit)
        .offset(offset),
    ),
  );
}

/** How many agents and players sit directly under each of these users (one grouped query). */
async function directDownlineCounts(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, HierarchyUser["downlineCounts"]>> {
  const counts = new Map(userIds.map((id) => [id, { agents: 0, players: 0 }]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ uplineId: users.uplineId, type: users.type, n: count() })
    .from(users)
    .where(inArray(users.uplineId, userIds))
    .groupBy(users.uplineId, users.type);
  for (const row of rows) {
    const entry = row.uplineId === null ? undefined : counts.get(row.uplineId);
    if (entry && row.type === "user") entry.agents = row.n;
    if (entry && row.type === "player") entry.players = row.n;
  }
  return counts;
}

/** One page of users as list rows: upline, percentages, balances and counts of their direct downlines. */
export function userPage(db: DbOrTx, where: SQL | undefined, request: PageRequest): Promise<Page<HierarchyUser>> {
  return usersPage(db, where, request, desc(users.id), async (rows) => {
    const ids = rows.map((r) => r.user.id);
    const balances = await balancesOf(db, ids);
    const downlines = await directDownlineCounts(db, ids);
    const restrictions = await restrictionsOf(
      db,
      rows.filter((r) => r.user.type === "player").map((r) => r.user.id),
    );
    const isStaff = (type: string) => type === "staff" || type === "staff2";
    const compliance = await grantedAmong(
      db,
      rows.filter((r) => isStaff(r.user.type)).map((r) => r.user.id),
      "compliance",
    );
    return rows.map(({ user, uplineUsername }): HierarchyUser => {
      const wallet = balances.get(user.id);
      return {
        id: user.id,
        username: user.username,
        name: user.name,
        type: user.type as TokenType,
        role: userRole(user.type, user.agentType),
        roleLabel: userRoleLabel(user.type, user.agentType),
        status: user.status as UserStatus,
        uplineId: user.uplineId,
        uplineUsername,
        refCode: user.refCode,
        rates: ratesOf(user),
        balances: { pointsCentavos: wallet?.pointsCentavos ?? 0, commissionCentavos: wallet?.commissionCentavos ?? 0 },
        downlineCounts: downlines.get(user.id) ?? { agents: 0, players: 0 },
        createdAt: user.createdAt.toISOString(),
        // Players carry their running time-out or self-exclusion, so every list shows it.
        // …and their identity status (issue 21), so an agent sees who may bet yet.
        ...(user.type === "player"
          ? { restriction: restrictions.get(user.id) ?? null, kycStatus: user.kycStatus as KycStatus }
          : {}),
        ...(isStaff(user.type) ? { compliance: compliance.has(user.id) } : {}),
      };
    });
  });
}

/** One list row, for the answer of a create or an edit. */
export async function userRow(db: DbOrTx, userId: number): Promise<HierarchyUser> {
  const page = await userPage(db, eq(users.id, userId), { page: 1, pageSize: 1 });
  const [item] = page.items;
  if (!item) throw new Error(`user ${userId} vanished`);
  return item;
}
