/**
 * Multipliers as people read and type them: hundredths ↔ "×450", "×72.50". Text that is not exactly such a number
 * is refused, never rounded (as the peso parser does).
 */

/** The largest multiplier a person may type: ×100,000 (the contract's limit). */
export const MAX_MULTIPLIER_HUNDREDTHS = 10_000_000;

export type MultiplierParse = { ok: true; hundredths: number } | { ok: false; message: string };

/** 45000 → "×450", 7250 → "×72.50" (two decimals only when not whole). */
export function formatMultiplier(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  return fraction === 0 ? `×${whole}` : `×${whole}.${String(fraction).padStart(2, "0")}`;
}

const MULTIPLIER = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "450", "×72.5", "x72.50" → hundredths; at least ×1, at most ×100,000, at most 2 decimals. */
export function parseMultiplier(text: string): MultiplierParse {
  const value = text.replace(/\s/g, "").replace(/^[×xX]/, "");
  if (value === "") return { ok: false, message: "Enter a multiplier" };
  if (/^\d*\.\d{3,}$/.test(value)) return { ok: false, message: "Use at most 2 decimals" };
  const match = MULTIPLIER.exec(value);
  if (!match) return { ok: false, message: "Enter a multiplier like 450 or 72.50" };
  const [, whole = "", fraction = ""] = match;
  if (whole.replace(/^0+/, "").length > 6) return { ok: false, message: "At most ×100,000" };
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (hundredths < 100) return { ok: false, message: "A multiplier must be at least ×1" };
  if (hundredths > MAX_MULTIPLIER_HUNDREDTHS) return { ok: false, message: "At most ×100,000" };
  return { ok: true, hundredths };
}
