import { describe, expect, it } from "vitest";
import { canRefer, refUrl, registrationLink, totalCommission } from "./detail.ts";

describe("totalCommission", () => {
  it("sums the five commission fields", () => {
    expect(
      totalCommission({
        commission: 20,
        pick2Commission: 5.5,
        pick3Commission: 1.25,
        gameEndingCommission: 0.1,
        suertresCommission: 0.2,
      }),
    ).toBe(27.05);
  });

  it("counts a missing or empty value as 0", () => {
    expect(totalCommission({ commission: 10 })).toBe(10);
    expect(totalCommission({ commission: 10, pick2Commission: null, pick3Commission: undefined })).toBe(10);
    expect(totalCommission({})).toBe(0);
    expect(totalCommission(null)).toBe(0);
    expect(totalCommission(undefined)).toBe(0);
  });

  it("adds centavos exactly (no 0.1 + 0.2 drift)", () => {
    expect(totalCommission({ commission: 0.1, pick2Commission: 0.2 })).toBe(0.3);
  });

  it("ignores fields that are not commissions", () => {
    expect(totalCommission({ commission: 1, points: 1000 } as never)).toBe(1);
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
