import { describe, expect, it } from "vitest";
import {
  closeTransition,
  DEFAULT_KYC_ACCESS,
  KYC_STATUSES,
  type KycStatus,
  kycRefusal,
  reviewTransition,
  submitTransition,
  whatStatusAllows,
} from "./status.ts";

describe("what status allows (issue 21)", () => {
  it.each([
    ["verified", { bet: true, load: true, lookAround: true }],
    ["unverified", { bet: false, load: true, lookAround: true }],
    ["under-review", { bet: false, load: true, lookAround: true }],
    ["more-info-requested", { bet: false, load: true, lookAround: true }],
    ["rejected", { bet: false, load: false, lookAround: true }],
    ["closed", { bet: false, load: false, lookAround: false }],
  ] as const)("by default, %s: %o", (status, allowance) => {
    expect(whatStatusAllows(status)).toEqual(allowance);
    expect(whatStatusAllows(status, DEFAULT_KYC_ACCESS)).toEqual(allowance);
  });

  it("the setting changes only the waiting statuses", () => {
    const open = { waitingMayBet: true, waitingMayBeLoaded: true };
    const shut = { waitingMayBet: false, waitingMayBeLoaded: false };
    for (const status of ["unverified", "under-review", "more-info-requested"] as const) {
      expect(whatStatusAllows(status, open)).toEqual({ bet: true, load: true, lookAround: true });
      expect(whatStatusAllows(status, shut)).toEqual({ bet: false, load: false, lookAround: true });
    }
    for (const status of ["verified", "rejected", "closed"] as const) {
      expect(whatStatusAllows(status, open)).toEqual(whatStatusAllows(status, shut));
    }
  });

  it("a refusal in plain words for exactly what is not allowed", () => {
    expect(kycRefusal("unverified", "bet")).toBe("Verify your identity before you bet");
    expect(kycRefusal("under-review", "bet")).toBe("Your identity is under review: you can bet once it is approved");
    expect(kycRefusal("more-info-requested", "bet")).toBe("Your identity needs more information before you can bet");
    expect(kycRefusal("unverified", "load")).toBeNull();
    expect(kycRefusal("unverified", "load", { waitingMayBet: false, waitingMayBeLoaded: false })).toBe(
      "This player's identity is not verified yet, so they cannot be loaded",
    );
    expect(kycRefusal("rejected", "bet")).toBe("Your identity was not accepted, so you cannot bet");
    expect(kycRefusal("rejected", "load")).toBe("This player's identity was not accepted, so they cannot be loaded");
    expect(kycRefusal("closed", "load")).toBe("This account is closed");
    expect(kycRefusal("verified", "bet")).toBeNull();
    for (const status of KYC_STATUSES) {
      for (const action of ["bet", "load"] as const) {
        expect(kycRefusal(status, action) === null).toBe(whatStatusAllows(status)[action]);
      }
    }
  });
});

describe("review decisions", () => {
  it("from under review: approve, reject with a reason, ask for more, close", () => {
    expect(reviewTransition("under-review", { kind: "approve" })).toEqual({
      ok: true,
      status: "verified",
      message: null,
    });
    expect(reviewTransition("under-review", { kind: "reject", reason: "  The ID photo is of someone else " })).toEqual({
      ok: true,
      status: "rejected",
      message: "The ID photo is of someone else",
    });
    expect(reviewTransition("under-review", { kind: "ask-for-more", request: "A sharper photo of the back" })).toEqual({
      ok: true,
      status: "more-info-requested",
      message: "A sharper photo of the back",
    });
    expect(reviewTransition("under-review", { kind: "close", reason: "Under 21 (born 2007)" })).toMatchObject({
      ok: true,
      status: "closed",
    });
  });

  it("a rejection needs a reason and asking for more needs to say what, within 500 characters", () => {
    expect(reviewTransition("under-review", { kind: "reject", reason: "  " })).toEqual({
      ok: false,
      message: "Give a reason the player will see",
    });
    expect(reviewTransition("under-review", { kind: "ask-for-more", request: "" })).toEqual({
      ok: false,
      message: "Say what the player should send",
    });
    expect(reviewTransition("under-review", { kind: "close", reason: "x".repeat(501) })).toEqual({
      ok: false,
      message: "Keep it to 500 characters",
    });
    expect(reviewTransition("under-review", { kind: "reject", reason: "x".repeat(500) }).ok).toBe(true);
  });

  it.each(KYC_STATUSES.filter((s) => s !== "under-review"))(
    "nothing can be decided on a %s identity (a second reviewer finds it decided)",
    (status) => {
      for (const decision of [
        { kind: "approve" },
        { kind: "reject", reason: "No" },
        { kind: "ask-for-more", request: "More" },
        { kind: "close", reason: "Barred" },
      ] as const) {
        const outcome = reviewTransition(status, decision);
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.message).toMatch(/^This identity is not waiting for review: it is /);
      }
    },
  );

  it("says what the status is when refusing", () => {
    expect(reviewTransition("verified", { kind: "approve" })).toEqual({
      ok: false,
      message: "This identity is not waiting for review: it is verified",
    });
  });
});

describe("submitting and closing", () => {
  it("a player submits while unverified or asked for more, and it goes under review", () => {
    for (const status of ["unverified", "more-info-requested"] as const) {
      expect(submitTransition(status)).toEqual({ ok: true, status: "under-review", message: null });
    }
  });

  it.each([
    ["under-review", "Your identity is already under review"],
    ["verified", "Your identity is already verified"],
    ["rejected", "Your identity was not accepted: contact support"],
    ["closed", "This account is closed"],
  ] as const)("a %s player cannot submit: %j", (status, message) => {
    expect(submitTransition(status)).toEqual({ ok: false, message });
  });

  it("any account but a closed one can be closed, with a reason", () => {
    for (const status of KYC_STATUSES) {
      const outcome = closeTransition(status as KycStatus, "On PAGCOR's list");
      expect(outcome.ok).toBe(status !== "closed");
    }
    expect(closeTransition("verified", " ")).toEqual({ ok: false, message: "Give the reason for closing" });
    expect(closeTransition("closed", "Again")).toEqual({ ok: false, message: "This account is already closed" });
  });
});
