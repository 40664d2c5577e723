import type { Readable } from "node:stream";
import { SIGNAL_LABELS } from "@sabong/shared/integrity";
import { manilaDayBounds, manilaStamp } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, rowsOf, toPgArray } from "../../db/sql.ts";
import { streamXlsx, XLSX_PESO_FORMAT, type XlsxField, xlsxPesos } from "../../http/xlsx.ts";
import { auditTrail } from "../audit/service.ts";
import { alertDetail } from "./cases.ts";
import { readThresholds } from "./thresholds.ts";

/**
 * The regulator's files (issue 23): the day's large transactions, and one suspicious-activity case. Both are read
 * whole before the answer starts (a day's large movements and one case are small), then streamed as .xlsx.
 */

const stamp = z.union([z.date(), z.string()]).transform((value) => new Date(value));
const MOVEMENT_WORDS: Record<string, string> = { LOAD: "Load", WITHDRAW: "Withdrawal", PAYOUT: "Payout" };

type Movement = {
  transferId: number;
  code: string;
  amountCentavos: number;
  at: Date;
  playerId: number;
  player: string;
  upline: string | null;
  agent: string | null;
};

/** Every load, withdrawal and payout of a player's points within the Manila day. */
async function movementsOf(db: DbOrTx, day: string): Promise<Movement[]> {
  const { start, end } = manilaDayBounds(day);
  const rows = rowsOf(
    z.object({
      id: pgNumber,
      code: z.string(),
      amount_centavos: pgNumber,
      created_at: stamp,
      player_id: z.number(),
      player: z.string(),
      upline: z.string().nullable(),
      agent: z.string().nullable(),
    }),
    await db.execute(sql`
      select t.id, t.code, t.amount_centavos, t.created_at, p.id as player_id, p.username as player,
        up.username as upline, case when t.code = 'PAYOUT' then null else other_user.username end as agent
      from ledger_transfers_view t
      join ledger_accounts_view mine on mine.id in (t.debit_account_id, t.credit_account_id) and mine.purpose = 'points'
      join users_view p on p.id = mine.owner_user_id and p.type = 'player'
      left join users_view up on up.id = p.upline_id
      join ledger_accounts_view other
        on other.id = case when t.debit_account_id = mine.id then t.credit_account_id else t.debit_account_id end
      left join users_view other_user on other_user.id = other.owner_user_id
      where t.code in ('LOAD', 'WITHDRAW', 'PAYOUT')
        and t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz
      order by t.id`),
  );
  return rows.map((row) => ({
    transferId: row.id,
    code: row.code,
    amountCentavos: row.amount_centavos,
    at: row.created_at,
    playerId: row.player_id,
    player: row.player,
    upline: row.upline,
    agent: row.agent,
  }));
}

type DailyTotal = { player: string; upline: string | null; count: number; totalCentavos: number };

const MOVEMENT_FIELDS: readonly XlsxField<Movement>[] = [
  { header: "Player", width: 20, cell: (move) => move.player },
  { header: "Upline", width: 20, cell: (move) => move.upline },
  { header: "Agent", width: 20, cell: (move) => move.agent },
  { header: "Movement", width: 12, cell: (move) => MOVEMENT_WORDS[move.code] ?? move.code },
  { header: "Amount (₱)", width: 16, numFmt: XLSX_PESO_FORMAT, cell: (move) => xlsxPesos(move.amountCentavos) },
  { header: "Time (Manila)", width: 22, cell: (move) => manilaStamp(move.at) },
  { header: "Transfer", width: 10, cell: (move) => move.transferId },
];

const DAILY_TOTAL_FIELDS: readonly XlsxField<DailyTotal>[] = [
  { header: "Player", width: 20, cell: (total) => total.player },
  { header: "Upline", width: 20, cell: (total) => total.upline },
  { header: "Movements", width: 12, cell: (total) => total.count },
  { header: "Total (₱)", width: 16, numFmt: XLSX_PESO_FORMAT, cell: (total) => xlsxPesos(total.totalCentavos) },
];

/**
 * The day's large-transactions report: every single movement above the single threshold, and each player's total
 * of the day above the daily threshold (the thresholds in force, exclusive like the watch's).
 */
