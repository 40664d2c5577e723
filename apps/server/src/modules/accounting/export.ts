import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import {
  type AccountingCriteria,
  type AccountingFigures,
  type AccountingReport,
  REPORT_GROUPING_LABELS,
  REPORT_GROUPINGS,
  type ReportGrouping,
} from "@sabong/shared/accounting";
import ExcelJS from "exceljs";
import { XLSX_PESO_FORMAT, xlsxPesos } from "../../http/files.ts";
import { gameLabel } from "./service.ts";

/**
 * The accounting export (spec: POST /admin/excel-history): the report of the criteria once per grouping, and every
 * classified transfer behind it, streamed into the answer as it is written (exceljs' streaming writer, rows
 * committed as they come), so a year of transfers never sits in memory.
 */

const COUNT_FORMAT = "#,##0";
/** A Manila wall-clock date-time cell (the cell holds the Manila time: Excel dates carry no time zone). */
const DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm:ss";
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The Transfers sheet stops here: past a million rows a spreadsheet stops being a tool. Said on the cover sheet. */
export const MAX_EXPORT_TRANSFERS = 1_000_000;
export const EXPORT_BATCH_SIZE = 5_000;

/** One classified transfer as the Transfers sheet shows it (the accounting classification's columns). */
export type ExportTransfer = {
  id: number;
  createdAt: Date;
  game: string;
  contestLabel: string;
  category: string;
  username: string | null;
  /** Signed: a reversal counts against what it reverses, as in the report's figures. */
  signedAmountCentavos: number;
};

/** Where the workbook's figures come from (the accounting service; tests may pass small caps). */
export type ExportSources = {
  report: (criteria: AccountingCriteria) => Promise<AccountingReport>;
  /** How many transfers match, counted up to `limit` (enough to know whether the cap is reached). */
  countTransfers: (criteria: AccountingCriteria, limit: number) => Promise<number>;
  /** The matching transfers in (created_at, id) order, in batches of at most `batchSize`, `limit` in all. */
  transferBatches: (criteria: AccountingCriteria, batchSize: number, limit: number) => AsyncIterable<ExportTransfer[]>;
};

export type ExportLimits = { maxTransfers: number; batchSize: number };

const SHEET_NAMES: Record<ReportGrouping, string> = {
  day: "By day",
  contest: "By event or draw",
  game: "By game",
  agent: "By agent",
};

export function accountingExportFileName(criteria: Pick<AccountingCriteria, "from" | "to">): string {
  return `accounting-${criteria.from}-to-${criteria.to}.xlsx`;
}

/** A row's or transfer's game ("" when it has none), or the criteria's ("all"). */
const gameCell = (game: string | null): string => (game === "all" ? "All games" : game ? gameLabel(game) : "");

/** The instant as a Manila wall-clock Date (for a date-time cell) and as text. */
const manilaWallClock = (instant: Date): Date => new Date(instant.getTime() + MANILA_OFFSET_MS);
const manilaStamp = (instant: Date): string =>
  `${manilaWallClock(instant).toISOString().slice(0, 19).replace("T", " ")} (Manila)`;

type FigureColumn = { header: string; value: (f: AccountingFigures) => number; count?: true };

/** Every figure of the report, in the report screen's order; commission by level gets a column per level. */
function figureColumns(totals: AccountingFigures): FigureColumn[] {
  const levelOf = (f: AccountingFigures, role: string) => f.commissionByLevel.find((l) => l.role === role)?.centavos;
  return [
    { header: "Turnover", value: (f) => f.turnoverCentavos },
    { header: "Stakes", value: (f) => f.stakeCount, count: true },
    { header: "Refunds", value: (f) => f.refundsCentavos },
    { header: "Payouts", value: (f) => f.payoutsCentavos },
    { header: "Plasada", value: (f) => f.plasadaCentavos },
    { header: "Draw funding", value: (f) => f.drawFundingCentavos },
    { header: "Commission", value: (f) => f.commissionCentavos },
    ...totals.commissionByLevel.map((level) => ({
      header: `Commission: ${level.label}`,
      value: (f: AccountingFigures) => levelOf(f, level.role) ?? 0,
    })),
    { header: "House result", value: (f) => f.houseResultCentavos },
  ];
}

function writeGroupingSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, report: AccountingReport): void {
  const sheet = workbook.addWorksheet(SHEET_NAMES[report.criteria.groupBy], {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  const figures = figureColumns(report.totals);
  sheet.columns = [
    { header: REPORT_GROUPING_LABELS[report.criteria.groupBy], key: "label", width: 34 },
    { header: "Game", key: "game", width: 16 },
    ...figures.map((c, i) => ({
      header: c.header,
      key: `f${i}`,
      width: 16,
      style: { numFmt: c.count ? COUNT_FORMAT : XLSX_PESO_FORMAT },
    })),
  ];
  sheet.getRow(1).font = { bold: true };
  const cellsOf = (f: AccountingFigures) =>
    Object.fromEntries(figures.map((c, i) => [`f${i}`, c.count ? c.value(f) : xlsxPesos(c.value(f))]));
  for (const row of report.rows) sheet.addRow({ label: row.label, game: gameCell(row.game), ...cellsOf(row) }).commit();
  const total = sheet.addRow({ label: "TOTAL", game: "", ...cellsOf(report.totals) });
  total.font = { bold: true };
  total.commit();
  sheet.commit();
}

/**
 * Between batches: exceljs' writer has no backpressure of its own (rows it is given wait in memory), so the next
 * batch is read only once the answer has taken what came before. A client that went away stops the reading.
 */
async function paced(stream: PassThrough): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (stream.writableNeedDrain && !stream.destroyed) {
    await Promise.race([once(stream, "drain"), once(stream, "close")]);
  }
  if (stream.destroyed) throw new Error("the export's answer was closed");
}

async function writeTransfersSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sources: ExportSources,
  criteria: AccountingCriteria,
  limits: ExportLimits,
  matching: number,
  pace: () => Promise<void>,
): Promise<void> {
  const sheet = workbook.addWorksheet("Transfers", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: "Transfer ID", key: "id", width: 12 },
    { header: "Date-time (Manila)", key: "at", width: 20, style: { numFmt: DATE_TIME_FORMAT } },
    { header: "Game", key: "game", width: 16 },
    { header: "Event / draw", key: "contest", width: 34 },
    { header: "Category", key: "category", width: 16 },
    { header: "User", key: "user", width: 18 },
    { header: "Amount", key: "amount", width: 16, style: { numFmt: XLSX_PESO_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  let beyondCap = false;
  // One more than the cap is asked for: a row past it means the list was cut, whatever the count said.
  for await (const batch of sources.transferBatches(criteria, limits.batchSize, limits.maxTransfers + 1)) {
    for (const t of batch) {
      if (written >= limits.maxTransfers) {
        beyondCap = true;
        break;
      }
      sheet
        .addRow({
          id: t.id,
          at: manilaWallClock(t.createdAt),
          game: gameCell(t.game),
          contest: t.contestLabel,
          category: t.category,
          user: t.username ?? "",
          amount: xlsxPesos(t.signedAmountCentavos),
        })
        .commit();
      written++;
    }
    await pace();
  }
  const capped = matching > limits.maxTransfers || beyondCap;
  if (capped) sheet.addRow([`Stopped at ${limits.maxTransfers.toLocaleString("en-US")} transfers`]).commit();
  sheet.commit();
}

function coverRows(report: AccountingReport, limits: ExportLimits, capped: boolean): Array<[string, string]> {
  const c = report.criteria;
  const rows: Array<[string, string]> = [
    ["From", c.from],
    ["To", c.to],
    ["Game", gameCell(c.game)],
    ["Agent", c.agentUsername ? `${c.agentUsername} and everyone below` : "Everyone"],
    ["Grouping", REPORT_GROUPING_LABELS[c.groupBy]],
    ["Generated at", manilaStamp(new Date(report.generatedAt))],
    [
      "Figures",
      "Every figure is a sum of ledger transfers (Manila days); reversals count against what they reverse. " +
        "Sheets: one per grouping, each with a TOTAL row, and Transfers (one row per classified transfer).",
    ],
  ];
  if (capped) {
    rows.push([
      "Transfers sheet",
      `Cut at ${limits.maxTransfers.toLocaleString("en-US")} rows: more transfers match. The grouping sheets ` +
        "still cover every transfer; narrow the criteria to list them all.",
    ]);
  }
  return rows;
}

/**
 * The workbook: Criteria (cover), one sheet per grouping (By day … By agent), Transfers. The reports are read and
 * the transfers counted before the answer starts, so a bad criteria (an unknown agent) still answers 4xx; then the
 * file is streamed, the transfers a batch at a time.
 */
export async function accountingWorkbook(
  sources: ExportSources,
  criteria: AccountingCriteria,
  limits: ExportLimits = { maxTransfers: MAX_EXPORT_TRANSFERS, batchSize: EXPORT_BATCH_SIZE },
): Promise<Readable> {
  const reports: AccountingReport[] = [];
  // One after the other: `db` may be PGlite's single connection, and each report is a handful of queries.
  for (const groupBy of REPORT_GROUPINGS) reports.push(await sources.report({ ...criteria, groupBy }));
  const asAsked = reports.find((r) => r.criteria.groupBy === criteria.groupBy) ?? reports[0];
  if (!asAsked) throw new Error("no report");
  // Counted first (bounded): the cover sheet comes first in the file (the zip is written sheet after sheet, in
  // order), and it must say whether the cap cuts the Transfers sheet.
  const matching = await sources.countTransfers(criteria, limits.maxTransfers + 1);

  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = "Sabong Live";
  void (async () => {
    const cover = workbook.addWorksheet("Criteria");
    cover.columns = [
      { key: "what", width: 18, style: { font: { bold: true } } },
      { key: "value", width: 90, style: { alignment: { wrapText: true, vertical: "top" } } },
    ];
    for (const row of coverRows(asAsked, limits, matching > limits.maxTransfers)) cover.addRow(row).commit();
    cover.commit();
    for (const report of reports) writeGroupingSheet(workbook, report);
    await writeTransfersSheet(workbook, sources, criteria, limits, matching, () => paced(stream));
    await workbook.commit();
  })().catch((err: unknown) => {
    if (!stream.destroyed) stream.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return stream;
}
