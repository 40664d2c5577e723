import { type Centavos, MAX_AMOUNT_CENTAVOS, MAX_RATE_BP, pesosToCentavos } from "@sabong/shared";

/**
 * What people type, turned into what the API speaks: pesos with at most 2 decimals → whole centavos, and
 * percentages with at most 2 decimals → basis points. Text that is not exactly such a number is refused (never
 * rounded), so "10.005" or "1e3" cannot move a different amount from the one the person read.
 *
 * Two families live here, each with the messages and limits its screens show:
 * - `parsePesosInput` / `centavosToPesosInput` / `parsePercentInput` / `basisPointsToPercentInput`: the bet slip and
 *   the operator's event form (one message for every malformed amount, no upper limit but safe integers).
 * - `parsePesosAmount` / `centavosToInput` / `parsePercentRate` / `bpToInput` / `formatBp` / `percentToBp`: wallet,
 *   commission and account screens (a precise message per mistake, capped at the API's largest amount and rate).
 */

/** Removes the peso sign ("₱", "PHP") and the spaces people paste along with the number. */
function stripPesoSign(text: string): string {
  return text.replace(/[₱\s]/g, "").replace(/^php/i, "");
}

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
  const cleaned = stripPesoSign(text);
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

/** A parse result with a message to show next to the field. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** "1,000", "1000.5", "₱ 2,500.75" (commas as thousands separators only, in groups of three). */
const PESOS_PATTERN = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/** The peso sign and spaces removed; a leading "." read as "0.". */
function clean(text: string): string {
  const value = stripPesoSign(text);
  return value.startsWith(".") ? `0${value}` : value;
}

/**
 * Pesos typed by a person → whole centavos (> 0, ≤ the API's largest amount). With at most 2 decimals and at most
 * MAX_AMOUNT_CENTAVOS, `pesosToCentavos` (Math.round of pesos × 100) is exact.
 */
export function parsePesosAmount(text: string): Parsed<number> {
  const value = clean(text);
  if (value === "") return { ok: false, error: "Enter an amount" };
  if (value.startsWith("-")) return { ok: false, error: "The amount must be more than zero" };
  if (/^\d*\.\d{3,}$/.test(value.replace(/,/g, ""))) {
    return { ok: false, error: "Use at most 2 decimals (centavos)" };
  }
  if (!PESOS_PATTERN.test(value)) return { ok: false, error: "Enter an amount in pesos, like 1,000.50" };
  const digits = value.replace(/,/g, "");
  // Compare the whole pesos as text first: a huge number of digits never reaches floating point.
  const whole = digits.split(".")[0] ?? "";
  if (whole.replace(/^0+/, "").length > String(MAX_AMOUNT_CENTAVOS / 100).length) {
    return { ok: false, error: "The amount is too large" };
  }
  const centavos = pesosToCentavos(Number(digits));
  if (centavos <= 0) return { ok: false, error: "The amount must be more than zero" };
  if (centavos > MAX_AMOUNT_CENTAVOS) return { ok: false, error: "The amount is too large" };
  return { ok: true, value: centavos };
}

/** Centavos → what goes back into an amount field: "1500.5" style without separators ("1500.50"). */
export function centavosToInput(centavos: number): string {
  const abs = Math.abs(Math.trunc(centavos));
  return `${centavos < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "2.5" or "2.5%" → 250 basis points; 0 to `maxBp` (100% unless a lower cap is given). Empty means 0. */
export function parsePercentRate(text: string, maxBp: number = MAX_RATE_BP): Parsed<number> {
  const value = text.replace(/[%\s]/g, "");
  if (value === "") return { ok: true, value: 0 };
  if (value.startsWith("-")) return { ok: false, error: "A percentage cannot be negative" };
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(value) && !/^\.\d{1,2}$/.test(value)) {
    return { ok: false, error: "Enter a percentage like 2.5 (at most 2 decimals)" };
  }
  const [whole = "0", fraction = ""] = value.split(".");
  const bp = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (bp > maxBp) return { ok: false, error: `At most ${formatBp(maxBp)}` };
  return { ok: true, value: bp };
}

/** 250 → "2.5%" */
export function formatBp(bp: number): string {
  return `${(bp / 100).toLocaleString("en-PH", { maximumFractionDigits: 2 })}%`;
}

/** 250 → "2.5" (what goes back into a percentage field). */
export function bpToInput(bp: number): string {
  const whole = Math.floor(bp / 100);
  const fraction = bp % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, "0").replace(/0$/, "")}`;
}

/** A percentage of the user detail (2.5 means 2.5%) → basis points, exactly. */
export function percentToBp(percent: number | null | undefined): number {
  return Math.round((Number(percent) || 0) * 100);
}
