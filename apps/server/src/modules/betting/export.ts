import type { Readable } from "node:stream";
import { GAME_LABELS } from "@sabong/shared/betting";
import type { DbOrTx } from "../../db/client.ts";
import { streamXlsx, XLSX_PESO_FORMAT, type XlsxField, xlsxPesos } from "../../http/xlsx.ts";
import { type ExportRow, eventBetBatches } from "./history.ts";
import type { EventRow } from "./table.ts";

export function eventBetsFileName(event: EventRow): string {
  const safe = event.name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "event";
  return `bets-${event.id}-${safe}-${event.eventDate}.xlsx`;
}

/** One row per bet. */
const BET_FIELDS: readonly XlsxField<ExportRow>[] = [
  { header: "Bet ID", width: 10, cell: (bet) => bet.id },
  { header: "Placed at (UTC)", width: 24, cell: (bet) => bet.createdAt },
  { header: "Fight #", width: 8, cell: (bet) => bet.fightNumber },
  { header: "Player", width: 18, cell: (bet) => bet.username },
  { header: "Side", width: 8, cell: (bet) => bet.side },
  { header: "Stake", width: 14, numFmt: XLSX_PESO_FORMAT, cell: (bet) => xlsxPesos(bet.stakeCentavos) },
  { header: "Status", width: 10, cell: (bet) => bet.status },
  { header: "Result", width: 11, cell: (bet) => bet.result ?? "" },
  { header: "Odds per 100", width: 12, numFmt: XLSX_PESO_FORMAT, cell: (bet) => xlsxPesos(bet.per100Centavos) },
  { header: "Payout", width: 14, numFmt: XLSX_PESO_FORMAT, cell: (bet) => xlsxPesos(bet.payoutCentavos) },
  { header: "Settled at (UTC)", width: 24, cell: (bet) => bet.settledAt ?? "" },
];

/**
 * The event's bet history as an .xlsx, streamed: rows are read a batch at a time and written as the client takes
 * them, so a big event never sits in memory whole. Amounts are pesos (people read the file), with two decimals.
 */
export function eventBetsWorkbook(db: DbOrTx, event: EventRow): Readable {
  return streamXlsx(async (book) => {
    const sheet = book.table("Bets", BET_FIELDS, { header: "plain" });
    for await (const batch of eventBetBatches(db, event.id)) {
      for (const bet of batch) sheet.row(bet);
      await book.paced();
    }
    sheet.end();
    const summary = book.sheet("Event");
    summary.row(["Event", event.name]);
    summary.row(["Game", GAME_LABELS[event.game as keyof typeof GAME_LABELS] ?? event.game]);
    summary.row(["Date", event.eventDate]);
    summary.row(["Plasada %", event.plasadaBp / 100]);
    summary.end();
  });
}
