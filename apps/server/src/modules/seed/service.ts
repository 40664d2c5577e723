import { count, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import { createUser, type NewUser } from "../accounts/service.ts";
import { findUserRow } from "../users/service.ts";
import { users } from "../users/table.ts";
import { load, mint, type WalletActor } from "../wallet/service.ts";
import { openDueDraws, seedDemoDraws } from "./draws.ts";
import { seedDemoEvents } from "./events.ts";
import { DEMO_WAITING_ACCOUNT, seedDemoIdentity } from "./identity.ts";
import { DEMO_PROTECTION_ACCOUNTS, seedDemoProtection } from "./protection.ts";

export { DEMO_PROTECTION_ACCOUNTS, DEMO_WAITING_ACCOUNT };

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
  { username: "player", name: "Demo Player", type: "player", upline: "gold", kycStatus: "verified" },
  // Last, so the accounts above keep their ids: the second staff account that confirms entered draw results.
  { username: "operator2", name: "Second Operator", type: "staff" },
];

/**
 * On an empty database: the demo accounts in development, only the first admin in production
 * (NODE_ENV=production requires ADMIN_PASSWORD and creates nothing else).
 */
export async function seedDatabase(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.production && !config.adminPassword) {
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) === 0) throw new Error("NODE_ENV=production needs ADMIN_PASSWORD to create the first admin");
  }
  const created = await transact(db, async (tx) => {
    // Several processes may start at once on an empty database: one seeds, the others wait here and find it seeded.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return null;
    if (config.production) {
      await createUser(tx, {
        username: "admin",
        name: "Site Admin",
        type: "admin",
        password: config.adminPassword as string,
      });
      return "admin" as const;
    }
    const ids = await seedDemoAccounts(tx);
    await seedDemoMoney(tx, ids);
    await seedDemoProtection(tx, ids, DEMO_PASSWORD);
    const goldId = ids.get("gold") as number;
    await seedDemoIdentity(tx, { goldId, password: DEMO_PASSWORD, secret: config.identityHmacSecret });
    const operator = { id: ids.get("operator") as number, username: "operator" };
    await seedDemoDraws(tx, operator);
    await seedDemoEvents(tx, operator);
    return "demo" as const;
  });
  if (created === "admin") log.info("created the first admin account");
  if (created === "demo") {
    await openDueDraws(db, log);
    const usernames = [...DEMO_ACCOUNTS, ...DEMO_PROTECTION_ACCOUNTS, DEMO_WAITING_ACCOUNT].map((a) => a.username);
    log.info(`created demo accounts (password ${DEMO_PASSWORD}): ${usernames.join(", ")}`);
  }
}

/** Advisory lock key of the first start's seed (migrations use 7263540001). */
const SEED_LOCK = 7263540002;

export async function seedDemoAccounts(db: DbOrTx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await transact(db, async (tx) => {
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

const pesos = (amount: number) => amount * 100;

/** Demo balances down the demo chain: each upline loads its downline, as in real use. */
const DEMO_LOADS: { from: string; to: string; amountCentavos: number }[] = [
  { from: "admin", to: "incorporator", amountCentavos: pesos(200_000) },
  { from: "incorporator", to: "subop", amountCentavos: pesos(100_000) },
  { from: "subop", to: "master", amountCentavos: pesos(50_000) },
  { from: "master", to: "gold", amountCentavos: pesos(20_000) },
  { from: "gold", to: "loader", amountCentavos: pesos(5_000) },
  { from: "gold", to: "player", amountCentavos: pesos(5_000) },
];

/**
 * Mints 1,000,000.00 pesos to the demo admin and loads the chain (ids: username → id, as seedDemoAccounts returns).
 * Goes through the same mint and load as the API, so the demo ledger has its audit rows and passes ledger:check.
 */
export async function seedDemoMoney(db: DbOrTx, ids: Map<string, number>): Promise<void> {
  const actorOf = async (username: string): Promise<WalletActor> => {
    const id = ids.get(username);
    const user = id === undefined ? undefined : await findUserRow(db, id);
    if (!user) throw new Error(`demo user ${username} is missing`);
    return { userId: user.id, username: user.username, ip: null };
  };
  await mint(db, await actorOf("admin"), pesos(1_000_000));
  for (const step of DEMO_LOADS) {
    const target = ids.get(step.to);
    if (target === undefined) throw new Error(`demo user ${step.to} is missing`);
    await load(db, await actorOf(step.from), target, step.amountCentavos);
  }
}
