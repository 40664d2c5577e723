import type { Readable } from "node:stream";
import {
  type AccountingCriteria,
  type AccountingFigures,
  type AccountingReport,
  REPORT_GROUPING_LABELS,
  REPORT_GROUPINGS,
  type ReportGrouping,
} from "@sabong/shared/accounting";
import { streamXlsx, XLSX_COUNT_FORMAT, XLSX_PESO_FORMAT, type XlsxBook, xlsxPesos } from "../../http/xlsx.ts";
import { gameLabel } from "./service.ts";

/**
 * The accounting export (spec: POST /admin/excel-history): the report of the criteria once per grouping, and every
 * classified transfer behind it, streamed into the answer as it is written (the shared streaming .xlsx builder, rows
 * let go as they are written), so a year of transfers never sits in memory.
 */

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
    { header: "Open stakes", value: (f) => f.openStakesCentavos },
    { header: "House result", value: (f) => f.houseResultCentavos },
  ];
}

function writeGroupingSheet(book: XlsxBook, report: AccountingReport): void {
  const figures = figureColumns(report.totals);
  const sheet = book.sheet(SHEET_NAMES[report.criteria.groupBy], {
    columns: [
      { header: REPORT_GROUPING_LABELS[report.criteria.groupBy], width: 34 },
      { header: "Game", width: 16 },
      ...figures.map((c) => ({ header: c.header, width: 16, numFmt: c.count ? XLSX_COUNT_FORMAT : XLSX_PESO_FORMAT })),
    ],
  });
  const cellsOf = (f: AccountingFigures) => figures.map((c) => (c.count ? c.value(f) : xlsxPesos(c.value(f))));
  for (const row of report.rows) sheet.row([row.label, gameCell(row.game), ...cellsOf(row)]);
  sheet.total(["", ...cellsOf(report.totals)]);
  sheet.end();
}

async function writeTransfersSheet(
  book: XlsxBook,
  sources: ExportSources,
  criteria: AccountingCriteria,
  limits: ExportLimits,
  matching: number,
): Promise<void> {
  const sheet = book.sheet("Transfers", {
    columns: [
      { header: "Transfer ID", width: 12 },
      { header: "Date-time (Manila)", width: 20, numFmt: DATE_TIME_FORMAT },
      { header: "Game", width: 16 },
      { header: "Event / draw", width: 34 },
      { header: "Category", width: 16 },
      { header: "User", width: 18 },
      { header: "Amount", width: 16, numFmt: XLSX_PESO_FORMAT },
    ],
  });
  let written = 0;
  let beyondCap = false;
  // One more than the cap is asked for: a row past it means the list was cut, whatever the count said.
  for await (const batch of sources.transferBatches(criteria, limits.batchSize, limits.maxTransfers + 1)) {
    for (const t of batch) {
      if (written >= limits.maxTransfers) {
        beyondCap = true;
        break;
      }
      sheet.row([
        t.id,
        manilaWallClock(t.createdAt),
        gameCell(t.game),
        t.contestLabel,
        t.category,
        t.username ?? "",
        xlsxPesos(t.signedAmountCentavos),
      ]);
      written++;
    }
    await book.paced();
  }
  const capped = matching > limits.maxTransfers || beyondCap;
  if (capped) sheet.row([`Stopped at ${limits.maxTransfers.toLocaleString("en-US")} transfers`]);
  sheet.end();
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

  return streamXlsx(async (book) => {
    book.cover(coverRows(asAsked, limits, matching > limits.maxTransfers));
    for (const report of reports) writeGroupingSheet(book, report);
    await writeTransfersSheet(book, sources, criteria, limits, matching);
  });
}
