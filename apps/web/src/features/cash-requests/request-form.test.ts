import { describe, expect, it } from "vitest";
import { checkDraft, emptyDraft } from "./request-form.ts";

describe("the cash request form", () => {
  it("shows every error at once, in plain words", () => {
    const checked = checkDraft({ ...emptyDraft("cash-in"), amount: "", reference: "12" });
    expect(checked).toEqual({
      ok: false,
      errors: {
        amount: "Enter the amount",
        reference: "The reference number must be 6 to 30 letters or digits",
      },
    });
    const out = checkDraft({ ...emptyDraft("cash-out"), amount: "abc", walletNumber: "12345" });
    expect(out.ok).toBe(false);
    expect(Object.keys(out.ok ? {} : out.errors).sort()).toEqual(["amount", "walletNumber"]);
  });

  it("answers the body the server takes", () => {
    const checked = checkDraft({ ...emptyDraft("cash-out"), amount: "1,500.50", walletNumber: "0917-123-4567" });
    expect(checked).toEqual({
      ok: true,
      kind: "cash-out",
      body: { desk: "upline", amountCentavos: 150_050, eWallet: "gcash", walletNumber: "+639171234567" },
    });
  });

  it("refuses a screenshot that is not a picture before sending it", () => {
    const screenshot = new File(["GIF89a"], "pay.gif", { type: "image/gif" });
    const checked = checkDraft({ ...emptyDraft("cash-in"), amount: "500", reference: "500123456789", screenshot });
    expect(checked).toEqual({ ok: false, errors: { screenshot: "The screenshot must be a JPEG or PNG image" } });
  });
});
