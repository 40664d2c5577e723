import { randomBytes } from "node:crypto";
import type { EventConsole } from "@sabong/shared/betting";
import type { PointsMoveResponse } from "@sabong/shared/wallet";
import { type Api, FatalApiError } from "./api.ts";
import { STREAM } from "./context.ts";
import { mapLimit } from "./limit.ts";
import type { SimAgent, SimEvent, SimPlayer } from "./model.ts";
import type { SimulationOptions } from "./options.ts";
import { Rng } from "./random.ts";
import { closeAll, join, type Listener, listen } from "./sockets.ts";
import { findUser } from "./users.ts";

/** Password of the simulated players. */
export const PLAYER_PASSWORD = "simulated-player-1";
/** Creating and signing in players hashes passwords (argon2): a few at a time keep the server responsive. */
const ACCOUNT_CONCURRENCY = 4;

export type Setup = {
  tokens: { admin: string; operator: string; gold: string };
  agents: SimAgent[];
  players: SimPlayer[];
  prefix: string;
  databaseKind: string;
};

export async function login(
  api: Api,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const answer = await api.call<{ accessToken: string }>("POST", "/login", { body: { username, password }, headers });
  if (answer.status !== 200) throw new FatalApiError(`login as ${username} answered ${answer.status}`);
  return answer.body.accessToken;
}

/** The gold agent and its uplines up to (not including) the admin, with their rates and balances now. */
async function agentChain(api: Api, adminToken: string): Promise<SimAgent[]> {
  const chain: SimAgent[] = [];
  let username: string | null = "gold";
  while (username) {
    const user = await findUser(api, adminToken, username);
    if (user.type === "admin") break;
    chain.push({
      userId: user.id,
      username: user.username,
      rateBp: user.rates.sabongBp,
      isLoader: user.role === "loader",
      commissionBeforeCentavos: user.balances.commissionCentavos,
      pointsBeforeCentavos: user.balances.pointsCentavos,
    });
    username = user.uplineUsername;
    if (chain.length > 64) throw new FatalApiError("the gold agent's uplines loop");
  }
  return chain;
}

/** Players under gold, unique to this run, signed in. */
async function createPlayers(
  api: Api,
  options: SimulationOptions,
  tokens: { gold: string; admin: string },
  prefix: string,
): Promise<Omit<SimPlayer, "loadedCentavos" | "balanceCentavos">[]> {
  const indexes = Array.from({ length: options.players }, (_, i) => i);
  return mapLimit(indexes, ACCOUNT_CONCURRENCY, async (index) => {
    const username = `${prefix}${index}`;
    const userId = await createVerifiedPlayer(api, tokens, username, `Simulated ${index}`);
    const token = await login(api, username, PLAYER_PASSWORD);
    return { index, userId, username, token, bets: [] };
  });
}

/**
 * A player under gold whom compliance has verified, as after an in-person check: only a verified player may bet
 * (decision 0013). Answers the new player's id.
 */
export async function createVerifiedPlayer(
  api: Api,
  tokens: { gold: string; admin: string },
  username: string,
  name: string,
): Promise<number> {
  const created = await api.ok<{ id: number }>("POST", "/user/downlines", {
    token: tokens.gold,
    body: { username, name, password: PLAYER_PASSWORD, role: "player" },
  });
  await api.ok("PUT", `/compliance/players/${created.id}/status`, {
    token: tokens.admin,
    body: { status: "verified", reason: "Simulated player", idempotencyKey: `sim-verify-${username}` },
  });
  return created.id;
}

/**
 * Points enter as a real operation would bring them: the admin mints, loads the gold agent, and the gold agent loads
 * each player. Each movement carries its own idempotency key; one load is sent twice to see it happen once.
 */
