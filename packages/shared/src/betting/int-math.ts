/** 100% in basis points. */
export const BP_SCALE = 10_000;

/**
 * floor(a × b ÷ d) for non-negative safe integers, exact at any size.
 * Plain numbers when a × b stays below 2^53 (the common case, no allocation); BigInt otherwise.
 * The float product is exact when it is ≤ MAX_SAFE_INTEGER, and rounding is monotonic, so the check is sound.
 */
export function mulDivFloor(a: number, b: number, d: number): number {
  const product = a * b;
  if (product <= Number.MAX_SAFE_INTEGER) {
    // (p − p mod d) ÷ d is exact; Math.floor(p / d) can round up near 2^53.
    return (product - (product % d)) / d;
  }
  const q = (BigInt(a) * BigInt(b)) / BigInt(d);
  if (q > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("amount out of range");
  return Number(q);
}

/** Sum that refuses to leave the safe-integer range instead of silently losing centavos. */
export function assertSafeTotal(value: number, label: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} out of range`);
  return value;
}
