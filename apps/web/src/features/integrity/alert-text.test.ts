import { describe, expect, it } from "vitest";
import { evidenceLines, subjectText } from "./alert-text.ts";

describe("alert text", () => {
  it("names the subject in words", () => {
    expect(subjectText({ subject: "fight:12:WALA" })).toBe("Fight 12, WALA");
    expect(subjectText({ subject: "draw:40:007" })).toBe("Draw 40, 007");
    expect(subjectText({ subject: "player:7:2026-11-27" })).toBe("Player 7, 2026-11-27");
    expect(subjectText({ subject: "player:7:other-agent:881" })).toBe("Player 7, 881");
    expect(subjectText({ subject: "fight:12:staff-7" })).toBe("Fight 12, staff member 7");
    expect(subjectText({ subject: "odd" })).toBe("odd");
  });

  it("shows amounts in pesos, shares in per cent and lists of bets", () => {
    expect(
      evidenceLines({ side: "WALA", lateSideCentavos: 4_000_000, lateShareBasisPoints: 8_100, lateBetIds: [3, 4] }),
    ).toEqual([
      { label: "Side", value: "WALA" },
      { label: "Late side", value: "₱40,000.00" },
      { label: "Late share", value: "81.00 %" },
      { label: "Late bet ids", value: "3, 4" },
    ]);
    expect(evidenceLines({ stakedBasisPoints: 2_999 })).toEqual([{ label: "Staked share", value: "29.99 %" }]);
  });
});
