import type { AdminDashboard } from "@sabong/shared/accounting";
import { AGENT_TYPES } from "@sabong/shared/auth";
import { COMMISSION_BALANCES, COMMISSION_GAMES } from "@sabong/shared/commission";
import { userRoleLabel } from "@sabong/shared/users";
import { count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { ledgerAccounts } from "../ledger/table.ts";
import { users } from "../users/table.ts";

type CirculationRow = AdminDashboard["circulation"][number];

/** The levels whose points wallets are summed, top of the tree first (stored type, or agent type for agents). */
const LEVELS = ["admin", "staff", "staff2", ...AGENT_TYPES, "player"] as const;

/** Plain names of the levels (the admin's own stock is its undistributed points); agents by their shown type. */
const STAFF_LABELS: Record<string, string> = {
  admin: "Admin (undistributed)",
  staff: "Operators (staff)",
  staff2: "Cashiers (staff2)",
  player: "Players",
};

/** "MASTER-AGENT" → "Master-agents". */
function levelLabel(level: string): string {
  const staff = STAFF_LABELS[level];
  if (staff) return staff;
  const shown = (AGENT_TYPES as readonly string[]).includes(level) ? userRoleLabel("user", level) : level;
  const words = shown.toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}s`;
}

/**
 * The money in users' hands now: the stored balances of the points wallets by level, then each commission wallet
 * summed over everyone. One grouped scan of the user accounts joined to their owners; every level and wallet is
 * listed, with zeros, so the table keeps its shape.
 */
export async function circulation(db: DbOrTx): Promise<CirculationRow[]> {
  const level = sql<string>`coalesce(${users.agentType}, ${users.type})`;
  const rows = await db
    .select({
      level,
      purpose: ledgerAccounts.purpose,
      accounts: count(),
      centavos: sql<string>`coalesce(sum(${ledgerAccounts.balanceCentavos}), 0)`,
    })
    .from(ledgerAccounts)
    .innerJoin(users, eq(users.id, ledgerAccounts.ownerUserId))
    .where(eq(ledgerAccounts.kind, "user"))
    .groupBy(level, ledgerAccounts.purpose);

  const sums = new Map<string, { accounts: number; centavos: number }>();
  const add = (key: string, accounts: number, centavos: number) => {
    const sum = sums.get(key) ?? { accounts: 0, centavos: 0 };
    sums.set(key, { accounts: sum.accounts + accounts, centavos: sum.centavos + centavos });
  };
  for (const row of rows) {
    const key = row.purpose === "points" ? `points:${row.level}` : row.purpose;
    add(key, Number(row.accounts), Number(row.centavos));
  }
  const line = (key: string, label: string): CirculationRow => ({ key, label, ...(sums.get(key) ?? zero) });
  return [
    ...LEVELS.map((l) => line(`points:${l}`, levelLabel(l))),
    ...COMMISSION_GAMES.map((game) =>
      line(COMMISSION_BALANCES[game].wallet, `Commission · ${COMMISSION_BALANCES[game].label}`),
    ),
  ];
}

const zero = { accounts: 0, centavos: 0 } as const;
