import { randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.ts";
import { signedIn } from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { api, apiLogin } from "./support/session.ts";
import { shown, waitForPath } from "./support/ui.ts";

/**
 * Contrast and the rest of axe-core's WCAG 2 A/AA rules on every screen (issue 22 item 8): each demo role signs in,
 * the links its menu shows (sidebar and header, de-duplicated) and one screen of each route those screens link to
 * (an event, a draw, a player's limits) are visited on a 1366 px desktop, and axe-core runs on each; the players'
 * screens again on a 360 px phone. Every serious or critical finding is listed as
 * "role path: finding", and the list must be empty.
 */

const baseUrl = inject("baseUrl");
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 360, height: 740 };
const SCREEN_TIMEOUT_MS = 15_000;

type Role = {
  username: string;
  home: string;
  size: { width: number; height: number };
  label: string;
  /** Screens the crawl must reach through the menus (newer screens, so a lost menu entry fails here). */
  reaches?: string[];
};

const ROLES: Role[] = [
  {
    username: "admin",
    home: "/admin/dashboard",
    size: DESKTOP,
    label: "admin",
    reaches: ["/admin/compliance", "/admin/exclusions", "/admin/settings"],
  },
  { username: "operator", home: "/operator/arena", size: DESKTOP, label: "operator" },
  {
    username: "cashier",
    home: "/staff/dashboard",
    size: DESKTOP,
    label: "cashier",
    reaches: ["/staff/cash-requests", "/staff/compliance"],
  },
  { username: "incorporator", home: "/agent/dashboard", size: DESKTOP, label: "incorporator" },
  { username: "gold", home: "/agent/dashboard", size: DESKTOP, label: "gold", reaches: ["/agent/cash-requests"] },
  { username: "loader", home: "/agent/dashboard", size: DESKTOP, label: "loader", reaches: ["/agent/cash-requests"] },
  { username: "player", home: "/player/home", size: DESKTOP, label: "player", reaches: ["/player/identity"] },
  {
    username: "player",
    home: "/player/home",
    size: PHONE,
    label: "player (360 px)",
    reaches: ["/player/cash-requests", "/player/identity"],
  },
  { username: "careful", home: "/player/home", size: PHONE, label: "careful (360 px)", reaches: ["/player/identity"] },
  { username: "resting", home: "/player/home", size: DESKTOP, label: "resting" },
  { username: "resting", home: "/player/home", size: PHONE, label: "resting (360 px)" },
];

let browser: Browser;
/**
 * Screens no menu links to, visited after the role's home: the demo player's ticket receipt (a ticket placed here on
 * the open Pick 3 draw) and a number game's results history.
 */
const extraScreens: Record<string, string[]> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiLogin(baseUrl, "player");
  const draws = await api<{ open: { id: number }[] }>(baseUrl, token, "GET", "/player-pick3/draws");
  const drawId = draws.open[0]?.id;
  if (!drawId) throw new Error("no open Pick 3 draw");
  const placed = await api<{ ticket: { id: number } }>(baseUrl, token, "POST", "/player-pick3/tickets", {
    drawId,
    idempotencyKey: randomUUID(),
    lines: [{ combination: "007", form: "straight", stakeCentavos: 1_000 }],
  });
  extraScreens.player = [`/player/tickets/${placed.ticket.id}`, "/player/results?game=pick3"];
});

afterAll(async () => {
  await browser?.close();
});

/** The href of each link the locator matches. */
async function hrefsOf(links: Locator): Promise<string[]> {
  return Promise.all((await links.all()).map(async (link) => (await link.getAttribute("href")) ?? ""));
}

/** The site's own paths among the page's menu links: every nav (sidebar, player menu) and the header. */
async function menuPaths(page: Page): Promise<string[]> {
  const hrefs = await hrefsOf(page.locator("nav a[href], header a[href]"));
  return hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//"));
}

/**
 * Screens one step from a menu screen (an event's console, a draw, the end-of-day report, a player's limits): the
 * links its main area shows into the same area, one per route (ids as ":id"), and not followed any further.
 */
async function subPaths(page: Page, area: string): Promise<string[]> {
  const hrefs = await hrefsOf(page.locator("main a[href]"));
  return hrefs.map((href) => href.split(/[?#]/)[0] ?? "").filter((path) => path.startsWith(area));
}

/** The route a path is a screen of: digits and uuids as ":id". */
function routeOf(path: string): string {
  return path
    .split("/")
    .map((segment) => (/^\d+$|^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(segment) ? ":id" : segment))
    .join("/");
}

/** Opens the path and waits until its screen has drawn: a heading, no spinner, no busy region. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await waitForPath(page, path.split("?")[0] ?? path);
  await shown(page.locator("h1").first(), SCREEN_TIMEOUT_MS);
  await page
    .waitForFunction("!document.querySelector(\".spinner-border, [aria-busy='true']\")", undefined, { timeout: 5_000 })
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
        const area = `/${role.home.split("/")[1]}/`;
        const queue: { path: string; fromMenu: boolean }[] = [
          { path: role.home, fromMenu: true },
          ...(extraScreens[role.username] ?? []).map((path) => ({ path, fromMenu: false })),
        ];
        const seen = new Set<string>();
        const visited: string[] = [];
        const findings: string[] = [];
        for (let i = 0; i < queue.length; i++) {
          const { path, fromMenu } = queue[i] as { path: string; fromMenu: boolean };
          if (seen.has(routeOf(path))) continue;
          seen.add(routeOf(path));
          visited.push(path);
          await visit(page, path);
          for (const finding of await seriousAxeFindings(page)) findings.push(`${role.label} ${path}: ${finding}`);
          // The menu as this screen shows it (a restricted player's shrinks once their detail has loaded).
          for (const next of await menuPaths(page)) queue.push({ path: next, fromMenu: true });
          if (fromMenu) for (const next of await subPaths(page, area)) queue.push({ path: next, fromMenu: false });
        }
        console.info(`${role.label}: ${visited.length} screens: ${visited.join(", ")}`);
        expect(visited).toEqual(expect.arrayContaining(role.reaches ?? []));
        expect(findings).toEqual([]);
      } finally {
        await context.close();
      }
    }, 300_000);
  }
});
