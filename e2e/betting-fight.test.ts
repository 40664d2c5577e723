import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  cleanShot,
  confirmStep,
  expectText,
  fundedPlayer,
  PLAYER_PASSWORD,
  placeBet,
  signedIn,
} from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { shown, uniqueName, waitForPath } from "./support/ui.ts";

/**
 * One sabong event run from the operator's console while two players bet from their own browsers (one on a 360 px
 * phone, one on a desktop): a fight won by MERON, a draw, a cancelled fight, then a master revert of the first
 * result and its re-declaration. Every figure on the players' screens arrives without a reload.
 *
 * Figures (plasada 5%): fight 1: A 1,000 on MERON, B 500 on WALA → MERON pays 142.50, WALA 285.00 per 100.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;
const contexts: BrowserContext[] = [];
let operator: Page;
let playerA: Page; // 360 px phone
let playerB: Page; // desktop
let eventId: number;
const eventName = `E2E Derby ${uniqueName("ev").slice(3)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const [a, b] = await Promise.all([fundedPlayer(baseUrl, 10_000, "bet_a"), fundedPlayer(baseUrl, 10_000, "bet_b")]);
  const op = await signedIn(browser, baseUrl, "operator");
  const pa = await signedIn(browser, baseUrl, a, { password: PLAYER_PASSWORD, width: 360, height: 740 });
  const pb = await signedIn(browser, baseUrl, b, { password: PLAYER_PASSWORD, width: 1280, height: 860 });
  contexts.push(op.context, pa.context, pb.context);
  operator = op.page;
  playerA = pa.page;
  playerB = pb.page;
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

/** Both players' screens show this state label. */
async function playersSee(state: string): Promise<void> {
  await Promise.all([
    expectText(playerA.getByTestId("fight-state"), state),
    expectText(playerB.getByTestId("fight-state"), state),
  ]);
}

async function balances(): Promise<[string, string]> {
  return [
    ((await playerA.getByTestId("screen-balance").textContent()) ?? "").trim(),
    ((await playerB.getByTestId("screen-balance").textContent()) ?? "").trim(),
  ];
}

