import { describe, expect, it } from "vitest";
import { otherAccountText } from "./match-text.ts";

describe("otherAccountText", () => {
  it("names the other account and what it shares, in plain words", () => {
    expect(otherAccountText({ userId: 2, username: "maria2", on: ["id-number"] })).toBe(
      "Account maria2 has the same ID number.",
    );
    expect(otherAccountText({ userId: 2, username: "m", on: ["id-number", "mobile", "name-birth-date"] })).toBe(
      "Account m has the same ID number, the same mobile number and the same name and date of birth.",
    );
  });
});
