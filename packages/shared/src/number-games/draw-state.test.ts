import { describe, expect, it } from "vitest";
import { DRAW_STATES, type DrawState } from "./contracts.ts";
import { type DrawAction, drawLabel, isAcceptingTickets, manilaClockTime, nextDrawState } from "./draw-state.ts";

const ok = (state: DrawState) => ({ ok: true, state });
const enterSuertres: DrawAction = { type: "enterResult", game: "suertres" };

describe("draw state: the life of a draw", () => {
  it("runs a platform draw SCHEDULED → OPEN → CLOSED → SETTLED", () => {
    expect(nextDrawState("SCHEDULED", { type: "open" })).toEqual(ok("OPEN"));
    expect(nextDrawState("OPEN", { type: "close" })).toEqual(ok("CLOSED"));
    expect(nextDrawState("CLOSED", { type: "settle" })).toEqual(ok("SETTLED"));
  });

  it("runs an entered result CLOSED → RESULT_ENTERED → SETTLED (confirm) or back to CLOSED (reject)", () => {
    expect(nextDrawState("CLOSED", enterSuertres)).toEqual(ok("RESULT_ENTERED"));
    expect(nextDrawState("CLOSED", { type: "enterResult", game: "game-ending" })).toEqual(ok("RESULT_ENTERED"));
    expect(nextDrawState("RESULT_ENTERED", { type: "confirm", by: 2, enteredBy: 1 })).toEqual(ok("SETTLED"));
    expect(nextDrawState("RESULT_ENTERED", { type: "reject" })).toEqual(ok("CLOSED"));
    // Without confirmation, entering settles at once.
    expect(nextDrawState("RESULT_ENTERED", { type: "settle" })).toEqual(ok("SETTLED"));
  });

  it("needs a different staff account to confirm", () => {
    expect(nextDrawState("RESULT_ENTERED", { type: "confirm", by: 1, enteredBy: 1 })).toEqual({
      ok: false,
      reason: "A different staff account must confirm the result",
    });
  });

  it("refuses to enter a platform draw's result, or a result before the close", () => {
    expect(nextDrawState("CLOSED", { type: "enterResult", game: "pick3" })).toEqual({
      ok: false,
      reason: "Pick 3 results are drawn by the platform; they cannot be entered",
    });
    expect(nextDrawState("OPEN", enterSuertres)).toEqual({
      ok: false,
      reason: "Close the draw before entering its result",
    });
    expect(nextDrawState("RESULT_ENTERED", enterSuertres)).toMatchObject({ ok: false });
    expect(nextDrawState("SETTLED", enterSuertres)).toEqual({ ok: false, reason: "This draw is already settled" });
  });

  it("cancels from any state before SETTLED, never twice", () => {
    for (const state of ["SCHEDULED", "OPEN", "CLOSED", "RESULT_ENTERED"] as const) {
      expect(nextDrawState(state, { type: "cancel" })).toEqual(ok("CANCELLED"));
    }
    expect(nextDrawState("SETTLED", { type: "cancel" })).toEqual({
      ok: false,
      reason: "A settled draw cannot be cancelled: revert it first",
    });
    expect(nextDrawState("CANCELLED", { type: "cancel" })).toEqual({ ok: false, reason: "This draw is cancelled" });
  });

  it("reverts SETTLED to CLOSED only; a reverted draw can settle again", () => {
    expect(nextDrawState("SETTLED", { type: "revert" })).toEqual(ok("CLOSED"));
    expect(nextDrawState("CLOSED", { type: "settle" })).toEqual(ok("SETTLED"));
    for (const state of DRAW_STATES.filter((s) => s !== "SETTLED")) {
      expect(nextDrawState(state, { type: "revert" })).toEqual({
        ok: false,
        reason: "Only a settled draw can be reverted",
      });
    }
  });

  it("allows exactly the designed transitions (the whole table)", () => {
    const actions: DrawAction[] = [
      { type: "open" },
      { type: "close" },
      enterSuertres,
      { type: "confirm", by: 2, enteredBy: 1 },
      { type: "reject" },
      { type: "settle" },
      { type: "cancel" },
      { type: "revert" },
    ];
    const table = Object.fromEntries(
      DRAW_STATES.map((state) => [
        state,
        Object.fromEntries(
          actions.map((a) => {
            const t = nextDrawState(state, a);
            return [a.type, t.ok ? t.state : null];
          }),
        ),
      ]),
    );
    const none = { open: null, close: null, enterResult: null, confirm: null, reject: null, settle: null };
    expect(table).toEqual({
      SCHEDULED: { ...none, open: "OPEN", close: "CLOSED", cancel: "CANCELLED", revert: null },
      OPEN: { ...none, close: "CLOSED", cancel: "CANCELLED", revert: null },
      CLOSED: { ...none, enterResult: "RESULT_ENTERED", settle: "SETTLED", cancel: "CANCELLED", revert: null },
      RESULT_ENTERED: {
        ...none,
        confirm: "SETTLED",
        reject: "CLOSED",
        settle: "SETTLED",
        cancel: "CANCELLED",
        revert: null,
      },
      SETTLED: { ...none, cancel: null, revert: "CLOSED" },
      CANCELLED: { ...none, cancel: null, revert: null },
    });
    // Every refusal has a reason to show.
    for (const state of DRAW_STATES) {
      for (const a of actions) {
        const t = nextDrawState(state, a);
        if (!t.ok) expect(t.reason.length).toBeGreaterThan(10);
      }
    }
  });
});

