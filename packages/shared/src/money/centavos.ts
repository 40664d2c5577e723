/** Money is integer centavos everywhere; pesos appear only at the edges (display, user input). */
export type Centavos = number;

export function isCentavos(value: unknown): value is Centavos {
  return typeof value === "number" && Number.isSafeInteger(value);
}

export function pesosToCentavos(pesos: number): Centavos {
  const centavos = Math.round(pesos * 100);
  if (!Number.isSafeInteger(centavos)) throw new RangeError("amount out of range");
  return centavos;
}

export function centavosToPesos(centavos: Centavos): number {
  return centavos / 100;
}

const pesoFormat = new Intl.NumberFormat("en-PH", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,583.30" */
export function formatPesos(centavos: Centavos): string {
  return pesoFormat.format(centavos / 100);
}
