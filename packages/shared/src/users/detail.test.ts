import { describe, expect, it } from "vitest";
import { canRefer, commissionByGame, refUrl, registrationLink, totalCommissionCentavos } from "./detail.ts";

const detail = {
  percentage: 2.5,
  refCode: "R",
  username: "gold",
  type: "gold-agent",
  pick2Percentage: 4,
  pick3Percentage: 4,
  gameEndingPercentage: 3,
  suertresPercentage: 0.07,
  account: {
    points: 100,
    commission: 10.1,
    pick2Commission: 0.2,
    pick3Commission: 0,
    gameEndingCommission: 0.29,
    suertresCommission: 1,
  },
};

describe("totalCommissionCentavos", () => {
  it("sums the five commission fields", () => {
    expect(
      totalCommissionCentavos({
        commission: 20,
        pick2Commission: 5.5,
        pick3Commission: 1.25,
        gameEndingCommission: 0.1,
        suertresCommission: 0.2,
      }),
    ).toBe(2705);
  });

  it("counts a missing or empty value as 0", () => {
    expect(totalCommissionCentavos({ commission: 10 })).toBe(1000);
    expect(totalCommissionCentavos({ commission: 10, pick2Commission: null, pick3Commission: undefined })).toBe(1000);
    expect(totalCommissionCentavos({})).toBe(0);
    expect(totalCommissionCentavos(null)).toBe(0);
    expect(totalCommissionCentavos(undefined)).toBe(0);
  });

  it("adds centavos exactly (no 0.1 + 0.2 drift)", () => {
    expect(totalCommissionCentavos({ commission: 0.1, pick2Commission: 0.2 })).toBe(30);
    expect(totalCommissionCentavos(detail.account)).toBe(1159);
  });

  it("ignores fields that are not commissions", () => {
    expect(totalCommissionCentavos({ commission: 1, points: 1000 } as never)).toBe(100);
  });
});

describe("commissionByGame", () => {
  it("maps every balance to its detail fields, in centavos and basis points", () => {
    expect(commissionByGame(detail)).toEqual([
      // The sabong balance also holds the apple game's commission: never shown as Sabong's alone.
      { game: "sabong", label: "Sabong & Apple", rateBp: 250, centavos: 1010 },
      { game: "pick2", label: "Pick 2", rateBp: 400, centavos: 20 },
      { game: "pick3", label: "Pick 3", rateBp: 400, centavos: 0 },
      { game: "game-ending", label: "Game Ending", rateBp: 300, centavos: 29 },
      { game: "suertres", label: "Suertres", rateBp: 7, centavos: 100 },
    ]);
  });
});

describe("refUrl", () => {
  it("is the registration link plus the referral code", () => {
    expect(refUrl("https://sabong.example/auth/register?ref=", "AB12CD34")).toBe(
      "https://sabong.example/auth/register?ref=AB12CD34",
    );
  });

  it("builds the registration link of this origin, with or without a trailing slash", () => {
    expect(registrationLink("http://localhost:3000")).toBe("http://localhost:3000/auth/register?ref=");
    expect(registrationLink("http://localhost:3000/")).toBe("http://localhost:3000/auth/register?ref=");
    expect(refUrl(registrationLink("http://localhost:3000"), "Q7")).toBe("http://localhost:3000/auth/register?ref=Q7");
  });
});

describe("canRefer", () => {
  it("lets admins, agents and players refer, not staff", () => {
    for (const type of [
      "admin",
      "user",
      "player",
      "incorporator",
      "sub-operator",
      "master-agent",
      "gold-agent",
      "loader",
    ]) {
      expect(canRefer(type)).toBe(true);
    }
    for (const type of ["staff", "staff2", "", null, undefined, "other"]) expect(canRefer(type)).toBe(false);
  });
});