export async function largeTransactionsReport(db: DbOrTx, day: string): Promise<Readable> {
  const { largeTransaction } = await readThresholds(db);
  const movements = await movementsOf(db, day);
  const single = movements.filter((move) => move.amountCentavos > largeTransaction.singleCentavos);
  const totals = new Map<number, DailyTotal>();
  for (const move of movements) {
    const total = totals.get(move.playerId) ?? { player: move.player, upline: move.upline, count: 0, totalCentavos: 0 };
    total.count += 1;
    total.totalCentavos += move.amountCentavos;
    totals.set(move.playerId, total);
  }
  const daily = [...totals.values()]
    .filter((total) => total.totalCentavos > largeTransaction.dailyCentavos)
    .sort((a, b) => b.totalCentavos - a.totalCentavos);
  return streamXlsx((book) => {
    book.cover([
      ["Report", "Large transactions"],
      ["Day", `${day} (Manila time)`],
      ["Single", `Every load, withdrawal or payout above ₱${pesos(largeTransaction.singleCentavos)}`],
      [
        "Daily",
        `Each player's total of loads, withdrawals and payouts above ₱${pesos(largeTransaction.dailyCentavos)}`,
      ],
    ]);
    const movementSheet = book.table("Large transactions", MOVEMENT_FIELDS);
    for (const move of single) movementSheet.row(move);
    movementSheet.end();
    const dailySheet = book.table("Daily totals", DAILY_TOTAL_FIELDS);
    for (const total of daily) dailySheet.row(total);
    dailySheet.end();
  });
}

const pesos = (centavos: number) =>
  (centavos / 100).toLocaleString("en-PH", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The evidence as label/value rows: nested values flattened into dotted labels, lists joined. */
function evidenceRows(evidence: unknown, prefix = ""): [string, string | number][] {
  if (evidence === null || typeof evidence !== "object" || Array.isArray(evidence)) {
    const value = Array.isArray(evidence) ? evidence.join(", ") : evidence;
    return [[prefix || "evidence", typeof value === "number" ? value : String(value)]];
  }
  return Object.entries(evidence).flatMap(([key, value]) => evidenceRows(value, prefix ? `${prefix}.${key}` : key));
}

/** The accounts a case names, with their upline and KYC status. */
async function caseAccounts(db: DbOrTx, accountIds: readonly number[]) {
  return rowsOf(
    z.object({
      id: z.number(),
      username: z.string(),
      status: z.string(),
      kyc_status: z.string(),
      upline: z.string().nullable(),
    }),
    await db.execute(sql`
      select u.id, u.username, u.status, u.kyc_status, up.username as upline from users_view u
      left join users_view up on up.id = u.upline_id
      where u.id = any(${toPgArray(accountIds)}::int[]) order by u.id`),
  );
}

/**
 * One suspicious-activity case as a file: the alert, its evidence, the accounts it names with their upline and KYC
 * status, the case notes, and every audited step of the case.
 */
export async function alertCaseReport(db: DbOrTx, alertId: number): Promise<{ fileName: string; file: Readable }> {
  const alert = await alertDetail(db, alertId);
  const accounts = await caseAccounts(db, alert.accountIds);
  const audit = await auditTrail(db, "integrity-alert", alertId);
  const file = streamXlsx(
    (book) => {
      book.cover([
        ["Report", "Suspicious activity case"],
        ["Alert", `#${alert.id}: ${SIGNAL_LABELS[alert.kind]}`],
        ["Subject", alert.subject],
        ["Score", String(alert.score)],
        ["Status", alert.status],
        ["Assigned to", alert.assignedTo ?? "nobody"],
        ["Raised", manilaStamp(new Date(alert.raisedAt))],
        ["Closed", alert.closedAt ? manilaStamp(new Date(alert.closedAt)) : "open"],
      ]);
      const evidence = book.sheet("Evidence", {
        columns: [
          { header: "Item", width: 28 },
          { header: "Value", width: 60 },
        ],
      });
      for (const row of evidenceRows(alert.evidence)) evidence.row(row);
      evidence.end();
      const named = book.sheet("Accounts", {
        columns: [
          { header: "Account", width: 20 },
          { header: "Status", width: 12 },
          { header: "Upline", width: 20 },
          { header: "KYC status", width: 20 },
        ],
      });
      for (const account of accounts) named.row([account.username, account.status, account.upline, account.kyc_status]);
      named.end();
      const notes = book.sheet("Notes", {
        columns: [
          { header: "Time (Manila)", width: 22 },
          { header: "Author", width: 20 },
          { header: "Note", width: 80, wrap: true },
        ],
      });
      for (const note of alert.notes) notes.row([manilaStamp(new Date(note.at)), note.author, note.body]);
      notes.end();
      const steps = book.sheet("Audit", {
        columns: [
          { header: "Time (Manila)", width: 22 },
          { header: "Who", width: 20 },
          { header: "Step", width: 30 },
        ],
      });
      for (const step of audit) steps.row([manilaStamp(step.at), step.actorUsername, step.action]);
      steps.end();
    },
    { sharedStrings: true },
  );
  return { fileName: `case-${alert.id}-${alert.kind}.xlsx`, file };
}
