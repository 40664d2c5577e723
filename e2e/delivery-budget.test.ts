import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BUDGET_REPORT_FILE, type BudgetReports, sentGzipBytes } from "../apps/web/build/budget.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import { apiLogin } from "./support/session.ts";
import { ACCESS_TOKEN_KEY, shown } from "./support/ui.ts";

/**
 * Issue 12's budgets, checked against a real browser: the build counts the JavaScript a browser needs for
 * /player/home and for /auth/login from its bundle graph (apps/web/build/budget.ts, which fails the build over
 * 150 KB = 150,000 bytes gzip each) and writes the files to apps/web/node_modules/.vite/delivery-budget.json. Here a
 * fresh phone-sized browser opens each route: what it downloads must be exactly those files, of the same size as
 * sent gzip, within the budget, and the page must break no rule of the Content-Security-Policy.
 */

const baseUrl = inject("baseUrl");
const REPORT = path.resolve(import.meta.dirname, "../apps/web/node_modules/.vite", BUDGET_REPORT_FILE);
const LIMIT_BYTES = 150_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Visit = {
  /** A remembered session: signed in before the first page runs. */
  token?: string;
  /** Resolves once the route shows what a visitor came for. */
  ready: (page: Page) => Promise<unknown>;
};

type CspWindow = Window & { cspViolations: string[] };

/** Opens `pathname` in a fresh phone-sized browser: the scripts it downloaded (paths) and their size as sent gzip. */
async function visit(pathname: string, { token, ready }: Visit) {
  const { context, page } = await newPage(browser, { width: 390, height: 844 });
  await context.addInitScript(
    ([key, value]) => {
      const own = window as unknown as CspWindow;
      own.cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        own.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
      if (value) window.localStorage.setItem(key, value);
    },
    [ACCESS_TOKEN_KEY, token ?? ""] as const,
  );
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });

  await page.goto(`${baseUrl}${pathname}`, { waitUntil: "networkidle" });
  await ready(page);
  await page.waitForLoadState("networkidle");

  const loaded = scripts.map((response) => new URL(response.url()).pathname.replace(/^\//, "")).sort();
  const bodies = await Promise.all(scripts.map((response) => response.body()));
  const sentBytes = bodies.reduce((sum, body) => sum + sentGzipBytes(body.toString("utf8")), 0);
  const cspViolations = await page.evaluate(() => (window as unknown as CspWindow).cspViolations);
  await context.close();
  return { loaded, sentBytes, cspViolations };
}

async function budgetReport(name: string) {
  const reports = JSON.parse(await readFile(REPORT, "utf8")) as BudgetReports;
  const report = reports[name];
  if (!report) throw new Error(`The build wrote no '${name}' budget to ${REPORT}`);
  return { files: report.files.map((file) => file.fileName).sort(), totalBytes: report.totalGzipBytes };
}

describe("delivery budget", () => {
  it("a signed-in player reaching /player/home downloads exactly the JavaScript the build counted, within 150,000 bytes gzip", async () => {
    const report = await budgetReport("player-home");
    const token = await apiLogin(baseUrl, "player");
    const result = await visit("/player/home", {
      token,
      ready: async (page) => {
        await shown(page.getByRole("heading", { name: "Sabong Lounge" }));
        await shown(page.getByTestId("number-game-card").first());
      },
    });

    expect(result.loaded).toEqual(report.files);
    expect(result.sentBytes).toBe(report.totalBytes);
    expect(result.sentBytes).toBeLessThanOrEqual(LIMIT_BYTES);
    expect(result.cspViolations).toEqual([]);
  });

  it("a visitor not signed in reaching /auth/login downloads exactly the JavaScript the build counted, within 150,000 bytes gzip", async () => {
    const report = await budgetReport("login");
    const result = await visit("/auth/login", { ready: (page) => shown(page.getByLabel("Username")) });

    expect(result.loaded).toEqual(report.files);
    expect(result.sentBytes).toBe(report.totalBytes);
    expect(result.sentBytes).toBeLessThanOrEqual(LIMIT_BYTES);
    expect(result.cspViolations).toEqual([]);
  });

  it("a signed-in player opening /auth/login goes home, downloading only what /player/home needs", async () => {
    const report = await budgetReport("player-home");
    const token = await apiLogin(baseUrl, "player");
    const result = await visit("/auth/login", {
      token,
      ready: (page) => shown(page.getByRole("heading", { name: "Sabong Lounge" })),
    });

    expect(result.loaded).toEqual(report.files);
  });
});
