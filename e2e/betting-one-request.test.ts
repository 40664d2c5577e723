import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createEventApi, expectText, fightActionApi, fundedPlayer, PLAYER_PASSWORD } from "./support/betting.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import { loginThroughUi } from "./support/session.ts";
import { realtimeConnected, shown } from "./support/ui.ts";

/**
 * A placed bet reaches the player's screen in one request: the POST's answer lists the bet under "my bets" and
 * moves the balance (slip and header), the room's totals push moves the fight's totals, and the 'balance' push is
 * written into the cache: nothing is fetched again (no /api/user, no event screen).
 */

const baseUrl = inject("baseUrl");
let browser: Browser;
let context: BrowserContext;
let page: Page;
let eventId: number;
/** Socket.IO event names received since the bet was confirmed ("balance", "fight:totals"…). */
const pushes: string[] = [];
let recording = false;

beforeAll(async () => {
  browser = await launchBrowser();
  const username = await fundedPlayer(baseUrl, 1_000, "onereq");
  const created = await createEventApi(baseUrl, "sabong");
  eventId = created.event.id;
  await fightActionApi(baseUrl, "sabong", created.fight.id, "open");

  ({ context, page } = await newPage(browser));
  // Frames of the realtime socket ("42[\"balance\",{…}]"): the pushes the screen applied.
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      const name = /^42\["([^"]+)"/.exec(String(payload))?.[1];
      if (recording && name) pushes.push(name);
    }),
  );
  const connected = realtimeConnected(page);
  await loginThroughUi(page, baseUrl, username, PLAYER_PASSWORD);
  await connected;
});

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
});

describe("placing a bet", () => {
  it("sends exactly one request, the POST, and balance, totals and my bets all follow", async () => {
    await page.goto(`${baseUrl}/player/home/${eventId}`);
    await expectText(page.getByTestId("fight-state"), "OPEN");
    await shown(page.getByTestId("live-pill")); // in the event's room: pushes arrive
    await expectText(page.getByTestId("screen-balance"), "1,000.00");
    await expectText(page.getByTestId("points-balance"), "1,000.00");
    await expectText(page.getByTestId("total-MERON"), "0.00");

    await page.getByTestId("side-MERON").click();
    await page.getByRole("group", { name: "Quick amounts" }).getByRole("button", { name: "100", exact: true }).click();
    await page.getByRole("button", { name: /^Place bet/ }).click();

    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    recording = true;
    await page.getByRole("button", { name: "Confirm bet" }).click();

    await expectText(page.getByTestId("my-bets").getByTestId("my-bet"), /MERON\s*100\.00\s*Accepted/);
    await expectText(page.getByTestId("screen-balance"), "900.00");
    await expectText(page.getByTestId("points-balance"), "900.00");
    await expectText(page.getByTestId("total-MERON"), "100.00");
    // The server's pushes for this bet arrived (and were applied without a request)…
    await expect.poll(() => pushes, { timeout: 15_000 }).toEqual(expect.arrayContaining(["balance", "fight:totals"]));
    // …and nothing is fetched a moment later either.
    await page.waitForTimeout(1_000);

    expect(requests).toEqual(["POST /api/bets2/bets"]);
  });
});
