import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import ExcelJS from "exceljs";

/**
 * The one .xlsx builder of every export (bets, draw report, accounting, agent summary): sheets written row by row
 * with exceljs' streaming writer, each row let go once written, so a big file never sits in memory whole.
 */

/** Peso cells: numbers in pesos (so a spreadsheet adds them up), shown with two decimals. */
export const XLSX_PESO_FORMAT = "#,##0.00";
/** Counts (stakes, tickets): whole numbers with thousands separators. */
export const XLSX_COUNT_FORMAT = "#,##0";

/** A cell's value in pesos from integer centavos (an empty cell stays empty). */
export function xlsxPesos(centavos: number): number;
export function xlsxPesos(centavos: number | null): number | null;
export function xlsxPesos(centavos: number | null): number | null {
  return centavos === null ? null : centavos / 100;
}

export type XlsxValue = string | number | Date | null;

export type XlsxColumn = {
  /** The column's heading in row 1 (a sheet without headings starts with its first row). */
  header?: string;
  width: number;
  /** A number format for every cell of the column (XLSX_PESO_FORMAT, XLSX_COUNT_FORMAT or any other). */
  numFmt?: string;
  bold?: true;
  /** Long text wraps, top-aligned (the cover sheet's explanations). */
  wrap?: true;
};

/** A column and the cell each item puts in it: heading, width and format stand beside the value they describe. */
export type XlsxField<T> = XlsxColumn & { cell: (item: T) => XlsxValue };

export type XlsxSheetOptions = {
  columns?: readonly XlsxColumn[];
  /** The heading row: bold and frozen (stays in view while scrolling), or as plain as the rows. */
  header?: "bold" | "plain";
};

export type XlsxRowOptions = {
  bold?: true;
  /** Number formats of single cells by column number (1 is the first), where the column's own does not fit. */
  cellFormats?: Readonly<Record<number, string>>;
};

export type XlsxSheet = {
  /** Writes a row and lets it go. */
  row(values: readonly XlsxValue[], options?: XlsxRowOptions): void;
  /** The bold TOTAL row: "TOTAL" in the first column, then `values`. */
  total(values: readonly XlsxValue[], options?: Omit<XlsxRowOptions, "bold">): void;
  /** Closes the sheet; the next one may start. */
  end(): void;
};

/** A sheet of one row per item, its cells taken by its fields. */
export type XlsxTable<T> = {
  row(item: T): void;
  end(): void;
};

export type XlsxBook = {
  sheet(name: string, options?: XlsxSheetOptions): XlsxSheet;
  /** A sheet whose columns are `fields`: each item written is one row of their cells. */
  table<T>(name: string, fields: readonly XlsxField<T>[], options?: Omit<XlsxSheetOptions, "columns">): XlsxTable<T>;
  /** The Criteria cover sheet: what the file holds and how it was chosen, one bold label and its text per row. */
  cover(rows: ReadonlyArray<readonly [label: string, text: string]>): void;
  /**
   * Between batches: exceljs' writer has no backpressure of its own (rows it is given wait in memory), so the next
   * batch is read only once the client has taken what came before. A client that went away stops the writing.
   */
  paced(): Promise<void>;
};

function openSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, options: XlsxSheetOptions): XlsxSheet {
  const bold = options.header !== "plain" && options.columns?.some((c) => c.header !== undefined);
  const sheet = workbook.addWorksheet(name, bold ? { views: [{ state: "frozen", ySplit: 1 }] } : {});
  if (options.columns) {
    sheet.columns = options.columns.map((c) => ({
      ...(c.header === undefined ? {} : { header: c.header }),
      width: c.width,
      style: {
        ...(c.numFmt ? { numFmt: c.numFmt } : {}),
        ...(c.bold ? { font: { bold: true } } : {}),
        ...(c.wrap ? { alignment: { wrapText: true, vertical: "top" as const } } : {}),
      },
    }));
  }
  if (bold) sheet.getRow(1).font = { bold: true };
  const row = (values: readonly XlsxValue[], rowOptions: XlsxRowOptions = {}) => {
    const written = sheet.addRow([...values]);
    if (rowOptions.bold) written.font = { bold: true };
    for (const [column, numFmt] of Object.entries(rowOptions.cellFormats ?? {})) {
      written.getCell(Number(column)).numFmt = numFmt;
    }
    written.commit();
  };
  return {
    row,
    total: (values, rowOptions = {}) => row(["TOTAL", ...values], { ...rowOptions, bold: true }),
    end: () => sheet.commit(),
  };
}

async function paced(stream: PassThrough): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (stream.writableNeedDrain && !stream.destroyed) {
    await Promise.race([once(stream, "drain"), once(stream, "close")]);
  }
  if (stream.destroyed) throw new Error("the export's answer was closed");
}

/**
 * Streams the workbook `write` builds: the answer starts at once and each sheet is written in order (the zip holds
 * them sheet after sheet). An error while writing ends the answer with that error, never a file cut short silently.
 * `sharedStrings`: for small workbooks only. A shared-strings table keeps an empty text cell ("") as text, where the
 * inline form reads back as a blank cell, but it holds every distinct string in memory until the end.
 */
export function streamXlsx(
  write: (book: XlsxBook) => Promise<void> | void,
  options: { sharedStrings?: true } = {},
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: options.sharedStrings === true,
  });
  workbook.creator = "Sabong Live";
  const book: XlsxBook = {
    sheet: (name, options = {}) => openSheet(workbook, name, options),
    table: (name, fields, options = {}) => {
      const sheet = openSheet(workbook, name, { ...options, columns: fields });
      return { row: (item) => sheet.row(fields.map((field) => field.cell(item))), end: () => sheet.end() };
    },
    cover: (rows) => {
      const cover = openSheet(workbook, "Criteria", {
        columns: [
          { width: 18, bold: true },
          { width: 90, wrap: true },
        ],
      });
      for (const row of rows) cover.row(row);
      cover.end();
    },
    paced: () => paced(stream),
  };
  void (async () => {
    await write(book);
    await workbook.commit();
  })().catch((err: unknown) => {
    if (!stream.destroyed) stream.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return stream;
}
