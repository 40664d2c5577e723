import type { SimulationOptions } from "../cli/simulate/options.ts";
import { runSimulation, type SimulationReport } from "../cli/simulate/run.ts";

type Run = Pick<SimulationOptions, "seed" | "players" | "fights"> & Partial<SimulationOptions>;

/**
 * A quiet simulation against a test server with the demo accounts: no retries, so any refused or lost request is a
 * difference, not a note.
 */
export function simulateAgainst(url: string, run: Run): Promise<SimulationReport> {
  return runSimulation({ url, maxInFlight: 32, retryForMs: 0, password: "demo1234", quiet: true, ...run });
}
