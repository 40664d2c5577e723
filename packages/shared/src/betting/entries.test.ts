import { describe, expect, it } from "vitest";
import {
  ENTRY_NAME_CHARACTERS_MESSAGE,
  enteredOnly,
  entryDetail,
  formatWeightGrams,
  parseWeightText,
  sameEntries,
  WEIGHT_FORMAT_MESSAGE,
  weightGramsToText,
} from "./entries.ts";
import { fightEntriesSchema, fightEntriesUpdateSchema, fightEntrySchema } from "./fight-contracts.ts";

describe("fight entries", () => {
  it("shows a weight in kilograms to the gram, as derby sheets do", () => {
    expect(formatWeightGrams(2150)).toBe("2.150 kg");
    expect(formatWeightGrams(1005)).toBe("1.005 kg");
    expect(formatWeightGrams(3500)).toBe("3.500 kg");
    expect(weightGramsToText(1980)).toBe("1.980");
    expect(entryDetail({ owner: "J. Santos", weightGrams: 2150 })).toBe("J. Santos · 2.150 kg");
  });

  it("reads kilograms or grams as the operator types them", () => {
    const grams = (text: string) => {
      const parsed = parseWeightText(text);
      return parsed.ok ? parsed.weightGrams : parsed.message;
    };
    expect(grams("2.150")).toBe(2150);
    expect(grams("2.15 kg")).toBe(2150);
    expect(grams(" 2.1 ")).toBe(2100);
    expect(grams("2")).toBe(2000);
    expect(grams("2150")).toBe(2150);
    expect(grams("2,150 g")).toBe(2150);
    expect(grams("")).toBe("Enter the weight");
    expect(grams("2.1505")).toBe(WEIGHT_FORMAT_MESSAGE);
    expect(grams("-2")).toBe(WEIGHT_FORMAT_MESSAGE);
    expect(grams("two kilos")).toBe(WEIGHT_FORMAT_MESSAGE);
    // Out of range still parses: the contract says what the range is.
    expect(grams("25")).toBe(25000);
  });

  it("checks an entry: names trimmed and bounded, weight in whole grams within 1.000–3.500 kg", () => {
    const entry = { rooster: "  Red Baron ", owner: " J. Santos", weightGrams: 2150 };
    expect(fightEntrySchema.parse(entry)).toEqual({ rooster: "Red Baron", owner: "J. Santos", weightGrams: 2150 });
    const message = (value: object) => fightEntrySchema.safeParse({ ...entry, ...value }).error?.issues[0]?.message;
    expect(message({ rooster: "   " })).toBe("Enter the rooster's name");
    expect(message({ rooster: "x".repeat(41) })).toBe("At most 40 characters");
    expect(message({ owner: "" })).toBe("Enter the owner's name");
    expect(message({ owner: "x".repeat(61) })).toBe("At most 60 characters");
    expect(message({ weightGrams: 999 })).toBe("Enter a weight from 1.000 kg to 3.500 kg");
    expect(message({ weightGrams: 3501 })).toBe("Enter a weight from 1.000 kg to 3.500 kg");
    expect(message({ weightGrams: 2150.5 })).toBe("Weigh to the whole gram");
    expect(message({ rooster: "x".repeat(40), owner: "y".repeat(60), weightGrams: 1000 })).toBeUndefined();
  });

  it("keeps a name as it reads: NFC, one space between words, no control or invisible characters", () => {
    const entry = { rooster: "Red Baron", owner: "J. Santos", weightGrams: 2150 };
    const parsed = (value: object) => fightEntrySchema.safeParse({ ...entry, ...value });
    const message = (value: object) => parsed(value).error?.issues[0]?.message;
    expect(parsed({ rooster: "Red \u00a0  Baron", owner: " J.  Santos " }).data).toEqual(entry);
    // "Ñ" typed as N + combining tilde counts once: 40 of them is the longest rooster name, not 80 characters.
    const decomposed = "N\u0303".repeat(40);
    expect(decomposed).toHaveLength(80);
    expect(parsed({ rooster: decomposed }).data?.rooster).toBe("\u00d1".repeat(40));
    expect(message({ rooster: `${decomposed}N\u0303` })).toBe("At most 40 characters");
    // Refused, not stripped: what is stored must read as what bettors see.
    expect(ENTRY_NAME_CHARACTERS_MESSAGE).toBe("No line breaks, tabs or invisible characters");
    expect(message({ rooster: "\u200b" })).toBe(ENTRY_NAME_CHARACTERS_MESSAGE);
    expect(message({ rooster: "\u200b\u200b\u200d" })).toBe(ENTRY_NAME_CHARACTERS_MESSAGE);
    expect(message({ owner: "J. Santos\u202e" })).toBe(ENTRY_NAME_CHARACTERS_MESSAGE);
    expect(message({ rooster: "Red\nBaron" })).toBe(ENTRY_NAME_CHARACTERS_MESSAGE);
    expect(message({ owner: "J.\tSantos" })).toBe(ENTRY_NAME_CHARACTERS_MESSAGE);
    // Whitespace around a name is trimmed, line breaks included.
    expect(parsed({ rooster: "\tRed Baron\n" }).data?.rooster).toBe("Red Baron");
  });

  it("compares entries side by side, a side null the same as one left out", () => {
    const redBaron = { rooster: "Red Baron", owner: "J. Santos", weightGrams: 2150 };
    const talisay = { rooster: "Talisay", owner: "R. Cruz", weightGrams: 2140 };
    expect(enteredOnly({ MERON: redBaron, WALA: null })).toEqual({ MERON: redBaron });
    expect(sameEntries({ MERON: redBaron, WALA: null }, { MERON: redBaron })).toBe(true);
    expect(sameEntries({ WALA: talisay, MERON: redBaron }, { MERON: redBaron, WALA: talisay })).toBe(true);
    expect(sameEntries({ MERON: redBaron }, { WALA: redBaron })).toBe(false);
    expect(sameEntries({ MERON: redBaron }, { MERON: { ...redBaron, weightGrams: 2151 } })).toBe(false);
    expect(sameEntries({}, { MERON: null, WALA: null })).toBe(true);
  });

  it("keys entries by main side; DRAW has none", () => {
    const entry = { rooster: "Talisay", owner: "R. Cruz", weightGrams: 2140 };
    expect(fightEntriesSchema.safeParse({ MERON: entry }).success).toBe(true);
    expect(fightEntriesSchema.safeParse({}).success).toBe(true);
    expect(fightEntriesSchema.safeParse({ DRAW: entry }).success).toBe(false);
    // The PUT body takes a view as is: null for a side not entered.
    expect(fightEntriesUpdateSchema.safeParse({ entries: { MERON: entry, WALA: null }, previous: {} }).success).toBe(
      true,
    );
    expect(fightEntriesUpdateSchema.safeParse({ entries: { MERON: entry } }).success).toBe(false);
  });
});
