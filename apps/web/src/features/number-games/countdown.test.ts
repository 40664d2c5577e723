import { describe, expect, it } from "vitest";
import { clockOffsetMs, drawPhase, formatCountdown, msUntil, phaseText } from "./countdown.ts";

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
