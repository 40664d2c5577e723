import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  availabilityOf,
  type CombinationStanding,
  capOf,
  decideTickets,
  leftStraightStakeCentavos,
  straightMultiplierOf,
} from "./caps.ts";
import { permutationsOf } from "./combinations.ts";
import type { DrawTerms } from "./contracts.ts";
import type { TicketLineInput } from "./ticket-contracts.ts";

const terms: DrawTerms = {
  straightMultiplierHundredths: 45_000,
  rambolitoMultiplierHundredths: { "3": 15_000, "6": 7_500 } as DrawTerms["rambolitoMultiplierHundredths"],
  minStakeCentavos: 100,
  maxStakeCentavos: 100_000,
  defaultCapCentavos: 4_500_000,
  confirmResults: false,
};

const standing = (s: Partial<CombinationStanding> = {}): CombinationStanding => ({
  liabilityCentavos: 0,
  capCentavos: null,
  notAccepted: false,
  multiplierHundredths: null,
  ...s,
});

/** rules-examples.md: straight 123 ₱50 (22,500.00) and rambolito 321 ₱60 (4,500.00 on each permutation). */
function exampleStandings(): Map<string, CombinationStanding> {
  const map = new Map(permutationsOf("123").map((c) => [c, standing({ liabilityCentavos: 450_000 })]));
  map.set("123", standing({ liabilityCentavos: 2_700_000 }));
  return map;
}

const line = (combination: string, form: TicketLineInput["form"], pesos: number) => ({
  combination,
  form,
  stakeCentavos: pesos * 100,
});

