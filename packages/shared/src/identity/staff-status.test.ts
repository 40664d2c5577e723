import { describe, expect, it } from "vitest";
import { KYC_STATUSES, STAFF_SETTABLE_STATUSES, staffStatusTransition } from "./status.ts";

describe("a status set by staff", () => {
  it("moves to any settable status from any but closed, with a reason, and not to the same one", () => {
    for (const current of KYC_STATUSES) {
      for (const next of STAFF_SETTABLE_STATUSES) {
        const outcome = staffStatusTransition(current, next, "  Checked in person ");
        if (current === "closed") {
          expect(outcome.ok, `${current} → ${next}`).toBe(false);
        } else if (current === next) {
          expect(outcome).toEqual({ ok: false, message: expect.stringMatching(/already/) });
        } else {
          expect(outcome).toEqual({ ok: true, status: next, message: "Checked in person" });
        }
      }
    }
  });

  it("needs a reason of at most 500 characters", () => {
    expect(staffStatusTransition("unverified", "verified", "  ")).toEqual({
      ok: false,
      message: "Give the reason for the change",
    });
    expect(staffStatusTransition("verified", "closed", "")).toEqual({
      ok: false,
      message: "Give the reason for closing",
    });
    expect(staffStatusTransition("unverified", "verified", "x".repeat(501)).ok).toBe(false);
  });

  it("says a closed account is closed", () => {
    expect(staffStatusTransition("closed", "closed", "Barred")).toEqual({
      ok: false,
      message: "This account is already closed",
    });
    expect(staffStatusTransition("closed", "verified", "Mistake")).toEqual({
      ok: false,
      message: "This account is closed",
    });
  });
});
