import type { BettingEventInput, Game } from "@sabong/shared/betting";
import { expect } from "vitest";
import type { Db } from "../db/client.ts";
import { transact } from "../events/transact.ts";
import { createUser } from "../modules/accounts/service.ts";
import { BETTING_PREFIXES } from "../modules/betting/routes.ts";
import type { Headers } from "./api.ts";
import { loginAs, startTestApp, type TestApp } from "./app.ts";
import type { TestDatabaseKind } from "./databases.ts";
import { fund } from "./ledger.ts";
import { suiteFixture } from "./suite.ts";

/** The betting suites' harness: the app, the operator, admin and player signed in, and the games' API prefixes. */

export type BettingHarness = {
  t: TestApp;
  db: Db;
  operator: Headers;
  admin: Headers;
  player: Headers;
  playerId: number;
  ids: Map<string, number>;
  ops: (game: Game) => string;
  play: (game: Game) => string;
  close: () => Promise<void>;
};

export async function startBetting(kind: TestDatabaseKind): Promise<BettingHarness> {
  const t = await startTestApp(kind);
  const [operator, admin, player] = await Promise.all([
    loginAs(t.app, "operator"),
    loginAs(t.app, "admin"),
    loginAs(t.app, "player"),
  ]);
  const prefixOf = (game: Game) => BETTING_PREFIXES.find((p) => p.game === game) ?? BETTING_PREFIXES[0];
  return {
    t,
    db: t.ctx.db,
    operator,
    admin,
    player,
    playerId: t.ids.get("player") as number,
    ids: t.ids,
    ops: (game) => `/api${prefixOf(game)?.operator}`,
    play: (game) => `/api${prefixOf(game)?.player}`,
    close: () => t.close(),
  };
}

/** The harness, started before the suite's tests and closed after them. */
export const bettingSuite = (kind: TestDatabaseKind): BettingHarness => suiteFixture(() => startBetting(kind));

let playerSeq = 0;

/** Extra players under `upline` (default: the gold agent), signed in. */
export async function createPlayers(
  h: BettingHarness,
  count: number,
  options: { upline?: string; fundCentavos?: number; sabongBp?: number } = {},
): Promise<{ id: number; username: string; headers: Headers }[]> {
  const uplineId = h.ids.get(options.upline ?? "gold");
  const created = await transact(h.db, async (tx) => {
    const rows = [];
    for (let i = 0; i < count; i++) {
      playerSeq++;
      const user = await createUser(tx, {
        username: `p${playerSeq}_${Date.now().toString(36)}`.slice(0, 30),
        name: `Player ${playerSeq}`,
        password: "demo1234",
        type: "player",
        uplineId,
        kycStatus: "verified",
        rates: options.sabongBp === undefined ? undefined : { sabongBp: options.sabongBp },
      });
      rows.push(user);
    }
    return rows;
  });
  const result = [];
  for (const user of created) {
    if (options.fundCentavos) await fund(h.db, user.id, options.fundCentavos);
    result.push({ id: user.id, username: user.username, headers: await loginAs(h.t.app, user.username) });
  }
  return result;
}

export const pesos = (amount: number) => Math.round(amount * 100);

export function eventInput(overrides: Partial<BettingEventInput> = {}): BettingEventInput {
  return {
    name: "Arena Test",
    eventDate: "2025-11-22",
    minStakeCentavos: pesos(10),
    maxStakeCentavos: pesos(1_000_000),
    ...overrides,
  };
}

/** Creates an event as the operator; answers its console. */
export async function newEvent(h: BettingHarness, game: Game, overrides: Partial<BettingEventInput> = {}) {
  const response = await h.t.app.inject({
    method: "POST",
    url: `${h.ops(game)}/events`,
    headers: h.operator,
    payload: eventInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { event: { id: number }; fight: { id: number; number: number; state: string } };
}

/** An operator's press on a fight: a fresh idempotency key per press unless the payload brings its own. */
export async function act(h: BettingHarness, game: Game, fightId: number, action: string, payload?: object) {
  return h.t.app.inject({
    method: "POST",
    url: `${h.ops(game)}/fights/${fightId}/${action}`,
    headers: h.operator,
    payload: { idempotencyKey: newKey(), ...payload },
  });
}

export async function mustAct(h: BettingHarness, game: Game, fightId: number, action: string, payload?: object) {
  const response = await act(h, game, fightId, action, payload);
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
  return response.json();
}

let keySeq = 0;
export const newKey = () => `key-${Date.now()}-${++keySeq}-${Math.random().toString(36).slice(2)}`;

type BetArgs = [h: BettingHarness, game: Game, headers: Headers, fightId: number, side: string, stakeCentavos: number];

/** Places a bet as `headers` (a fresh idempotency key unless given) and answers the raw response. */
export async function bet(...[h, game, headers, fightId, side, stakeCentavos, idempotencyKey]: [...BetArgs, string?]) {
  return h.t.app.inject({
    method: "POST",
    url: `${h.play(game)}/bets`,
    headers,
    payload: { fightId, side, stakeCentavos, idempotencyKey: idempotencyKey ?? newKey() },
  });
}

/** Places a bet that must be taken; answers the bet and the new balance. */
export async function mustBet(...args: BetArgs) {
  const response = await bet(...args);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { bet: { id: number }; balanceCentavos: number };
}

/** Opens an event's first fight and answers its id. */
export async function openFight(h: BettingHarness, game: Game, overrides: Partial<BettingEventInput> = {}) {
  const created = await newEvent(h, game, overrides);
  await mustAct(h, game, created.fight.id, "open");
  return { eventId: created.event.id, fightId: created.fight.id };
}

type FightBets = readonly (readonly [headers: Headers, side: string, stakeCentavos: number])[];

/** A fight opened, every bet taken, then closed. Answers its ids. */
export async function closeWithBets(h: BettingHarness, game: Game, bets: FightBets) {
  const opened = await openFight(h, game);
  for (const [headers, side, stakeCentavos] of bets)
    await mustBet(h, game, headers, opened.fightId, side, stakeCentavos);
  await mustAct(h, game, opened.fightId, "close");
  return opened;
}

/** A sabong-style fight played through: closed with its bets, `result` declared. Answers its ids and settlement. */
export async function playFight(h: BettingHarness, game: Game, bets: FightBets, result: string) {
  const closed = await closeWithBets(h, game, bets);
  const { settlement } = await mustAct(h, game, closed.fightId, "declare", { result });
  return { ...closed, settlement };
}
