import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectLogRows, expectText, headerPoints, type Person, signIn } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { api, apiLogin } from "./support/session.ts";
import { screenshot, shown, uniqueName, verifyPlayerApi } from "./support/ui.ts";

/**
 * Commission from a settled bet, converted into points through 'Self Convert Commission'. Set-up through the API
 * (it is not what this suite is about): the demo master-agent creates a fresh gold-agent at 2%, which creates a
 * player; the admin funds the player; the operator runs one sabong fight where the player stakes 500.00 and wins.
 * The gold-agent then earns 2% of 500.00 = 10.00 of sabong commission, and converts it on screen.
 */

const baseUrl = inject("baseUrl");
const PASSWORD = "commission-123";

type Created = { id: number; username: string };
type Console = { event: { id: number }; fight: { id: number } };

let browser: Browser;
let agent: Person;
const agentName = uniqueName("cg");
const playerName = uniqueName("cp");

async function settledWin(): Promise<void> {
  const master = await apiLogin(baseUrl, "master");
  await api<Created>(baseUrl, master, "POST", "/user/downlines", {
    username: agentName,
    name: "Commission Gold",
    password: PASSWORD,
    role: "gold-agent",
    sabongBp: 200,
  });
  const gold = await apiLogin(baseUrl, agentName, PASSWORD);
  const player = await api<Created>(baseUrl, gold, "POST", "/user/downlines", {
    username: playerName,
    name: "Commission Player",
    password: PASSWORD,
    role: "player",
  });
  await verifyPlayerApi(baseUrl, player.id);

  const admin = await apiLogin(baseUrl, "admin");
  await api(baseUrl, admin, "POST", "/admin/wallet/mint", { amountCentavos: 100_000, idempotencyKey: randomUUID() });
  await api(baseUrl, admin, "POST", "/points/load", {
    targetUserId: player.id,
    amountCentavos: 100_000,
    idempotencyKey: randomUUID(),
  });

  const operator = await apiLogin(baseUrl, "operator");
  const today = new Date().toISOString().slice(0, 10);
  const opened = await api<Console>(baseUrl, operator, "POST", "/bet-ops/events", {
    name: `Commission e2e ${agentName}`,
    eventDate: today,
    minStakeCentavos: 100,
    maxStakeCentavos: 1_000_000,
    status: "LIVE",
  });
  const fightId = opened.fight.id;
  await api(baseUrl, operator, "POST", `/bet-ops/fights/${fightId}/open`, { idempotencyKey: randomUUID() });
  const bettor = await apiLogin(baseUrl, playerName, PASSWORD);
  await api(baseUrl, bettor, "POST", "/bets2/bets", {
    fightId,
    side: "MERON",
    stakeCentavos: 50_000,
    idempotencyKey: randomUUID(),
  });
  await api(baseUrl, operator, "POST", `/bet-ops/fights/${fightId}/close`, { idempotencyKey: randomUUID() });
  await api(baseUrl, operator, "POST", `/bet-ops/fights/${fightId}/declare`, {
    result: "MERON",
    idempotencyKey: randomUUID(),
  });
  // Leave no live event behind for the other suites' lobbies.
  await api(baseUrl, operator, "PUT", `/bet-ops/events/${opened.event.id}`, { status: "ENDED" });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await settledWin();
  agent = await signIn(browser, baseUrl, agentName, PASSWORD);
});

afterAll(async () => {
  await browser?.close();
});

describe("self convert commission", () => {
  it("shows the commission earned per game and its total", async () => {
    const { page } = agent;
    await page.goto(`${baseUrl}/agent/commission`);
    await expectText(page.getByTestId("commission-sabong"), "10.00");
    await expectText(page.getByTestId("commission-pick2"), "0.00");
    await expectText(page.getByTestId("commission-total"), "10.00");
    await expectText(page.getByTestId("commission-points"), "0.00");
    await expectText(headerPoints(page), "0.00");
    await screenshot(page, "accounts-commission-desktop");
  });

  it("converts part of it after a confirmation; the points and the header follow", async () => {
    const { page } = agent;
    await page.getByLabel("Game wallet").selectOption("sabong");
    await page.getByLabel("Amount (pesos)").fill("4");
    await page.getByRole("button", { name: "Convert to points" }).click();
    const dialog = await shown(page.getByRole("dialog", { name: "Confirm conversion" }));
    expect(await dialog.textContent()).toContain("Convert ₱4.00 of your Sabong & Apple commission into points?");
    await dialog.getByRole("button", { name: "Convert now" }).click();

    const result = page.getByTestId("convert-result");
    await expectText(
      result,
      "Converted ₱4.00 of Sabong & Apple commission into points.Points now ₱4.00 · Sabong & Apple commission left ₱6.00",
    );
    await expectText(headerPoints(page), "4.00");
    await expectText(page.getByTestId("commission-sabong"), "6.00");
    await expectText(page.getByTestId("commission-total"), "6.00");
  });

  it("refuses more than the wallet holds without asking, then converts all the rest", async () => {
    const { page } = agent;
    await page.getByLabel("Amount (pesos)").fill("6.01");
    await page.getByRole("button", { name: "Convert to points" }).click();
    await shown(page.getByText("Your Sabong & Apple commission is ₱6.00"));
    expect(await page.getByRole("dialog").count()).toBe(0);

    await page.getByRole("button", { name: "Convert all Sabong & Apple commission" }).click();
    expect(await page.getByLabel("Amount (pesos)").inputValue()).toBe("6.00");
    await page.getByRole("button", { name: "Convert to points" }).click();
    await page.getByRole("dialog", { name: "Confirm conversion" }).getByRole("button", { name: "Convert now" }).click();
    await expectText(headerPoints(page), "10.00");
    await expectText(page.getByTestId("commission-total"), "0.00");
    await expectText(page.getByTestId("commission-points"), "10.00");
  });

  it("lists the credit and both conversions in the commission log, and the points side in the wallet log", async () => {
    const { page } = agent;
    await page.goto(`${baseUrl}/agent/commission-log`);
    await expectLogRows(page, [
      ["Commission convert", agentName, "−6.00", "0.00"],
      ["Commission convert", agentName, "−4.00", "6.00"],
      ["Commission", "The house", "+10.00", "10.00"],
    ]);
    await page.getByLabel("Type").selectOption({ label: "Commission earned" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expectLogRows(page, [["Commission", "The house", "+10.00", "10.00"]]);

    await page.goto(`${baseUrl}/agent/wallet-log?account=points`);
    await expectLogRows(page, [
      ["Commission convert", agentName, "+6.00", "10.00"],
      ["Commission convert", agentName, "+4.00", "4.00"],
    ]);
  });

  it("the summary adds it all up from the API", async () => {
    const { page } = agent;
    await page.goto(`${baseUrl}/agent/summary`);
    await expectText(page.getByTestId("summary-points"), "10.00");
    await expectText(page.getByTestId("summary-commission"), "0.00");
    await expectText(page.getByTestId("summary-downlines"), "1");
    await expectText(page.getByTestId("summary-players"), "1");
    await expectText(page.getByTestId("summary-approvals"), "0");
    await screenshot(page, "accounts-summary-desktop");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseUrl}/agent/commission`);
    await expectText(page.getByTestId("commission-points"), "10.00");
    await screenshot(page, "accounts-commission-360");
  });
});
