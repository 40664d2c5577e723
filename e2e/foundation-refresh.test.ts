import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { loginThroughUi } from "./support/session.ts";
import {
  acceptDialog,
  markDocument,
  markerOf,
  realtimeConnected,
  recordDialogs,
  shown,
  textOf,
  waitForPath,
} from "./support/ui.ts";

/**
 * The players' refresh push (spec section 4): on the server's 'refresh' event a player's page alerts
 * 'Please standby. Site will refresh' and reloads. Operators (sidebar) and admins (dashboard) trigger it after a
 * confirmation; only players' pages react.
 */

const baseUrl = inject("baseUrl");
const CONFIRM = "Refresh every player's site now? Their pages will show a standby notice and reload.";
const STANDBY = "Please standby. Site will refresh";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Watched = { context: BrowserContext; page: Page; dialogs: string[] };

/** Someone signed in and connected to the realtime server, with the current document marked. */
async function signedInAndMarked(username: string, home: string): Promise<Watched> {
  const { context, page } = await newPage(browser);
  const dialogs = recordDialogs(page);
  const connected = realtimeConnected(page);
  await loginThroughUi(page, baseUrl, username);
  await waitForPath(page, home);
  await connected;
  await markDocument(page, `${username} before the refresh`);
  return { context, page, dialogs };
}

/** The player is told to stand by, then the page reloads (the marker is gone) and comes back on the same screen. */
async function expectStandbyAndReload(player: Watched, reloaded: Promise<unknown>): Promise<void> {
  await reloaded;
  expect(player.dialogs).toEqual([STANDBY]);
  expect(await markerOf(player.page)).toBeUndefined();
  await waitForPath(player.page, "/player/home");
  await shown(player.page.getByText("Welcome player!"));
}

describe("refresh players' site", () => {
  it("operator: declining does nothing; confirming makes the player's page alert and reload, not the agent's", async () => {
    const player = await signedInAndMarked("player", "/player/home");
    const agent = await signedInAndMarked("gold", "/agent/dashboard");
    const operator = await newPage(browser);
    await loginThroughUi(operator.page, baseUrl, "operator");
    await waitForPath(operator.page, "/operator/arena");
    const button = operator.page
      .getByRole("navigation", { name: "Operator menu" })
      .getByRole("button", { name: "Refresh players' site" });

    // Declined: no call, so the player's page stays as it is.
    const declined = operator.page.waitForEvent("dialog");
    await Promise.all([declined.then((dialog) => dialog.dismiss()), button.click()]);
    expect((await declined).message()).toBe(CONFIRM);
    await player.page.waitForTimeout(1500);
    expect(player.dialogs).toEqual([]);
    expect(await markerOf(player.page)).toBe("player before the refresh");

    // Confirmed.
    const reloaded = player.page.waitForEvent("load");
    expect(await acceptDialog(operator.page, () => button.click())).toBe(CONFIRM);
    expect(await textOf(operator.page.locator(".Toastify__toast", { hasText: "refreshing" }))).toBe(
      "Players' pages are refreshing",
    );
    await expectStandbyAndReload(player, reloaded);

    // The agent's page got nothing.
    expect(agent.dialogs).toEqual([]);
    expect(await markerOf(agent.page)).toBe("gold before the refresh");

    await Promise.all([player.context.close(), agent.context.close(), operator.context.close()]);
  });

  it("admin: the dashboard's 'Refresh players' site' button does the same", async () => {
    const player = await signedInAndMarked("player", "/player/home");
    const admin = await newPage(browser);
    await loginThroughUi(admin.page, baseUrl, "admin");
    await waitForPath(admin.page, "/admin/dashboard");

    const reloaded = player.page.waitForEvent("load");
    const message = await acceptDialog(admin.page, () =>
      admin.page.getByRole("main").getByRole("button", { name: "Refresh players' site" }).click(),
    );
    expect(message).toBe(CONFIRM);
    await expectStandbyAndReload(player, reloaded);

    await Promise.all([player.context.close(), admin.context.close()]);
  });
});
