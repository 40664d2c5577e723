import { count } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { seedDemoMoney } from "../ledger/service.ts";
import { createUser, type NewUser } from "../users/service.ts";
import { users } from "../users/table.ts";

export const DEMO_PASSWORD = "demo1234";

/** One agent chain with the percentages of the worked examples (shared/rules-examples.md). */
export const DEMO_ACCOUNTS: (Omit<NewUser, "password" | "uplineId"> & { upline?: string })[] = [
  { username: "admin", name: "Site Admin", type: "admin" },
  { username: "operator", name: "Arena Operator", type: "staff" },
  { username: "cashier", name: "Cashier Staff", type: "staff2" },
  {
    username: "incorporator",
    name: "Head Incorporator",
    type: "user",
    agentType: "incorporator",
    upline: "admin",
    rates: { sabongBp: 400, pick2Bp: 1000, pick3Bp: 1000, gameEndingBp: 800, suertresBp: 1000 },
  },
  {
    username: "subop",
    name: "Sub Operator",
    type: "user",
    agentType: "sub-operator",
    upline: "incorporator",
    rates: { sabongBp: 300, pick2Bp: 800, pick3Bp: 800, gameEndingBp: 600, suertresBp: 800 },
  },
  {
    username: "master",
    name: "Master Agent",
    type: "user",
    agentType: "master-agent",
    upline: "subop",
    rates: { sabongBp: 250, pick2Bp: 600, pick3Bp: 600, gameEndingBp: 400, suertresBp: 600 },
  },
  {
    username: "gold",
    name: "Gold Agent",
    type: "user",
    agentType: "gold-agent",
    upline: "master",
    rates: { sabongBp: 200, pick2Bp: 400, pick3Bp: 400, gameEndingBp: 300, suertresBp: 400 },
  },
  { username: "loader", name: "Loader Agent", type: "user", agentType: "loader", upline: "gold" },
  { username: "player", name: "Demo Player", type: "player", upline: "gold" },
];

/**
 * On an empty database: the demo accounts in development, only the first admin in production
 * (NODE_ENV=production requires ADMIN_PASSWORD and creates nothing else).
 */
export async function seedDatabase(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  if (config.production) {
    if (!config.adminPassword) throw new Error("NODE_ENV=production needs ADMIN_PASSWORD to create the first admin");
    await db.transaction((tx) =>
      createUser(tx, {
        username: "admin",
        name: "Site Admin",
        type: "admin",
        password: config.adminPassword as string,
      }),
    );
    log.info("created the first admin account");
    return;
  }
  const ids = await seedDemoAccounts(db);
  await seedDemoMoney(db, ids);
  log.info(`created demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.username).join(", ")}`);
}

export async function seedDemoAccounts(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const { upline, ...account } of DEMO_ACCOUNTS) {
      const user = await createUser(tx, {
        ...account,
        password: DEMO_PASSWORD,
        uplineId: upline ? ids.get(upline) : null,
      });
      ids.set(user.username, user.id);
    }
  });
  return ids;
}
