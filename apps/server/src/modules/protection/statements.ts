import type { Readable } from "node:stream";
import type { StatementView } from "@sabong/shared/protection";
import { addCalendarMonths, manilaDateOf, manilaDayStart, manilaStamp } from "@sabong/shared/time";
import { playerMovementText } from "@sabong/shared/wallet";
import { and, desc, eq, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { streamXlsx, XLSX_PESO_FORMAT, type XlsxField, xlsxPesos } from "../../http/xlsx.ts";
import { sessions } from "../auth/table.ts";
import { pointsMovesByMonth, readWalletLogSince, type WalletLogEntry } from "../ledger/service.ts";

/**
 * The player's statement: points loaded and withdrawn over their lifetime and per Manila month (from the ledger's
 * LOAD and WITHDRAW transfers on their points wallet), the sign-in before this one, and a 12-month .xlsx of every
 * movement of the points wallet with the balance after it.
 */

/** The sign-in before the caller's current one (its session), if any. */
async function previousSignInAt(db: DbOrTx, userId: number, sessionId: string): Promise<string | null> {
  const [current] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  if (!current) return null;
  const [previous] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.createdAt, current.createdAt)))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return previous?.createdAt.toISOString() ?? null;
}

export async function statementOf(db: DbOrTx, userId: number, sessionId: string): Promise<StatementView> {
  const sums = await pointsMovesByMonth(db, userId, ["LOAD", "WITHDRAW"]);
  const previous = await previousSignInAt(db, userId, sessionId);
  const byMonth = new Map<string, { loadsCentavos: number; withdrawalsCentavos: number }>();
  for (const sum of sums) {
    const month = byMonth.get(sum.month) ?? { loadsCentavos: 0, withdrawalsCentavos: 0 };
    // Loads come in to the player's points; withdrawals go out of them.
    if (sum.code === "LOAD" && sum.direction === "in") month.loadsCentavos += sum.centavos;
    if (sum.code === "WITHDRAW" && sum.direction === "out") month.withdrawalsCentavos += sum.centavos;
    byMonth.set(sum.month, month);
  }
  const months = [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([month, m]) => ({ month, ...m, netCentavos: m.loadsCentavos - m.withdrawalsCentavos }));
  const loadsCentavos = months.reduce((sum, m) => sum + m.loadsCentavos, 0);
  const withdrawalsCentavos = months.reduce((sum, m) => sum + m.withdrawalsCentavos, 0);
  return {
    lifetime: { loadsCentavos, withdrawalsCentavos, netCentavos: loadsCentavos - withdrawalsCentavos },
    months,
    previousSignInAt: previous,
  };
}

/** The first instant of the statement: the same Manila day twelve months back. */
export function statementStart(nowMs: number): Date {
  return manilaDayStart(addCalendarMonths(manilaDateOf(new Date(nowMs)), -12));
}

export function statementFileName(username: string, nowMs: number): string {
  const safe = username.replace(/[^A-Za-z0-9_-]+/g, "-") || "player";
  return `statement-${safe}-${manilaDateOf(new Date(nowMs))}.xlsx`;
}

const BATCH = 500;

const MOVEMENT_FIELDS: readonly XlsxField<WalletLogEntry>[] = [
  { header: "Date (Manila)", width: 20, cell: (entry) => manilaStamp(new Date(entry.at)) },
  { header: "Movement", width: 20, cell: (entry) => playerMovementText(entry).title },
  { header: "Detail", width: 30, cell: (entry) => playerMovementText(entry).detail },
  {
    header: "In",
    width: 14,
    numFmt: XLSX_PESO_FORMAT,
    cell: (entry) => (entry.amountCentavos > 0 ? xlsxPesos(entry.amountCentavos) : null),
  },
  {
    header: "Out",
    width: 14,
    numFmt: XLSX_PESO_FORMAT,
    cell: (entry) => (entry.amountCentavos < 0 ? xlsxPesos(-entry.amountCentavos) : null),
  },
  { header: "Balance", width: 16, numFmt: XLSX_PESO_FORMAT, cell: (entry) => xlsxPesos(entry.balanceAfterCentavos) },
];

/** Every movement of the points wallet in the last 12 months, oldest first, with the balance after each. */
export function statementWorkbook(db: DbOrTx, userId: number, nowMs: number): Readable {
  const fromAt = statementStart(nowMs);
  return streamXlsx(async (book) => {
    book.cover([
      ["Statement", "Every movement of your points wallet, oldest first, with the balance after it"],
      ["From", manilaStamp(fromAt)],
      ["To", manilaStamp(new Date(nowMs))],
      ["Times", "Manila time"],
    ]);
    const sheet = book.table("Movements", MOVEMENT_FIELDS);
    const filters = { account: "points" as const, fromAt };
    let after = 0;
    for (;;) {
      const batch = await readWalletLogSince(db, userId, filters, after, BATCH);
      for (const entry of batch) sheet.row(entry);
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) break;
      after = last.transferId;
      await book.paced();
    }
    sheet.end();
  });
}
