import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  createDownlineThroughUi,
  dismissToasts,
  expectLogRows,
  expectText,
  headerPoints,
  moveThroughUi,
  type Person,
  pickInStation,
  signIn,
} from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { DEMO_PASSWORD } from "./support/session.ts";
import { screenshot, shown, textOf, uniqueName } from "./support/ui.ts";

/**
 * Points down the whole chain and back, through the screens only: the admin mints and creates an incorporator,
 * each level creates the next (with a percentage within its own) and loads it from the wallet station, the gold
 * agent loads a player; then every upline withdraws back. Every step checks the confirmation, the new balances of
 * both sides, the header points of the people watching (pushed, no reload) and, at the end, the wallet logs.
 * A fresh chain keeps every figure exact whatever the other suites did to the demo accounts.
 */

const baseUrl = inject("baseUrl");
const PASSWORD = "chain-pass-123";

/** The fresh chain, top to bottom, with the label the level above picks it by and the Sabong % it gets. */
const chain = [
  { key: "inc", typeLabel: undefined, sabong: "4" },
  { key: "sub", typeLabel: "INCORPORATOR", sabong: "3" },
  { key: "mas", typeLabel: "SUB-OPERATOR", sabong: "2.5" },
  { key: "gld", typeLabel: "MASTER-AGENT", sabong: "2" },
  { key: "ply", typeLabel: "PLAYER", sabong: "0" },
].map((level) => ({ ...level, username: uniqueName(level.key) }));

/** Pesos loaded at each step: admin → inc, inc → sub, sub → mas, mas → gld, gld → ply. */
const LOADS = ["5,000.00", "2,000.00", "1,000.00", "500.00", "200.00"];
const MINT = "10,000.00";

const pesos = (text: string) => Math.round(Number(text.replace(/[₱,]/g, "")) * 100);
const fmt = (centavos: number) =>
  (centavos / 100).toLocaleString("en-PH", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

let browser: Browser;
let admin: Person;
const people: Person[] = [];
/** The admin's points before the test minted anything (other suites move the admin's points too). */
let adminStart = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signIn(browser, baseUrl, "admin", DEMO_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
});

const stationOf = (index: number) => (index === 0 ? "/admin/walletstation" : "/agent/wallet-station");
const pageOf = (index: number) => (index === 0 ? admin.page : (people[index - 1]?.page ?? admin.page));

