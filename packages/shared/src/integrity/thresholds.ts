import { z } from "zod";

/** ₱500,000: the default line for a large single movement and for a player's daily total (issue 23). */
export const LARGE_TRANSACTION_DEFAULT_CENTAVOS = 50_000_000;

/**
 * What each signal fires above, a platform setting (audited when changed). Every threshold is exclusive: a figure
 * exactly at its threshold does not fire. Shares are basis points (10,000 = 100 %) so no rule divides floats.
 */
export type IntegrityThresholds = {
  lateMoney: { windowMs: number; swingBasisPoints: number; minimumCentavos: number };
  concentration: { shareBasisPoints: number; minimumCentavos: number };
  staffCircle: { minimumCentavos: number };
  resultTiming: { minimumCentavos: number };
  cashCycling: { windowMs: number; stakedBasisPoints: number; minimumCentavos: number };
  structuring: { reportingCentavos: number; bandBasisPoints: number; count: number; windowMs: number };
  largeTransaction: { singleCentavos: number; dailyCentavos: number };
  otherAgent: { withdrawnCentavos: number; loadingAgents: number };
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const DEFAULT_INTEGRITY_THRESHOLDS: IntegrityThresholds = {
  lateMoney: { windowMs: 30_000, swingBasisPoints: 3_000, minimumCentavos: 1_000_000 },
  concentration: { shareBasisPoints: 6_000, minimumCentavos: 1_000_000 },
  staffCircle: { minimumCentavos: 0 },
  resultTiming: { minimumCentavos: 0 },
  cashCycling: { windowMs: 7 * DAY_MS, stakedBasisPoints: 3_000, minimumCentavos: 500_000 },
  structuring: {
    reportingCentavos: LARGE_TRANSACTION_DEFAULT_CENTAVOS,
    bandBasisPoints: 1_000,
    count: 3,
    windowMs: DAY_MS,
  },
  largeTransaction: {
    singleCentavos: LARGE_TRANSACTION_DEFAULT_CENTAVOS,
    dailyCentavos: LARGE_TRANSACTION_DEFAULT_CENTAVOS,
  },
  otherAgent: { withdrawnCentavos: 0, loadingAgents: 3 },
};

const whole = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} is too large` });
const basisPoints = (label: string) => whole(label, 10_000);
const centavos = (label: string) => whole(label, 1_000_000_000_000);
const duration = (label: string) => whole(label, 366 * DAY_MS);

export const integrityThresholdsSchema = z.object({
  lateMoney: z.object({
    windowMs: duration("The late-money window"),
    swingBasisPoints: basisPoints("The late-money swing"),
    minimumCentavos: centavos("The late-money minimum"),
  }),
  concentration: z.object({
    shareBasisPoints: basisPoints("The concentration share"),
    minimumCentavos: centavos("The concentration minimum"),
  }),
  staffCircle: z.object({ minimumCentavos: centavos("The staff-circle minimum") }),
  resultTiming: z.object({ minimumCentavos: centavos("The result-timing minimum") }),
  cashCycling: z.object({
    windowMs: duration("The cash-cycling window"),
    stakedBasisPoints: basisPoints("The cash-cycling staked share"),
    minimumCentavos: centavos("The cash-cycling minimum"),
  }),
  structuring: z.object({
    reportingCentavos: centavos("The reporting threshold"),
    bandBasisPoints: basisPoints("The band under the reporting threshold"),
    count: whole("The number of loads", 1_000),
    windowMs: duration("The structuring window"),
  }),
  largeTransaction: z.object({
    singleCentavos: centavos("The large single movement"),
    dailyCentavos: centavos("The large daily total"),
  }),
  otherAgent: z.object({
    withdrawnCentavos: centavos("The amount withdrawn through other agents"),
    loadingAgents: whole("The number of loading agents", 1_000),
  }),
}) satisfies z.ZodType<IntegrityThresholds>;
