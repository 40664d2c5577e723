import type { Centavos } from "../money/centavos.ts";
import { BP_SCALE } from "./int-math.ts";

/**
 * Largest single stake: 1 billion pesos. Keeps stake × per-100 odds and stake × rate well inside 2^53
 * for every realistic pool, so settlement stays on fast number maths.
 */
export const MAX_STAKE_CENTAVOS: Centavos = 100_000_000_000;

export function isStakeCentavos(value: unknown): value is Centavos {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 && value <= MAX_STAKE_CENTAVOS;
}

export function assertStakeCentavos(value: unknown, label = "stake"): Centavos {
  if (!isStakeCentavos(value))
    throw new RangeError(`${label} must be a whole number of centavos in 1..${MAX_STAKE_CENTAVOS}`);
  return value;
}

/** A percentage in basis points: an integer from 0 to 10000 (100%). */
export function isBasisPoints(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= BP_SCALE;
}

export function assertBasisPoints(value: unknown, label = "rate"): number {
  if (!isBasisPoints(value)) throw new RangeError(`${label} must be whole basis points in 0..${BP_SCALE}`);
  return value;
}
