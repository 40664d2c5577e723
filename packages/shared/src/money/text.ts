import { BP_SCALE } from "../betting/int-math.ts";
import { type Centavos, MAX_AMOUNT_CENTAVOS } from "./centavos.ts";

/**
 * What people type, turned into what the API speaks, and back: pesos with at most 2 decimals ↔ whole centavos,
 * percentages with at most 2 decimals ↔ basis points. Text that is not exactly such a number is refused (never
 * rounded), so "10.005" or "1e3" cannot move a different amount from the one the person read. String arithmetic
 * only: "0.29" is 29 centavos, not 28.999….
 */

export type PesosRefusal = "EMPTY" | "NOT_POSITIVE" | "TOO_PRECISE" | "MALFORMED" | "TOO_LARGE";

export const PESOS_REFUSAL_MESSAGES: Record<PesosRefusal, string> = {
  EMPTY: "Enter an amount",
  NOT_POSITIVE: "The amount must be more than zero",
  TOO_PRECISE: "Use at most 2 decimals (centavos)",
  MALFORMED: "Enter an amount in pesos, like 1,000.50",
  TOO_LARGE: "The amount is too large",
};

export type PesosParse = { ok: true; centavos: Centavos } | { ok: false; reason: PesosRefusal; message: string };

/** "1,000", "1000.5", ".5", "007": thousands commas only in their places, at most 2 decimals, no sign. */
const PESOS = /^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d{1,2})?$/;
const TOO_PRECISE = /^(?:\d{1,3}(?:,\d{3})+|\d+)?\.\d{3,}$/;

/** The peso sign ("₱", "PHP") and the spaces people paste along with the number, removed. */
function withoutPesoSign(text: string): string {
  return text.replace(/[₱\s]/g, "").replace(/^php/i, "");
}

const refuse = (reason: PesosRefusal): PesosParse => ({ ok: false, reason, message: PESOS_REFUSAL_MESSAGES[reason] });

/**
 * THE peso parser: text typed by a person → whole centavos, more than 0 and at most `maxCentavos` (the API's largest amount unless given). Limits of the
 * screen (minimum bet, balance) are the caller's rules.
 */
export function parsePesos(text: string, maxCentavos: Centavos = MAX_AMOUNT_CENTAVOS): PesosParse {
  const value = withoutPesoSign(text);
  if (value === "") return refuse("EMPTY");
  if (value.startsWith("-")) return refuse("NOT_POSITIVE");
  if (TOO_PRECISE.test(value)) return refuse("TOO_PRECISE");
  if (value === "." || !PESOS.test(value)) return refuse("MALFORMED");
  const [whole = "", fraction = ""] = value.replace(/,/g, "").split(".");
  // Compare the whole pesos as text first: any number of digits is refused before it reaches floating point.
  const wholeDigits = whole.replace(/^0+/, "");
  if (wholeDigits.length > String(Math.floor(maxCentavos / 100)).length) return refuse("TOO_LARGE");
  const centavos = Number(wholeDigits || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (centavos === 0) return refuse("NOT_POSITIVE");
  if (centavos > maxCentavos) return refuse("TOO_LARGE");
  return { ok: true, centavos };
}

/** Centavos as editable field text, no separators: 150050 → "1500.50", 50000 → "500", 7 → "0.07". */
export function centavosToPesosText(centavos: Centavos): string {
  const abs = Math.abs(Math.trunc(centavos));
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const sign = centavos < 0 && abs > 0 ? "-" : "";
  return cents === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(cents).padStart(2, "0")}`;
}

export type PercentRefusal = "EMPTY" | "NEGATIVE" | "MALFORMED" | "ABOVE_MAX";

export type PercentParse = { ok: true; bp: number } | { ok: false; reason: PercentRefusal; message: string };

const PERCENT = /^(?:\d{1,3}(?:\.\d{1,2})?|\.\d{1,2})$/;

/**
 * THE percentage parser: "2.5" or "2.5%" → 250 basis points, 0 to `maxBp` (100% unless a lower cap is given).
 * Empty text is refused with reason EMPTY; a form where blank means 0 reads that reason as 0.
 */
export function parsePercent(text: string, maxBp: number = BP_SCALE): PercentParse {
  const value = text.replace(/[%\s]/g, "");
  if (value === "") return { ok: false, reason: "EMPTY", message: "Enter a percentage" };
  if (value.startsWith("-")) return { ok: false, reason: "NEGATIVE", message: "A percentage cannot be negative" };
  if (!PERCENT.test(value)) {
    return { ok: false, reason: "MALFORMED", message: "Enter a percentage like 2.5 (at most 2 decimals)" };
  }
  const [whole = "", fraction = ""] = value.split(".");
  const bp = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (bp > maxBp) return { ok: false, reason: "ABOVE_MAX", message: `At most ${formatBasisPoints(maxBp)}` };
  return { ok: true, bp };
}

/** Basis points as editable field text: 250 → "2.5", 525 → "5.25", 500 → "5". */
export function basisPointsToText(bp: number): string {
  const whole = Math.floor(bp / 100);
  const fraction = bp % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, "0").replace(/0$/, "")}`;
}

/** Basis points for display: 250 → "2.5%", 1234 → "12.34%", 10000 → "100%". */
export function formatBasisPoints(bp: number): string {
  return `${basisPointsToText(bp)}%`;
}

/** A percentage as the user detail carries it (2.5 means 2.5%) → basis points, exactly; missing is 0. */
export function percentToBasisPoints(percent: number | null | undefined): number {
  return Math.round((Number(percent) || 0) * 100);
}
