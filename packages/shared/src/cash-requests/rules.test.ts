import { describe, expect, it } from "vitest";
import { cashInBodySchema, cashOutBodySchema } from "./contracts.ts";
import { CASH_REQUEST_STATES, cashRequestTransition, normalizeReference } from "./rules.ts";

describe("cash request transitions", () => {
  it("moves a waiting request once, to the state its action names", () => {
    expect(cashRequestTransition("pending", "approve")).toEqual({ ok: true, to: "approved" });
    expect(cashRequestTransition("pending", "reject")).toEqual({ ok: true, to: "rejected" });
    expect(cashRequestTransition("pending", "cancel")).toEqual({ ok: true, to: "cancelled" });
  });

  it("refuses every action on a decided request, saying what happened", () => {
    for (const state of CASH_REQUEST_STATES.filter((s) => s !== "pending")) {
      for (const action of ["approve", "reject", "cancel"] as const) {
        const outcome = cashRequestTransition(state, action);
        expect(outcome.ok).toBe(false);
      }
    }
    expect(cashRequestTransition("approved", "cancel")).toEqual({
      ok: false,
      message: "This request was already approved",
    });
    expect(cashRequestTransition("cancelled", "approve")).toEqual({
      ok: false,
      message: "This request was cancelled by the player",
    });
  });
});

describe("cash request bodies", () => {
  const base = { desk: "upline", amountCentavos: 50_000, eWallet: "gcash", idempotencyKey: "key-12345678" };

  it("keeps a reference as letters and digits", () => {
    expect(normalizeReference("1012 345-678 90")).toBe("101234567890");
    const parsed = cashInBodySchema.parse({ ...base, reference: " 5001 2345 6789 0 " });
    expect(parsed.reference).toBe("5001234567890");
  });

  it("refuses a reference too short, in plain words", () => {
    const parsed = cashInBodySchema.safeParse({ ...base, reference: "12-3" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("The reference number must be 6 to 30 letters or digits");
  });

  it("stores the e-wallet number in its one form and refuses a landline", () => {
    expect(cashOutBodySchema.parse({ ...base, walletNumber: "0917 123 4567" }).walletNumber).toBe("+639171234567");
    const landline = cashOutBodySchema.safeParse({ ...base, walletNumber: "02 8123 4567" });
    expect(landline.error?.issues[0]?.message).toBe("Enter a Philippine mobile number, like 0917 123 4567");
  });

  it("refuses an unknown desk and e-wallet in plain words", () => {
    const parsed = cashOutBodySchema.safeParse({
      ...base,
      desk: "bank",
      eWallet: "paypal",
      walletNumber: "09171234567",
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      "Choose who you are asking: your agent or the cashier",
      "Choose GCash or Maya",
    ]);
  });
});
