import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectText, type Person, signIn } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { api, apiLogin, DEMO_PASSWORD } from "./support/session.ts";
import { screenshot, shown, waitForPath } from "./support/ui.ts";

/**
 * The admin's dashboard against the real server: with the demo player's lounge open (a live socket), the figures
 * on screen are the API's, the player counts as online, both charts draw, and the approvals card leads to the
 * approvals. The suites run one after another, so nothing moves between the API read and the screen.
 */

const baseUrl = inject("baseUrl");

/** What GET /api/admin/dashboard answers (the parts this suite reads). */
type AdminDashboard = {
  today: { turnoverCentavos: number; houseResultCentavos: number; loadsCentavos: number; withdrawalsCentavos: number };
  playersOnline: number;
  openFights: number;
  openDraws: number;
  circulation: Array<{ key: string; centavos: number }>;
};
let browser: Browser;
const people: Person[] = [];

/** Pesos as the screens write them: "1,234.50", "-80.00". */
function pesos(centavos: number): string {
  const amount = (Math.abs(centavos) / 100).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${centavos < 0 ? "-" : ""}${amount}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const person of people) await person.context.close();
  await browser?.close();
});

describe("admin dashboard", () => {
  it("shows the API's figures, counts the online player, draws both charts and links to the approvals", async () => {
    const player = await signIn(browser, baseUrl, "player", DEMO_PASSWORD);
    people.push(player);
    const token = await apiLogin(baseUrl, "admin");
    // The server shares one count for a few seconds: wait until it has seen the player's socket.
    let figures = await api<AdminDashboard>(baseUrl, token, "GET", "/admin/dashboard");
    await expect
      .poll(
        async () => {
          figures = await api<AdminDashboard>(baseUrl, token, "GET", "/admin/dashboard");
          return figures.playersOnline;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBeGreaterThanOrEqual(1);

    const admin = await signIn(browser, baseUrl, "admin", DEMO_PASSWORD, { width: 1280, height: 900 });
    people.push(admin);
    await waitForPath(admin.page, "/admin/dashboard");
    const main = admin.page.getByRole("main");
    await expectText(main.getByTestId("dash-turnover"), pesos(figures.today.turnoverCentavos));
    await expectText(main.getByTestId("dash-house-result"), pesos(figures.today.houseResultCentavos));
    await expectText(main.getByTestId("dash-players-online"), String(figures.playersOnline));
    await expectText(main.getByTestId("dash-open-fights"), String(figures.openFights));
    await expectText(main.getByTestId("dash-open-draws"), String(figures.openDraws));
    await expectText(main.getByTestId("dash-loads"), pesos(figures.today.loadsCentavos));
    await expectText(main.getByTestId("dash-withdrawals"), pesos(figures.today.withdrawalsCentavos));
    const total = figures.circulation.reduce((sum, row) => sum + row.centavos, 0);
    await expectText(main.getByTestId("circulation-total"), pesos(total));
    await expectText(
      main.getByTestId("circulation-points:player").getByRole("cell").last(),
      pesos(figures.circulation.find((row) => row.key === "points:player")?.centavos ?? 0),
    );
    await shown(main.getByTestId("dash-chart-7").getByRole("img"));
    await shown(main.getByTestId("dash-chart-30").getByRole("img"));
    await screenshot(admin.page, "admin-dashboard");

    await main.getByRole("link", { name: "Review approvals" }).click();
    await waitForPath(admin.page, "/admin/approvals");
  });
});
