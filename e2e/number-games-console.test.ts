import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cleanShot, expectText, fundedPlayer, signedIn } from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import {
  drawLabelOf,
  drawListScopeOf,
  gameOverApi,
  manilaLocalAhead,
  ticketApi,
  uniqueMatchup,
} from "./support/number-games.ts";
import { gone, shown, waitForPath } from "./support/ui.ts";

/**
 * The operators' side of a game-ending draw: `operator` creates it from the draw list (tip-off three hours ahead),
 * watches a player's tickets arrive, closes betting early and enters the final score; `operator2` confirms it from
 * their own console, which settles the draw; the draw report (.xlsx) downloads and reads back with its figures.
 * Tickets: 73 straight ₱20 (pays 20 × 80 = ₱1,600), 55 straight ₱10. Final 87–73 → 73: sales ₱30, hits ₱1,600.
 */

const baseUrl = inject("baseUrl");
const matchup = uniqueMatchup();
const label = drawLabelOf(matchup);
const tipOff = manilaLocalAhead(3);
let browser: Browser;
const contexts: BrowserContext[] = [];
let operator: Page;
let operator2: Page;
let player: string;
let consolePath: string;
let drawId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  player = await fundedPlayer(baseUrl, 1_000, "ng_c");
  const first = await signedIn(browser, baseUrl, "operator", { width: 1280, height: 900 });
  const second = await signedIn(browser, baseUrl, "operator2", { width: 1280, height: 900 });
  contexts.push(first.context, second.context);
  operator = first.page;
  operator2 = second.page;
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

/** Confirms the console's "Are you sure?" dialog with its confirm button, and waits for it to close. */
async function confirmDialog(page: Page, title: string | RegExp, button: string): Promise<void> {
  const dialog = await shown(page.getByRole("dialog", { name: title }));
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await gone(dialog);
}

