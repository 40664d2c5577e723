import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { manilaDateTime } from "../time/manila.ts";
import { ageOn, isAdult, reachesAgeAtMs } from "./age.ts";

const at = (date: string, time = "00:00") => manilaDateTime(date, time).getTime();

describe("age in Manila time", () => {
  it("born 27 Nov 2005: 21 at 00:00 Manila on 27 Nov 2026 (16:00 UTC the day before), not at 08:00 Manila", () => {
    const born = "2005-11-27";
    expect(Date.parse("2026-11-26T16:00:00Z")).toBe(at("2026-11-27"));
    expect(isAdult(born, Date.parse("2026-11-26T15:59:59.999Z"))).toBe(false);
    expect(ageOn(born, Date.parse("2026-11-26T15:59:59.999Z"))).toBe(20);
    expect(isAdult(born, Date.parse("2026-11-26T16:00:00Z"))).toBe(true);
    expect(ageOn(born, Date.parse("2026-11-26T16:00:00Z"))).toBe(21);
    expect(reachesAgeAtMs(born, 21)).toBe(Date.parse("2026-11-26T16:00:00Z"));
  });

  it("a UTC clock still on 26 Nov at 20:00 UTC is already 27 Nov in Manila", () => {
    expect(ageOn("2005-11-27", Date.parse("2026-11-26T20:00:00Z"))).toBe(21);
    expect(ageOn("2005-11-27", Date.parse("2026-11-26T12:00:00Z"))).toBe(20);
  });

  it("on the day of birth the age is 0; the day before the 1st birthday still 0", () => {
    expect(ageOn("2024-05-10", at("2024-05-10"))).toBe(0);
    expect(ageOn("2024-05-10", at("2025-05-09", "23:59"))).toBe(0);
    expect(ageOn("2024-05-10", at("2025-05-10"))).toBe(1);
  });

  it("born 29 Feb 2004: in a common year the birthday is 1 March, so 21 on 1 Mar 2025, not 28 Feb", () => {
    expect(ageOn("2004-02-29", at("2025-02-28", "23:59"))).toBe(20);
    expect(isAdult("2004-02-29", at("2025-02-28", "23:59"))).toBe(false);
    expect(isAdult("2004-02-29", at("2025-03-01"))).toBe(true);
    expect(reachesAgeAtMs("2004-02-29", 21)).toBe(at("2025-03-01"));
  });

  it("born 29 Feb: in a leap year the birthday is 29 February itself", () => {
    expect(ageOn("2000-02-29", at("2024-02-28", "23:59"))).toBe(23);
    expect(ageOn("2000-02-29", at("2024-02-29"))).toBe(24);
    expect(reachesAgeAtMs("2000-02-29", 24)).toBe(at("2024-02-29"));
    // 2100 is not a leap year (divisible by 100, not by 400).
    expect(reachesAgeAtMs("2096-02-29", 4)).toBe(at("2100-03-01"));
  });

  it("born 28 Feb or 1 Mar keeps its own day in every year", () => {
    expect(ageOn("2004-02-28", at("2025-02-28"))).toBe(21);
    expect(ageOn("2004-03-01", at("2025-02-28", "23:59"))).toBe(20);
    expect(ageOn("2004-03-01", at("2025-03-01"))).toBe(21);
  });

  it("another minimum age can be asked for", () => {
    expect(isAdult("2007-06-01", at("2025-06-01"), 18)).toBe(true);
    expect(isAdult("2007-06-01", at("2025-06-01"))).toBe(false);
  });

  it.each(["2005-02-30", "2005-13-01", "27/11/2005", "2005-11-27T00:00", "", "2025-02-29"])(
    "refuses %j as a birth date",
    (birthDate) => {
      expect(() => ageOn(birthDate, at("2026-01-01"))).toThrow(RangeError);
      expect(() => isAdult(birthDate, at("2026-01-01"))).toThrow(RangeError);
    },
  );

  it("refuses a birth date after the day asked about, and an invalid instant", () => {
    expect(() => ageOn("2026-11-28", at("2026-11-27"))).toThrow(/after the day/);
    expect(() => ageOn("2000-01-01", Number.NaN)).toThrow(RangeError);
    expect(() => reachesAgeAtMs("2000-01-01", -1)).toThrow(RangeError);
  });
});

const birthArb = fc
  .date({ min: new Date("1920-01-01T00:00:00Z"), max: new Date("2020-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const offsetArb = fc.integer({ min: 0, max: 90 * 365 * 86_400_000 });

describe("age in Manila time: properties", () => {
  it("age never goes down as time goes on", () => {
    fc.assert(
      fc.property(birthArb, offsetArb, offsetArb, (birth, a, b) => {
        const start = at(birth);
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(ageOn(birth, start + early)).toBeLessThanOrEqual(ageOn(birth, start + late));
      }),
      { numRuns: 500 },
    );
  });

  it("age goes up by exactly one at 00:00 Manila of each birthday, and only then", () => {
    fc.assert(
      fc.property(birthArb, fc.integer({ min: 1, max: 90 }), (birth, years) => {
        const birthdayMs = reachesAgeAtMs(birth, years);
        expect(ageOn(birth, birthdayMs)).toBe(years);
        expect(ageOn(birth, birthdayMs - 1)).toBe(years - 1);
        expect(ageOn(birth, birthdayMs + 86_400_000 - 1)).toBe(years);
      }),
      { numRuns: 500 },
    );
  });

  it("isAdult switches exactly at the 21st birthday", () => {
    fc.assert(
      fc.property(birthArb, (birth) => {
        const adultMs = reachesAgeAtMs(birth, 21);
        expect(isAdult(birth, adultMs - 1)).toBe(false);
        expect(isAdult(birth, adultMs)).toBe(true);
      }),
    );
  });
});
