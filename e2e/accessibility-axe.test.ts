import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.ts";
import { signedIn } from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { shown, waitForPath } from "./support/ui.ts";

/**
 * Contrast and the rest of axe-core's WCAG 2 A/AA rules on every screen (issue 22 item 8): each demo role signs in,
 * the links its menu shows (sidebar and header, de-duplicated) are visited on a 1366 px desktop, and axe-core runs on
 * each; the player's screens again on a 360 px phone. Every serious or critical finding is listed as
 * "role path: finding", and the list must be empty.
 */

const baseUrl = inject("baseUrl");
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 360, height: 740 };
const SCREEN_TIMEOUT_MS = 15_000;

type Role = { username: string; home: string; size: { width: number; height: number }; label: string };

const ROLES: Role[] = [
  { username: "admin", home: "/admin/dashboard", size: DESKTOP, label: "admin" },
  { username: "operator", home: "/operator/arena", size: DESKTOP, label: "operator" },
  { username: "cashier", home: "/staff/dashboard", size: DESKTOP, label: "cashier" },
  { username: "incorporator", home: "/agent/dashboard", size: DESKTOP, label: "incorporator" },
  { username: "gold", home: "/agent/dashboard", size: DESKTOP, label: "gold" },
  { username: "loader", home: "/agent/dashboard", size: DESKTOP, label: "loader" },
  { username: "player", home: "/player/home", size: DESKTOP, label: "player" },
  { username: "player", home: "/player/home", size: PHONE, label: "player (360 px)" },
  { username: "careful", home: "/player/home", size: PHONE, label: "careful (360 px)" },
  { username: "resting", home: "/player/home", size: DESKTOP, label: "resting" },
  { username: "resting", home: "/player/home", size: PHONE, label: "resting (360 px)" },
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The site's own paths among the page's menu links: every nav (sidebar, player menu) and the header. */
async function menuPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("nav a[href], header a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//"));
}

/**
 * Cheap sub-pages one step from a menu screen: the player's account page links to its own sections
 * (/player/account/…), each a screen of its own.
 */
async function subPaths(page: Page, path: string): Promise<string[]> {
  if (path !== "/player/account") return [];
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.filter((href) => href.startsWith("/player/account/"));
}

/** Opens the path and waits until its screen has drawn: a heading, no spinner, no busy region. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await waitForPath(page, path.split("?")[0] ?? path);
  await shown(page.locator("h1").first(), SCREEN_TIMEOUT_MS);
  await page
    .waitForFunction(() => !document.querySelector(".spinner-border, [aria-busy='true']"), undefined, {
      timeout: 5_000,
    })
    // A live stream's "Connecting…" spinner may stay; the screen is checked as it is then.
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

describe("axe-core WCAG 2 AA on every menu screen of every role", () => {
  for (const role of ROLES) {
    it(`${role.label}: no serious or critical finding on any screen its menu links to`, async () => {
      const { context, page } = await signedIn(browser, baseUrl, role.username, {
        ...role.size,
        waitForSocket: false,
      });
      try {
        await waitForPath(page, role.home);
        const queue = [role.home];
        const seen = new Set<string>();
        const findings: string[] = [];
        for (let i = 0; i < queue.length; i++) {
          const path = queue[i] as string;
          if (seen.has(path)) continue;
          seen.add(path);
          await visit(page, path);
          for (const finding of await seriousAxeFindings(page)) findings.push(`${role.label} ${path}: ${finding}`);
          // The menu as this screen shows it (a restricted player's shrinks once their detail has loaded).
          queue.push(...(await menuPaths(page)), ...(await subPaths(page, path)));
        }
        console.info(`${role.label}: ${seen.size} screens: ${[...seen].join(", ")}`);
        expect(findings).toEqual([]);
      } finally {
        await context.close();
      }
    }, 300_000);
  }
});