describe("a game-ending draw run by two operators", () => {
  it("the operator creates the draw from the list and lands on its console; tickets show live", async () => {
    await operator.goto(`${baseUrl}/operator/game-ending/draws`);
    await shown(operator.getByRole("heading", { level: 1, name: "Game Ending", exact: true }));
    await operator.getByRole("button", { name: "+ New draw" }).click();
    const dialog = await shown(operator.getByRole("dialog", { name: "New draw" }));
    await dialog.getByLabel("League").fill(matchup.league);
    await dialog.getByLabel("Home team").fill(matchup.home);
    await dialog.getByLabel("Away team").fill(matchup.away);
    await dialog.getByLabel("Period").selectOption("FINAL");
    await dialog.getByLabel("Tip-off (Manila time)").fill(tipOff);
    await dialog.getByRole("button", { name: "Create draw" }).click();
    await operator.waitForURL(/\/operator\/game-ending\/draws\/\d+$/, { timeout: 15_000 });
    consolePath = new URL(operator.url()).pathname;
    drawId = Number(consolePath.split("/").pop());
    await shown(operator.getByRole("heading", { name: label }));
    await expectText(operator.getByTestId("draw-state"), "Open");

    await ticketApi(baseUrl, player, drawId, [
      { combination: "73", form: "straight", stakeCentavos: 2_000 },
      { combination: "55", form: "straight", stakeCentavos: 1_000 },
    ]);
    await expectText(operator.getByTestId("draw-sales"), "Sales ₱30.00");
  });

  it("the operator closes betting early with a reason; results wait for the game's end, then 87–73 is entered", async () => {
    await operator.getByRole("button", { name: "Close early", exact: true }).click();
    const closing = await shown(operator.getByRole("dialog", { name: `Close betting on ${label} now?` }));
    await closing.getByLabel("Reason (required, kept in the audit log)").fill("Tip-off moved earlier");
    await closing.getByRole("button", { name: "Close betting", exact: true }).click();
    await gone(closing);
    await expectText(operator.getByTestId("draw-state"), "Closed");
    // Closed early, but the game is still being played: the result button waits, and says until when.
    await shown(operator.getByTestId("results-wait"));
    expect(await operator.getByRole("button", { name: "Enter result…" }).isDisabled()).toBe(true);
    // The final buzzer: the operator records that the game is over (audited), and the button enables itself.
    await gameOverApi(baseUrl, drawId);

    await operator.getByLabel(`Home score (${matchup.home})`).fill("87");
    await operator.getByLabel(`Away score (${matchup.away})`).fill("73");
    await expectText(operator.getByTestId("scores-combination"), "Combination: 73");
    await operator.getByRole("button", { name: "Enter result…" }).click();
    // The question names the final scores that make the result.
    const scores = `73 (${matchup.home} 87 – ${matchup.away} 73)`;
    await confirmDialog(operator, `Enter result ${scores} for ${label}?`, "Enter result");
    await expectText(operator.getByTestId("draw-state"), "Result entered");
    await expectText(operator.getByTestId("draw-result"), "73(87–73)");
    await shown(operator.getByText("You entered this result: waiting for a second operator to confirm it."));
    // The one who entered it cannot confirm it.
    expect(await operator.getByRole("button", { name: "Confirm result" }).count()).toBe(0);
    await cleanShot(operator, "number-games-console-waiting");
  });

  it("operator2 finds the draw in the list and confirms the result: the draw settles on both consoles", async () => {
    // Found under the tab of its tip-off's day: "Upcoming" when it falls tomorrow (after 9 PM Manila).
    await operator2.goto(`${baseUrl}/operator/game-ending/draws?scope=${drawListScopeOf(tipOff)}`);
    const row = await shown(operator2.getByTestId("draw-row").filter({ hasText: label }));
    await expectText(row.getByRole("cell").nth(1), "Result entered");
    await row.getByRole("link", { name: "Open console" }).click();
    await waitForPath(operator2, consolePath);
    await shown(operator2.getByText(/^Entered by operator\. Check it against the official source/));
    await operator2.getByRole("button", { name: "Confirm result", exact: true }).click();
    await confirmDialog(
      operator2,
      `Confirm result 73 (${matchup.home} 87 – ${matchup.away} 73) for ${label}?`,
      "Confirm result",
    );

    await expectText(operator2.getByTestId("draw-state"), "Settled");
    await expectText(operator2.getByTestId("settlement-sales"), "30.00");
    await expectText(operator2.getByTestId("settlement-hits"), "1,600.00");
    // The house paid more than it took: its net is negative.
    await expectText(operator2.getByTestId("settlement-net"), /^-/);
    await shown(operator2.getByText("Entered by operator, confirmed by operator2."));
    // The first console follows without a reload.
    await expectText(operator.getByTestId("draw-state"), "Settled");
    await shown(operator.getByText("Entered by operator, confirmed by operator2."));
    await cleanShot(operator2, "number-games-console-settled");
  });

  it("the draw report downloads as .xlsx with the sales, the hits and the winner", async () => {
    const download = operator2.waitForEvent("download", { timeout: 15_000 });
    await operator2.getByRole("button", { name: `Download the report of ${label}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^game-ending-draw-\d+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());

    const summary = new Map<string, unknown>();
    workbook.getWorksheet("Summary")?.eachRow((row) => {
      summary.set(String(row.getCell(1).value), row.getCell(2).value);
    });
    expect(summary.get("Draw")).toBe(label);
    expect(summary.get("State")).toBe("SETTLED");
    expect(summary.get("Result")).toBe("73 (87–73)");
    expect(summary.get("Sales")).toBe(30);
    expect(summary.get("Hits (paid to winners)")).toBe(1_600);

    const winners = workbook.getWorksheet("Winners");
    expect(winners?.rowCount).toBe(2);
    const winner = winners?.getRow(2);
    expect([3, 5, 6, 7, 9].map((column) => winner?.getCell(column).value)).toEqual([
      player,
      "73",
      "straight",
      20,
      1_600,
    ]);
  });
});
