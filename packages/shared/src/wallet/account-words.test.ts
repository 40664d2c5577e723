import { describe, expect, it } from "vitest";
import { counterpartyWords, systemAccountWords, walletAccountLabel } from "./account-words.ts";

describe("the system accounts in words", () => {
  it("names the bank, the house, a game's bet pool and the rounding reserve", () => {
    expect(systemAccountWords("bank")).toBe("Bank");
    expect(systemAccountWords("house:sabong")).toBe("The house");
    expect(systemAccountWords("house:pick3")).toBe("The house");
    expect(systemAccountWords("escrow:pick3")).toBe("Pick 3 bet pool");
    expect(systemAccountWords("rounding")).toBe("Rounding reserve");
    expect(systemAccountWords("gold")).toBeNull();
    expect(systemAccountWords("house")).toBeNull();
  });

  it("keeps a user's name and never shows a system account's internal name", () => {
    expect(counterpartyWords("house", 12)).toBe("house");
    expect(counterpartyWords("house:sabong", null)).toBe("The house");
    expect(counterpartyWords("bank", null)).toBe("Bank");
  });
});

describe("a user's wallets in words", () => {
  it("names the points and each commission balance", () => {
    expect(walletAccountLabel("points")).toBe("Points");
    expect(walletAccountLabel("commission:game-ending")).toBe("Game Ending commission");
    expect(walletAccountLabel("commission:pick2")).toBe("Pick 2 commission");
  });
});
