import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  cleanShot,
  createEventApi,
  expectText,
  fightActionApi,
  fundedPlayer,
  type PlayerAndOperator,
  playerAndOperator,
} from "./support/betting.ts";
import { pageWidth } from "./support/number-games.ts";
import { markDocument, markerOf, shown } from "./support/ui.ts";

/**
 * Fight entries (issue 12): the operator enters who fights on each side (rooster, owner, weight) on the console before
 * betting opens, and the player's open event screen shows them at once, whole on a 360 px phone; once betting opens
 * they are fixed.
 */

const baseUrl = inject("baseUrl");
let session: PlayerAndOperator | undefined;
let player: Page; // 360 px phone
let operator: Page;
let eventId: number;
let fightId: number;

// The longest names the contract takes (40 and 60 characters), to show nothing is cut.
const meron = {
  rooster: "Bulik na Talisay ng Hacienda San Roque 7",
  owner: "Engr. Josefino Bartolome Dela Cruz-Santiago ng Bacolod City",
  weight: "2.150",
};
const wala = { rooster: "Sweater", owner: "R. Cruz", weight: "2140" };

beforeAll(async () => {
  const bettor = await fundedPlayer(baseUrl, 100, "entries");
  const created = await createEventApi(baseUrl, "sabong", { status: "LIVE" });
  eventId = created.event.id;
  fightId = created.fight.id; // in standby: entries change only before betting opens
  session = await playerAndOperator(baseUrl, bettor);
  ({ player, operator } = session);
});

afterAll(() => session?.close());

describe("fight entries", () => {
  it("a fight not yet entered shows no entries to the player, and 'Not entered' on the console", async () => {
    await player.goto(`${baseUrl}/player/home/${eventId}`);
    await expectText(player.getByTestId("live-pill"), "Connected");
    await shown(player.getByTestId("side-MERON"));
    expect(await player.getByRole("list", { name: "Entries" }).count()).toBe(0);
    await markDocument(player, "before-entries");

    await operator.goto(`${baseUrl}/operator/arena/${eventId}`);
    await expectText(operator.getByTestId("console-entry-MERON"), "MERONNot entered");
    await expectText(operator.getByTestId("console-entry-WALA"), "WALANot entered");
  });

  it("the operator enters both entries; the player's open screen shows them live", async () => {
    await operator.getByRole("button", { name: "Edit entries" }).click();
    const dialog = operator.getByRole("dialog");
    for (const [side, entry] of [
      ["MERON", meron],
      ["WALA", wala],
    ] as const) {
      const group = dialog.getByRole("group", { name: side });
      await group.getByLabel("Rooster").fill(entry.rooster);
      await group.getByLabel("Owner").fill(entry.owner);
      await group.getByLabel("Weight (kg)").fill(entry.weight);
    }
    await dialog.getByRole("button", { name: "Save entries" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expectText(operator.getByTestId("console-entry-MERON"), `MERON${meron.rooster}${meron.owner} · 2.150 kg`);
    await expectText(operator.getByTestId("console-entry-WALA"), "WALASweaterR. Cruz · 2.140 kg");
    await cleanShot(operator, "fight-entries-console");

    await expectText(player.getByTestId("entry-MERON"), `MERON: ${meron.rooster}${meron.owner} · 2.150 kg`);
    await expectText(player.getByTestId("entry-WALA"), "WALA: SweaterR. Cruz · 2.140 kg");
    // Live: the same document, never reloaded.
    expect(await markerOf(player)).toBe("before-entries");
  });

  it("at 360 px the entries are whole: inside the screen, above their own side, nothing clipped", async () => {
    const width = await pageWidth(player);
    expect(width.scroll).toBeLessThanOrEqual(width.viewport);
    for (const side of ["MERON", "WALA"] as const) {
      const entry = player.getByTestId(`entry-${side}`);
      const [box, button] = await Promise.all([entry.boundingBox(), player.getByTestId(`side-${side}`).boundingBox()]);
      if (!box || !button) throw new Error(`${side} not laid out`);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      // Above its own button, in the same column.
      expect(box.y + box.height).toBeLessThanOrEqual(button.y);
      expect(Math.abs(box.x - button.x)).toBeLessThan(button.width / 2);
      const clipped = await entry.evaluate((cell) =>
        // The side's name for screen readers is hidden on purpose (1 px, clipped): not counted.
        [cell, ...Array.from(cell.children).filter((el) => !el.matches(".visually-hidden"))].some(
          (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        ),
      );
      expect(clipped).toBe(false);
    }
    await cleanShot(player, "fight-entries-360");
  });

  it("once betting opens the console no longer offers to edit them, and says why; the player keeps seeing them", async () => {
    const edit = operator.getByRole("button", { name: "Edit entries" });
    expect(await edit.isDisabled()).toBe(false);
    await fightActionApi(baseUrl, "sabong", fightId, "open");
    await expect.poll(() => edit.isDisabled()).toBe(true);
    await expectText(operator.getByTestId("console-entries-hint"), "Entries can be changed only before betting opens");
    await cleanShot(operator, "fight-entries-console-fixed");
    await fightActionApi(baseUrl, "sabong", fightId, "close");
    await fightActionApi(baseUrl, "sabong", fightId, "declare", { result: "WALA" });
    await expectText(operator.getByTestId("console-fight-state"), "WALA WINS");
    expect(await edit.isDisabled()).toBe(true);
    await expectText(player.getByTestId("entry-WALA"), "WALA: SweaterR. Cruz · 2.140 kg");
  });
});
