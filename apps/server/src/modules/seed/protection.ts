import type { LimitKey, LimitSetter } from "@sabong/shared/protection";
import type { Tx } from "../../db/client.ts";
import { createUser } from "../accounts/service.ts";
import { setLimit, takeTimeOutFor } from "../protection/service.ts";
import { load } from "../wallet/service.ts";

/**
 * Two demo players of `gold` for the responsible-gaming screens (docs/decisions/0011-player-protection.md): `careful`
 * with limits set (their own, one by gold, and an increase waiting its 24 hours) and `resting` on a 7-day time-out.
 * Made through the same writes as the API, so every change is audited.
 */
export const DEMO_PROTECTION_ACCOUNTS = [
  { username: "careful", name: "Careful Player" },
  { username: "resting", name: "Resting Player" },
] as const;

const pesos = (amount: number) => amount * 100;

export async function seedDemoProtection(tx: Tx, ids: Map<string, number>, password: string): Promise<void> {
  const goldId = ids.get("gold");
  if (goldId === undefined) throw new Error("demo user gold is missing");
  const gold = { userId: goldId, username: "gold", ip: null };
  const players = new Map<string, number>();
  for (const account of DEMO_PROTECTION_ACCOUNTS) {
    const user = await createUser(tx, {
      ...account,
      password,
      type: "player",
      uplineId: goldId,
      kycStatus: "verified",
    });
    players.set(user.username, user.id);
    ids.set(user.username, user.id);
    await load(tx, gold, user.id, pesos(2_000));
  }
  const careful = players.get("careful") as number;
  const self: LimitSetter = { userId: careful, role: "player", name: "Careful Player" };
  const nowMs = Date.now();
  const asCareful = { userId: careful, username: "careful", ip: null };
  const limit = (key: LimitKey, value: number, by = self, actor = asCareful) =>
    setLimit(tx, { playerId: careful, key, by, actor, nowMs }, value);
  await limit("loss:day", pesos(1_000));
  await limit("wager:week", pesos(5_000));
  await limit("play-time", 120);
  await limit("load:month", pesos(20_000), { userId: goldId, role: "upline", name: "Gold Agent" }, gold);
  // An increase: shown as pending for 24 hours.
  await limit("loss:day", pesos(1_500));

  const resting = players.get("resting") as number;
  await takeTimeOutFor(
    tx,
    { playerId: resting, actor: { userId: resting, username: "resting", ip: null }, nowMs },
    "7d",
  );
}