describe("a sabong event from the operator's console to the players' screens", () => {
  it("the operator creates an event and lands on its console", async () => {
    await waitForPath(operator, "/operator/arena");
    await shown(operator.getByRole("heading", { name: "Event List" }));
    await operator.getByRole("button", { name: "+ Create event" }).click();
    const dialog = operator.getByRole("dialog");
    await dialog.getByLabel("Arena / event name").fill(eventName);
    await dialog.getByLabel("Minimum bet (₱)").fill("20");
    await dialog.getByLabel("Maximum bet (₱)").fill("50,000");
    await cleanShot(operator, "betting-operator-event-form", false);
    await dialog.getByRole("button", { name: "Create event" }).click();
    await operator.waitForURL(/\/operator\/arena\/\d+$/, { timeout: 15_000 });
    eventId = Number(new URL(operator.url()).pathname.split("/").pop());
    await shown(operator.getByRole("heading", { name: eventName }));
    await expectText(operator.getByTestId("console-fight-number"), "#1");
    await expectText(operator.getByTestId("console-fight-state"), "STANDBY");
    await shown(operator.getByTestId("live-pill"));
  });

  it("players find it in the lounge and wait for betting to open", async () => {
    await waitForPath(playerA, "/player/home");
    const card = playerA.getByTestId("lounge-event").filter({ hasText: eventName });
    await shown(card);
    await cleanShot(playerA, "betting-lounge-360", false);
    await card.click();
    await waitForPath(playerA, `/player/home/${eventId}`);
    await shown(playerA.getByText("No live stream for this event yet"));
    await playerB.goto(`${baseUrl}/player/home/${eventId}`);
    await playersSee("STANDBY");
    expect(await playerA.getByTestId("side-MERON").isDisabled()).toBe(true);
    await Promise.all([shown(playerA.getByTestId("live-pill")), shown(playerB.getByTestId("live-pill"))]);
  });

  it("fight 1: open, both bet, totals and odds appear live on every screen", async () => {
    await operator.getByRole("button", { name: "Open betting" }).click();
    await playersSee("OPEN");
    expect(await playerA.getByTestId("side-MERON").isEnabled()).toBe(true);

    await placeBet(playerA, "MERON", "1,000");
    await expectText(playerA.getByTestId("screen-balance"), "9,000.00");
    // B sees A's bet without a reload.
    await expectText(playerB.getByTestId("total-MERON"), "1,000.00");

    await placeBet(playerB, "WALA", "500");
    await expectText(playerA.getByTestId("total-WALA"), "500.00");
    await expectText(playerA.getByTestId("payout-MERON"), "142.50");
    await expectText(playerA.getByTestId("payout-WALA"), "285.00");
    await expectText(playerB.getByTestId("payout-MERON"), "142.50");

    await expectText(operator.getByTestId("console-total-MERON"), "1,000.00");
    await expectText(operator.getByTestId("console-total-WALA"), "500.00");
    await expectText(operator.getByTestId("console-payout-WALA"), "285.00");
    await expectText(operator.getByTestId("console-pool"), "1,500.00");
    await expectText(playerA.getByTestId("my-bets").getByTestId("my-bet"), /MERON\s*1,000\.00\s*Accepted/);
  });

  it("last call, then close (confirmed): the sides lock on the players' screens", async () => {
    await operator.getByRole("button", { name: "Last call" }).click();
    await playersSee("LAST CALL");
    await cleanShot(playerA, "betting-player-360-last-call");
    await confirmStep(operator, "Close betting", "Close betting");
    await playersSee("CLOSED");
    expect(await playerA.getByTestId("side-MERON").isDisabled()).toBe(true);
    expect(await playerB.getByTestId("side-WALA").isDisabled()).toBe(true);
    await cleanShot(playerB, "betting-player-desktop-closed");
  });

  it("declare MERON (confirmed): winners are paid, balances move without a reload", async () => {
    await confirmStep(operator, "MERON WINS", "Declare MERON WINS");
    await playersSee("MERON WINS");
    // A: 9,000 + 1,000 × 142.50 / 100 = 10,425.00; B lost 500.
    await expectText(playerA.getByTestId("screen-balance"), "10,425.00");
    await expectText(playerA.getByTestId("points-balance"), "10,425.00");
    await expectText(playerB.getByTestId("screen-balance"), "9,500.00");
    await expectText(playerA.getByTestId("my-bet"), /Won · 1,425\.00/);
    await shown(playerB.getByTestId("results-board").locator('[data-result="MERON"]'));
    await expectText(operator.getByTestId("console-fight-state"), "MERON WINS");
    await shown(operator.getByTestId("past-fight").filter({ hasText: "MERON WINS" }));
    await cleanShot(playerA, "betting-player-360-declared");
    await cleanShot(operator, "betting-operator-console-declared");
  });

  it("fight 2 is a draw: DRAW pays 1 : 8, the main sides are refunded", async () => {
    await operator.getByRole("button", { name: "Next fight ›" }).click();
    await Promise.all([
      expectText(playerA.getByTestId("fight-status").locator(".fight-number strong"), "#2"),
      expectText(playerB.getByTestId("fight-status").locator(".fight-number strong"), "#2"),
    ]);
    await playersSee("STANDBY");
    await operator.getByRole("button", { name: "Open betting" }).click();
    await playersSee("OPEN");

    await placeBet(playerA, "DRAW", "100");
    await placeBet(playerA, "WALA", "100");
    await placeBet(playerB, "MERON", "200");
    await expectText(playerB.getByTestId("total-DRAW"), "100.00");
    expect(await balances()).toEqual(["10,225.00", "9,300.00"]);

    await confirmStep(operator, "Close betting", "Close betting");
    await playersSee("CLOSED");
    await confirmStep(operator, "DRAW", "Declare DRAW");
    await playersSee("DRAW");
    // A: 10,225 + 100 × 9 (DRAW) + 100 (WALA refunded) = 11,225.00; B: MERON refunded.
    await expectText(playerA.getByTestId("screen-balance"), "11,225.00");
    await expectText(playerB.getByTestId("screen-balance"), "9,500.00");
    await shown(playerA.getByTestId("results-board").locator('[data-result="DRAW"]'));
  });

  it("fight 3 is cancelled (confirmed) while open: every bet is refunded", async () => {
    await operator.getByRole("button", { name: "Next fight ›" }).click();
    await playersSee("STANDBY");
    await operator.getByRole("button", { name: "Open betting" }).click();
    await playersSee("OPEN");
    await placeBet(playerA, "MERON", "500");
    await expectText(playerA.getByTestId("screen-balance"), "10,725.00");
    await expectText(operator.getByTestId("console-total-MERON"), "500.00");

    await confirmStep(operator, "Cancel fight", "Cancel fight");
    await playersSee("CANCELLED");
    await expectText(playerA.getByTestId("screen-balance"), "11,225.00");
    await expectText(playerA.getByTestId("my-bet"), /Refunded · 500\.00/);
    await shown(playerB.getByTestId("results-board").locator('[data-result="CANCELLED"]'));
  });

  it("a master revert of fight 1 (preview, reason, confirmation) takes the payout back, live", async () => {
    await operator.goto(`${baseUrl}/operator/arena`);
    await shown(operator.getByTestId("operator-event-row").filter({ hasText: eventName }));
    await cleanShot(operator, "betting-operator-event-list", false);
    await operator.goto(`${baseUrl}/operator/master-revert?eventId=${eventId}`);
    await shown(operator.getByRole("heading", { name: "Master Revert" }));
    const fightSelect = operator.getByLabel("Declared fight");
    await expect.poll(async () => fightSelect.locator("option").count(), { timeout: 15_000 }).toBeGreaterThan(3);
    const fightOne = fightSelect.locator("option", { hasText: "Fight #1 · MERON WINS" });
    await fightSelect.selectOption((await fightOne.getAttribute("value")) ?? "");
    const preview = await shown(operator.getByTestId("revert-preview"));
    await shown(preview.getByText(/transfers would be reversed/));
    await shown(preview.getByRole("cell", { name: "-1,425.00" }));

    // The reason is required.
    await operator.getByRole("button", { name: "Revert result…" }).click();
    await shown(operator.getByText("A reason is required"));
    await operator.getByLabel(/^Reason/).fill("Wrong side declared: WALA won per the referee");
    await operator.getByRole("button", { name: "Revert result…" }).click();
    await cleanShot(operator, "betting-master-revert-confirm");
    const dialog = operator.getByRole("dialog");
    await dialog.getByRole("button", { name: "Revert result", exact: true }).click();
    await shown(operator.getByTestId("revert-done"));

    // A's 1,425.00 payout is taken back at once; B's lost stake stays in the pot.
    await expectText(playerA.getByTestId("screen-balance"), "9,800.00");
    await expectText(playerB.getByTestId("screen-balance"), "9,500.00");
    await expect
      .poll(() => playerA.getByTestId("results-board").locator('[data-result="MERON"]').count(), { timeout: 15_000 })
      .toBe(0);
  });

  it("the reverted fight is declared again from the console: WALA wins, B is paid", async () => {
    await operator.getByRole("link", { name: "Open the console" }).click();
    await waitForPath(operator, `/operator/arena/${eventId}`);
    const waiting = await shown(operator.getByTestId("awaiting-result"));
    await waiting.getByRole("button", { name: "WALA WINS" }).click();
    const dialog = operator.getByRole("dialog");
    await shown(dialog.getByText("Declare WALA WINS for fight #1?"));
    await dialog.getByRole("button", { name: "Declare WALA WINS" }).click();
    await dialog.waitFor({ state: "hidden" });
    // B: 9,500 + 500 × 285.00 / 100 = 10,925.00.
    await expectText(playerB.getByTestId("screen-balance"), "10,925.00");
    await expectText(playerA.getByTestId("screen-balance"), "9,800.00");
    await shown(playerA.getByTestId("results-board").locator('[data-result="WALA"]'));
    await expect.poll(() => operator.getByTestId("awaiting-result").count(), { timeout: 15_000 }).toBe(0);
    await cleanShot(operator, "betting-operator-console");
    await cleanShot(playerB, "betting-player-desktop");
    await cleanShot(playerA, "betting-player-360");
  });
});
