import type { AccountingPoint } from "@sabong/shared/accounting";
import { formatPesos } from "@sabong/shared/money";

/** One series of a money chart: a figure per category, in centavos. */
export type MoneySeries = {
  label: string;
  /** Centavos, one per category. */
  values: number[];
  /** A CSS colour: canvases cannot read Bootstrap's variables. */
  color: string;
};

/** The two figures every accounting chart shows. */
export const TURNOVER_COLOR = "#0d6efd";
export const HOUSE_RESULT_COLOR = "#198754";

/** Turnover and house result of each point (a day, a game), as the charts' two series. */
export function accountingSeries(points: readonly AccountingPoint[]): MoneySeries[] {
  return [
    { label: "Turnover", values: points.map((p) => p.turnoverCentavos), color: TURNOVER_COLOR },
    { label: "House result", values: points.map((p) => p.houseResultCentavos), color: HOUSE_RESULT_COLOR },
  ];
}

/** A money axis tick: centavos → "₱1,500" (whole pesos stay short on an axis). */
export function pesoTick(value: number | string): string {
  return formatPesos(Math.round(Number(value)), { symbol: true, dropZeroCentavos: true });
}
