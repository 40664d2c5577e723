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

/** Centavos from the API → "1,583.30". */
export function formatCentavos(centavos: number | null | undefined): string {
  return formatPesos(Number(centavos) || 0);
}

/** A movement seen from one wallet: "+1,000.00" received, "−250.00" paid out. */
export function formatSignedCentavos(centavos: number): string {
  if (centavos > 0) return `+${formatPesos(centavos)}`;
  if (centavos < 0) return `−${formatPesos(-centavos)}`;
  return formatPesos(0);
}

const manilaDateTime = new Intl.DateTimeFormat("en-PH", {
  timeZone: "Asia/Manila",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** An instant from the API, shown in the customer's time zone: "Jan 31, 2025, 08:05 PM". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "–";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "–" : manilaDateTime.format(date);
}
