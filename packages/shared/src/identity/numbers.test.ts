import { describe, expect, it } from "vitest";
import { compactIdNumber, ID_TYPE_LABELS, ID_TYPES, isIdType, normalizeIdNumber } from "./id-types.ts";
import { normalizeMobile } from "./mobile.ts";

describe("normalizeMobile", () => {
  it.each([
    "09171234567",
    "0917 123 4567",
    "0917-123-4567",
    "+63 917 123 4567",
    "+639171234567",
    "639171234567",
    "0063 917 123 4567",
    "917 123 4567",
    "(0917) 123.4567",
    " +63-917-123-4567 ",
  ])("%j is +639171234567", (text) => {
    expect(normalizeMobile(text)).toBe("+639171234567");
  });

  it.each([
    ["a Manila landline", "02 8123 4567"],
    ["a landline with +63", "+63 2 8123 4567"],
    ["one digit short", "0917 123 456"],
    ["one digit too many", "0917 123 45678"],
    ["another country", "+1 917 123 4567"],
    ["another country with 9 after its code", "+65 9123 4567"],
    ["letters", "0917 ABC 4567"],
    ["a plus without 63", "+9171234567"],
    ["empty", ""],
    ["8 after 0", "08171234567"],
  ])("refuses %s (%j)", (_what, text) => {
    expect(normalizeMobile(text)).toBeNull();
  });
});

describe("ID numbers", () => {
  it("every type has a label", () => {
    expect(ID_TYPES.map((t) => ID_TYPE_LABELS[t])).toEqual([
      "PhilSys national ID (PhilID)",
      "Passport",
      "Driver's licence (LTO)",
      "UMID",
      "PRC professional ID",
      "Postal ID",
      "Voter's ID",
    ]);
    expect(isIdType("umid")).toBe(true);
    expect(isIdType("sss")).toBe(false);
    expect(isIdType(7)).toBe(false);
  });

  it("compacting removes spaces and dashes of any kind and upper-cases", () => {
    expect(compactIdNumber(" p 1234567-a ")).toBe("P1234567A");
    expect(compactIdNumber("0111–2345678—9")).toBe("011123456789");
    expect(compactIdNumber("ab\tc\nd")).toBe("ABCD");
  });

  it.each([
    ["philsys", "1234-5678-9012-3456", "1234567890123456"],
    ["philsys", "1234 5678 9012", "123456789012"],
    ["passport", "p1234567a", "P1234567A"],
    ["passport", "EB 1234567", "EB1234567"],
    ["drivers-licence", "n01-12-345678", "N0112345678"],
    ["umid", "0111-2345678-9", "011123456789"],
    ["prc", "0123456", "0123456"],
    ["postal", "PRN 1001 4123 4567 P", "PRN100141234567P"],
    ["voters", "7501-0001A-K2345ABC12345-6", "75010001AK2345ABC123456"],
  ] as const)("%s %j is %j", (type, number, expected) => {
    expect(normalizeIdNumber(type, number)).toBe(expected);
  });

  it.each([
    ["philsys", "1234-5678-9012-345"],
    ["philsys", "1234-5678-ABCD-3456"],
    ["passport", "1234567"],
    ["passport", "P123456A"],
    ["drivers-licence", "01-12-345678"],
    ["drivers-licence", "N01-12-34567"],
    ["umid", "0111-2345678"],
    ["prc", "12A4567"],
    ["prc", "123"],
    ["postal", "PRN#1"],
    ["voters", "12345"],
    ["voters", ""],
  ] as const)("refuses %s %j", (type, number) => {
    expect(normalizeIdNumber(type, number)).toBeNull();
  });
});
