import { describe, expect, it } from "vitest";
import { manilaStamp } from "./stamp.ts";

describe("manilaStamp", () => {
  it("writes the Manila wall clock (UTC+8), to the second or the minute", () => {
    const at = new Date("2026-11-27T01:04:05Z");
    expect(manilaStamp(at)).toBe("2026-11-27 09:04:05");
    expect(manilaStamp(at, "minutes")).toBe("2026-11-27 09:04");
    expect(manilaStamp(new Date("2026-12-31T16:00:00Z"))).toBe("2027-01-01 00:00:00");
  });
});
