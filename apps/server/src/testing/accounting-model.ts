import {
  type AccountingCriteria,
  type AccountingFigures,
  type AccountingPoint,
  type AccountingReport,
  type CategorySum,
  figuresFromSums,
  OPEN_CATEGORY_PREFIX,
} from "@sabong/shared/accounting";
import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../db/client.ts";
import { resultRows } from "../db/sql.ts";
import { accountMovements } from "../modules/accounting/service.ts";

/**
 * An independent model of the accounting classification (docs/decisions/0008-accounting.md) for the accounting
 * tests: the raw tables are read as they are and every transfer is classified here, in TypeScript, so a report can
 * be checked against the ledger without trusting the SQL that produced it.
 */

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v);

export type Transfer = {
  id: number;
  debit: number;
  credit: number;
  amount: number;
  code: string;
  refType: string | null;
  refId: string | null;
  reverses: number | null;
  createdAt: Date;
};
type Account = { kind: string; owner: number | null; purpose: string };
type Debt = { userId: number; refType: string | null; refId: string | null };
type User = { type: string; agentType: string | null; upline: number | null };

export type World = {
  transfers: Transfer[];
  byId: Map<number, Transfer>;
  accounts: Map<number, Account>;
  debts: Map<number, Debt>;
  betFight: Map<number, number>;
  ticketDraw: Map<number, number>;
  users: Map<number, User>;
  /** Contests not settled or cancelled now ("fight:12", "draw:345"): out of the house result, in open stakes. */
  openContests: Set<string>;
};

/** Every raw row the classification needs, straight from the tables. */
export async function readWorld(db: Db): Promise<World> {
  const all = async (q: ReturnType<typeof sql>) => resultRows<Row>(await db.execute(q));
  const transfers = (await all(sql`select * from ledger_transfers order by id`)).map((r) => ({
    id: num(r.id),
    debit: num(r.debit_account_id),
    credit: num(r.credit_account_id),
    amount: num(r.amount_centavos),
    code: String(r.code),
    refType: (r.ref_type as string | null) ?? null,
    refId: (r.ref_id as string | null) ?? null,
    reverses: r.reverses_transfer_id == null ? null : num(r.reverses_transfer_id),
    createdAt: new Date(r.created_at as string),
  }));
  const accounts = new Map(
    (await all(sql`select id, kind, owner_user_id, purpose from ledger_accounts`)).map((r) => [
      num(r.id),
      {
        kind: String(r.kind),
        owner: r.owner_user_id == null ? null : num(r.owner_user_id),
        purpose: String(r.purpose),
      },
    ]),
  );
  const debts = new Map(
    (await all(sql`select id, user_id, ref_type, ref_id from ledger_debts`)).map((r) => [
      num(r.id),
      { userId: num(r.user_id), refType: (r.ref_type as string) ?? null, refId: (r.ref_id as string) ?? null },
    ]),
  );
  const pairs = async (q: ReturnType<typeof sql>) =>
    new Map((await all(q)).map((r) => [num(r.id), num(r.parent)] as [number, number]));
  const users = new Map(
    (await all(sql`select id, type, agent_type, upline_id from users`)).map((r) => [
      num(r.id),
      {
        type: String(r.type),
        agentType: (r.agent_type as string | null) ?? null,
        upline: r.upline_id == null ? null : num(r.upline_id),
      },
    ]),
  );
  return {
    transfers,
    byId: new Map(transfers.map((t) => [t.id, t])),
    accounts,
    debts,
    betFight: await pairs(sql`select id, fight_id as parent from bets`),
    ticketDraw: await pairs(sql`select id, draw_id as parent from tickets`),
    users,
    openContests: new Set([
      ...(await all(sql`select id from fights where state <> 'DECLARED'`)).map((r) => `fight:${num(r.id)}`),
      ...(await all(sql`select id from draws where state not in ('SETTLED', 'CANCELLED')`)).map(
        (r) => `draw:${num(r.id)}`,
      ),
    ]),
  };
}

export type Classified = {
  t: Transfer;
  day: string;
  game: string;
  contest: string;
  category: string;
  sign: number;
  userId: number | null;
  role: string;
};

const gameOf = (purpose: string) =>
  purpose.startsWith("escrow:") || purpose.startsWith("house:") ? purpose.slice(purpose.indexOf(":") + 1) : null;

function classify(w: World, t: Transfer): Classified {
  const debit = w.accounts.get(t.debit) as Account;
  const credit = w.accounts.get(t.credit) as Account;
  const debt = t.refType === "debt" ? w.debts.get(Number(t.refId)) : undefined;
  const refType = t.refType === "debt" ? (debt?.refType ?? null) : t.refType;
  const refId = t.refType === "debt" ? (debt?.refId ?? null) : t.refId;
  let contest = ":0";
  if (refType === "fight") contest = `fight:${Number(refId)}`;
  if (refType === "bet") contest = `fight:${w.betFight.get(Number(refId))}`;
  if (refType === "draw") contest = `draw:${Number(refId)}`;
  if (refType === "ticket") contest = `draw:${w.ticketDraw.get(Number(refId))}`;
  const intoGame = gameOf(credit.purpose) !== null;
  let category = t.code;
  let sign = 1;
  // Whatever reverses a transfer (a REVERSAL, a revert's recovery from points or its debt advance) counts against it.
  if (t.reverses !== null) {
    category = w.byId.get(t.reverses)?.code ?? "?";
    sign = -1;
  } else if (t.code === "REVERSAL" || (t.code === "DEBT_ADVANCE" && intoGame)) {
    // Rows written before recoveries carried the link.
    category = credit.purpose.startsWith("escrow:")
      ? "PAYOUT"
      : credit.purpose.startsWith("house:")
        ? "COMMISSION"
        : "REVERSAL";
    sign = -1;
  }
  const userId =
    credit.kind === "user"
      ? credit.owner
      : debit.kind === "user"
        ? debit.owner
        : t.code === "DEBT_ADVANCE"
          ? (debt?.userId ?? null)
          : null;
  const user = userId === null ? undefined : w.users.get(userId);
  const role = user ? (user.type === "user" ? (user.agentType ?? "loader") : user.type) : "";
  const game = gameOf(debit.purpose) ?? gameOf(credit.purpose) ?? "";
  return { t, day: manilaDateOf(t.createdAt), game, contest, category, sign, userId, role };
}

