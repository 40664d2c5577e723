import type { Reconciliation, ReconciliationLine } from "@sabong/shared/accounting";
import { AGENT_TYPES } from "@sabong/shared/auth";
import { COMMISSION_GAMES, commissionBalanceOfWallet } from "@sabong/shared/commission";
import { GAME_IDS } from "@sabong/shared/games";
import { agentTypeLabel } from "@sabong/shared/users";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, rowsOf } from "../../db/sql.ts";
import { gameLabel } from "./labels.ts";
import { accountCodeMovementsSql, accountMovementsSql } from "./movements.ts";
import { rangeInstants } from "./sources.ts";
import { readAtWatermark } from "./watermark.ts";

/**
 * End-of-day reconciliation (docs/decisions/0008-accounting.md). Per class of accounts, opening + in − out = closing
 * from the accounting rollups (and the not-yet-folded tail), checked against the ledger itself:
 * - the day's in and out, summed straight from that day's ledger transfers, must equal the rollups' in and out;
 * - the closing read another way: a user account's stored balance now less what moved after the day; a system
 *   account's opening plus the day's raw transfers (its earlier days were checked on their own day, so the page
 *   reads one day of the ledger, not all of it);
 * - all closings together add up to zero.
 * All in ONE statement at one watermark (readAtWatermark), so every figure comes from one snapshot even while money
 * moves.
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

const rowSchema = z.object({
  row_kind: z.enum(["line", "in", "out"]),
  key: z.string(),
  accounts: pgNumber,
  opening: pgNumber,
  in_c: pgNumber,
  out_c: pgNumber,
  raw_in: pgNumber,
  raw_out: pgNumber,
  recorded: pgNumber,
});
type Row = z.infer<typeof rowSchema>;

async function readDay(db: DbOrTx, day: string): Promise<Row[]> {
  const { start, end } = rangeInstants({ from: day, to: day });
  const [from, until] = [start.toISOString(), end.toISOString()];
  const result = await readAtWatermark(db, (tx, watermark) =>
    tx.execute(sql`
    with m as (${accountMovementsSql(day, watermark)}),
    -- The day's transfers straight from the ledger (index on created_at), per account: one side in, the other out.
    raw as (
      select side.account_id, sum(side.in_c) as in_c, sum(side.out_c) as out_c
      from ledger_transfers_view t
      cross join lateral (values (t.credit_account_id, t.amount_centavos, 0::bigint),
                                 (t.debit_account_id, 0::bigint, t.amount_centavos)) as side(account_id, in_c, out_c)
      where t.created_at >= ${from}::timestamptz and t.created_at < ${until}::timestamptz
      group by side.account_id
    ),
    accounts as (
      select a.id, a.kind, a.balance_centavos,
             case when a.kind = 'system' or a.purpose <> 'points' then a.purpose
                  when u.type = 'player' then 'points:player'
                  when u.type = 'user' then 'points:agent:' || coalesce(u.agent_type, '')
                  when u.type in ('staff', 'staff2') then 'points:staff'
                  when u.type = 'admin' then 'points:admin'
                  else 'points:' || u.type end as class_key
      from ledger_accounts_view a left join users_view u on u.id = a.owner_user_id
      -- An account that moved by the day's end counts whatever its creation time says.
      where a.created_at < ${until}::timestamptz
         or a.id in (select account_id from raw)
         or a.id in (select account_id from m where before_in <> 0 or before_out <> 0 or day_in <> 0 or day_out <> 0)
    ),
    bank_codes as (
      select c.code, c.in_centavos, c.out_centavos from (${accountCodeMovementsSql(day, watermark)}) as c
      where c.account_id = (select id from ledger_accounts_view where kind = 'system' and purpose = 'bank')
    )
    select 'line' as row_kind, x.class_key as key, count(*) as accounts,
           coalesce(sum(m.before_in - m.before_out), 0) as opening,
           coalesce(sum(m.day_in), 0) as in_c, coalesce(sum(m.day_out), 0) as out_c,
           coalesce(sum(r.in_c), 0) as raw_in, coalesce(sum(r.out_c), 0) as raw_out,
           coalesce(sum(case when x.kind = 'user'
                             then x.balance_centavos - coalesce(m.after_in - m.after_out, 0)
                             else coalesce(m.before_in - m.before_out, 0) + coalesce(r.in_c - r.out_c, 0) end), 0)
             as recorded
    from accounts x left join m on m.account_id = x.id left join raw r on r.account_id = x.id
    group by x.class_key
    union all
    select 'in', code, 0, 0, sum(out_centavos), 0, 0, 0, 0 from bank_codes where out_centavos <> 0 group by code
    union all
    select 'out', code, 0, 0, sum(in_centavos), 0, 0, 0, 0 from bank_codes where in_centavos <> 0 group by code`),
  );
  return rowsOf(rowSchema, result);
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
      // The rollups' in and out against the day's own transfers. A disagreement that leaves the net unchanged (the
      // same amount in and out, or a movement booked on another day) leaves the closing matching: then the
      // difference is that disagreement, so the line is never zero unless both checks pass.
      const unbackedCentavos = Math.abs(inCentavos - Number(r.raw_in)) + Math.abs(outCentavos - Number(r.raw_out));
      const netDifferenceCentavos = recordedClosingCentavos - closingCentavos;
      return {
        key: r.key,
        label: reconciliationClassLabel(r.key),
        accounts: Number(r.accounts),
        openingCentavos,
        inCentavos,
        outCentavos,
        closingCentavos,
        recordedClosingCentavos,
        differenceCentavos: netDifferenceCentavos !== 0 ? netDifferenceCentavos : unbackedCentavos,
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
