import type { Availability } from "@sabong/shared/number-games";
import { describe, expect, it } from "vitest";
import { availabilityMap, lineStanding, noticeRows, standingText, withChangedAvailability } from "./availability.ts";

const row = (combination: string, patch: Partial<Availability> = {}): Availability => ({
  combination,
  leftCentavos: 4_000,
  soldOut: false,
  notAccepted: false,
  multiplierHundredths: null,
  ...patch,
});

describe("a line's availability", () => {
  const map = availabilityMap([
    row("123"),
    row("213", { leftCentavos: 0, soldOut: true }),
    row("555", { notAccepted: true }),
  ]);

  it("straight: its own combination; unlisted ones are open", () => {
    expect(standingText(lineStanding(map, "straight", "123"))).toBe("₱40.00 left");
    expect(standingText(lineStanding(map, "straight", "213"))).toBe("Sold out");
    expect(standingText(lineStanding(map, "straight", "555"))).toBe("Not accepted");
    expect(lineStanding(map, "straight", "132")).toEqual({ kind: "open" });
  });

  it("rambolito: the most restrictive permutation it covers (a sold-out 213 blocks rambolito 321)", () => {
    expect(lineStanding(map, "rambolito", "321")).toEqual({ kind: "sold-out", combination: "213" });
    expect(lineStanding(map, "rambolito", "456")).toEqual({ kind: "open" });
  });

  it("rambolito: the smallest amount left among limited permutations", () => {
    const limited = availabilityMap([row("112", { leftCentavos: 9_000 }), row("211", { leftCentavos: 2_500 })]);
    expect(standingText(lineStanding(limited, "rambolito", "121"))).toBe("₱25.00 left");
  });
});

describe("availability pushes", () => {
  it("replace the rows of the combinations that changed and add new ones", () => {
    const before = { drawId: 5, combinations: [row("123"), row("999")] };
    const after = withChangedAvailability(before, [row("123", { leftCentavos: 0, soldOut: true }), row("007")]);
    expect(after.combinations.map((r) => [r.combination, r.soldOut])).toEqual([
      ["007", false],
      ["123", true],
      ["999", false],
    ]);
    expect(before.combinations[0]?.soldOut).toBe(false);
  });

  it("list what players should notice, most restrictive first", () => {
    const rows = [
      row("111", { leftCentavos: 9_000 }),
      row("222", { soldOut: true, leftCentavos: 0 }),
      row("333", { notAccepted: true }),
      row("444", { leftCentavos: 100 }),
    ];
    expect(noticeRows(rows).map((r) => r.combination)).toEqual(["333", "222", "444", "111"]);
  });
});
