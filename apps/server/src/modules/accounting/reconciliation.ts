import {
  AGENT_TYPES,
  agentTypeLabel,
  COMMISSION_GAMES,
  commissionBalanceOfWallet,
  GAME_IDS,
  type Reconciliation,
  type ReconciliationLine,
} from "@sabong/shared";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { accountCodeMovementsSql, accountMovementsSql, gameLabel, rangeInstants } from "./service.ts";

/**
 * End-of-day reconciliation: per class of accounts, opening + in − out = closing from the accounting rollups (and
 * the not-yet-folded tail), against the closing read another way: a user account's stored balance now less what
 * moved after the day; a system account's transfers up to the day's end, summed from the ledger itself. All in ONE
 * statement, so every figure comes from one snapshot even while money moves.
 */

/** What left the bank that day (money entering circulation), and what came back to it, by ledger code. */
const MONEY_LABELS: Record<string, string> = {
  MINT: "Minted points",
  DRAW_FUNDING: "Draw funding",
  DEBT_ADVANCE: "Debt advances",
  DEBT_COLLECTION: "Debt collections",
  REVERSAL: "Reversed funding",
};
const MONEY_ORDER = Object.keys(MONEY_LABELS);

/**
 * The classes, in the order the screen lists them: players' points, agents' points by level, staff and cashiers,
 * admin, commission wallets by game, then the system accounts: house and escrow by game, rounding, the bank.
 */
const CLASS_ORDER: readonly string[] = [
  "points:player",
  ...AGENT_TYPES.map((t) => `points:agent:${t}`),
  "points:staff",
  "points:admin",
  ...COMMISSION_GAMES.map((g) => `commission:${g}`),
  ...GAME_IDS.map((g) => `house:${g}`),
  ...GAME_IDS.map((g) => `escrow:${g}`),
  "rounding",
  "bank",
];

export function reconciliationClassLabel(key: string): string {
  if (key === "points:player") return "Players' points";
  if (key.startsWith("points:agent:")) return `Agents' points: ${agentTypeLabel(key.slice("points:agent:".length))}`;
  if (key === "points:staff") return "Staff and cashiers' points";
  if (key === "points:admin") return "Admin's points";
  const commission = commissionBalanceOfWallet(key);
  if (commission) return `Commission wallets: ${commission.label}`;
  if (key.startsWith("house:")) return `House: ${gameLabel(key.slice("house:".length))}`;
  if (key.startsWith("escrow:")) return `Escrow: ${gameLabel(key.slice("escrow:".length))}`;
  if (key === "rounding") return "Rounding";
  if (key === "bank") return "Bank";
  return key;
}

const rank = (key: string, order: readonly string[]) => {
  const at = order.indexOf(key);
  return at === -1 ? order.length : at;
};

type Row = {
  row_kind: "line" | "in" | "out";
  key: string;
  accounts: string | number;
  opening: string | number;
  in_c: string | number;
  out_c: string | number;
  recorded: string | number;
};