describe("caps: liability per straight combination per draw", () => {
  it("leaves 18,000.00 on 123 in the example: a straight stake of 40.00", () => {
    const standings = exampleStandings();
    expect(capOf(standings.get("123"), terms)).toBe(4_500_000);
    expect(leftStraightStakeCentavos(standings.get("123"), terms)).toBe(4_000);
    expect(leftStraightStakeCentavos(undefined, terms)).toBe(10_000);
  });

  it("refuses straight 123 ₱50 with “only ₱40.00 left on 123”, accepts ₱40, then 123 is sold out", () => {
    const standings = exampleStandings();
    const refused = decideTickets({ terms, standings, tickets: [[line("123", "straight", 50)]] });
    expect(refused.decisions).toEqual([
      {
        ok: false,
        refusal: {
          error: "only ₱40.00 left on 123",
          lines: [{ index: 0, combination: "123", error: "only ₱40.00 left on 123" }],
        },
      },
    ]);
    expect(refused.liabilities.size).toBe(0);

    const { decisions, liabilities } = decideTickets({
      terms,
      standings,
      tickets: [[line("123", "straight", 40)], [line("123", "straight", 1)], [line("213", "rambolito", 60)]],
    });
    expect(decisions[0]).toMatchObject({ ok: true, addedLiabilities: new Map([["123", 1_800_000]]) });
    expect(decisions[1]).toEqual({
      ok: false,
      refusal: { error: "123 is sold out", lines: [{ index: 0, combination: "123", error: "123 is sold out" }] },
    });
    // The rambolito line adds 4,500.00 on 123 too: refused because 123 would pass its cap.
    expect(decisions[2]).toMatchObject({ ok: false, refusal: { lines: [{ index: 0, error: "123 is sold out" }] } });
    expect(liabilities).toEqual(new Map([["123", 4_500_000]]));
    // The standings passed in are read, never changed.
    expect(standings.get("123")?.liabilityCentavos).toBe(2_700_000);
  });

  it("accepts a rambolito line when every permutation has room, adding its payout on each", () => {
    const { decisions, liabilities } = decideTickets({
      terms,
      standings: exampleStandings(),
      tickets: [[line("213", "rambolito", 60)]],
    });
    expect(decisions[0]).toMatchObject({ ok: true, lines: [{ permutations: 6, payoutIfHitCentavos: 450_000 }] });
    expect(liabilities.get("123")).toBe(3_150_000);
    expect(liabilities.get("321")).toBe(900_000);
    expect(liabilities.size).toBe(6);
  });

  it("counts a ticket's earlier lines against its later ones, and refuses the ticket whole", () => {
    const { decisions, liabilities } = decideTickets({
      terms,
      standings: exampleStandings(),
      tickets: [[line("555", "straight", 5), line("123", "straight", 30), line("123", "straight", 20)]],
    });
    expect(decisions[0]).toEqual({
      ok: false,
      refusal: {
        error: "only ₱10.00 left on 123",
        lines: [{ index: 2, combination: "123", error: "only ₱10.00 left on 123" }],
      },
    });
    expect(liabilities.size).toBe(0);
  });

  it("counts several refused lines in the ticket's error", () => {
    const standings = new Map([["777", standing({ notAccepted: true })]]);
    const { decisions } = decideTickets({
      terms,
      standings,
      tickets: [[line("777", "straight", 1), line("123", "straight", 1_001), line("123", "straight", 1)]],
    });
    expect(decisions[0]).toEqual({
      ok: false,
      refusal: {
        error: "2 lines of this ticket cannot be accepted",
        lines: [
          { index: 0, combination: "777", error: "777 is not accepted in this draw" },
          { index: 1, combination: "123", error: "only ₱100.00 left on 123" },
        ],
      },
    });
  });

  it("refuses a rambolito line covering a combination not accepted in this draw", () => {
    const standings = new Map([["132", standing({ notAccepted: true })]]);
    const { decisions } = decideTickets({ terms, standings, tickets: [[line("321", "rambolito", 6)]] });
    expect(decisions[0]).toMatchObject({
      ok: false,
      refusal: { lines: [{ index: 0, combination: "321", error: "132 is not accepted in this draw" }] },
    });
  });

  it("uses a combination's own cap and reduced multiplier", () => {
    const standings = new Map([["123", standing({ capCentavos: 600_000, multiplierHundredths: 30_000 })]]);
    const s = standings.get("123");
    expect(straightMultiplierOf(s, terms)).toBe(30_000);
    expect(leftStraightStakeCentavos(s, terms)).toBe(2_000); // 6,000.00 ÷ ×300 = 20.00
    const { decisions } = decideTickets({
      terms,
      standings,
      tickets: [[line("123", "straight", 21)], [line("123", "straight", 20)], [line("321", "rambolito", 6)]],
    });
    expect(decisions[0]).toMatchObject({ ok: false, refusal: { error: "only ₱20.00 left on 123" } });
    expect(decisions[1]).toMatchObject({
      ok: true,
      lines: [{ multiplierHundredths: 30_000, payoutIfHitCentavos: 600_000 }],
    });
    expect(decisions[2]).toMatchObject({ ok: false, refusal: { error: "123 is sold out" } });
  });

  it("calls a combination sold out when less than the minimum stake is left", () => {
    const standings = new Map([["123", standing({ liabilityCentavos: 4_500_000 - 44_999 })]]);
    expect(leftStraightStakeCentavos(standings.get("123"), terms)).toBe(99);
    const { decisions } = decideTickets({ terms, standings, tickets: [[line("123", "straight", 1)]] });
    expect(decisions[0]).toMatchObject({ ok: false, refusal: { error: "123 is sold out" } });
  });

  it("shows players only combinations with a liability or an override, in order", () => {
    const standings = new Map([
      ["999", standing()],
      ["321", standing({ liabilityCentavos: 450_000 })],
      ["123", standing({ liabilityCentavos: 4_500_000 })],
      ["777", standing({ notAccepted: true })],
      ["555", standing({ multiplierHundredths: 30_000 })],
    ]);
    expect(availabilityOf({ terms, standings })).toEqual([
      { combination: "123", leftCentavos: 0, soldOut: true, notAccepted: false, multiplierHundredths: null },
      { combination: "321", leftCentavos: 9_000, soldOut: false, notAccepted: false, multiplierHundredths: null },
      { combination: "555", leftCentavos: 15_000, soldOut: false, notAccepted: false, multiplierHundredths: 30_000 },
      { combination: "777", leftCentavos: 0, soldOut: false, notAccepted: true, multiplierHundredths: null },
    ]);
  });

  it("property: accepted tickets never take a combination past its cap; refused ones change nothing", () => {
    const digits = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }).map((d) => d.join(""));
    const lineArb = fc.record({
      combination: digits,
      form: fc.constantFrom("straight" as const, "rambolito" as const),
      stakeCentavos: fc.integer({ min: 100, max: 5_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(lineArb, { minLength: 1, maxLength: 4 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (tickets, cap) => {
          const capped = { ...terms, defaultCapCentavos: cap };
          const { decisions, liabilities } = decideTickets({ terms: capped, standings: new Map(), tickets });
          const expected = new Map<string, number>();
          for (const decision of decisions) {
            if (!decision.ok) continue;
            for (const [c, amount] of decision.addedLiabilities) expected.set(c, (expected.get(c) ?? 0) + amount);
          }
          expect(liabilities).toEqual(expected);
          for (const value of liabilities.values()) expect(value).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});
