import { describe, expect, it } from "vitest";
import { COMMISSION_FIELDS, userAccountSchema, userDetailSchema } from "../users/detail.ts";
import { RATE_FIELDS, ratesSchema } from "../users/hierarchy-contracts.ts";
import {
  COMMISSION_BALANCE_LIST,
  COMMISSION_BALANCES,
  COMMISSION_GAMES,
  commissionBalanceOfWallet,
  isCommissionGame,
  rateFieldLabel,
} from "./balances.ts";

describe("commission balances", () => {
  it("maps every balance to its wallet, user-detail fields and rate column", () => {
    expect(
      COMMISSION_BALANCE_LIST.map((b) => [b.game, b.wallet, b.amountField, b.percentageField, b.rateField]),
    ).toEqual([
      ["sabong", "commission:sabong", "commission", "percentage", "sabongBp"],
      ["pick2", "commission:pick2", "pick2Commission", "pick2Percentage", "pick2Bp"],
      ["pick3", "commission:pick3", "pick3Commission", "pick3Percentage", "pick3Bp"],
      ["game-ending", "commission:game-ending", "gameEndingCommission", "gameEndingPercentage", "gameEndingBp"],
      ["suertres", "commission:suertres", "suertresCommission", "suertresPercentage", "suertresBp"],
    ]);
    expect(COMMISSION_BALANCE_LIST.map((b) => b.game)).toEqual([...COMMISSION_GAMES]);
  });

  it("labels the sabong balance for both games that credit it", () => {
    expect(COMMISSION_BALANCE_LIST.map((b) => b.label)).toEqual([
      "Sabong & Apple",
      "Pick 2",
      "Pick 3",
      "Game Ending",
      "Suertres",
    ]);
  });

  it("is the one source of the field lists and matches the contracts' fields", () => {
    expect(COMMISSION_FIELDS).toEqual(COMMISSION_BALANCE_LIST.map((b) => b.amountField));
    expect(RATE_FIELDS).toEqual(COMMISSION_BALANCE_LIST.map((b) => b.rateField));
    expect(Object.keys(ratesSchema.shape).sort()).toEqual([...RATE_FIELDS].sort());
    expect(RATE_FIELDS.map(rateFieldLabel)).toEqual(COMMISSION_BALANCE_LIST.map((b) => b.label));
    const accountFields = Object.keys(userAccountSchema.shape).filter((f) => f !== "points");
    expect(accountFields.sort()).toEqual([...COMMISSION_FIELDS].sort());
    const percentageFields = Object.keys(userDetailSchema.shape).filter((f) => /ercentage$/.test(f));
    expect(percentageFields.sort()).toEqual(COMMISSION_BALANCE_LIST.map((b) => b.percentageField).sort());
  });

  it("finds the balance of a wallet", () => {
    expect(commissionBalanceOfWallet("commission:pick2")).toBe(COMMISSION_BALANCES.pick2);
    expect(commissionBalanceOfWallet("commission:game-ending")?.label).toBe("Game Ending");
    expect(commissionBalanceOfWallet("commission:apple")).toBeNull();
    expect(commissionBalanceOfWallet("points")).toBeNull();
    expect(commissionBalanceOfWallet("house:sabong")).toBeNull();
  });

  it("recognises commission games", () => {
    expect(isCommissionGame("suertres")).toBe(true);
    expect(isCommissionGame("apple")).toBe(false);
    expect(isCommissionGame(null)).toBe(false);
  });
});
