import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectText, type Person, signIn } from "./support/accounts.ts";
import { seriousAxeFindings } from "./support/axe.ts";
import { loadUsersApi, settledFightApi } from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { createGameEndingDraw, pageWidth, uniqueMatchup } from "./support/number-games.ts";
import { api, apiLogin, DEMO_PASSWORD } from "./support/session.ts";
import { screenshot, shown, uniqueName, verifyPlayerApi } from "./support/ui.ts";

/**
 * The admin's Accounting Reports: criteria → the figures the API answers, the charts, the Excel export with its
 * progress, a drill-down into an agent, and the end-of-day reconciliation. Set-up through the API: the demo
 * sub-operator creates a fresh master-agent (2.5%) with a gold-agent (2%) and two players; one sabong fight where
 * the first player stakes 300.00 on MERON and the second 200.00 on WALA, MERON wins. Reporting that fresh subtree
 * keeps the figures exact whatever the other suites do: turnover 500.00 from 2 bets, commission 10.00 + 2.50.
 */

const baseUrl = inject("baseUrl");
const PASSWORD = "accounting-pass-123";

type Created = { id: number; username: string };
type Figures = {
  turnoverCentavos: number;
  stakeCount: number;
  refundsCentavos: number;
  payoutsCentavos: number;
  plasadaCentavos: number;
  drawFundingCentavos: number;
  commissionCentavos: number;
  openStakesCentavos: number;
  houseResultCentavos: number;
};
type Report = { rows: Array<Figures & { key: string; label: string }>; totals: Figures };

let browser: Browser;
let admin: Person;
const masterName = uniqueName("am");
const goldName = uniqueName("ag");
const players = [uniqueName("ap1"), uniqueName("ap2")];
let masterId = 0;
let goldId = 0;