async function readDay(db: DbOrTx, day: string): Promise<Row[]> {
  const end = rangeInstants({ from: day, to: day }).end.toISOString();
  const result = await db.execute(sql`
    with m as (
      select account_id, sum(before_in) as before_in, sum(before_out) as before_out, sum(day_in) as day_in,
             sum(day_out) as day_out, sum(after_in) as after_in, sum(after_out) as after_out
      from (${accountMovementsSql(day)}) as movements group by account_id
    ),
    accounts as (
      select a.id, a.kind, a.balance_centavos,
             case when a.kind = 'system' or a.purpose <> 'points' then a.purpose
                  when u.type = 'player' then 'points:player'
                  when u.type = 'user' then 'points:agent:' || coalesce(u.agent_type, '')
                  when u.type in ('staff', 'staff2') then 'points:staff'
                  when u.type = 'admin' then 'points:admin'
                  else 'points:' || u.type end as class_key
      from ledger_accounts a left join users u on u.id = a.owner_user_id
      where a.created_at < ${end}::timestamptz
    ),
    -- The other way for system accounts (no stored balance): their own transfers up to the day's end.
    system_raw as (
      select account_id, sum(delta) as recorded from (
        select t.credit_account_id as account_id, t.amount_centavos as delta
        from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id and a.kind = 'system'
        where t.created_at < ${end}::timestamptz
        union all
        select t.debit_account_id, -t.amount_centavos
        from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id and a.kind = 'system'
        where t.created_at < ${end}::timestamptz
      ) as deltas group by account_id
    ),
    bank as (select id from ledger_accounts where kind = 'system' and purpose = 'bank')
    select 'line' as row_kind, x.class_key as key, count(*) as accounts,
           coalesce(sum(m.before_in - m.before_out), 0) as opening,
           coalesce(sum(m.day_in), 0) as in_c, coalesce(sum(m.day_out), 0) as out_c,
           coalesce(sum(case when x.kind = 'user'
                             then x.balance_centavos - coalesce(m.after_in - m.after_out, 0)
                             else coalesce(r.recorded, 0) end), 0) as recorded
    from accounts x left join m on m.account_id = x.id left join system_raw r on r.account_id = x.id
    group by x.class_key
    union all
    select case when k.kind = 'in' then 'in' else 'out' end, k.code, 0, 0, sum(k.centavos), 0, 0
    from (
      select 'in' as kind, c.code, c.out_centavos as centavos from (${accountCodeMovementsSql(day)}) as c
      join bank b on b.id = c.account_id where c.out_centavos <> 0
      union all
      select 'out', c.code, c.in_centavos from (${accountCodeMovementsSql(day)}) as c
      join bank b on b.id = c.account_id where c.in_centavos <> 0
    ) as k
    group by k.kind, k.code`);
  return resultRows<Row>(result);
}

const moneyRows = (rows: Row[], kind: "in" | "out"): Reconciliation["moneyIn"] =>
  rows
    .filter((r) => r.row_kind === kind)
    .map((r) => ({ code: r.key, label: MONEY_LABELS[r.key] ?? r.key, centavos: Number(r.in_c) }))
    .sort((a, b) => rank(a.code, MONEY_ORDER) - rank(b.code, MONEY_ORDER) || a.code.localeCompare(b.code));

const moneyTotal = (rows: Row[], kind: "in" | "out") =>
  rows.filter((r) => r.row_kind === kind).reduce((sum, r) => sum + Number(r.in_c), 0);

/** The day's reconciliation (a Manila calendar day). */
export async function reconcileDay(db: DbOrTx, day: string): Promise<Reconciliation> {
  const rows = await readDay(db, day);
  const lines: ReconciliationLine[] = rows
    .filter((r) => r.row_kind === "line")
    .map((r) => {
      const openingCentavos = Number(r.opening);
      const inCentavos = Number(r.in_c);
      const outCentavos = Number(r.out_c);
      const closingCentavos = openingCentavos + inCentavos - outCentavos;
      const recordedClosingCentavos = Number(r.recorded);
      return {
        key: r.key,
        label: reconciliationClassLabel(r.key),
        accounts: Number(r.accounts),
        openingCentavos,
        inCentavos,
        outCentavos,
        closingCentavos,
        recordedClosingCentavos,
        differenceCentavos: recordedClosingCentavos - closingCentavos,
      };
    })
    .sort((a, b) => rank(a.key, CLASS_ORDER) - rank(b.key, CLASS_ORDER) || a.key.localeCompare(b.key));
  const closingSumCentavos = lines.reduce((sum, l) => sum + l.closingCentavos, 0);
  const differenceCentavos =
    lines.reduce((sum, l) => sum + Math.abs(l.differenceCentavos), 0) + Math.abs(closingSumCentavos);
  return {
    day,
    moneyIn: moneyRows(rows, "in"),
    moneyOut: moneyRows(rows, "out"),
    moneyInTotalCentavos: moneyTotal(rows, "in"),
    moneyOutTotalCentavos: moneyTotal(rows, "out"),
    lines,
    closingSumCentavos,
    differenceCentavos,
    balanced: differenceCentavos === 0,
  };
}