describe("draw state: taking tickets", () => {
  const cutoffAt = "2025-06-10T02:45:00.000Z";
  it("takes tickets only while OPEN and before the cut-off", () => {
    expect(isAcceptingTickets({ state: "OPEN", cutoffAt }, new Date("2025-06-10T02:44:59.999Z"))).toBe(true);
    expect(isAcceptingTickets({ state: "OPEN", cutoffAt }, new Date(cutoffAt))).toBe(false);
    expect(isAcceptingTickets({ state: "OPEN", cutoffAt: new Date(cutoffAt) }, new Date("2025-06-10T00:00:00Z"))).toBe(
      true,
    );
    for (const state of DRAW_STATES.filter((s) => s !== "OPEN")) {
      expect(isAcceptingTickets({ state, cutoffAt }, new Date("2025-06-10T00:00:00Z"))).toBe(false);
    }
  });
});

describe("draw labels", () => {
  it("names a scheduled draw by its game and Manila time", () => {
    expect(drawLabel("pick3", "2025-06-10T06:00:00.000Z", null)).toBe("Pick 3 · 2:00 PM");
    expect(drawLabel("pick2", new Date("2025-06-10T03:00:00.000Z"), null)).toBe("Pick 2 · 11:00 AM");
    expect(drawLabel("suertres", "2025-06-10T13:00:00.000Z", null)).toBe("Suertres · 9:00 PM");
  });

  it("names a game-ending draw by its matchup", () => {
    const matchup = { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" as const };
    expect(drawLabel("game-ending", "2025-06-10T11:30:00.000Z", matchup)).toBe("PBA · Ginebra vs Magnolia · Final");
    expect(drawLabel("game-ending", "2025-06-10T11:30:00.000Z", { ...matchup, period: "Q1" })).toBe(
      "PBA · Ginebra vs Magnolia · 1st quarter",
    );
    expect(drawLabel("game-ending", "2025-06-10T11:30:00.000Z", { ...matchup, period: "HALF" })).toBe(
      "PBA · Ginebra vs Magnolia · Half",
    );
  });

  it("says midnight and noon the way people do", () => {
    expect(manilaClockTime("2025-06-09T16:00:00.000Z")).toBe("12:00 AM");
    expect(manilaClockTime("2025-06-10T04:05:00.000Z")).toBe("12:05 PM");
    expect(manilaClockTime("2025-06-10T15:59:00.000Z")).toBe("11:59 PM");
    expect(() => manilaClockTime("nope")).toThrow(RangeError);
  });
});
