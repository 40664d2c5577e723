import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type UserRow, users } from "../users/table.ts";
import { resultRows } from "./core.ts";

/** Deeper than any real chain (admin → 5 agent levels → referring players); stops a corrupt cycle from looping. */
const MAX_TREE_DEPTH = 64;

export type Manager = Pick<UserRow, "id" | "type">;

/** Whether `ancestorId` sits above `userId` in the upline chain, at any depth (walks up: one row per level). */
export async function isInDownline(db: DbOrTx, ancestorId: number, userId: number): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive chain(id, upline_id, depth) as (
      select id, upline_id, 0 from users where id = ${userId}
      union all
      select u.id, u.upline_id, c.depth + 1 from users u join chain c on u.id = c.upline_id
      where c.depth < ${MAX_TREE_DEPTH}
    )
    select exists(select 1 from chain where id = ${ancestorId} and depth > 0) as found`);
  const found = resultRows<{ found: boolean | string }>(result)[0]?.found;
  return found === true || found === "t";
}

/**
 * Who may move points to and from whom (docs/roles.md, "Wallets"): the admin for everyone, the cashier (staff2) for
 * every player, an agent for anyone in its own subtree at any depth. Nobody for themselves; nobody else at all.
 */
export async function canManage(db: DbOrTx, manager: Manager, target: Pick<UserRow, "id" | "type">): Promise<boolean> {
  if (manager.id === target.id) return false;
  switch (manager.type) {
    case "admin":
      return true;
    case "staff2":
      return target.type === "player";
    case "user":
      return isInDownline(db, manager.id, target.id);
    default:
      return false;
  }
}

export type DownlineRow = {
  id: number;
  username: string;
  name: string;
  type: string;
  agentType: string | null;
  status: string;
  pointsCentavos: number;
  commissionCentavos: number;
};

/** LIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Users the manager may manage whose username or name contains `q`, with their balances (at most `limit`). */
export async function searchManageable(db: DbOrTx, manager: Manager, q: string, limit = 50): Promise<DownlineRow[]> {
  let scope: SQL;
  let tree = sql``;
  switch (manager.type) {
    case "admin":
      scope = sql`u.id <> ${manager.id}`;
      break;
    case "staff2":
      scope = sql`u.type = 'player'`;
      break;
    case "user":
      tree = sql`with recursive tree(id, depth) as (
        select id, 1 from users where upline_id = ${manager.id}
        union all
        select u.id, t.depth + 1 from users u join tree t on u.upline_id = t.id where t.depth < ${MAX_TREE_DEPTH}
      )`;
      scope = sql`u.id in (select id from tree)`;
      break;
    default:
      return [];
  }
  const pattern = containsPattern(q);
  const result = await db.execute(sql`
    ${tree}
    select u.id, u.username, u.name, u.type, u.agent_type, u.status,
      coalesce(sum(a.balance_centavos) filter (where a.purpose = 'points'), 0) as points,
      coalesce(sum(a.balance_centavos) filter (where a.purpose like 'commission:%'), 0) as commission
    from users u left join ledger_accounts a on a.owner_user_id = u.id
    where ${scope} and (u.username ilike ${pattern} or u.name ilike ${pattern})
    group by u.id
    order by u.username
    limit ${limit}`);
  return resultRows<{
    id: number;
    username: string;
    name: string;
    type: string;
    agent_type: string | null;
    status: string;
    points: string | number;
    commission: string | number;
  }>(result).map((r) => ({
    id: Number(r.id),
    username: r.username,
    name: r.name,
    type: r.type,
    agentType: r.agent_type,
    status: r.status,
    pointsCentavos: Number(r.points),
    commissionCentavos: Number(r.commission),
  }));
}

export async function findUserRow(db: DbOrTx, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}