/** Pesos as the screens write them: "1,234.50", "-80.00". */
function pesos(centavos: number): string {
  const amount = (Math.abs(centavos) / 100).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${centavos < 0 ? "-" : ""}${amount}`;
}

async function create(token: string, username: string, role: string, sabongBp = 0): Promise<Created> {
  const created = await api<Created>(baseUrl, token, "POST", "/user/downlines", {
    username,
    name: `Accounting ${role}`,
    password: PASSWORD,
    role,
    ...(role === "player" ? {} : { sabongBp }),
  });
  if (role === "player") await verifyPlayerApi(baseUrl, created.id);
  return created;
}

async function treeWithSettledFight(): Promise<void> {
  const subop = await apiLogin(baseUrl, "subop");
  masterId = (await create(subop, masterName, "master-agent", 250)).id;
  const master = await apiLogin(baseUrl, masterName, PASSWORD);
  goldId = (await create(master, goldName, "gold-agent", 200)).id;
  const gold = await apiLogin(baseUrl, goldName, PASSWORD);
  const created = [await create(gold, players[0] ?? "", "player"), await create(gold, players[1] ?? "", "player")];

  await loadUsersApi(
    baseUrl,
    created.map((player) => player.id),
    100_000,
  );
  await settledFightApi(
    baseUrl,
    `Accounting e2e ${masterName}`,
    [
      { username: players[0] ?? "", password: PASSWORD, side: "MERON", centavos: 30_000 },
      { username: players[1] ?? "", password: PASSWORD, side: "WALA", centavos: 20_000 },
    ],
    "MERON",
  );
}

/** The API's own answer for the criteria the screen shows now (its address bar). */
async function apiReport(page: Page): Promise<Report> {
  const token = await apiLogin(baseUrl, "admin");
  return api<Report>(baseUrl, token, "GET", `/admin/accounting${new URL(page.url()).search}`);
}

/** The row of a user's group: labelled "username · TYPE". */
function rowOf(report: Report, username: string): Report["rows"][number] {
  const row = report.rows.find((line) => line.label.startsWith(`${username} · `));
  if (!row) throw new Error(`no row for ${username} in ${report.rows.map((line) => line.label).join(", ")}`);
  return row;
}

/** Every figure cell of a table row, as the screen shows it, against the API's figures. */
async function expectFigures(row: Locator, figures: Figures): Promise<void> {
  const expected: Array<[string, string]> = [
    ["stakeCount", String(figures.stakeCount)],
    ["turnoverCentavos", pesos(figures.turnoverCentavos)],
    ["refundsCentavos", pesos(figures.refundsCentavos)],
    ["payoutsCentavos", pesos(figures.payoutsCentavos)],
    ["commissionCentavos", pesos(figures.commissionCentavos)],
    ["plasadaCentavos", pesos(figures.plasadaCentavos)],
    ["drawFundingCentavos", pesos(figures.drawFundingCentavos)],
    ["openStakesCentavos", pesos(figures.openStakesCentavos)],
    ["houseResultCentavos", pesos(figures.houseResultCentavos)],
  ];
  for (const [column, text] of expected) await expectText(row.locator(`[data-col="${column}"]`), text);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await treeWithSettledFight();
  admin = await signIn(browser, baseUrl, "admin", DEMO_PASSWORD, { width: 1366, height: 900 });
});

afterAll(async () => {
  await browser?.close();
});

describe("accounting reports", () => {
  it("reports an agent's subtree by the chosen criteria, as the API adds it up, with its charts", async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/admin/accounting`);
    await shown(page.getByRole("heading", { level: 1, name: "Accounting Reports" }));
    await page.getByLabel("Game", { exact: true }).selectOption("sabong");
    await page.getByLabel("Group by").selectOption("agent");
    await page.getByLabel("Find an agent").fill(masterName);
    await page
      .getByRole("list", { name: "Matching accounts" })
      .getByRole("button", { name: new RegExp(masterName) })
      .click();
    await expectText(page.getByTestId("report-agent"), `${masterName} and everyone under them`);
    await page.getByRole("button", { name: "Show report" }).click();
    await page.waitForURL((url) => url.searchParams.get("agentId") === String(masterId));

    const total = page.getByTestId("report-total");
    await expectText(total.locator('[data-col="turnoverCentavos"]'), "500.00");
    const report = await apiReport(page);
    expect(report.totals.turnoverCentavos).toBe(50_000);
    expect(report.totals.stakeCount).toBe(2);
    expect(report.totals.commissionCentavos).toBe(1_250);
    await expectFigures(total, report.totals);
    // The master-agent's own row (its commission) and its one direct downline, the gold-agent's whole subtree.
    const goldRow = rowOf(report, goldName);
    expect(goldRow.turnoverCentavos).toBe(50_000);
    await expectFigures(page.getByTestId(`report-row-${goldRow.key}`), goldRow);
    const ownRow = rowOf(report, masterName);
    expect(ownRow.commissionCentavos).toBe(250);
    await expectFigures(page.getByTestId(`report-row-${ownRow.key}`), ownRow);

    const trend = page.getByTestId("report-trend-chart").locator("canvas");
    await shown(trend);
    expect(await trend.getAttribute("aria-label")).toMatch(/^Turnover and house result by day/);
    expect((await trend.boundingBox())?.height ?? 0).toBeGreaterThan(100);
    await shown(page.getByTestId("report-game-chart").locator("canvas"));
    await screenshot(page, "accounting-reports-agent");
  });

  it("exports the same figures to Excel, showing the download's progress", async () => {
    const { page, context } = admin;
    const report = await apiReport(page);
    // A slow line, so the progress can be seen: 8 KB a second.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: 8 * 1024,
      uploadThroughput: -1,
    });
    const download = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByRole("button", { name: "Export to Excel" }).click();
    const progress = await shown(page.getByRole("progressbar", { name: "Export progress" }));
    await expect
      .poll(async () => (await progress.getAttribute("aria-valuetext").catch(() => null)) ?? "", { timeout: 30_000 })
      .toMatch(/^[1-9][\d.]* (B|KB) (received|of )/);
    const file = await download;
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
    expect(file.suggestedFilename()).toMatch(/^accounting-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByRole("progressbar").waitFor({ state: "detached", timeout: 15_000 });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.getWorksheet("By agent");
    if (!sheet) throw new Error("no By agent sheet");
    const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ""));
    const cellOf = (label: string, header: string) => {
      let value: unknown = null;
      sheet.eachRow((line) => {
        const name = String(line.getCell(1).value);
        if (name === label || name.startsWith(`${label} · `)) value = line.getCell(headers.indexOf(header)).value;
      });
      return value;
    };
    expect(cellOf("TOTAL", "Turnover")).toBe(report.totals.turnoverCentavos / 100);
    expect(cellOf("TOTAL", "Payouts")).toBe(report.totals.payoutsCentavos / 100);
    expect(cellOf("TOTAL", "Commission")).toBe(report.totals.commissionCentavos / 100);
    expect(cellOf("TOTAL", "House result")).toBe(report.totals.houseResultCentavos / 100);
    expect(cellOf(goldName, "Turnover")).toBe(500);
  });

  it("drills down from an agent row into its downlines", async () => {
    const { page } = admin;
    await page.getByTestId("report-table").getByRole("button", { name: goldName }).click();
    await page.waitForURL((url) => url.searchParams.get("agentId") === String(goldId));
    const report = await apiReport(page);
    expect(report.rows).toHaveLength(3);
    for (const row of report.rows) await expectFigures(page.getByTestId(`report-row-${row.key}`), row);
    const first = page.getByTestId(`report-row-${rowOf(report, players[0] ?? "").key}`);
    await expectText(first.locator('[data-col="turnoverCentavos"]'), "300.00");
    const second = page.getByTestId(`report-row-${rowOf(report, players[1] ?? "").key}`);
    await expectText(second.locator('[data-col="turnoverCentavos"]'), "200.00");
    // The gold-agent's own row: the 2% it earned on both stakes.
    await expectText(
      page.getByTestId(`report-row-${rowOf(report, goldName).key}`).locator('[data-col="commissionCentavos"]'),
      "10.00",
    );
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("agentId") === String(masterId));
  });

  it("fits every column of the by-event table and the 30-day chart on a 1366×768 desktop, open stakes apart", async () => {
    const { page } = admin;
    // A ticket of 50.00 on a game-ending draw still open (tip-off hours ahead): staked, not won yet.
    const draw = await createGameEndingDraw(baseUrl, uniqueMatchup());
    const token = await apiLogin(baseUrl, players[0] ?? "", PASSWORD);
    await api(baseUrl, token, "POST", "/player-game-ending/tickets", {
      drawId: draw.id,
      idempotencyKey: randomUUID(),
      lines: [{ combination: "12", form: "straight", stakeCentavos: 5_000 }],
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    const day = (daysAgo: number) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString();
    const query = `from=${day(29).slice(0, 10)}&to=${day(0).slice(0, 10)}&game=all&groupBy=contest&agentId=${masterId}`;
    await page.goto(`${baseUrl}/admin/accounting?${query}`);
    const total = page.getByTestId("report-total");
    await expectText(total.locator('[data-col="openStakesCentavos"]'), "50.00");
    const report = await apiReport(page);
    expect(report.totals.turnoverCentavos).toBe(55_000);
    expect(report.totals.openStakesCentavos).toBe(5_000);
    // The open draw's 50.00 is not counted as won: the house result is the settled fight's alone.
    const drawRow = report.rows.find((row) => row.key === `draw:${draw.id}`);
    expect(drawRow).toMatchObject({ turnoverCentavos: 5_000, openStakesCentavos: 5_000, houseResultCentavos: 0 });
    await expectFigures(total, report.totals);
    await expectFigures(page.getByTestId(`report-row-draw:${draw.id}`), drawRow as Figures);

    const houseResult = page.getByTestId("report-table").getByRole("columnheader", { name: "House result" });
    const box = await houseResult.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
    // Neither the page nor the table's own wrapper scrolls sideways.
    expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(1366);
    const wrapper = await page
      .getByTestId("report-table")
      .evaluate((table) => ({ scroll: table.parentElement?.scrollWidth, client: table.parentElement?.clientWidth }));
    expect(wrapper.scroll).toBeLessThanOrEqual(wrapper.client ?? 0);
    await shown(page.getByTestId("report-notes").getByText("Open stakes"));
    await shown(page.getByTestId("report-trend-chart").locator("canvas"));
    await screenshot(page, "accounting-reports-1366", false);
    await page.getByTestId("report-trend-chart").scrollIntoViewIfNeeded();
    await screenshot(page, "accounting-reports-1366-chart", false);
    expect(await seriousAxeFindings(page)).toEqual([]);
    // On a 360 px phone the table scrolls inside its own wrapper; the page itself does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(async () => (await pageWidth(page)).scroll).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it("reconciles the day: every class of accounts adds up, the difference is zero", async () => {
    const { page } = admin;
    await page.getByRole("link", { name: "End of day" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/accounting/reconciliation");
    await expectText(page.getByTestId("reconciliation-verdict"), "Difference ₱0.00 — the day reconciles.", 30_000);
    await expectText(page.getByTestId("reconciliation-closing-sum").locator("td").first(), "0.00");
    await screenshot(page, "accounting-reconciliation");
  });
});
