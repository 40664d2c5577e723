import { describe, expect, it } from "vitest";
import { NOTICE_TRANSFER_CODES } from "./contracts.ts";
import { movementNotice, noticeLine, revertReasonOf, withRevertReason } from "./words.ts";

const notice = (code: (typeof NOTICE_TRANSFER_CODES)[number], amountCentavos: number, extra = {}) =>
  movementNotice({ code, amountCentavos, counterparty: "escrow:pick3", memo: null, subject: null, ...extra });

describe("money notices in the player's words", () => {
  it("a win names its amount and what it was on", () => {
    const text = notice("PAYOUT", 473_000, { subject: "Pick 3 draw 12 · ticket #5" });
    expect(text).toEqual({ kind: "win", title: "You won ₱4,730.00", body: "Paid on Pick 3 draw 12 · ticket #5." });
    expect(noticeLine(text)).toBe("You won ₱4,730.00 — Paid on Pick 3 draw 12 · ticket #5.");
  });

  it("a revert says what was taken back and why", () => {
    const memo = withRevertReason("revert of fight 3", "  Wrong winner declared ");
    expect(memo).toBe("revert of fight 3 · reason: Wrong winner declared");
    expect(notice("REVERSAL", -190_000, { memo, subject: "Sabong fight 3" })).toEqual({
      kind: "correction",
      title: "₱1,900.00 taken back",
      body: "A result was corrected on Sabong fight 3. Reason: Wrong winner declared",
    });
    expect(notice("REVERSAL", 5_000, { memo }).title).toBe("₱50.00 given back");
  });

  it("a revert without a reason (before notices) still reads", () => {
    expect(revertReasonOf("revert of fight 3")).toBeNull();
    expect(revertReasonOf(null)).toBeNull();
    expect(withRevertReason("revert of draw 4", " ")).toBe("revert of draw 4");
    expect(notice("REVERSAL", -100, { memo: "revert of draw 4" }).body).toBe("A result was corrected.");
  });

  it("a reason that repeats the separator is kept whole", () => {
    expect(revertReasonOf(withRevertReason("revert of fight 1", "a · reason: b"))).toBe("a · reason: b");
  });

  it("loads and withdrawals name the agent, never a system account", () => {
    expect(notice("LOAD", 10_000, { counterparty: "agent1" })).toMatchObject({
      kind: "load",
      title: "₱100.00 loaded",
      body: "Loaded to your points by agent1.",
    });
    expect(notice("WITHDRAW", -2_500, { counterparty: "cashier1" }).title).toBe("₱25.00 withdrawn");
    expect(notice("LOAD", 10_000, { counterparty: "bank" }).body).toBe("Loaded to your points.");
  });

  it("every code has words", () => {
    for (const code of NOTICE_TRANSFER_CODES) expect(notice(code, 100).title).toMatch(/₱1\.00/);
    expect(notice("REFUND", 100).kind).toBe("refund");
  });
});
