import { describe, expect, it } from "vitest";
import { entriesToForm, toEntriesBody } from "./fight-entries-form.ts";

const sides = ["MERON", "WALA"] as const;
/** The body of both sides' entries as typed. */
const bodyOf = (form: Parameters<typeof toEntriesBody>[0]) => toEntriesBody(form, sides);

describe("fight entries form", () => {
  it("fills the form from the fight's entries, blank where a side is not entered", () => {
    const form = entriesToForm(sides, {
      MERON: { rooster: "Red Baron", owner: "J. Santos", weightGrams: 2150 },
      WALA: null,
    });
    expect(form).toEqual({
      MERON: { rooster: "Red Baron", owner: "J. Santos", weight: "2.150" },
      WALA: { rooster: "", owner: "", weight: "" },
    });
  });

  it("sends both entries with the weight in grams, names trimmed", () => {
    const converted = bodyOf({
      MERON: { rooster: " Red Baron ", owner: "J. Santos", weight: "2.15" },
      WALA: { rooster: "Talisay", owner: "R. Cruz", weight: "2140 g" },
    });
    expect(converted).toEqual({
      ok: true,
      body: {
        MERON: { rooster: "Red Baron", owner: "J. Santos", weightGrams: 2150 },
        WALA: { rooster: "Talisay", owner: "R. Cruz", weightGrams: 2140 },
      },
    });
  });

  it("leaves out a side left blank; says what is wrong under each field of a side partly filled", () => {
    expect(bodyOf({ MERON: { rooster: "Red Baron", owner: "J. Santos", weight: "2.150" } })).toEqual({
      ok: true,
      body: { MERON: { rooster: "Red Baron", owner: "J. Santos", weightGrams: 2150 } },
    });
    expect(
      bodyOf({
        MERON: { rooster: "Red Baron", owner: "", weight: "4.2" },
        WALA: { rooster: "", owner: "R. Cruz", weight: "heavy" },
      }),
    ).toEqual({
      ok: false,
      errors: {
        MERON: { owner: "Enter the owner's name", weight: "Enter a weight from 1.000 kg to 3.500 kg" },
        WALA: {
          rooster: "Enter the rooster's name",
          weight: "Enter the weight in kilograms, like 2.150 (or in grams, like 2150)",
        },
      },
    });
    // Names as the contract keeps them: spaces collapsed, line breaks and invisible characters refused.
    expect(
      bodyOf({
        MERON: { rooster: "Red   Baron", owner: "J. Santos", weight: "2.150" },
        WALA: { rooster: "Tali\u200bsay", owner: "R.\tCruz", weight: "2.140" },
      }),
    ).toEqual({
      ok: false,
      errors: {
        WALA: {
          rooster: "No line breaks, tabs or invisible characters",
          owner: "No line breaks, tabs or invisible characters",
        },
      },
    });
  });
});
