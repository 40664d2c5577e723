import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchKeyOfPerson, normalizeName } from "./names.ts";

describe("normalizeName", () => {
  it('"José  Dela-Cruz Ñiño" matches "jose dela cruz nino"', () => {
    expect(normalizeName("José  Dela-Cruz Ñiño")).toBe("jose dela cruz nino");
    expect(normalizeName("jose dela cruz nino")).toBe("jose dela cruz nino");
  });

  it.each([
    ["case", "JUAN DELA CRUZ", "juan dela cruz"],
    ["leading, trailing and inner spaces", "  Juan \t Dela   Cruz\n", "juan dela cruz"],
    ["no-break and ideographic spaces", "Juan\u00a0Dela\u3000Cruz", "juan dela cruz"],
    ["ñ and Ñ", "Peñafrancia MUÑOZ Ñ", "penafrancia munoz n"],
    ["ñ written as n + combining tilde", "Pen\u0303a", "pena"],
    ["acute, grave, diaeresis, circumflex", "Éàüô Ç", "eauo c"],
    ["hyphens separate words", "Dela-Cruz–Santos", "dela cruz santos"],
    ["apostrophes join", "D'Souza O’Brien Dʼangelo", "dsouza obrien dangelo"],
    ["periods join", "Ma. Cristina J.P. Rizal Jr.", "ma cristina jp rizal jr"],
    ["commas and slashes separate", "Dela Cruz,Juan/Pedro", "dela cruz juan pedro"],
    ["full-width letters", "ＪＵＡＮ", "juan"],
    ["letters with no mark to strip", "Strauß Ørsted Łukasz Æsop", "strauss orsted lukasz aesop"],
    ["digits stay", "Juan Cruz III 2nd", "juan cruz iii 2nd"],
    ["only punctuation", " .-' ", ""],
  ])("%s", (_what, input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it("the order of words is kept (surname first is another name)", () => {
    expect(normalizeName("Dela Cruz, Juan")).not.toBe(normalizeName("Juan Dela Cruz"));
  });

  it("folds what a compatibility form brings: an apostrophe, capitals", () => {
    expect(normalizeName("ŉ")).toBe("n");
    expect(normalizeName("㎆")).toBe("mb");
    expect(normalizeName("İSMAİL")).toBe("ismail");
  });

  it("is idempotent and never leaves capitals, marks, or doubled or outer spaces", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        const once = normalizeName(text);
        expect(normalizeName(once)).toBe(once);
        expect(once).toBe(once.toLowerCase());
        expect(once).not.toMatch(/\p{M}|^ | $| {2}/u);
      }),
      { numRuns: 500 },
    );
  });
});

describe("matchKeyOfPerson", () => {
  it("two spellings of one person meet: accents, case, spaces, hyphens, particles", () => {
    const key = matchKeyOfPerson("José Dela-Cruz Ñiño", "1990-04-15");
    expect(matchKeyOfPerson("JOSE DELA CRUZ NINO", "1990-04-15")).toBe(key);
    expect(matchKeyOfPerson("jose de la cruz niño", "1990-04-15")).toBe(key);
    expect(matchKeyOfPerson("Jose Delacruz Nino", "1990-04-15")).toBe(key);
  });

  it("a different birth date or a different name is another person", () => {
    const key = matchKeyOfPerson("Jose Dela Cruz", "1990-04-15");
    expect(matchKeyOfPerson("Jose Dela Cruz", "1990-04-16")).not.toBe(key);
    expect(matchKeyOfPerson("Josefa Dela Cruz", "1990-04-15")).not.toBe(key);
  });

  it("refuses a name with nothing to match on and a birth date that is no date", () => {
    expect(() => matchKeyOfPerson(" -. ", "1990-04-15")).toThrow(RangeError);
    expect(() => matchKeyOfPerson("Jose", "1990-02-30")).toThrow(RangeError);
    expect(() => matchKeyOfPerson("Jose", "15/04/1990")).toThrow(RangeError);
  });
});
