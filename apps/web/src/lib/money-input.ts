import type { Centavos } from "@sabong/shared";

/** A peso amount typed by a user: "500", "1,000", "1000.50", "₱ 2,500.5". */
export type PesosParse = { ok: true; centavos: Centavos } | { ok: false; message: string };

export const AMOUNT_INVALID_MESSAGE = "Enter a valid amount.";
export const AMOUNT_REQUIRED_MESSAGE = "Enter an amount.";

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d{0,2})?$/;
const PLAIN = /^\d+(\.\d{0,2})?$/;
const LEADING_DOT = /^\.\d{1,2}$/;

/**
 * Reads pesos exactly (string arithmetic, never floats): at most 2 decimals, thousands commas only in their places,
 * no sign. Zero is refused; limits (min/max bet, balance) are the caller's rules.
 */
export function parsePesosInput(text: string): PesosParse {
  const cleaned = text.replace(/[₱\s]/g, "").replace(/^php/i, "");
  if (cleaned === "") return { ok: false, message: AMOUNT_REQUIRED_MESSAGE };
  if (!GROUPED.test(cleaned) && !PLAIN.test(cleaned) && !LEADING_DOT.test(cleaned)) {
    return { ok: false, message: AMOUNT_INVALID_MESSAGE };
  }
  const [whole = "", fraction = ""] = cleaned.replace(/,/g, "").split(".");
  const pesos = whole === "" ? 0 : Number(whole);
  const centavos = pesos * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(centavos)) return { ok: false, message: AMOUNT_INVALID_MESSAGE };
  if (centavos === 0) return { ok: false, message: AMOUNT_INVALID_MESSAGE };
  return { ok: true, centavos };
}

/** Centavos as an editable peso string: 150050 → "1500.50", 50000 → "500". */
export function centavosToPesosInput(centavos: Centavos): string {
  const whole = Math.trunc(centavos / 100);
  const cents = Math.abs(centavos % 100);
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
}

/** Basis points as a percent string for a form: 500 → "5", 525 → "5.25". */
export function basisPointsToPercentInput(bp: number): string {
  return centavosToPesosInput(bp);
}

/** A percent typed by a user ("5", "5.25") as basis points; null when it is not a number with up to 2 decimals. */
export function parsePercentInput(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, "");
  if (!PLAIN.test(cleaned) && !LEADING_DOT.test(cleaned)) return null;
  const [whole = "", fraction = ""] = cleaned.split(".");
  const bp = (whole === "" ? 0 : Number(whole)) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(bp) ? bp : null;
}
