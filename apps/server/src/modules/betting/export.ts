import type { Readable } from "node:stream";
import { GAME_LABELS } from "@sabong/shared/betting";
import type { DbOrTx } from "../../db/client.ts";
import { streamXlsx, XLSX_PESO_FORMAT, xlsxPesos } from "../../http/xlsx.ts";
import { eventBetBatches } from "./history.ts";
import type { EventRow } from "./table.ts";

export function eventBetsFileName(event: EventRow): string {
  const safe = event.name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "event";
  return `bets-${event.id}-${safe}-${event.eventDate}.xlsx`;
}

/**
 * The event's bet history as an .xlsx, streamed: rows are read a batch at a time and written as the client takes
 * them, so a big event never sits in memory whole. Amounts are pesos (people read the file), with two decimals.
 */
export function eventBetsWorkbook(db: DbOrTx, event: EventRow): Readable {
  return streamXlsx(async (book) => {
    const sheet = book.sheet("Bets", {
      header: "plain",
      columns: [
        { header: "Bet ID", width: 10 },
        { header: "Placed at (UTC)", width: 24 },
        { header: "Fight #", width: 8 },
        { header: "Player", width: 18 },
        { header: "Side", width: 8 },
        { header: "Stake", width: 14, numFmt: XLSX_PESO_FORMAT },
        { header: "Status", width: 10 },
        { header: "Result", width: 11 },
        { header: "Odds per 100", width: 12, numFmt: XLSX_PESO_FORMAT },
        { header: "Payout", width: 14, numFmt: XLSX_PESO_FORMAT },
        { header: "Settled at (UTC)", width: 24 },
      ],
    });
    for await (const batch of eventBetBatches(db, event.id)) {
      for (const bet of batch) {
        sheet.row([
          bet.id,
          bet.createdAt,
          bet.fightNumber,
          bet.username,
          bet.side,
          xlsxPesos(bet.stakeCentavos),
          bet.status,
          bet.result ?? "",
          xlsxPesos(bet.per100Centavos),
          xlsxPesos(bet.payoutCentavos),
          bet.settledAt ?? "",
        ]);
      }
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
