import { describe, expect, it } from "vitest";
import { TRANSFER_CODES } from "./contracts.ts";
import { PLAYER_MOVEMENT_CODES, PLAYER_MOVEMENT_WORDS, playerMovementText } from "./player-words.ts";

const points = (code: string, amountCentavos: number, counterparty: string) =>
  playerMovementText({ code, account: "points", amountCentavos, counterparty });

describe("the player's words for wallet movements", () => {
  it("names every code, and a win is a Win", () => {
    for (const code of TRANSFER_CODES) expect(PLAYER_MOVEMENT_WORDS[code]).toMatch(/\w/);
    for (const code of PLAYER_MOVEMENT_CODES) expect(TRANSFER_CODES).toContain(code);
    expect(points("PAYOUT", 18_000, "escrow:sabong")).toEqual({ title: "Win", detail: "Sabong win" });
    expect(points("BET", -10_000, "escrow:pick3")).toEqual({ title: "Bet", detail: "Pick 3 bet" });
    expect(points("REFUND", 10_000, "escrow:sabong")).toEqual({ title: "Refund", detail: "Sabong bet refunded" });
  });

  it("says who loaded or paid out, and what a correction did", () => {
    expect(points("LOAD", 50_000, "cashier")).toEqual({ title: "Load", detail: "Loaded by cashier" });
    expect(points("WITHDRAW", -20_000, "cashier")).toEqual({ title: "Withdrawal", detail: "Paid out by cashier" });
    expect(points("REVERSAL", -18_000, "escrow:sabong")).toEqual({
      title: "Correction",
      detail: "Taken back after a result was corrected · Sabong",
    });
  });

  it("names the commission wallet of a conversion and of commission earned", () => {
    expect(
      playerMovementText({
        code: "COMMISSION_CONVERT",
        account: "commission:pick2",
        amountCentavos: -500,
        counterparty: "p",
      }),
    ).toEqual({ title: "Commission to points", detail: "From your Pick 2 commission" });
    expect(points("COMMISSION_CONVERT", 500, "p")).toEqual({
      title: "Commission to points",
      detail: "From your commission",
    });
    expect(
      playerMovementText({
        code: "COMMISSION",
        account: "commission:sabong",
        amountCentavos: 300,
        counterparty: "house:apple",
      }).detail,
    ).toMatch(/commission · Apple na pula\/puti$/);
    expect(points("SOMETHING_NEW", 1, "bank").title).toBe("SOMETHING_NEW");
  });
});
