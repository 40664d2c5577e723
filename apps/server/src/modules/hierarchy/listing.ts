import {
  AGENT_TYPES,
  type HierarchyUser,
  type TokenType,
  type UserStatus,
  userRole,
  userRoleLabel,
} from "@sabong/shared";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { userBalances } from "../ledger/service.ts";
import { users } from "../users/table.ts";
import { ratesOf } from "./rates.ts";

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
export type PageRequest = { page: number; pageSize: number };

const upline = alias(users, "upline");

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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

/** One page of users as list rows: upline, percentages, balances and counts of their direct downlines. */
export async function userPage(db: DbOrTx, where: SQL | undefined, request: PageRequest): Promise<Page<HierarchyUser>> {
  const [totalRow] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(upline, eq(upline.id, users.uplineId))
    .where(where);
  const rows = await db
    .select({
      user: users,
      uplineUsername: upline.username,
      agents: sql<number>`(select count(*) from users c where c.upline_id = ${users.id} and c.type = 'user')`.mapWith(
        Number,
      ),
      players:
        sql<number>`(select count(*) from users c where c.upline_id = ${users.id} and c.type = 'player')`.mapWith(
          Number,
        ),
    })
    .from(users)
    .leftJoin(upline, eq(upline.id, users.uplineId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  const items = await Promise.all(
    rows.map(async ({ user, uplineUsername, agents, players }): Promise<HierarchyUser> => {
      const balances = await userBalances(db, user.id);
      const commissionCentavos =
        balances["commission:sabong"] +
        balances["commission:pick2"] +
        balances["commission:pick3"] +
        balances["commission:game-ending"] +
        balances["commission:suertres"];
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
        balances: { pointsCentavos: balances.points, commissionCentavos },
        downlineCounts: { agents, players },
        createdAt: user.createdAt.toISOString(),
      };
    }),
  );
  return { items, total: totalRow?.n ?? 0, page: request.page, pageSize: request.pageSize };
}

/** One list row, for the answer of a create or an edit. */
export async function userRow(db: DbOrTx, userId: number): Promise<HierarchyUser> {
  const page = await userPage(db, eq(users.id, userId), { page: 1, pageSize: 1 });
  const [item] = page.items;
  if (!item) throw new Error(`user ${userId} vanished`);
  return item;
}
