import type { Readable } from "node:stream";
import { GAME_REGISTRY } from "@sabong/shared/games";
import type { HistoryItem } from "@sabong/shared/history";
import type { DbOrTx } from "../../db/client.ts";
import { streamXlsx, XLSX_PESO_FORMAT, type XlsxField, xlsxPesos } from "../../http/xlsx.ts";
import { type HistoryFilters, type HistoryScope, historyPage } from "./service.ts";

/** Pages of this many rows are read and written in turn, so a long history never sits in memory whole. */
const EXPORT_BATCH = 200;
/** The most rows one file holds (a wider range is narrowed by its filters). */
export const EXPORT_MAX_ROWS = 100_000;

export function historyFileName(filters: HistoryFilters): string {
  const parts = ["bets", filters.game ?? "all-games", filters.from?.slice(0, 10), filters.to?.slice(0, 10)];
  return `${parts.filter(Boolean).join("-")}.xlsx`;
}

/** What the row was played on: the event and fight, or the draw. */
function contestOf(item: HistoryItem): string {
  if (item.kind === "bet") return `${item.eventName} · Fight ${item.fightNumber}`;
  return `${item.draw.name} (draw #${item.draw.id})`;
}

/** What was picked: the side, or each line's combination and form ("007 straight"). */
function pickOf(item: HistoryItem): string {
  if (item.kind === "bet") return item.side;
  return item.lines.map((l) => `${l.combination} ${l.form}`).join(", ");
}

/** One row per bet or ticket. */
const HISTORY_FIELDS: readonly XlsxField<HistoryItem>[] = [
  { header: "Kind", width: 8, cell: (item) => item.kind },
  { header: "Number", width: 10, cell: (item) => item.id },
  { header: "Placed at (UTC)", width: 24, cell: (item) => item.createdAt },
  { header: "Game", width: 18, cell: (item) => GAME_REGISTRY[item.game].label },
  { header: "Player", width: 18, cell: (item) => item.username },
  { header: "Fight or draw", width: 40, cell: contestOf },
  { header: "Pick", width: 30, cell: pickOf },
  { header: "Stake", width: 14, numFmt: XLSX_PESO_FORMAT, cell: (item) => xlsxPesos(item.stakeCentavos) },
  { header: "Status", width: 10, cell: (item) => item.status },
  { header: "Result", width: 11, cell: (item) => (item.kind === "bet" ? item.result : item.draw.result) ?? "" },
  { header: "Payout", width: 14, numFmt: XLSX_PESO_FORMAT, cell: (item) => xlsxPesos(item.payoutCentavos) },
];

/**
 * The history under these filters as an .xlsx, like the event export: one row per bet or ticket, amounts in pesos
 * with two decimals, combinations as text (leading zeros kept).
 */
export function historyWorkbook(db: DbOrTx, scope: HistoryScope, filters: HistoryFilters): Readable {
  return streamXlsx(async (book) => {
    const sheet = book.table("Bets", HISTORY_FIELDS, { header: "plain" });
    for (let page = 1; (page - 1) * EXPORT_BATCH < EXPORT_MAX_ROWS; page += 1) {
      const { items } = await historyPage(db, scope, { ...filters, page, pageSize: EXPORT_BATCH });
      for (const item of items) sheet.row(item);
      await book.paced();
      if (items.length < EXPORT_BATCH) break;
    }
    sheet.end();
  });
}
