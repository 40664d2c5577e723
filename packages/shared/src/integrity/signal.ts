export const SIGNAL_KINDS = [
  "late-money",
  "concentration",
  "staff-circle",
  "result-timing",
  "cash-cycling",
  "structuring",
  "large-transaction",
  "large-daily-total",
  "other-agent",
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** What a fired signal hands to the alert: its kind, a 1–100 score and the evidence a reviewer checks. */
export type Signal<Evidence> = { kind: SignalKind; score: number; evidence: Evidence };

/**
 * 50 just above the threshold, rising with how far above it the figure is, 100 at three times it (or anything above
 * a zero threshold). Integer arithmetic on safe integers; the score only ranks alerts in the queue.
 */
export function scoreAbove(figure: number, threshold: number): number {
  if (figure <= threshold) return 0;
  if (threshold <= 0) return 100;
  const over = Math.min(figure - threshold, 2 * threshold);
  return Math.max(50, Math.min(100, 50 + Math.floor((over * 25) / threshold)));
}

/** floor(part × 10,000 / whole) in BigInt: stakes up to ₱10 billion times 10,000 do not fit a double exactly. */
export function shareBasisPoints(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Number((BigInt(part) * 10_000n) / BigInt(whole));
}

export const sumCentavos = <T>(items: readonly T[], amountOf: (item: T) => number): number =>
  items.reduce((total, item) => total + amountOf(item), 0);
