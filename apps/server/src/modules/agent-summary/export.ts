import type { Readable } from "node:stream";
import { type AgentSummary, ownBetsLine } from "@sabong/shared/accounting";
import { GAME_REGISTRY } from "@sabong/shared/games";
import { streamXlsx, XLSX_PESO_FORMAT, type XlsxValue, xlsxPesos } from "../../http/xlsx.ts";

export function agentSummaryFileName(summary: AgentSummary): string {
  const safe = summary.root.username.replace(/[^A-Za-z0-9_-]+/g, "-") || "agent";
  return `summary-${safe}-${summary.from}-to-${summary.to}.xlsx`;
}

type Figures = Pick<AgentSummary["totals"], "turnoverCentavos" | "commissionCentavos" | "byGame">;

const amounts = (figures: Figures): number[] => [
  xlsxPesos(figures.turnoverCentavos),
  xlsxPesos(figures.commissionCentavos),
  ...figures.byGame.flatMap((game) => [xlsxPesos(game.turnoverCentavos), xlsxPesos(game.commissionCentavos)]),
];

/** Amount cells only (numbers from the third column on): the heading rows above keep their text as it is. */
function pesoCells(values: readonly XlsxValue[]): Record<number, string> {
  const formats: Record<number, string> = {};
  values.forEach((value, index) => {
    if (index >= 2 && typeof value === "number") formats[index + 1] = XLSX_PESO_FORMAT;
  });
  return formats;
}

/**
 * The summary as an .xlsx: one row per downline (turnover and commission, then both per game), the root's own bets,
 * a TOTAL row, and the root's own commission. Amounts are numeric cells in pesos with two decimals, so a spreadsheet can add them.
 */
export function agentSummaryWorkbook(summary: AgentSummary): Readable {
  const games = summary.totals.byGame.map((figures) => figures.game);
  return streamXlsx(
    (book) => {
      const sheet = book.sheet("Summary", {
        columns: [{ width: 22 }, { width: 18 }, ...Array.from({ length: 2 + games.length * 2 }, () => ({ width: 16 }))],
      });
      const amountRow = (values: XlsxValue[], bold?: true) =>
        sheet.row(values, { cellFormats: pesoCells(values), ...(bold ? { bold } : {}) });
      sheet.row(["Agent", summary.root.username, summary.root.label]);
      sheet.row(["From", summary.from, "To", summary.to]);
      sheet.row([]);
      sheet.row(
        [
          "Username",
          "Type",
          "Turnover",
          "Commission",
          ...games.flatMap((game) => [
            `${GAME_REGISTRY[game].label} turnover`,
            `${GAME_REGISTRY[game].label} commission`,
          ]),
        ],
        { bold: true },
      );
      for (const row of summary.rows) amountRow([row.username, row.label, ...amounts(row)]);
      // The root's own stakes are a line of the TOTAL (its commission is the line under it, not part of the TOTAL).
      if (summary.rootOwn.turnoverCentavos !== 0)
        amountRow(["Own bets", summary.root.label, ...amounts(ownBetsLine(summary))]);
      amountRow(["TOTAL", "", ...amounts(summary.totals)], true);
      sheet.row([]);
      amountRow([`Commission of ${summary.root.username}`, "", "", xlsxPesos(summary.rootOwn.commissionCentavos)]);
      sheet.end();
    },
    { sharedStrings: true },
  );
}
