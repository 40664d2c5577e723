import { PassThrough, type Readable } from "node:stream";
import { GAME_LABELS } from "@sabong/shared/betting";
import ExcelJS from "exceljs";
import type { DbOrTx } from "../../db/client.ts";
import { XLSX_PESO_FORMAT, xlsxPesos } from "../../http/files.ts";
import { eventBetBatches } from "./history.ts";
import type { EventRow } from "./table.ts";

export function eventBetsFileName(event: EventRow): string {
  const safe = event.name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "event";
  return `bets-${event.id}-${safe}-${event.eventDate}.xlsx`;
}

/**
 * The event's bet history as an .xlsx, streamed: rows are read a batch at a time and written as they come, so a
 * big event never sits in memory whole. Amounts are pesos (people read the file), with two decimals.
 */
export function eventBetsWorkbook(db: DbOrTx, event: EventRow): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Bets");
  sheet.columns = [
    { header: "Bet ID", key: "id", width: 10 },
    { header: "Placed at (UTC)", key: "createdAt", width: 24 },
    { header: "Fight #", key: "fightNumber", width: 8 },
    { header: "Player", key: "username", width: 18 },
    { header: "Side", key: "side", width: 8 },
    { header: "Stake", key: "stake", width: 14, style: { numFmt: XLSX_PESO_FORMAT } },
    { header: "Status", key: "status", width: 10 },
    { header: "Result", key: "result", width: 11 },
    { header: "Odds per 100", key: "odds", width: 12, style: { numFmt: XLSX_PESO_FORMAT } },
    { header: "Payout", key: "payout", width: 14, style: { numFmt: XLSX_PESO_FORMAT } },
    { header: "Settled at (UTC)", key: "settledAt", width: 24 },
  ];
  void (async () => {
    for await (const batch of eventBetBatches(db, event.id)) {
      for (const bet of batch) {
        sheet
          .addRow({
            id: bet.id,
            createdAt: bet.createdAt,
            fightNumber: bet.fightNumber,
            username: bet.username,
            side: bet.side,
            stake: xlsxPesos(bet.stakeCentavos),
            status: bet.status,
            result: bet.result ?? "",
            odds: xlsxPesos(bet.per100Centavos),
            payout: xlsxPesos(bet.payoutCentavos),
            settledAt: bet.settledAt ?? "",
          })
          .commit();
      }
    }
    sheet.commit();
    const summary = workbook.addWorksheet("Event");
    summary.addRow(["Event", event.name]).commit();
    summary.addRow(["Game", GAME_LABELS[event.game as keyof typeof GAME_LABELS] ?? event.game]).commit();
    summary.addRow(["Date", event.eventDate]).commit();
    summary.addRow(["Plasada %", event.plasadaBp / 100]).commit();
    summary.commit();
    await workbook.commit();
  })().catch((err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))));
  return stream;
}