describe("the chain from admin to player", () => {
  it("the admin mints points from the bank into its own wallet, after a confirmation", async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/admin/walletstation`);
    const own = page.getByTestId("station-own-balance");
    await expect.poll(async () => (await own.textContent())?.trim()).toMatch(/^[\d,]+\.\d\d$/);
    adminStart = pesos(await textOf(own));

    await page.getByLabel("Amount to mint (pesos)").fill(MINT);
    await page.getByRole("button", { name: "Mint points" }).click();
    const dialog = await shown(page.getByRole("dialog", { name: "Confirm mint" }));
    expect(await dialog.textContent()).toContain(`₱${MINT}`);
    await dialog.getByRole("button", { name: "Mint now" }).click();
    await shown(page.getByText(`Minted ₱${MINT}. Your points: ₱${fmt(adminStart + pesos(MINT))}.`));
    await expectText(own, fmt(adminStart + pesos(MINT)));
  });

  it("each level creates the next one on its downlines screen, within its own percentages", async () => {
    for (const [index, level] of chain.entries()) {
      const creator = pageOf(index);
      const row = await createDownlineThroughUi(creator, baseUrl, index === 0 ? "admin" : "agent", {
        typeLabel: level.typeLabel,
        username: level.username,
        name: `Chain ${level.key.toUpperCase()}`,
        password: PASSWORD,
        sabong: level.sabong,
      });
      expect(await row.textContent()).toContain(`${level.sabong}%`);
      expect(await row.textContent()).toContain("Active");
      if (index === 1) {
        // A percentage above one's own is refused before anything is sent.
        await dismissToasts(creator);
        await creator.getByRole("button", { name: "+ New downline" }).click();
        const dialog = creator.getByRole("dialog", { name: "New downline" });
        await dialog.getByLabel("Sabong & Apple").fill("4.5");
        await dialog.getByRole("button", { name: "Create account" }).click();
        await shown(dialog.getByText("At most 4%"));
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await screenshot(creator, "accounts-downlines-desktop");
      }
      if (level.key !== "ply") people.push(await signIn(browser, baseUrl, level.username, PASSWORD));
    }
    // The player signs in too, to watch its points arrive.
    const player = chain[4];
    if (!player) throw new Error("no player");
    people.push(await signIn(browser, baseUrl, player.username, PASSWORD, { width: 360, height: 740 }));
    for (const person of people) await expectText(headerPoints(person.page), "0.00");
  });

  it("loads points down the chain: both sides' new balances shown, the receiver's header follows", async () => {
    let held = adminStart + pesos(MINT);
    for (const [index, level] of chain.entries()) {
      const loader = pageOf(index);
      const amount = LOADS[index] ?? "0";
      await pickInStation(loader, baseUrl, stationOf(index), level.username);
      const result = await moveThroughUi(loader, "Load", amount);
      const ownAfter = index === 0 ? held - pesos(amount) : pesos(LOADS[index - 1] ?? "0") - pesos(amount);
      expect(result).toContain(`Loaded ₱${amount} to ${level.username}.`);
      expect(result).toContain(`you ₱${fmt(ownAfter)} · ${level.username} ₱${amount}`);
      await expectText(loader.getByTestId("station-target-balance"), amount);
      if (index === 0) {
        held = ownAfter;
        await expectText(loader.getByTestId("station-own-balance"), fmt(held));
      } else {
        await expectText(headerPoints(loader), fmt(ownAfter));
      }
      // The receiver's page was left open: its header points move on the 'balance' push.
      const receiver = people[index];
      if (!receiver) throw new Error(`nobody signed in as ${level.username}`);
      await expectText(headerPoints(receiver.page), amount);
      if (index === 3) {
        await screenshot(loader, "accounts-wallet-station-desktop");
      }
    }
    const player = people[4];
    if (!player) throw new Error("no player page");
    await screenshot(player.page, "accounts-player-points-360", false);
  });

  it("withdraws everything back up the chain, bottom first, and the logs tell the whole story", async () => {
    for (let index = chain.length - 1; index >= 0; index--) {
      const level = chain[index];
      if (!level) continue;
      const upline = pageOf(index);
      // What the downline holds now: what it was loaded, less what it loaded further down, plus what came back.
      const amount = LOADS[index] ?? "0";
      await pickInStation(upline, baseUrl, stationOf(index), level.username);
      await expectText(upline.getByTestId("station-target-balance"), amount);
      const result = await moveThroughUi(upline, "Withdraw", amount);
      expect(result).toContain(`Withdrew ₱${amount} from ${level.username}.`);
      expect(result).toContain(`${level.username} ₱0.00`);
      const receiver = people[index];
      if (receiver) await expectText(headerPoints(receiver.page), "0.00");
      if (index > 0) await expectText(headerPoints(upline), fmt(pesos(LOADS[index - 1] ?? "0")));
    }
    await expectText(admin.page.getByTestId("station-own-balance"), fmt(adminStart + pesos(MINT)));

    // The gold agent's log, newest first: both loads and both withdrawals, with the balance after each.
    const gold = people[3];
    const [, , mas, gld, ply] = chain;
    if (!gold || !mas || !gld || !ply) throw new Error("chain incomplete");
    await gold.page.goto(`${baseUrl}/agent/wallet-log`);
    await expectLogRows(gold.page, [
      ["Withdraw", mas.username, "−500.00", "0.00"],
      ["Withdraw", ply.username, "+200.00", "500.00"],
      ["Load", ply.username, "−200.00", "300.00"],
      ["Load", mas.username, "+500.00", "500.00"],
    ]);
    await screenshot(gold.page, "accounts-wallet-log-desktop");

    // Filters go to the server: only the loads, then only the movements with the player.
    await gold.page.getByLabel("Type").selectOption({ label: "Load" });
    await gold.page.getByRole("button", { name: "Apply" }).click();
    await expectLogRows(gold.page, [
      ["Load", ply.username, "−200.00", "300.00"],
      ["Load", mas.username, "+500.00", "500.00"],
    ]);
    expect(new URL(gold.page.url()).search).toBe("?code=LOAD");
    await gold.page.getByRole("button", { name: "Reset" }).click();
    await gold.page.getByLabel("Counterparty").fill(ply.username);
    await gold.page.getByRole("button", { name: "Apply" }).click();
    await expectLogRows(gold.page, [
      ["Withdraw", ply.username, "+200.00", "500.00"],
      ["Load", ply.username, "−200.00", "300.00"],
    ]);

    // The export downloads the filtered log as CSV.
    const download = gold.page.waitForEvent("download");
    await gold.page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^wallet-log-\d+-\d{4}-\d\d-\d\d\.csv$/);
    const csv = readFileSync(await file.path(), "utf8");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`WITHDRAW,Points,200.00,500.00,${ply.username}`);

    // The admin's own log, narrowed to the incorporator: the load and the withdrawal.
    const inc = chain[0];
    if (!inc) throw new Error("no incorporator");
    await admin.page.goto(`${baseUrl}/admin/wallet-log?counterparty=${inc.username}`);
    await expectLogRows(admin.page, [
      ["Withdraw", inc.username, "+5,000.00", fmt(adminStart + pesos(MINT))],
      ["Load", inc.username, "−5,000.00", fmt(adminStart + pesos(MINT) - pesos("5,000.00"))],
    ]);
  });

  it("looks like a product at 360px: the station and the log", async () => {
    const gold = people[3];
    const ply = chain[4];
    if (!gold || !ply) throw new Error("chain incomplete");
    await gold.page.setViewportSize({ width: 360, height: 740 });
    await pickInStation(gold.page, baseUrl, "/agent/wallet-station", ply.username);
    await screenshot(gold.page, "accounts-wallet-station-360");
    await gold.page.goto(`${baseUrl}/agent/wallet-log`);
    await shown(gold.page.getByRole("list", { name: "Wallet movements" }));
    await screenshot(gold.page, "accounts-wallet-log-360");
  });
});