export const classifyWorld = (w: World): Classified[] => w.transfers.map((t) => classify(w, t));

/** The report row (branch) a user falls in: see branchesSql; null when outside the root's subtree. */
export function branchOf(w: World, userId: number, rootId: number | null): number | null {
  const chain: number[] = [];
  for (let id: number | null = userId; id !== null && chain.length < 64; id = w.users.get(id)?.upline ?? null) {
    chain.push(id);
    if (id === rootId) break;
  }
  if (rootId !== null) {
    if (chain.at(-1) !== rootId) return null;
    return chain.length === 1 ? rootId : (chain.at(-2) as number);
  }
  const top = chain.at(-1) as number;
  return w.users.get(top)?.type === "admin" && chain.length > 1 ? (chain.at(-2) as number) : top;
}

const FIGURES = ["BET", "REFUND", "PAYOUT", "PLASADA", "DRAW_FUNDING", "COMMISSION"];

export type ExpectedReport = {
  rows: Map<string, AccountingFigures>;
  totals: AccountingFigures;
  byDay: Omit<AccountingPoint, "label">[];
  byGame: Omit<AccountingPoint, "label">[];
};

/** What the report of `criteria` must say, from the classified transfers. */
export function expectedReport(w: World, all: readonly Classified[], criteria: AccountingCriteria): ExpectedReport {
  const root = criteria.agentId ?? null;
  const chosen = all.filter(
    (c) =>
      FIGURES.includes(c.category) &&
      c.day >= criteria.from &&
      c.day <= criteria.to &&
      (criteria.game === "all" || c.game === criteria.game) &&
      (root === null || (c.userId !== null && branchOf(w, c.userId, root) !== null)),
  );
  // An open contest's transfers count a second time, prefixed (see figuresFromSums).
  const sumsOf = (c: Classified): CategorySum[] => {
    const sum = { category: c.category, role: c.role, centavos: c.sign * c.t.amount, count: c.sign };
    if (!w.openContests.has(c.contest)) return [sum];
    return [sum, { ...sum, category: `${OPEN_CATEGORY_PREFIX}${c.category}` }];
  };
  const group = (keyOf: (c: Classified) => string) => {
    const sums = new Map<string, CategorySum[]>();
    for (const c of chosen) {
      const key = keyOf(c);
      sums.set(key, [...(sums.get(key) ?? []), ...sumsOf(c)]);
    }
    return sums;
  };
  const keyOf = (c: Classified): string => {
    switch (criteria.groupBy) {
      case "day":
        return c.day;
      case "game":
        return c.game;
      case "contest":
        return c.contest;
      case "agent":
        return c.userId === null ? "agent:none" : `agent:${branchOf(w, c.userId, root)}`;
    }
  };
  const point = (key: string, sums: CategorySum[] = []) => {
    const f = figuresFromSums(sums);
    return { key, turnoverCentavos: f.turnoverCentavos, houseResultCentavos: f.houseResultCentavos };
  };
  const byDay = group((c) => c.day);
  const days: string[] = [];
  for (let d = criteria.from; d <= criteria.to; d = addCalendarDays(d, 1)) days.push(d);
  const byGame = group((c) => c.game);
  return {
    rows: new Map([...group(keyOf)].map(([key, sums]) => [key, figuresFromSums(sums)])),
    totals: figuresFromSums(chosen.flatMap(sumsOf)),
    byDay: days.map((d) => point(d, byDay.get(d))),
    byGame: [...byGame.keys()].sort().map((g) => point(g, byGame.get(g))),
  };
}

/** A report without its labels and timestamp, for comparing with expectedReport. */
export function comparable(report: AccountingReport) {
  const strip = ({ key: _k, label: _l, game: _g, agentId: _a, ...figures }: AccountingReport["rows"][number]) =>
    figures;
  return {
    rows: Object.fromEntries(report.rows.map((r) => [r.key, strip(r)])),
    totals: report.totals,
    byDay: report.byDay.map(({ label: _l, ...point }) => point),
    byGame: report.byGame.map(({ label: _l, ...point }) => point).sort((a, b) => a.key.localeCompare(b.key)),
  };
}

/** Per account: in and out before the day, on it and after it, against the raw transfers. */
export async function expectAccountMovements(db: Db, transfers: readonly Transfer[], day: string) {
  const expected = new Map<number, number[]>();
  for (const t of transfers) {
    const d = manilaDateOf(t.createdAt);
    const slot = d < day ? 0 : d === day ? 2 : 4;
    for (const [account, side] of [
      [t.credit, 0],
      [t.debit, 1],
    ] as const) {
      const sums = expected.get(account) ?? [0, 0, 0, 0, 0, 0];
      sums[slot + side] = (sums[slot + side] ?? 0) + t.amount;
      expected.set(account, sums);
    }
  }
  const rows = await accountMovements(db, day);
  const actual = new Map(
    rows.map((r) => [r.accountId, [r.beforeIn, r.beforeOut, r.dayIn, r.dayOut, r.afterIn, r.afterOut]]),
  );
  expect(actual).toEqual(expected);
}
