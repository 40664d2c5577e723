import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  addCalendarMonths,
  dateFilterRange,
  isCalendarDate,
  isEmptyRange,
  MANILA_UTC_OFFSET,
  manilaDateOf,
  manilaDateTime,
  manilaDayBounds,
  manilaDayStart,
} from "./manila.ts";

const iso = (d: Date | undefined) => d?.toISOString();

describe("calendar dates", () => {
  it.each([
    ["2025-01-31", true],
    ["2024-02-29", true],
    ["2000-02-29", true],
    ["1900-02-29", false],
    ["2025-02-29", false],
    ["2025-02-30", false],
    ["2025-13-01", false],
    ["2025-00-10", false],
    ["2025-04-31", false],
    ["2025-12-31", true],
    ["0099-01-01", true],
    ["2025-1-31", false],
    ["20250131", false],
    ["2025-01-31T00:00:00Z", false],
    ["", false],
  ])("%j is a calendar date: %s", (text, ok) => {
    expect(isCalendarDate(text)).toBe(ok);
  });
});

describe("Manila days (UTC+8, no daylight saving)", () => {
  it("starts a day at Manila midnight, 16:00 UTC the day before", () => {
    expect(MANILA_UTC_OFFSET).toBe("+08:00");
    expect(iso(manilaDayStart("2025-01-31"))).toBe("2025-01-30T16:00:00.000Z");
    expect(manilaDayBounds("2025-01-31")).toEqual({
      start: new Date("2025-01-30T16:00:00.000Z"),
      end: new Date("2025-01-31T16:00:00.000Z"),
    });
  });

  it("keeps the same offset all year: every day is 24 hours, in March and November too", () => {
    for (const date of ["2025-03-09", "2025-03-30", "2025-11-02", "2025-10-26", "2025-07-01"]) {
      const { start, end } = manilaDayBounds(date);
      expect(end.getTime() - start.getTime()).toBe(86_400_000);
      expect(start.toISOString().slice(11)).toBe("16:00:00.000Z");
    }
  });

  it("crosses month, year and leap-day bounds", () => {
    expect(iso(manilaDayBounds("2024-12-31").end)).toBe("2024-12-31T16:00:00.000Z");
    expect(iso(manilaDayStart("2025-01-01"))).toBe("2024-12-31T16:00:00.000Z");
    expect(iso(manilaDayBounds("2024-02-28").end)).toBe(iso(manilaDayStart("2024-02-29")));
    expect(iso(manilaDayBounds("2024-02-29").end)).toBe(iso(manilaDayStart("2024-03-01")));
  });

  it("refuses what is not a calendar date", () => {
    expect(() => manilaDayStart("2025-02-30")).toThrow(RangeError);
    expect(() => manilaDayBounds("yesterday")).toThrow(RangeError);
  });

  it.each([
    ["2025-01-31T15:59:59.999Z", "2025-01-31"],
    ["2025-01-31T16:00:00.000Z", "2025-02-01"],
    ["2024-12-31T16:00:00.000Z", "2025-01-01"],
    ["2024-12-31T15:59:59.999Z", "2024-12-31"],
    ["2024-02-28T16:00:00.000Z", "2024-02-29"],
    ["2025-06-15T00:00:00+08:00", "2025-06-15"],
  ])("the instant %s falls on Manila's %s", (instant, date) => {
    expect(manilaDateOf(new Date(instant))).toBe(date);
  });

  it("refuses an invalid instant", () => {
    expect(() => manilaDateOf(new Date("nope"))).toThrow(RangeError);
  });

  it.each([
    ["2024-12-31", 1, "2025-01-01"],
    ["2025-01-01", -1, "2024-12-31"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2025-02-28", 1, "2025-03-01"],
    ["2025-03-01", -1, "2025-02-28"],
    ["2025-01-31", 0, "2025-01-31"],
    ["2025-01-01", 365, "2026-01-01"],
  ])("%s + %i day(s) is %s", (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it("refuses fractional days", () => {
    expect(() => addCalendarDays("2025-01-01", 0.5)).toThrow(RangeError);
  });

  it("places a Manila wall-clock time (the suertres draws at 2, 5 and 9 PM)", () => {
    expect(iso(manilaDateTime("2025-01-31", "14:00"))).toBe("2025-01-31T06:00:00.000Z");
    expect(iso(manilaDateTime("2025-01-31", "21:00"))).toBe("2025-01-31T13:00:00.000Z");
    expect(iso(manilaDateTime("2025-01-01", "00:00"))).toBe("2024-12-31T16:00:00.000Z");
    expect(iso(manilaDateTime("2025-01-31", "23:59"))).toBe("2025-01-31T15:59:00.000Z");
    for (const bad of ["24:00", "9:00", "14:60", "14:00:00", ""]) {
      expect(() => manilaDateTime("2025-01-31", bad)).toThrow(RangeError);
    }
    expect(() => manilaDateTime("2025-02-29", "14:00")).toThrow(RangeError);
  });
});

describe("dateFilterRange: a from/to filter as [fromAt, beforeAt)", () => {
  it("leaves open ends open", () => {
    expect(dateFilterRange()).toEqual({});
    expect(dateFilterRange(undefined, undefined)).toEqual({});
    expect(dateFilterRange("", "")).toEqual({});
  });

  it("reads a date-only `from` as the start of that Manila day", () => {
    expect(dateFilterRange("2025-01-31")).toEqual({ fromAt: new Date("2025-01-30T16:00:00.000Z") });
  });

  it("includes the whole Manila day of a date-only `to` (up to the next midnight)", () => {
    expect(dateFilterRange(undefined, "2025-01-31")).toEqual({ beforeAt: new Date("2025-01-31T16:00:00.000Z") });
    expect(dateFilterRange(undefined, "2024-12-31")).toEqual({ beforeAt: new Date("2024-12-31T16:00:00.000Z") });
  });

  it("makes from = to one whole day, never an empty range", () => {
    const range = dateFilterRange("2025-01-31", "2025-01-31");
    expect(range).toEqual({
      fromAt: new Date("2025-01-30T16:00:00.000Z"),
      beforeAt: new Date("2025-01-31T16:00:00.000Z"),
    });
    expect(isEmptyRange(range)).toBe(false);
  });

  it("takes instants as they are, an instant `to` included to the millisecond", () => {
    expect(dateFilterRange("2025-01-31T08:00:00+08:00", "2025-01-31T09:30:00.250Z")).toEqual({
      fromAt: new Date("2025-01-31T00:00:00.000Z"),
      beforeAt: new Date("2025-01-31T09:30:00.251Z"),
    });
  });

  it("mixes a date and an instant", () => {
    expect(dateFilterRange("2025-01-31", "2025-01-31T12:00:00+08:00")).toEqual({
      fromAt: new Date("2025-01-30T16:00:00.000Z"),
      beforeAt: new Date("2025-01-31T04:00:00.001Z"),
    });
  });

  it("flags a contradiction: from after to", () => {
    expect(isEmptyRange(dateFilterRange("2025-02-01", "2025-01-31"))).toBe(true);
    expect(isEmptyRange(dateFilterRange("2025-01-31T10:00:00Z", "2025-01-31T10:00:00Z"))).toBe(false);
    expect(isEmptyRange(dateFilterRange("2025-01-31T10:00:00.001Z", "2025-01-31T10:00:00Z"))).toBe(true);
    expect(isEmptyRange(dateFilterRange("2025-01-31"))).toBe(false);
    expect(isEmptyRange(dateFilterRange(undefined, "2025-01-31"))).toBe(false);
  });

  it("refuses malformed bounds (contracts validate first)", () => {
    expect(() => dateFilterRange("2025-02-30")).toThrow(RangeError);
    expect(() => dateFilterRange(undefined, "soon")).toThrow(RangeError);
  });
});

describe("calendar months", () => {
  it.each([
    ["2025-03-01", 6, "2025-09-01"],
    ["2025-03-01", 12, "2026-03-01"],
    ["2025-03-01", 60, "2030-03-01"],
    ["2025-08-31", 6, "2026-02-28"],
    ["2027-08-31", 6, "2028-02-29"],
    ["2025-10-31", 1, "2025-11-30"],
    ["2025-12-15", 1, "2026-01-15"],
    ["2025-01-15", -1, "2024-12-15"],
  ])("%s + %i months is %s (the month's last day when shorter)", (date, months, expected) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });

  it("refuses a fractional count of months and a date that is not one", () => {
    expect(() => addCalendarMonths("2025-03-01", 1.5)).toThrow(RangeError);
    expect(() => addCalendarMonths("2025-02-30", 1)).toThrow(RangeError);
  });
});
