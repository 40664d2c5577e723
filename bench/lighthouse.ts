import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ACCESS_TOKEN_STORAGE_KEY } from "@sabong/shared/auth";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "../e2e/support/browser.ts";
import { type RunningServer, startServer } from "../e2e/support/server.ts";
import { api, apiLogin } from "../e2e/support/session.ts";
import { median } from "./support/stats.ts";

/**
 * Lighthouse (mobile: Moto G Power screen, simulated slow 4G and 4× CPU, its defaults) on the built web app with
 * Debian's Chromium, each run in a fresh browser profile with an empty cache: the login screen signed out, the
 * player's lounge and a live sabong event screen signed in as the demo player (the token put in localStorage before
 * Lighthouse loads the page, which then keeps storage but starts from an empty HTTP cache).
 */

export type LighthousePage = { name: string; path: string; signedIn: boolean };
export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below full marks in the scored categories other than performance: what to fix. */
  failing: string[];
};
/** `median` is missing when no run of the page finished (`errors` says why). */
export type LighthousePageResult = LighthousePage & { runs: LighthouseRun[]; median?: LighthouseRun; errors: string[] };
export type LighthouseBenchResult = {
  baseUrl: string;
  chromium: string;
  lighthouseVersion: string;
  benchmarkIndex: number;
  reportsDir: string;
  /** The machine's 1-minute load average at the start and the end (2 cores: above 2, the browser waited for CPU). */
  load: [number, number];
  pages: LighthousePageResult[];
};
export type LighthouseBenchOptions = { runs: number; baseUrl?: string };

export const LIGHTHOUSE_FLOORS = { performance: 90, accessibility: 95, bestPractices: 95 };

/** The flags the issue names; the rest keep a headless browser from doing its own work during the measurement. */
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync",
];

const PLAYER = { username: "player", password: "demo1234" };

type Chromium = { port: number; stop: () => Promise<void> };

/** Debian's Chromium on a fresh profile with the DevTools port Lighthouse connects to (the port read back from it). */
async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(path.join(tmpdir(), "sabong-lighthouse-"));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const portFile = path.join(profile, "DevToolsActivePort");
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, "utf8").trim() === "") {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("chromium did not open its DevTools port in 30 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          // Chromium's helper processes may still be writing the profile as the browser exits: retry, then leave it.
          try {
            rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
          } catch {}
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}

/** Signs the profile in as the app would keep it: the token in the origin's localStorage, nothing cached. */
async function storeSession(port: number, baseUrl: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("chromium has no default context");
    const page = await context.newPage();
    // A small JSON answer of the same origin: localStorage is the origin's, and no asset of the app gets cached.
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate(`localStorage.setItem(${JSON.stringify(ACCESS_TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)})`);
    await page.close();
  } finally {
    await browser.close();
  }
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function failingAudits(lhr: Result): string[] {
  const ids = ["accessibility", "best-practices"].flatMap(
    (category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [],
  );
  return ids.filter((id) => {
    const audit = lhr.audits[id];
    return audit && audit.score !== null && audit.score < 1;
  });
}

async function runOnce(page: LighthousePage, baseUrl: string, token: string, reportFile: string) {
  const browser = await launchChromium();
  try {
    if (page.signedIn) await storeSession(browser.port, baseUrl, token);
    const flags: Flags = {
      port: browser.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      // Signed in: keep localStorage (the token). The profile is fresh, so the HTTP cache is empty either way.
      disableStorageReset: page.signedIn,
    };
    const answer = await lighthouse(`${baseUrl}${page.path}`, flags);
    if (!answer) throw new Error(`lighthouse gave no result for ${page.path}`);
    const lhr = answer.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
    writeFileSync(reportFile, JSON.stringify(lhr));
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== page.path) throw new Error(`${page.path} ended on ${finalPath} (not signed in?)`);
    const run: LighthouseRun = {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      failing: failingAudits(lhr),
    };
    return { run, lhr };
  } finally {
    await browser.stop();
  }
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
  return {
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    bestPractices: of((r) => r.bestPractices),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

type LiveEvents = { items: { event: { id: number; status: string } }[] };

/** A live sabong event's screen: the demo's, or (on a build whose demo has none) one the operator opens. */
async function liveEventPath(baseUrl: string, token: string): Promise<string> {
  const { items } = await api<LiveEvents>(baseUrl, token, "GET", "/bets2/events");
  let id = items.find((item) => item.event.status === "LIVE")?.event.id;
  if (id === undefined) {
    const operator = await apiLogin(baseUrl, "operator");
    const opened = await api<{ event: { id: number } }>(baseUrl, operator, "POST", "/bet-ops/events", {
      name: "Lighthouse Derby",
      eventDate: new Date().toISOString().slice(0, 10),
      minStakeCentavos: 2_000,
      maxStakeCentavos: 5_000_000,
      status: "LIVE",
    });
    id = opened.event.id;
  }
  return `/player/home/${id}`;
}

export async function runLighthouseBench(
  options: LighthouseBenchOptions,
  log: (line: string) => void,
): Promise<LighthouseBenchResult> {
  let server: RunningServer | undefined;
  if (!options.baseUrl) {
    const dist = path.resolve(import.meta.dirname, "../apps/web/dist/index.html");
    if (!existsSync(dist)) throw new Error("no built web app: run `npm run build` first");
    server = await startServer();
  }
  const baseUrl = options.baseUrl ?? (server as RunningServer).url;
  const reportsDir = mkdtempSync(path.join(tmpdir(), "sabong-lighthouse-reports-"));
  const loadAtStart = loadavg()[0] ?? Number.NaN;
  try {
    const token = await apiLogin(baseUrl, PLAYER.username, PLAYER.password);
    const pages: LighthousePage[] = [
      { name: "login", path: "/auth/login", signedIn: false },
      { name: "lounge", path: "/player/home", signedIn: true },
      { name: "event", path: await liveEventPath(baseUrl, token), signedIn: true },
    ];
    const results: LighthousePageResult[] = [];
    let last: Result | undefined;
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      const errors: string[] = [];
      for (let i = 1; i <= options.runs; i++) {
        try {
          const { run, lhr } = await runOnce(page, baseUrl, token, path.join(reportsDir, `${page.name}-${i}.json`));
          last = lhr;
          runs.push(run);
          log(
            `  lighthouse ${page.path} run ${i}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
              `best practices ${run.bestPractices}; ${describeMetrics(run)}`,
          );
        } catch (err) {
          // One page that Lighthouse cannot load is a finding; the other pages are still measured.
          errors.push(err instanceof Error ? err.message : String(err));
          log(`  lighthouse ${page.path} run ${i}: FAILED ${errors.at(-1)}`);
        }
      }
      results.push({ ...page, runs, median: runs.length > 0 ? medianRun(runs) : undefined, errors });
    }
    return {
      baseUrl,
      chromium: last?.environment.hostUserAgent ?? "?",
      lighthouseVersion: last?.lighthouseVersion ?? "?",
      benchmarkIndex: last?.environment.benchmarkIndex ?? Number.NaN,
      reportsDir,
      load: [loadAtStart, loadavg()[0] ?? Number.NaN],
      pages: results,
    };
  } finally {
    await server?.stop();
  }
}

export function describeMetrics(run: LighthouseRun): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `FCP ${s(run.fcpMs)}, LCP ${s(run.lcpMs)}, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}`;
}
