import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectText, type Person, signIn } from "./support/accounts.ts";
import { loadUsersApi, settledFightApi } from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { api, apiLogin } from "./support/session.ts";
import { screenshot, shown, uniqueName, waitForPath } from "./support/ui.ts";

/**
 * An agent's Summary Reports: its downlines' turnover and commission, a drill-down, the way back and the export.
 * Set-up through the API: the demo sub-operator creates a fresh master-agent (2.5%), which creates two gold-agents
 * (2%), each with a player; the admin funds both players; one sabong fight where the first player stakes 300.00 and
 * the second 200.00. So the first gold's row reads 300.00 turnover and 6.00 commission, the second 200.00 and 4.00,
 * and the master-agent itself earned 0.5% of 500.00 = 2.50. A fresh tree keeps the figures exact whatever the other
 * suites do.
 */

const baseUrl = inject("baseUrl");
const PASSWORD = "summary-pass-123";

type Created = { id: number; username: string };

let browser: Browser;
let agent: Person;
const masterName = uniqueName("sm");
const gold1 = uniqueName("sg1");
const gold2 = uniqueName("sg2");
const player1 = uniqueName("sp1");
let gold1Id = 0;
let outsiderId = 0;

async function create(token: string, username: string, role: string, sabongBp = 0): Promise<Created> {
  const created = await api<Created>(baseUrl, token, "POST", "/user/downlines", {
    username,
    name: `Summary ${role}`,
    password: PASSWORD,
    role,
    ...(role === "player" ? {} : { sabongBp }),
  });
  if (role === "player") {
    // Only a verified player may bet (decision 0013): compliance verifies, as after an in-person check.
    await api(baseUrl, await apiLogin(baseUrl, "admin"), "PUT", `/compliance/players/${created.id}/status`, {
      status: "verified",
      reason: "E2E player",
      idempotencyKey: `e2e-verify-${username}`,
    });
  }
  return created;
}

async function treeWithBets(): Promise<void> {
  const subop = await apiLogin(baseUrl, "subop");
  await create(subop, masterName, "master-agent", 250);
  const master = await apiLogin(baseUrl, masterName, PASSWORD);
  const golds = [await create(master, gold1, "gold-agent", 200), await create(master, gold2, "gold-agent", 200)];
  gold1Id = golds[0]?.id ?? 0;
  const players = [
    await create(await apiLogin(baseUrl, gold1, PASSWORD), player1, "player"),
    await create(await apiLogin(baseUrl, gold2, PASSWORD), uniqueName("sp2"), "player"),
  ];
  // The demo master-agent: a sibling of ours under the demo sub-operator, outside our tree.
  const siblings = await api<{ items: Created[] }>(baseUrl, subop, "GET", "/user/downlines?q=master&pageSize=100");
  outsiderId = siblings.items.find((user) => user.username === "master")?.id ?? 0;

  await loadUsersApi(
    baseUrl,
    players.map((player) => player.id),
    100_000,
  );
  await settledFightApi(
    baseUrl,
    `Summary e2e ${masterName}`,
    [
      { username: players[0]?.username ?? "", password: PASSWORD, side: "MERON", centavos: 30_000 },
      { username: players[1]?.username ?? "", password: PASSWORD, side: "WALA", centavos: 20_000 },
    ],
    "MERON",
  );
}

/** A row of the report (a downline, or TOTAL): its turnover and commission cells. */
function row(page: Page, username: string) {
  const line = page.getByTestId("agent-summary-table").locator(`tr[data-username="${username}"]`);
  return {
    turnover: line.locator('[data-figure="turnover"]'),
    commission: line.locator('[data-figure="commission"]'),
  };
}

beforeAll(async () => {
  browser = await launchBrowser();
  await treeWithBets();
  agent = await signIn(browser, baseUrl, masterName, PASSWORD);
});

afterAll(async () => {
  await browser?.close();
});

describe("agent summary", () => {
  it("lists the agent's own downlines with their turnover and commission, and its totals", async () => {
    const { page } = agent;
    await page.goto(`${baseUrl}/agent/summary`);
    await shown(page.getByRole("heading", { level: 1, name: "Summary Reports" }));
    // The overview above the report stays (balances and counts).
    await expectText(page.getByTestId("summary-downlines"), "2");
    await expectText(row(page, gold1).turnover, "300.00");
    await expectText(row(page, gold1).commission, "6.00");
    await expectText(row(page, gold2).turnover, "200.00");
    await expectText(row(page, gold2).commission, "4.00");
    await expectText(row(page, "TOTAL").turnover, "500.00");
    await expectText(row(page, "TOTAL").commission, "10.00");
    expect(await page.getByTestId("agent-summary-table").locator("tbody tr").count()).toBe(3);
    await expectText(page.getByTestId("agent-summary-root").locator(".fw-semibold"), "2.50");
    await screenshot(page, "agent-summary-desktop");
  });

  it("drills down into a downline and comes back up by the breadcrumbs", async () => {
    const { page } = agent;
    await page.getByRole("link", { name: gold1, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("agentId") === String(gold1Id));
    await expectText(row(page, player1).turnover, "300.00");
    await expectText(row(page, player1).commission, "0.00");
    await expectText(row(page, "TOTAL").turnover, "300.00");
    expect(await page.getByTestId("agent-summary-table").locator("tbody tr").count()).toBe(2);
    await expectText(page.getByTestId("agent-summary-root").locator(".fw-semibold"), "6.00");
    const crumbs = page.getByRole("navigation", { name: "Downline levels" });
    await expectText(crumbs, `${masterName}${gold1}`);

    await crumbs.getByRole("link", { name: masterName }).click();
    await waitForPath(page, "/agent/summary");
    await expectText(row(page, "TOTAL").turnover, "500.00");
    expect(new URL(page.url()).searchParams.has("agentId")).toBe(false);
  });

  it("exports the same figures as an .xlsx", async () => {
    const { page } = agent;
    const download = page.waitForEvent("download", { timeout: 15_000 });
    await page.getByRole("button", { name: "Export .xlsx" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^summary-${masterName}-.*\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const lines = new Map<string, unknown[]>();
    workbook.getWorksheet("Summary")?.eachRow((line) => {
      lines.set(String(line.getCell(1).value), [line.getCell(3).value, line.getCell(4).value]);
    });
    expect(lines.get(gold1)).toEqual([300, 6]);
    expect(lines.get(gold2)).toEqual([200, 4]);
    expect(lines.get("TOTAL")).toEqual([500, 10]);
  });

  it("refuses an agent of another tree typed into the address bar", async () => {
    const { page } = agent;
    expect(outsiderId).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/agent/summary?agentId=${outsiderId}`);
    await expectText(
      page.getByRole("alert").filter({ hasText: "downline report" }),
      "Could not load the downline report: User not foundTry again",
    );
    expect(await page.getByTestId("agent-summary-table").count()).toBe(0);
  });
});
