import { describe, expect, it } from "vitest";
import { draftFromParams, draftSearch, parseDraft, thisWeek } from "./summary-params.ts";

describe("agent summary params", () => {
  it("defaults to this Manila week, Monday to today", () => {
    // Sunday 2025-06-01 20:00 UTC is Monday 2 June 04:00 in Manila.
    expect(thisWeek(new Date("2025-06-01T20:00:00Z"))).toEqual({ from: "2025-06-02", to: "2025-06-02" });
    // Sunday 8 June in Manila: the week began on Monday 2 June.
    expect(thisWeek(new Date("2025-06-08T03:00:00Z"))).toEqual({ from: "2025-06-02", to: "2025-06-08" });
    expect(thisWeek(new Date("2025-06-04T03:00:00Z"))).toEqual({ from: "2025-06-02", to: "2025-06-04" });
  });

  it("reads the address bar and writes it back", () => {
    const now = new Date("2025-06-04T03:00:00Z");
    expect(draftFromParams(new URLSearchParams(""), now)).toEqual({
      from: "2025-06-02",
      to: "2025-06-04",
      agentId: "",
    });
    const draft = draftFromParams(new URLSearchParams("from=2025-05-01&to=2025-05-31&agentId=12"), now);
    expect(draft).toEqual({ from: "2025-05-01", to: "2025-05-31", agentId: "12" });
    expect(draftSearch(draft)).toBe("?from=2025-05-01&to=2025-05-31&agentId=12");
    expect(draftSearch({ ...draft, agentId: "" })).toBe("?from=2025-05-01&to=2025-05-31");
  });

  it("parses a draft with the server's rules and wording", () => {
    expect(parseDraft({ from: "2025-05-01", to: "2025-05-31", agentId: "12" })).toEqual({
      query: { from: "2025-05-01", to: "2025-05-31", agentId: 12 },
    });
    expect(parseDraft({ from: "2025-05-31", to: "2025-05-01", agentId: "" })).toEqual({
      error: "The start date must be on or before the end date",
    });
    expect(parseDraft({ from: "2025-02-30", to: "2025-05-01", agentId: "" })).toEqual({
      error: "Dates must look like 2025-01-31",
    });
    expect("error" in parseDraft({ from: "2025-05-01", to: "2025-05-02", agentId: "abc" })).toBe(true);
  });
});
