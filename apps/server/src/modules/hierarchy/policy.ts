import type { PlayerRestriction } from "@sabong/shared/protection";
import { and, asc, eq, ne, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { inSubtree } from "../../db/tree.ts";
import { balancesOf } from "../ledger/service.ts";
import { restrictionsOf } from "../protection/service.ts";
import { isDescendant } from "../users/service.ts";
import { type UserRow, users, usersView } from "../users/table.ts";
import { searchCondition } from "./listing.ts";

/** Who manages: the signed-in user's id and token type. */
export type Manager = Pick<UserRow, "id" | "type">;

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
      return isDescendant(db, manager.id, target.id);
    default:
      return false;
  }
}

/** The users `canManage` allows, as a condition on users (undefined: nobody). */
function manageableCondition(manager: Manager): SQL | undefined {
  switch (manager.type) {
    case "admin":
      return ne(users.id, manager.id);
    case "staff2":
      return eq(users.type, "player");
    case "user":
      return inSubtree(usersView, users.id, manager.id);
    default:
      return undefined;
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
  /** Players only: their running time-out or self-exclusion (null: none). */
  restriction?: PlayerRestriction;
};

/** Users the manager may manage whose username or name contains `q`, with their balances (at most `limit`). */
export async function searchManageable(db: DbOrTx, manager: Manager, q: string, limit = 50): Promise<DownlineRow[]> {
  const scope = manageableCondition(manager);
  if (!scope) return [];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      type: users.type,
      agentType: users.agentType,
      status: users.status,
    })
    .from(users)
    .where(and(scope, searchCondition(q)))
    .orderBy(asc(users.username))
    .limit(limit);
  const balances = await balancesOf(
    db,
    rows.map((r) => r.id),
  );
  const restrictions = await restrictionsOf(
    db,
    rows.filter((r) => r.type === "player").map((r) => r.id),
  );
  return rows.map((row) => {
    const wallet = balances.get(row.id);
    return {
      ...row,
      ...(row.type === "player" ? { restriction: restrictions.get(row.id) ?? null } : {}),
      pointsCentavos: wallet?.pointsCentavos ?? 0,
      commissionCentavos: wallet?.commissionCentavos ?? 0,
    };
  });
}
