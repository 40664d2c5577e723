/** Money is integer centavos everywhere; pesos appear only at the edges (display, user input). */
export type Centavos = number;

/** Largest single movement: 10 billion pesos; far above any real load, far below 2^53. */
export const MAX_AMOUNT_CENTAVOS: Centavos = 1_000_000_000_000;

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
const wholePesoFormat = new Intl.NumberFormat("en-PH", { maximumFractionDigits: 0 });

export type PesosFormat = {
  /** Put the peso sign in front: "₱1,583.30". */
  symbol?: boolean;
  /** A movement seen from one wallet: "+1,000.00" received, "−250.00" paid out (a true minus sign), "0.00". */
  signed?: boolean;
  /** Leave out ".00" on whole pesos (a quick-amount button: "1,000"); other amounts keep both decimals. */
  dropZeroCentavos?: boolean;
};

/**
 * THE way amounts are shown: centavos → "1,583.30", grouped, always two decimals. Negative amounts keep their
 * minus ("-250.00") unless `signed` writes it as "−".
 */
export function formatPesos(centavos: Centavos, options: PesosFormat = {}): string {
  const whole = options.dropZeroCentavos && centavos % 100 === 0;
  const amount = (whole ? wholePesoFormat : pesoFormat).format(Math.abs(centavos) / 100);
  const sign = centavos < 0 ? (options.signed ? "−" : "-") : options.signed && centavos > 0 ? "+" : "";
  return `${sign}${options.symbol ? "₱" : ""}${amount}`;
}

/** `formatPesos`, or "—" while the amount is not known yet (odds of a side nobody bet on, payout before the result). */
export function formatPesosOrDash(centavos: Centavos | null): string {
  return centavos === null ? "—" : formatPesos(centavos);
}
