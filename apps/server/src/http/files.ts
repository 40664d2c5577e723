/** Media types of the files the API answers with (downloads), one place for every route that sends them. */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Peso cells of the .xlsx exports: numbers in pesos (so a spreadsheet adds them up), shown with two decimals. */
export const XLSX_PESO_FORMAT = "#,##0.00";

/** A cell's value in pesos from integer centavos (an empty cell stays empty). */
export function xlsxPesos(centavos: number): number;
export function xlsxPesos(centavos: number | null): number | null;
export function xlsxPesos(centavos: number | null): number | null {
  return centavos === null ? null : centavos / 100;
}
