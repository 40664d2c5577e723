import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { launchBrowser } from "../e2e/support/browser.ts";
import { measurePhone, type PhoneRun } from "../e2e/support/phone.ts";
import { type RunningServer, startServer } from "../e2e/support/server.ts";
import { median } from "./support/stats.ts";

/**
 * The throttled phone of e2e/phone-throttled.test.ts, timed `runs` times (each a new person with an empty cache) on
 * the built app, or on any running server with `baseUrl` (how the build before issue 12 was measured).
 */

export type PhoneBenchOptions = { runs: number; baseUrl?: string };
export type PhoneFigures = Pick<PhoneRun, "loginFormColdMs" | "loungeMs" | "loginFormWarmMs"> & {
  coldBytes: number;
  warmBytes: number;
};
/** `load`: the 1-minute load average at the start and the end (as in bench/lighthouse.ts). */
export type PhoneBenchResult = { baseUrl: string; load: [number, number]; runs: PhoneFigures[]; median: PhoneFigures };

const figuresOf = (run: PhoneRun): PhoneFigures => ({
  loginFormColdMs: run.loginFormColdMs,
  loungeMs: run.loungeMs,
  loginFormWarmMs: run.loginFormWarmMs,
  coldBytes: run.cold.bytes,
  warmBytes: run.warm.bytes,
});

export function describePhone(f: PhoneFigures): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
  return (
    `login form ${s(f.loginFormColdMs)} (${kb(f.coldBytes)}), lounge ${s(f.loungeMs)} after signing in, ` +
    `repeat visit's login form ${s(f.loginFormWarmMs)} (${kb(f.warmBytes)})`
  );
}

export async function runPhoneBench(
  options: PhoneBenchOptions,
  log: (line: string) => void,
): Promise<PhoneBenchResult> {
  let server: RunningServer | undefined;
  if (!options.baseUrl) {
    if (!existsSync(path.resolve(import.meta.dirname, "../apps/web/dist/index.html"))) {
      throw new Error("no built web app: run `npm run build` first");
    }
    server = await startServer();
  }
  const baseUrl = options.baseUrl ?? (server as RunningServer).url;
  const loadAtStart = loadavg()[0] ?? Number.NaN;
  const browser = await launchBrowser();
  try {
    const runs: PhoneFigures[] = [];
    for (let i = 1; i <= options.runs; i++) {
      const run = figuresOf(await measurePhone(browser, baseUrl));
      runs.push(run);
      log(`  phone run ${i}: ${describePhone(run)}`);
    }
    const of = (pick: (f: PhoneFigures) => number) => median(runs.map(pick));
    return {
      baseUrl,
      load: [loadAtStart, loadavg()[0] ?? Number.NaN],
      runs,
      median: {
        loginFormColdMs: of((f) => f.loginFormColdMs),
        loungeMs: of((f) => f.loungeMs),
        loginFormWarmMs: of((f) => f.loginFormWarmMs),
        coldBytes: of((f) => f.coldBytes),
        warmBytes: of((f) => f.warmBytes),
      },
    };
  } finally {
    await browser.close();
    await server?.stop();
  }
}
