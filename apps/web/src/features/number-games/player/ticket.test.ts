import { describe, expect, it } from "vitest";
import { sampleTerms } from "../../../testing/draw-fixtures.ts";
import {
  addLine,
  backspace,
  coversText,
  draftTotalCentavos,
  lineError,
  overridesOf,
  pressDigit,
  previewPayoutCentavos,
  RAMBOLITO_ALL_EQUAL,
  rambolitoBlockedReason,
  removeLine,
  replaceLine,
  ticketBodyLines,
} from "./ticket.ts";

const pick3Terms = sampleTerms();
const pick2Terms = sampleTerms({ straightMultiplierHundredths: 7_000, rambolitoMultiplierHundredths: { "2": 3_500 } });

describe("the digit pad", () => {
  it("keeps leading zeros and stops at the game's digits", () => {
    let text = "";
    for (const d of [0, 0, 7, 9]) text = pressDigit(text, d, 3);
    expect(text).toBe("007");
    expect(backspace(text)).toBe("00");
    expect(pressDigit("0", 7, 2)).toBe("07");
  });
});

describe("rambolito", () => {
  it("is blocked for all-equal digits, with the reason", () => {
    expect(rambolitoBlockedReason("777")).toBe(RAMBOLITO_ALL_EQUAL);
    expect(rambolitoBlockedReason("44")).toBe(RAMBOLITO_ALL_EQUAL);
    expect(rambolitoBlockedReason("112")).toBeNull();
    expect(rambolitoBlockedReason("7")).toBeNull();
  });

  it("says how many combinations a line covers (doubles and distinct digits)", () => {
    expect(coversText("rambolito", "321")).toBe("covers 6 combinations");
    expect(coversText("rambolito", "112")).toBe("covers 3 combinations");
    expect(coversText("rambolito", "70")).toBe("covers 2 combinations");
    expect(coversText("straight", "123")).toBe("covers 1 combination");
  });
});

describe("line checks and previews (shared rules; rules-examples.md)", () => {
  it("refuses what the server would refuse before any cap", () => {
    expect(lineError("pick3", pick3Terms, { combination: "7", form: "straight", stakeCentavos: 1_000 })).toMatch(
      /not a pick3 combination/,
    );
    expect(lineError("pick3", pick3Terms, { combination: "777", form: "rambolito", stakeCentavos: 1_000 })).toBe(
      "777 cannot be played rambolito",
    );
    expect(lineError("pick3", pick3Terms, { combination: "123", form: "straight", stakeCentavos: 50 })).toMatch(
      /at least ₱1\.00/,
    );
    expect(lineError("pick3", pick3Terms, { combination: "007", form: "straight", stakeCentavos: 1_000 })).toBeNull();
  });

  it("previews payouts with the shared pricing", () => {
    const pick3 = (combination: string, form: "straight" | "rambolito", stakeCentavos: number) =>
      previewPayoutCentavos("pick3", pick3Terms, { combination, form, stakeCentavos });
    expect(pick3("123", "straight", 1_000)).toBe(450_000);
    expect(pick3("321", "rambolito", 6_000)).toBe(450_000);
    expect(pick3("112", "rambolito", 3_000)).toBe(450_000);
    expect(pick3("777", "rambolito", 3_000)).toBeNull();
    expect(
      previewPayoutCentavos("pick2", pick2Terms, { combination: "70", form: "rambolito", stakeCentavos: 1_000 }),
    ).toBe(35_000);
  });

  it("uses a listed combination's reduced multiplier", () => {
    const listed = [
      { combination: "123", leftCentavos: 0, soldOut: false, notAccepted: false, multiplierHundredths: 30_000 },
    ];
    expect(overridesOf(listed).get("123")?.multiplierHundredths).toBe(30_000);
    const line = { combination: "123", form: "straight" as const, stakeCentavos: 1_000 };
    expect(previewPayoutCentavos("pick3", pick3Terms, line, listed)).toBe(300_000);
  });
});

describe("the ticket's lines", () => {
  it("adds, edits and removes lines; the draft total is the stakes; the body keeps the order", () => {
    let lines = addLine([], { combination: "123", form: "straight", stakeCentavos: 1_000 });
    lines = addLine(lines, { combination: "321", form: "rambolito", stakeCentavos: 6_000 });
    lines = addLine(lines, { combination: "007", form: "straight", stakeCentavos: 500 });
    expect(draftTotalCentavos(lines)).toBe(7_500);
    const [first, second] = lines;
    lines = replaceLine(lines, second?.id ?? "", { combination: "321", form: "rambolito", stakeCentavos: 3_000 });
    lines = removeLine(lines, first?.id ?? "");
    expect(draftTotalCentavos(lines)).toBe(3_500);
    expect(ticketBodyLines(lines)).toEqual([
      { combination: "321", form: "rambolito", stakeCentavos: 3_000 },
      { combination: "007", form: "straight", stakeCentavos: 500 },
    ]);
    expect(new Set(lines.map((l) => l.id)).size).toBe(2);
  });
});
