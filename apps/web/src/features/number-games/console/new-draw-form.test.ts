import { describe, expect, it } from "vitest";
import { emptyNewDraw, manilaInstant, newDrawFormSchema } from "./new-draw-form.ts";

const matchup = { league: " PBA ", home: "Ginebra", away: "Magnolia", period: "FINAL" as const };

describe("manilaInstant", () => {
  it("reads a datetime-local value as Manila time", () => {
    expect(manilaInstant("2025-05-01T19:30")?.toISOString()).toBe("2025-05-01T11:30:00.000Z");
    expect(manilaInstant("2025-02-30T19:30")).toBeNull();
    expect(manilaInstant("")).toBeNull();
  });
});

describe("newDrawFormSchema", () => {
  it("builds the create body: trimmed matchup, tip-off as the draw time, no cut-off when left empty", () => {
    const parsed = newDrawFormSchema.parse({ matchup, tipOff: "2025-05-01T19:30", cutoff: "" });
    expect(parsed).toEqual({
      matchup: { ...matchup, league: "PBA" },
      drawAt: "2025-05-01T11:30:00.000Z",
    });
  });

  it("keeps an earlier cut-off and refuses a later one", () => {
    expect(newDrawFormSchema.parse({ matchup, tipOff: "2025-05-01T19:30", cutoff: "2025-05-01T19:00" }).cutoffAt).toBe(
      "2025-05-01T11:00:00.000Z",
    );
    const late = newDrawFormSchema.safeParse({ matchup, tipOff: "2025-05-01T19:30", cutoff: "2025-05-01T20:00" });
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]?.path).toEqual(["cutoff"]);
  });

  it("names what is missing", () => {
    const empty = newDrawFormSchema.safeParse(emptyNewDraw());
    expect(empty.success).toBe(false);
    const messages = empty.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain("League is required");
    expect(messages).toContain("Tip-off: pick a date and time");
  });
});
