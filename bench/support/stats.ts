/** Latency and throughput figures of one timed run. */
export type RunFigures = {
  count: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
};

/** The q-quantile (0..1) of sorted values, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

export function median(values: readonly number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

export function figures(latenciesMs: number[], errors: number, seconds: number): RunFigures {
  const sorted = latenciesMs.sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    seconds,
    perSecond: sorted.length / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}

/** Medians of each figure over several runs (each figure on its own). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (pick: (r: RunFigures) => number) => median(runs.map(pick));
  return {
    count: of((r) => r.count),
    errors: of((r) => r.errors),
    seconds: of((r) => r.seconds),
    perSecond: of((r) => r.perSecond),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
  };
}

export const fmt = (value: number, digits = 1) => value.toFixed(digits);

export function describe(f: RunFigures): string {
  return `${f.count} in ${fmt(f.seconds, 2)} s = ${fmt(f.perSecond, 0)}/s, p50 ${fmt(f.p50)} ms, p99 ${fmt(f.p99)} ms${f.errors ? `, ${f.errors} errors` : ""}`;
}
