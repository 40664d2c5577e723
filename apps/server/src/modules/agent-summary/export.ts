import { type AgentSummary, ownBetsLine } from "@sabong/shared/accounting";
import { GAME_REGISTRY } from "@sabong/shared/games";
import ExcelJS from "exceljs";
import { XLSX_PESO_FORMAT, xlsxPesos } from "../../http/files.ts";

export function agentSummaryFileName(summary: AgentSummary): string {
  const safe = summary.root.username.replace(/[^A-Za-z0-9_-]+/g, "-") || "agent";
  return `summary-${safe}-${summary.from}-to-${summary.to}.xlsx`;
}

/**
 * The summary as an .xlsx: one row per downline (turnover and commission, then both per game), the root's own bets,
 * a TOTAL row, and the root's own commission. Amounts are numeric cells in pesos with two decimals, so a spreadsheet can add them.
 */
export async function agentSummaryWorkbook(summary: AgentSummary): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Summary");
  const games = summary.totals.byGame.map((figures) => figures.game);

  sheet.addRow(["Agent", summary.root.username, summary.root.label]);
  sheet.addRow(["From", summary.from, "To", summary.to]);
  sheet.addRow([]);
  const header = sheet.addRow([
    "Username",
    "Type",
    "Turnover",
    "Commission",
    ...games.flatMap((game) => [`${GAME_REGISTRY[game].label} turnover`, `${GAME_REGISTRY[game].label} commission`]),
  ]);
  header.font = { bold: true };

  const amounts = (figures: Pick<AgentSummary["totals"], "turnoverCentavos" | "commissionCentavos" | "byGame">) => [
    xlsxPesos(figures.turnoverCentavos),
    xlsxPesos(figures.commissionCentavos),
    ...figures.byGame.flatMap((game) => [xlsxPesos(game.turnoverCentavos), xlsxPesos(game.commissionCentavos)]),
  ];
  for (const row of summary.rows) sheet.addRow([row.username, row.label, ...amounts(row)]);
  // The root's own stakes are a line of the TOTAL (its commission is the line under it, not part of the TOTAL).
  if (summary.rootOwn.turnoverCentavos !== 0)
    sheet.addRow(["Own bets", summary.root.label, ...amounts(ownBetsLine(summary))]);
  const total = sheet.addRow(["TOTAL", "", ...amounts(summary.totals)]);
  total.font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([`Commission of ${summary.root.username}`, "", "", xlsxPesos(summary.rootOwn.commissionCentavos)]);

  const amountColumns = 2 + games.length * 2;
  sheet.getColumn(1).width = 22;
  sheet.getColumn(2).width = 18;
  for (let column = 3; column < 3 + amountColumns; column++) {
    sheet.getColumn(column).width = 16;
  }
  // Amount cells only: the heading rows above keep their text as it is.
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber <= header.number) return;
    row.eachCell((cell, column) => {
      if (column >= 3 && typeof cell.value === "number") cell.numFmt = XLSX_PESO_FORMAT;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
