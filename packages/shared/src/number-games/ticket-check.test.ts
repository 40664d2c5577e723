import { describe, expect, it } from "vitest";
import { checkTicketLines, ticketLineError, ticketRefusalOf } from "./ticket-check.ts";

const terms = { minStakeCentavos: 100, maxStakeCentavos: 100_000 };

describe("ticket check: lines playable in the game and within the draw's stakes", () => {
  it("accepts valid lines, duplicates included", () => {
    const lines = [
      { combination: "123", form: "straight" as const, stakeCentavos: 1_000 },
      { combination: "321", form: "rambolito" as const, stakeCentavos: 6_000 },
      { combination: "123", form: "straight" as const, stakeCentavos: 1_000 },
      { combination: "112", form: "rambolito" as const, stakeCentavos: 100 },
      { combination: "007", form: "straight" as const, stakeCentavos: 100_000 },
    ];
    expect(checkTicketLines({ game: "pick3", terms, lines })).toBeNull();
    expect(checkTicketLines({ game: "suertres", terms, enabled: true, lines })).toBeNull();
  });

  it("refuses rambolito on all-equal digits (777, 44), as rules-examples.md does", () => {
    expect(ticketLineError("pick3", terms, { combination: "777", form: "rambolito", stakeCentavos: 100 })).toBe(
      "777 cannot be played rambolito",
    );
    expect(ticketLineError("pick2", terms, { combination: "44", form: "rambolito", stakeCentavos: 100 })).toBe(
      "44 cannot be played rambolito",
    );
    expect(ticketLineError("pick3", terms, { combination: "777", form: "straight", stakeCentavos: 100 })).toBeNull();
  });

  it("refuses combinations of the wrong length with the game's example", () => {
    expect(ticketLineError("pick3", terms, { combination: "7", form: "straight", stakeCentavos: 100 })).toBe(
      "7 is not a pick3 combination: use 3 digits, e.g. 007",
    );
    expect(ticketLineError("game-ending", terms, { combination: "094", form: "straight", stakeCentavos: 100 })).toBe(
      "094 is not a game-ending combination: use 2 digits, e.g. 07",
    );
  });

  it("refuses an unknown form", () => {
    const form = "boxed" as "straight";
    expect(ticketLineError("pick2", terms, { combination: "07", form, stakeCentavos: 100 })).toBe(
      "07 cannot be played boxed in Pick 2",
    );
  });

  it("keeps each line's stake between the draw's minimum and maximum, in pesos", () => {
    const at = (stakeCentavos: number) =>
      ticketLineError("pick3", terms, { combination: "123", form: "straight", stakeCentavos });
    expect(at(99)).toBe("The stake on 123 must be at least ₱1.00");
    expect(at(100)).toBeNull();
    expect(at(100_000)).toBeNull();
    expect(at(100_001)).toBe("The stake on 123 must be at most ₱1,000.00");
    expect(at(150.5)).toBe("The stake on 123 must be at least ₱1.00");
  });

  it("answers every bad line by index, the ticket refused whole", () => {
    const refusal = checkTicketLines({
      game: "pick3",
      terms,
      lines: [
        { combination: "123", form: "straight", stakeCentavos: 1_000 },
        { combination: "777", form: "rambolito", stakeCentavos: 1_000 },
        { combination: "12", form: "straight", stakeCentavos: 1_000 },
      ],
    });
    expect(refusal).toEqual({
      error: "2 lines of this ticket cannot be accepted",
      lines: [
        { index: 1, combination: "777", error: "777 cannot be played rambolito" },
        { index: 2, combination: "12", error: "12 is not a pick3 combination: use 3 digits, e.g. 007" },
      ],
    });
    expect(
      checkTicketLines({ game: "pick2", terms, lines: [{ combination: "44", form: "rambolito", stakeCentavos: 100 }] }),
    ).toEqual({
      error: "44 cannot be played rambolito",
      lines: [{ index: 0, combination: "44", error: "44 cannot be played rambolito" }],
    });
  });

  it("refuses every ticket of a game switched off, and an empty ticket", () => {
    const lines = [{ combination: "07", form: "straight" as const, stakeCentavos: 100 }];
    expect(checkTicketLines({ game: "pick2", terms, enabled: false, lines })).toEqual({
      error: "Pick 2 is not taking tickets right now",
      lines: [],
    });
    expect(checkTicketLines({ game: "pick2", terms, lines: [] })).toEqual({
      error: "A ticket needs at least one line",
      lines: [],
    });
  });

  it("words a refusal from its lines", () => {
    expect(ticketRefusalOf([{ index: 3, combination: "123", error: "123 is sold out" }]).error).toBe("123 is sold out");
    expect(ticketRefusalOf([]).error).toBe("0 lines of this ticket cannot be accepted");
  });
});
