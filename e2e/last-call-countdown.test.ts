import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  betApi,
  cleanShot,
  expectText,
  fundedPlayer,
  PLAYER_PASSWORD,
  type PlayerAndOperator,
  playerAndOperator,
} from "./support/betting.ts";
import { api, apiLogin } from "./support/session.ts";
import { shown, uniqueName, waitForPath } from "./support/ui.ts";

/**
 * The last call counts down and closes betting by itself (issue 12): the operator sets a 5-second last call on the
 * event form, opens betting and calls it; the player's phone and the console count down, then the fight closes with
 * no one touching it, the sides lock, and the server refuses a bet.
 */

const baseUrl = inject("baseUrl");
let session: PlayerAndOperator | undefined;
let player: Page; // 360 px phone
let operator: Page;
let bettor: string;
let eventId: number;
const eventName = `E2E Last call ${uniqueName("lc").slice(3)}`;

beforeAll(async () => {
  bettor = await fundedPlayer(baseUrl, 1_000, "lastcall");
  session = await playerAndOperator(baseUrl, bettor);
  ({ player, operator } = session);
});

afterAll(() => session?.close());

describe("the last call's countdown", () => {
  it("the operator gives the event a 5-second last call and opens betting", async () => {
    await waitForPath(operator, "/operator/arena");
    await operator.getByRole("button", { name: "+ Create event" }).click();
    const dialog = operator.getByRole("dialog");
    await dialog.getByLabel("Arena / event name").fill(eventName);
    const lastCall = dialog.getByLabel("Last call (seconds)");
    expect(await lastCall.inputValue()).toBe("30");
    await lastCall.fill("5");
    await dialog.getByRole("button", { name: "Create event" }).click();
    await operator.waitForURL(/\/operator\/arena\/\d+$/, { timeout: 15_000 });
    eventId = Number(new URL(operator.url()).pathname.split("/").pop());
    await operator.getByRole("button", { name: "Open betting" }).click();
    await expectText(operator.getByTestId("console-fight-state"), "OPEN");

    await player.goto(`${baseUrl}/player/home/${eventId}`);
    await expectText(player.getByTestId("fight-state"), "OPEN");
    await shown(player.getByTestId("live-pill"));
    expect(await player.getByTestId("side-MERON").isEnabled()).toBe(true);
  });

  it("on last call the player and the console count down, then betting closes by itself", async () => {
    await operator.getByRole("button", { name: "Last call" }).click();
    await expectText(player.getByTestId("last-call-countdown"), /^0:0[1-5]$/);
    await expectText(player.getByTestId("last-call-alert"), /^Betting closes in 0:0[1-5]$/);
    // Screen readers hear the start in the status region that was there, empty, before it.
    await expectText(player.getByTestId("last-call-status"), /^Last call: betting closes within (5|10) seconds\.$/);
    await expectText(operator.getByTestId("console-last-call-countdown"), /^(closes in 0:0[0-5]|closing…)$/);
    await cleanShot(player, "last-call-countdown-360", false);

    // Nobody closes it: the server does at the deadline, and the screens follow.
    await expectText(player.getByTestId("fight-state"), "CLOSED");
    expect(await player.getByTestId("last-call-alert").count()).toBe(0);
    for (const side of ["MERON", "WALA", "DRAW"]) {
      expect(await player.getByTestId(`side-${side}`).isDisabled()).toBe(true);
    }
    await expectText(operator.getByTestId("console-fight-state"), "CLOSED");
    expect(await operator.getByTestId("console-last-call-countdown").count()).toBe(0);
    await expect(betApi(baseUrl, "sabong", bettor, await fightIdOnScreen(), "MERON", 100)).rejects.toThrow(
      /422 .*Betting is closed\./,
    );
  });
});

/** The event's current fight, as the player's screen loads it. */
async function fightIdOnScreen(): Promise<number> {
  const token = await apiLogin(baseUrl, bettor, PLAYER_PASSWORD);
  return (await api<{ fight: { id: number } }>(baseUrl, token, "GET", `/bets2/events/${eventId}`)).fight.id;
}
