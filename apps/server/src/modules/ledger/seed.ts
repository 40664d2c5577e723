import type { Db } from "../../db/client.ts";
import { load, mint, type WalletActor } from "./operations.ts";
import { findUserRow } from "./tree.ts";

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
export async function seedDemoMoney(db: Db, ids: Map<string, number>): Promise<void> {
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
