import {
  type Availability,
  availabilityOf,
  type CombinationStanding,
  decideTickets,
} from "@sabong/shared/number-games";
import { describe, expect, it } from "vitest";
import { sampleTerms } from "../../../testing/draw-fixtures.ts";
import {
  availabilityMap,
  lineRoom,
  lineStanding,
  noticeRows,
  roomError,
  standingText,
  withChangedAvailability,
} from "./availability.ts";

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
    expect(standingText(lineStanding(map, "straight", "123"))).toBe("₱40.00 more");
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
    expect(standingText(lineStanding(limited, "rambolito", "121"))).toBe("₱25.00 more");
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

describe("the builder's cap check (what the player may still stake)", () => {
  const terms = sampleTerms();
  const standing = (liabilityCentavos: number, patch: Partial<CombinationStanding> = {}): CombinationStanding => ({
    capCentavos: null,
    notAccepted: false,
    multiplierHundredths: null,
    liabilityCentavos,
    ...patch,
  });
  /** What the server decides on the same standings for one line. */
  const serverAccepts = (
    standings: Map<string, CombinationStanding>,
    line: Parameters<typeof lineRoom>[2] & {
      stakeCentavos: number;
    },
    draft: { form: "straight" | "rambolito"; combination: string; stakeCentavos: number }[] = [],
  ) => decideTickets({ terms, standings, tickets: [[...draft, line]] }).decisions[0]?.ok === true;

  it("refuses a line larger than what remains, in the player's words, before anything is sent", () => {
    // Cap ₱45,000 at ×450: ₱40,950 of liability leaves ₱4,050 of payout, ₱9.00 of straight stake.
    const standings = new Map([["123", standing(4_095_000)]]);
    const map = availabilityMap(availabilityOf({ terms, standings }));
    const room = lineRoom(map, terms, { form: "straight", combination: "123" });
    expect(room).toEqual({ kind: "limited", combination: "123", leftCentavos: 900 });
    expect(standingText(room)).toBe("₱9.00 more");
    expect(roomError(room, 50_000)).toBe("You may stake ₱9.00 more on 123");
    expect(roomError(room, 900)).toBeNull();
    expect(serverAccepts(standings, { form: "straight", combination: "123", stakeCentavos: 900 })).toBe(true);
    expect(serverAccepts(standings, { form: "straight", combination: "123", stakeCentavos: 901 })).toBe(false);
  });

  it("counts the ticket's lines not sent yet", () => {
    const map = availabilityMap([]);
    const draft = [{ form: "straight" as const, combination: "123", stakeCentavos: 9_000 }];
    // ₱100 of room; ₱90 already on the ticket: ₱10 more.
    const capped = new Map([["123", standing(0, { capCentavos: 4_500_000 })]]);
    const room = lineRoom(
      availabilityMap(availabilityOf({ terms, standings: capped })),
      terms,
      { form: "straight", combination: "123" },
      draft,
    );
    expect(room).toEqual({ kind: "limited", combination: "123", leftCentavos: 1_000 });
    expect(roomError(room, 1_001)).toBe("You may stake ₱10.00 more on 123");
    expect(serverAccepts(capped, { form: "straight", combination: "123", stakeCentavos: 1_000 }, draft)).toBe(true);
    expect(serverAccepts(capped, { form: "straight", combination: "123", stakeCentavos: 1_001 }, draft)).toBe(false);
    // A combination nobody has bet on: the draw's whole default cap, so no chip.
    expect(lineRoom(map, terms, { form: "straight", combination: "456" })).toEqual({ kind: "open" });
    expect(
      lineRoom(map, terms, { form: "straight", combination: "456" }, [{ ...draft[0], combination: "456" } as never])
        .kind,
    ).toBe("limited");
  });

  it("rambolito: the stake whose payout fits every permutation it covers, never more than the server takes", () => {
    for (const liability of [0, 1_234_567, 3_999_999, 4_400_000, 4_499_000]) {
      const standings = new Map([
        ["213", standing(liability)],
        ["321", standing(liability / 2)],
      ]);
      const map = availabilityMap(availabilityOf({ terms, standings }));
      const room = lineRoom(map, terms, { form: "rambolito", combination: "123" });
      if (room.kind === "sold-out") {
        expect(serverAccepts(standings, { form: "rambolito", combination: "123", stakeCentavos: 100 })).toBe(false);
        continue;
      }
      if (room.kind === "open") {
        expect(liability).toBe(0);
        continue;
      }
      if (room.kind !== "limited") throw new Error(`unexpected ${room.kind}`);
      expect(
        serverAccepts(standings, { form: "rambolito", combination: "123", stakeCentavos: room.leftCentavos }),
      ).toBe(true);
    }
  });
});
