import { describe, expect, it, vi } from "vitest";
import { shareReceipt } from "./receipt-share.ts";

const receipt = { title: "Ticket #12", text: "Pick 3 ticket #12", url: "https://x.test/player/tickets/12" };

describe("shareReceipt", () => {
  it("uses the share sheet where the phone has one", async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await shareReceipt({ share, clipboard: { writeText } }, receipt)).toBe("shared");
    expect(share).toHaveBeenCalledWith(receipt);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("says nothing when the player closes the sheet", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("closed", "AbortError");
    });
    expect(await shareReceipt({ share }, receipt)).toBe("cancelled");
  });

  it("copies the link without a share sheet, or when sharing fails", async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await shareReceipt({ clipboard: { writeText } }, receipt)).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(receipt.url);
    const failing = vi.fn(async () => {
      throw new Error("not allowed");
    });
    expect(await shareReceipt({ share: failing, clipboard: { writeText } }, receipt)).toBe("copied");
  });

  it("reports when neither is there", async () => {
    expect(await shareReceipt({}, receipt)).toBe("unavailable");
    const writeText = vi.fn(async () => {
      throw new Error("denied");
    });
    expect(await shareReceipt({ clipboard: { writeText } }, receipt)).toBe("unavailable");
  });
});
