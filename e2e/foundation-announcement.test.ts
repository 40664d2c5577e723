import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { api, apiLogin, loginThroughUi } from "./support/session.ts";
import {
  acceptDialog,
  gone,
  markDocument,
  markerOf,
  realtimeConnected,
  recordDialogs,
  screenshot,
  shown,
  textOf,
  uniqueName,
  waitForPath,
} from "./support/ui.ts";

/**
 * The site announcement round trip (spec sections 2, 4, 5 and 7): the operator's 'Set announcement' modal refuses an
 * empty text, saves a new one, and a player already signed in in another browser sees it in the marquee without a
 * reload; the modal opens prefilled with the current value.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openModal(operator: Page): Promise<{ dialog: Locator; field: Locator; save: Locator }> {
  await operator
    .getByRole("navigation", { name: "Operator menu" })
    .getByRole("button", { name: "Set announcement" })
    .click();
  const dialog = operator.getByRole("dialog", { name: "Set announcement" });
  const field = await shown(dialog.getByLabel("Announcement"));
  // Wait for the current value to be read (the placeholder says so while loading).
  await expect.poll(() => field.getAttribute("placeholder")).not.toBe("Loading the current announcement…");
  return { dialog, field, save: dialog.getByRole("button", { name: "Save announcement" }) };
}

describe("announcement", () => {
  it("operator sets it; a signed-in player's marquee follows live; the modal prefills next time", async () => {
    const operatorToken = await apiLogin(baseUrl, "operator");
    const before = `Before the round trip ${uniqueName("a")}`;
    await api(baseUrl, operatorToken, "POST", "/bet-ops/announcement", { announcement: before });

    // The player signs in first, in a browser of their own.
    const player = await newPage(browser);
    const playerDialogs = recordDialogs(player.page);
    const connected = realtimeConnected(player.page);
    await loginThroughUi(player.page, baseUrl, "player");
    await waitForPath(player.page, "/player/home");
    await connected;
    const marquee = player.page.getByTestId("announcement-marquee");
    await expect.poll(() => textOf(marquee)).toBe(before);
    await markDocument(player.page, "before the save");

    const operator = await newPage(browser);
    await loginThroughUi(operator.page, baseUrl, "operator");
    await waitForPath(operator.page, "/operator/arena");

    // Opens prefilled with the current announcement.
    const first = await openModal(operator.page);
    expect(await first.field.inputValue()).toBe(before);

    // Empty: refused with the spec's alert, nothing saved, the modal stays.
    await first.field.fill("");
    expect(await acceptDialog(operator.page, () => first.save.click())).toBe("Please input your announcement!");
    await shown(first.dialog);
    expect((await api<{ value: string }>(baseUrl, operatorToken, "GET", "/bet-ops/announcement")).value).toBe(before);
    // Spaces only count as empty too.
    await first.field.fill("    ");
    expect(await acceptDialog(operator.page, () => first.save.click())).toBe("Please input your announcement!");

    // Saving: the button is disabled while the call is under way (held back briefly so it can be seen).
    const text = `Main event tonight at 9 PM ${uniqueName("n")}`;
    await first.field.fill(text);
    await operator.page.route("**/api/bet-ops/announcement", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const saved = acceptDialog(operator.page, () => first.save.click());
    const saving = first.dialog.getByRole("button", { name: "Saving…" });
    await shown(saving);
    expect(await saving.isDisabled()).toBe(true);
    expect(await saved).toBe("Success ! Announcement has been set");
    await gone(first.dialog);
    await operator.page.unroute("**/api/bet-ops/announcement");

    // The player's marquee shows it live, in the same document (no reload), with no alert.
    await expect.poll(() => textOf(marquee)).toBe(text);
    expect(await markerOf(player.page)).toBe("before the save");
    expect(playerDialogs).toEqual([]);
    await screenshot(player.page, "player-marquee-live");

    // Next time the modal opens with the value just saved.
    const second = await openModal(operator.page);
    expect(await second.field.inputValue()).toBe(text);
    await screenshot(operator.page, "operator-announcement-modal");
    await second.dialog.getByRole("button", { name: "Cancel" }).click();
    await gone(second.dialog);

    // And a fresh load of the player's page reads the same value from the server.
    await player.page.reload();
    await expect.poll(() => textOf(player.page.getByTestId("announcement-marquee"))).toBe(text);

    await player.context.close();
    await operator.context.close();
  });
});
