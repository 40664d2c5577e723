import { formatPesos, pesosToCentavos } from "@sabong/shared";

/** Amounts in the user detail are pesos with centavos; the shared formatter takes centavos. "1,583.30" */
export function formatAmount(pesos: number | null | undefined): string {
  return formatPesos(pesosToCentavos(Number(pesos) || 0));
}

/** Percentages arrive as plain numbers (2.5 means 2.5%). */
export function formatPercent(value: number | null | undefined): string {
  const number = Number(value) || 0;
  return `${number.toLocaleString("en-PH", { maximumFractionDigits: 2 })}%`;
}