async function fund(
  api: Api,
  options: SimulationOptions,
  tokens: Setup["tokens"],
  goldId: number,
  players: Omit<SimPlayer, "loadedCentavos" | "balanceCentavos">[],
  differences: string[],
): Promise<SimPlayer[]> {
  const amounts = players.map((p) => {
    const rng = new Rng(options.seed, STREAM.setup, p.index);
    const pesos = rng.int(1_000, 20_000) * 100;
    return rng.chance(0.3) ? pesos + rng.int(1, 99) : pesos;
  });
  const total = amounts.reduce((sum, a) => sum + a, 0);
  const run = randomBytes(6).toString("hex");
  await api.ok("POST", "/admin/wallet/mint", {
    token: tokens.admin,
    body: { amountCentavos: total, idempotencyKey: `sim-mint-${run}` },
  });
  await api.ok("POST", "/points/load", {
    token: tokens.admin,
    body: { targetUserId: goldId, amountCentavos: total, idempotencyKey: `sim-gold-${run}` },
  });
  const loads = await mapLimit(players, 8, async (player, i) => {
    const amountCentavos = amounts[i] ?? 0;
    const body = { targetUserId: player.userId, amountCentavos, idempotencyKey: `sim-load-${run}-${player.index}` };
    const first = await api.ok<PointsMoveResponse>("POST", "/points/load", { token: tokens.gold, body });
    if (first.targetBalanceCentavos !== amountCentavos || first.debtCollectedCentavos !== 0) {
      differences.push(`${player.username}: loaded ${amountCentavos}, the answer says ${JSON.stringify(first)}`);
    }
    if (i === 0) {
      const again = await api.ok<PointsMoveResponse>("POST", "/points/load", { token: tokens.gold, body });
      if (JSON.stringify(again) !== JSON.stringify(first)) {
        differences.push(`${player.username}: repeating a load's key answered ${JSON.stringify(again)}`);
      }
    }
    return { ...player, loadedCentavos: amountCentavos, balanceCentavos: amountCentavos };
  });
  return loads;
}

/** Accounts, chain, money: everything before the event. */
export async function setUp(api: Api, options: SimulationOptions, differences: string[]): Promise<Setup> {
  const health = await api.ok<{ database: string }>("GET", "/health");
  const [admin, operator, gold] = await Promise.all(
    ["admin", "operator", "gold"].map((username) => login(api, username, options.password)),
  );
  if (!admin || !operator || !gold) throw new FatalApiError("demo logins failed");
  const tokens = { admin, operator, gold };
  const agents = await agentChain(api, admin);
  const goldAgent = agents[0];
  if (!goldAgent) throw new FatalApiError("no gold agent");
  // Unique per run whatever the seed, so runs can repeat against one server.
  const prefix = `sim${Date.now().toString(36)}${randomBytes(2).toString("hex")}_`;
  const created = await createPlayers(api, options, { gold, admin }, prefix);
  const players = await fund(api, options, tokens, goldAgent.userId, created, differences);
  return { tokens, agents, players, prefix, databaseKind: health.database };
}

/** The operator's event: limits and terms drawn from the seed, a plasada never below the top agent rate. */
export async function createEvent(
  api: Api,
  options: SimulationOptions,
  operatorToken: string,
  prefix: string,
  topRateBp: number,
): Promise<{ event: SimEvent; firstFightId: number }> {
  const rng = new Rng(options.seed, STREAM.event);
  const plasadaBp = Math.max(topRateBp, rng.pick([400, 500, 500, 600, 750, 1000]));
  const created = await api.ok<EventConsole>("POST", "/bet-ops/events", {
    token: operatorToken,
    body: {
      name: `Simulation ${prefix.slice(0, -1)}`,
      eventDate: new Date().toISOString().slice(0, 10),
      plasadaBp,
      drawOddsMultiplier: rng.int(5, 10),
      minStakeCentavos: 2_000,
      maxStakeCentavos: 500_000,
    },
  });
  const { event, fight } = created;
  return {
    event: {
      id: event.id,
      plasadaBp: event.plasadaBp,
      drawOddsMultiplier: event.drawOddsMultiplier,
      minStakeCentavos: event.minStakeCentavos,
      maxStakeCentavos: event.maxStakeCentavos,
      lastCallSeconds: event.lastCallSeconds,
    },
    firstFightId: fight.id,
  };
}

/** Every player, and the operator, listening on a socket in the event's room, as their screens would. */
export async function connectListeners(
  url: string,
  players: readonly SimPlayer[],
  operatorToken: string,
  eventId: number,
): Promise<{ players: Map<number, Listener>; operator: Listener }> {
  const opened: Listener[] = [];
  try {
    const operator = await listen(url, operatorToken);
    opened.push(operator);
    const listeners = await mapLimit(players, 16, async (player) => {
      const listener = await listen(url, player.token);
      opened.push(listener);
      return [player.userId, listener] as const;
    });
    await mapLimit([operator, ...listeners.map(([, l]) => l)], 16, async (listener) => {
      if (!(await join(listener, `event:${eventId}`))) throw new FatalApiError(`could not join event ${eventId}`);
    });
    return { players: new Map(listeners), operator };
  } catch (err) {
    closeAll(opened);
    throw err;
  }
}
