import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectText, moveThroughUi, type Person, pickInStation, signIn } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { api, apiLogin, DEMO_PASSWORD } from "./support/session.ts";
import { createActivePlayer, gone, screenshot, shown, textOf } from "./support/ui.ts";

/**
 * The cashier's desk (staff2 `cashier`): the admin gives it a float from the wallet station while the cashier watches
 * its dashboard (pushed, no reload); the cashier loads a fresh player from that float, its float goes down and its
 * cash in goes up by the amount, and the receipt of the load can be opened and printed. Figures are compared before
 * and after, so other suites' movements do not matter.
 */

const baseUrl = inject("baseUrl");
const FLOAT = "3,000.00";
const LOAD = "250.00";

const pesos = (text: string) => Math.round(Number(text.replace(/[₱,]/g, "")) * 100);
const fmt = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString("en-PH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

let browser: Browser;
let admin: Person;
let cashier: Person;
let player: string;

beforeAll(async () => {
  browser = await launchBrowser();
  player = (await createActivePlayer(baseUrl, { password: "cashier-e2e-1", prefix: "desk" })).username;
  // The admin needs points of its own to give a float.
  const token = await apiLogin(baseUrl, "admin");
  await api(baseUrl, token, "POST", "/admin/wallet/mint", {
    amountCentavos: pesos(FLOAT),
    idempotencyKey: randomUUID(),
  });
  admin = await signIn(browser, baseUrl, "admin", DEMO_PASSWORD);
  cashier = await signIn(browser, baseUrl, "cashier", DEMO_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
});

describe("the cashier's desk", () => {
  it("is called Cashier, and the float the admin gives shows on the dashboard at once", async () => {
    const { page } = cashier;
    await page.goto(`${baseUrl}/staff/dashboard`);
    const header = page.getByRole("banner");
    await shown(header.getByText("Cashier", { exact: true }).first());
    await shown(page.getByRole("heading", { name: "Dashboard" }));
    const float = page.getByTestId("desk-float");
    const given = page.getByTestId("desk-float-given");
    const floatBefore = pesos(await textOf(float));
    const givenBefore = pesos(await textOf(given));

    await pickInStation(admin.page, baseUrl, "/admin/walletstation", "cashier");
    expect(await moveThroughUi(admin.page, "Load", FLOAT)).toContain(`Loaded ₱${FLOAT} to cashier.`);

    await expectText(float, fmt(floatBefore + pesos(FLOAT)));
    await expectText(given, fmt(givenBefore + pesos(FLOAT)));
  });

  it("loads a player from the float: the float goes down, cash in goes up, and the receipt opens", async () => {
    const { page } = cashier;
    await page.goto(`${baseUrl}/staff/dashboard`);
    const floatBefore = pesos(await textOf(page.getByTestId("desk-float")));
    const cashInBefore = pesos(await textOf(page.getByTestId("desk-cash-in")));
    const loadsBefore = Number.parseInt(await textOf(page.getByTestId("desk-cash-in-count")), 10);

    await pickInStation(page, baseUrl, "/staff/wallet-station", player);
    expect(await moveThroughUi(page, "Load", LOAD)).toContain(`Loaded ₱${LOAD} to ${player}.`);
    await page.getByTestId("station-result").getByRole("link", { name: "Print receipt" }).click();

    const sheet = await shown(page.getByRole("article", { name: "Cash-in receipt" }));
    await expectText(sheet.locator('[data-receipt="player"]'), player);
    await expectText(sheet.locator('[data-receipt="cashier"]'), "cashier");
    await expectText(sheet.locator('[data-receipt="amount"]'), `₱${LOAD}`);
    await expectText(sheet.locator('[data-receipt="balance"]'), `₱${LOAD}`);
    const receiptPath = new URL(page.url()).pathname;
    expect(receiptPath).toMatch(/^\/staff\/receipts\/\d+$/);
    // Printing prints the receipt alone: the shell is hidden on paper.
    await page.emulateMedia({ media: "print" });
    try {
      await gone(page.getByRole("navigation", { name: "Staff menu" }));
      await gone(page.getByRole("button", { name: "Print receipt" }));
      expect(await sheet.isVisible()).toBe(true);
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
    await screenshot(page, "cashier-receipt");

    await page.getByRole("link", { name: "Back to the desk" }).click();
    await expectText(page.getByTestId("desk-float"), fmt(floatBefore - pesos(LOAD)));
    await expectText(page.getByTestId("desk-cash-in"), fmt(cashInBefore + pesos(LOAD)));
    await expectText(
      page.getByTestId("desk-cash-in-count"),
      `${loadsBefore + 1} ${loadsBefore === 0 ? "load" : "loads"}`,
    );
    const row = page.getByTestId("desk-movements").locator("tbody tr").first();
    await expectText(row.locator('[data-label="Player"]'), player);
    expect(await row.getByRole("link", { name: /^Receipt of/ }).getAttribute("href")).toBe(receiptPath);
    await screenshot(page, "cashier-desk");
  });

  it("the commission screens say a cashier earns none", async () => {
    const { page } = cashier;
    await page.goto(`${baseUrl}/staff/commission`);
    await shown(page.getByRole("heading", { name: "Self Convert Commission" }));
    await shown(page.getByText("Cashiers earn no commission."));
    expect(await page.getByRole("main").getByRole("table").count()).toBe(0);
  });
});
