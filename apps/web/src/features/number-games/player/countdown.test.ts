import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../lib/format.ts";
import { samplePick3Draw } from "../../../testing/draw-fixtures.ts";
import {
  clockOffsetMs,
  drawPhase,
  firstOpenDraw,
  formatCountdown,
  msUntil,
  noOpenDrawText,
  phaseText,
} from "./countdown.ts";

const at = (iso: string) => Date.parse(iso);

describe("countdowns on the server's clock", () => {
  it("keeps the offset between the server's clock and the browser's", () => {
    // The phone is 2 minutes behind the server.
    const offset = clockOffsetMs("2026-03-01T05:00:00.000Z", at("2026-03-01T04:58:00.000Z"));
    expect(offset).toBe(120_000);
    expect(msUntil("2026-03-01T05:10:00.000Z", at("2026-03-01T04:58:00.000Z"), offset)).toBe(600_000);
  });

  it("formats the time left", () => {
    expect(formatCountdown(299_400)).toBe("04:59");
    expect(formatCountdown(3_909_000)).toBe("1:05:09");
    expect(formatCountdown(-5)).toBe("00:00");
  });

  it("says where the draw stands; an OPEN draw past its cut-off is closed for the player", () => {
    const draw = { state: "OPEN" as const, cutoffAt: "2026-03-01T05:45:00.000Z", opensAt: "2026-03-01T00:00:00.000Z" };
    const before = at("2026-03-01T05:40:00.000Z");
    expect(phaseText(draw, before, 0)).toBe("Closes in 05:00");
    expect(drawPhase(draw, at("2026-03-01T05:45:00.000Z"), 0)).toBe("closed");
    expect(phaseText({ ...draw, state: "SCHEDULED" }, at("2026-02-28T23:00:00.000Z"), 0)).toBe("Opens in 1:00:00");
    expect(phaseText({ ...draw, state: "CANCELLED" }, before, 0)).toBe("Cancelled · stakes refunded");
  });
});

describe("when no draw takes bets", () => {
  // The sample draws were read by the server at 05:40Z; the browser's clock agrees.
  const now = at("2026-03-01T05:40:00.000Z");
  const scheduled = (id: number, opensAt: string) => samplePick3Draw({ id, state: "SCHEDULED", opensAt });

  it("the screen's draw is the first one taking bets (not a scheduled one, nor one past its cut-off)", () => {
    const late = samplePick3Draw({ id: 1, cutoffAt: "2026-03-01T05:39:00.000Z" });
    const open = samplePick3Draw({ id: 2 });
    expect(firstOpenDraw([scheduled(3, "2026-03-01T07:00:00.000Z"), late, open], now, now)?.id).toBe(2);
    expect(firstOpenDraw([late, scheduled(3, "2026-03-01T07:00:00.000Z")], now, now)).toBeUndefined();
  });

  it("says when the next scheduled draw opens, that the game is closed for now, or that none is scheduled", () => {
    const later = "2026-03-01T08:00:00.000Z";
    expect(noOpenDrawText("Pick 3", [scheduled(4, later), scheduled(3, "2026-03-01T07:00:00.000Z")], now, now)).toBe(
      `No open draws right now; the next draw opens ${formatDateTime("2026-03-01T07:00:00.000Z")}.`,
    );
    // Scheduled, due to be open already, but not opened (the admin turned the game off).
    expect(noOpenDrawText("Pick 3", [scheduled(3, "2026-02-28T16:00:00.000Z")], now, now)).toBe(
      "No open draws right now; Pick 3 is closed for now.",
    );
    expect(noOpenDrawText("Pick 3", [samplePick3Draw({ state: "CLOSED" })], now, now)).toBe("No draws scheduled.");
    expect(noOpenDrawText("Pick 3", [], now, now)).toBe("No draws scheduled.");
    // Switched off by the admin: said plainly, whatever is listed.
    expect(noOpenDrawText("Pick 3", [scheduled(4, later)], now, now, false)).toBe("Pick 3 is closed for now.");
  });
});
