import { describe, expect, it } from "vitest";
import { eventRoom, PUSHES, parsePush, typeRoom, userRoom } from "./pushes.ts";

const balance = {
  pointsCentavos: 150_000,
  commissionCentavos: 2_500,
  commissionByGameCentavos: { sabong: 2_000, pick2: 500, pick3: 0, "game-ending": 0, suertres: 0 },
  debtCentavos: 0,
};

describe("push contracts", () => {
  it("keeps the wire names the clients listen to", () => {
    expect(Object.keys(PUSHES).sort()).toEqual(
      [
        "announcement",
        "balance",
        "cash-request:changed",
        "draw:availability",
        "draw:state",
        "draw:tally",
        "event:updated",
        "fight:reverted",
        "fight:result",
        "fight:state",
        "fight:totals",
        "integrity:alert",
        "notice",
        "operator:warning",
        "refresh",
      ].sort(),
    );
  });

  it("parses a valid payload to its typed value", () => {
    expect(parsePush("balance", balance)).toEqual(balance);
    expect(parsePush("announcement", { value: "Fight night" })).toEqual({ value: "Fight night" });
    expect(parsePush("refresh", {})).toEqual({});
    expect(parsePush("cash-request:changed", { requestId: 7, state: "approved" })).toEqual({
      requestId: 7,
      state: "approved",
    });
    expect(parsePush("cash-request:changed", { requestId: 7, state: "paid" })).toBeNull();
    // A refresh carries nothing: sent bare (or with anything) it still reloads the players' pages.
    expect(parsePush("refresh", undefined)).toEqual({});
    expect(parsePush("refresh", "now")).toEqual({});
    expect(parsePush("fight:reverted", { eventId: 1, fightId: 2, number: 3 })).toEqual({
      eventId: 1,
      fightId: 2,
      number: 3,
    });
    expect(
      parsePush("fight:totals", {
        eventId: 1,
        fightId: 2,
        totals: [{ side: "MERON", totalCentavos: 10_000, betCount: 1 }],
        odds: [{ side: "MERON", per100Centavos: null, lowPayout: false }],
        totalCentavos: 10_000,
        betCount: 1,
      })?.totalCentavos,
    ).toBe(10_000);
  });

  it("gives null for a payload that does not match", () => {
    // The old points-only betting balance is not a balance push any more.
    expect(parsePush("balance", { pointsCentavos: 100 })).toBeNull();
    expect(parsePush("balance", { ...balance, pointsCentavos: "100" })).toBeNull();
    expect(parsePush("balance", { ...balance, pointsCentavos: 1.5 })).toBeNull();
    expect(parsePush("balance", { ...balance, commissionByGameCentavos: { poker: 1 } })).toBeNull();
    expect(parsePush("announcement", { value: 3 })).toBeNull();
    expect(parsePush("fight:reverted", { eventId: 1, fightId: 2 })).toBeNull();
    expect(parsePush("fight:state", null)).toBeNull();
    expect(parsePush("operator:warning", "low payout")).toBeNull();
  });

  it("names the rooms", () => {
    expect(userRoom(7)).toBe("user:7");
    expect(typeRoom("player")).toBe("type:player");
    expect(eventRoom(12)).toBe("event:12");
  });
});
