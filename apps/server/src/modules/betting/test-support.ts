import type { BettingEventInput, Game } from "@sabong/shared";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { loginAs, startTestApp, type TestApp } from "../../testing/app.ts";
import type { TestDatabaseKind } from "../../testing/databases.ts";
import { checkLedger, postTransfers, resultRows, systemAccountId, userAccountId } from "../ledger/service.ts";
import { createUser } from "../users/service.ts";
import { BETTING_PREFIXES } from "./routes.ts";

/** Test helpers of the betting suites (not a test file itself). */

export type Headers = { authorization: string };

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

/** Mints points straight from the bank to a user (test funding). */
export async function fund(db: Db, userId: number, amountCentavos: number): Promise<void> {
  await db.transaction(async (tx) => {
    const bank = await systemAccountId(tx, "bank");
    const points = await userAccountId(tx, userId, "points");
    await postTransfers(
      tx,
      [{ debitAccountId: bank, creditAccountId: points, amountCentavos, code: "MINT", refType: "test" }],
      null,
    );
  });
}

let playerSeq = 0;

/** Extra players under `upline` (default: the gold agent), signed in. */
export async function createPlayers(
  h: BettingHarness,
  count: number,
  options: { upline?: string; fundCentavos?: number; sabongBp?: number } = {},
): Promise<{ id: number; username: string; headers: Headers }[]> {
  const uplineId = h.ids.get(options.upline ?? "gold");
  const created = await h.db.transaction(async (tx) => {
    const rows = [];
    for (let i = 0; i < count; i++) {
      playerSeq++;
      const user = await createUser(tx, {
        username: `p${playerSeq}_${Date.now().toString(36)}`.slice(0, 30),
        name: `Player ${playerSeq}`,
        password: "demo1234",
        type: "player",
        uplineId,
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

export async function act(h: BettingHarness, game: Game, fightId: number, action: string, payload?: object) {
  return h.t.app.inject({
    method: "POST",
    url: `${h.ops(game)}/fights/${fightId}/${action}`,
    headers: h.operator,
    ...(payload ? { payload } : {}),
  });
}

export async function mustAct(h: BettingHarness, game: Game, fightId: number, action: string, payload?: object) {
  const response = await act(h, game, fightId, action, payload);
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
  return response.json();
}

let keySeq = 0;
export const newKey = () => `key-${Date.now()}-${++keySeq}-${Math.random().toString(36).slice(2)}`;

export async function bet(
  h: BettingHarness,
  game: Game,
  headers: Headers,
  fightId: number,
  side: string,
  amountCentavos: number,
  idempotencyKey = newKey(),
) {
  return h.t.app.inject({
    method: "POST",
    url: `${h.play(game)}/bets`,
    headers,
    payload: { fightId, side, amountCentavos, idempotencyKey },
  });
}

export async function mustBet(
  h: BettingHarness,
  game: Game,
  headers: Headers,
  fightId: number,
  side: string,
  amountCentavos: number,
) {
  const response = await bet(h, game, headers, fightId, side, amountCentavos);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { bet: { id: number }; balanceCentavos: number };
}

/** Opens an event's first fight and answers its id. */
export async function openFight(h: BettingHarness, game: Game, overrides: Partial<BettingEventInput> = {}) {
  const created = await newEvent(h, game, overrides);
  await mustAct(h, game, created.fight.id, "open");
  return { eventId: created.event.id, fightId: created.fight.id };
}

export async function points(db: Db, userId: number): Promise<number> {
  const result = await db.execute(
    sql`select balance_centavos from ledger_accounts where owner_user_id = ${userId} and purpose = 'points'`,
  );
  return Number(resultRows<{ balance_centavos: string | number }>(result)[0]?.balance_centavos ?? 0);
}

export async function wallet(db: Db, userId: number, purpose: string): Promise<number> {
  const result = await db.execute(
    sql`select balance_centavos from ledger_accounts where owner_user_id = ${userId} and purpose = ${purpose}`,
  );
  return Number(resultRows<{ balance_centavos: string | number }>(result)[0]?.balance_centavos ?? 0);
}

/** A system account's derived balance (credits − debits). */
export async function systemBalanceOf(db: Db, purpose: string): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(case when t.credit_account_id = a.id then t.amount_centavos else -t.amount_centavos end), 0) as b
    from ledger_accounts a join ledger_transfers t on t.credit_account_id = a.id or t.debit_account_id = a.id
    where a.owner_user_id is null and a.purpose = ${purpose}`);
  return Number(resultRows<{ b: string | number }>(result)[0]?.b ?? 0);
}

/** After every scenario: stored user balances + derived system balances = 0, nothing negative, all consistent. */
export async function expectLedgerSound(db: Db): Promise<void> {
  const report = await checkLedger(db);
  expect(report.violations).toEqual([]);
  expect(report.userTotalCentavos + report.systemTotalCentavos).toBe(0);
  const result = await db.execute(
    sql`select count(*) as n from ledger_accounts where kind = 'user' and balance_centavos < 0`,
  );
  expect(Number(resultRows<{ n: string | number }>(result)[0]?.n)).toBe(0);
  // No system account but the bank may be below zero: the house in particular never is.
  const negatives = await db.execute(sql`
    select a.purpose, sum(case when t.credit_account_id = a.id then t.amount_centavos else -t.amount_centavos end) as b
    from ledger_accounts a join ledger_transfers t on t.credit_account_id = a.id or t.debit_account_id = a.id
    where a.kind = 'system' and a.purpose <> 'bank' group by a.purpose having sum(case when t.credit_account_id = a.id then t.amount_centavos else -t.amount_centavos end) < 0`);
  expect(resultRows(negatives)).toEqual([]);
}
