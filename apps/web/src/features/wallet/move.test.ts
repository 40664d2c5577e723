import { describe, expect, it } from "vitest";
import { downline } from "../../testing/accounts.ts";
import { moveRefusal } from "./move.ts";

const juan = downline();

describe("wallet station checks", () => {
  it("lets a load within the caller's points and a withdrawal within the account's through", () => {
    expect(moveRefusal("load", juan, 500_000, 500_000)).toBeNull();
    expect(moveRefusal("load", juan, 500_000, null)).toBeNull();
    expect(moveRefusal("withdraw", juan, 10_000, 0)).toBeNull();
  });

  it("says why before asking the server", () => {
    expect(moveRefusal("load", juan, 500_001, 500_000)).toBe("You have only ₱5,000.00 to load");
    expect(moveRefusal("withdraw", juan, 10_001, null)).toBe("juan has only ₱100.00 to withdraw");
    expect(moveRefusal("load", { ...juan, status: "suspended" }, 1, null)).toBe(
      "juan is suspended: points cannot be loaded",
    );
  });
});
