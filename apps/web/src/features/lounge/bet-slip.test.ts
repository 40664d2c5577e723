import { sidePer100Centavos } from "@sabong/shared/betting";
import { formatPesosOrDash } from "@sabong/shared/money";
import { describe, expect, it } from "vitest";
import { sampleEvent, sampleFight } from "../../testing/betting-fixtures.ts";
import { checkSlip, estimatedPayout, NOT_ENOUGH_POINTS, sideClosedReason } from "./bet-slip.ts";

const event = sampleEvent();
const base = { event, fight: sampleFight(), side: "MERON" as const, amountText: "500", balanceCentavos: 500_000 };

describe("side buttons", () => {
  it("take bets while OPEN and during LAST CALL", () => {
    expect(sideClosedReason(event, sampleFight({ state: "OPEN" }), "MERON")).toBeNull();
    expect(sideClosedReason(event, sampleFight({ state: "LAST_CALL" }), "DRAW")).toBeNull();
  });

  it("are closed in the other states and when the operator paused the side", () => {
    expect(sideClosedReason(event, sampleFight({ state: "STANDBY" }), "MERON")).toBe("Betting is closed.");
    expect(sideClosedReason(event, sampleFight({ state: "CLOSED" }), "WALA")).toBe("Betting is closed.");
    expect(sideClosedReason(event, sampleFight({ pausedSides: ["WALA"] }), "WALA")).toBe(
      "Betting on this side is paused.",
    );
    expect(sideClosedReason(event, sampleFight({ pausedSides: ["WALA"] }), "MERON")).toBeNull();
  });

  it("offer DRAW in the apple game only when the event turns it on", () => {
    const apple = sampleEvent({ game: "apple", drawEnabled: false, sides: ["PULA", "PUTI"] });
    expect(sideClosedReason(apple, sampleFight(), "DRAW")).toBe("This side is not available.");
    expect(sideClosedReason({ ...apple, drawEnabled: true }, sampleFight(), "DRAW")).toBeNull();
  });
});

describe("checkSlip", () => {
  it("accepts a valid bet and gives the stake in centavos", () => {
    expect(checkSlip({ ...base, amountText: "1,000" })).toEqual({ ok: true, side: "MERON", stakeCentavos: 100_000 });
  });

  it("asks for a side first", () => {
    expect(checkSlip({ ...base, side: null })).toMatchObject({ ok: false, field: "side" });
  });

  it("refuses an unreadable amount with the parser's message", () => {
    expect(checkSlip({ ...base, amountText: "12.345" })).toEqual({
      ok: false,
      message: "Use at most 2 decimals (centavos)",
      field: "amount",
    });
  });

  it("names the limit the amount breaks", () => {
    expect(checkSlip({ ...base, amountText: "10" })).toEqual({
      ok: false,
      message: "The amount is below the minimum bet. Minimum: 20.00.",
      field: "amount",
    });
    expect(checkSlip({ ...base, amountText: "60000", balanceCentavos: 10_000_000 })).toEqual({
      ok: false,
      message: "The amount is above the maximum bet. Maximum: 50,000.00.",
      field: "amount",
    });
  });

  it("refuses more than the balance", () => {
    expect(checkSlip({ ...base, amountText: "5,000.01" })).toEqual({
      ok: false,
      message: NOT_ENOUGH_POINTS,
      field: "amount",
    });
    expect(checkSlip({ ...base, amountText: "5,000" }).ok).toBe(true);
  });

  it("refuses when betting closed meanwhile", () => {
    expect(checkSlip({ ...base, fight: sampleFight({ state: "CLOSED" }) })).toMatchObject({
      ok: false,
      field: "fight",
      message: "Betting is closed.",
    });
  });
});

describe("payouts", () => {
  // The rule is tested in packages/shared betting/odds.test.ts; this checks the screen fixture reads through it.
  it("reads the sample fight's odds through the shared rule", () => {
    expect(formatPesosOrDash(sidePer100Centavos(sampleFight(), event, "MERON"))).toBe("158.33");
    expect(formatPesosOrDash(sidePer100Centavos(sampleFight(), event, "DRAW"))).toBe("900.00");
  });

  it("estimates what a stake returns, rounded down (1,000 on MERON at 158.33 → 1,583.30)", () => {
    expect(estimatedPayout(100_000, 15_833)).toBe(158_330);
    expect(estimatedPayout(50_000, 90_000)).toBe(450_000);
    expect(estimatedPayout(100_000, null)).toBeNull();
  });
});
