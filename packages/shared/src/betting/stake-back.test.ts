import { describe, expect, it } from "vitest";
import { poolOdds } from "./odds.ts";
import { type FightBet, type SettleFightInput, settleFight } from "./settlement.ts";
import type { Side } from "./sides.ts";
import {
  cancelsAtClose,
  DEFAULT_STAKE_BACK_MODE,
  parseStakeBackMode,
  paysLessThanStake,
  STAKE_BACK_CANCEL_REASON,
  STAKE_BACK_PLAYER_TEXT,
  setStakeBackSchema,
  stakeBackSetting,
} from "./stake-back.ts";

const pesos = (n: number) => Math.round(n * 100);
let nextId = 1;
const bet = (side: Side, stakePesos: number, userId = 1): FightBet => ({
  betId: nextId++,
  userId,
  side,
  stakeCentavos: pesos(stakePesos),
});
/** A fight of the rules' examples: plasada 5%. */
const settleAt5 = (game: SettleFightInput["game"], result: SettleFightInput["result"], bets: FightBet[]) =>
  settleFight({ game, result, plasadaBp: 500, bets });

// rules-examples.md, "Stake back on one-sided pools": MERON 100,000 against WALA 1,000, plasada 5%.
describe("stake back: top up (the default)", () => {
  it("is the default, and anything unknown reads as the default", () => {
    expect(DEFAULT_STAKE_BACK_MODE).toBe("TOP_UP");
    expect(parseStakeBackMode(undefined)).toBe("TOP_UP");
    expect(parseStakeBackMode("")).toBe("TOP_UP");
    expect(parseStakeBackMode("nonsense")).toBe("TOP_UP");
    expect(parseStakeBackMode("CANCEL_AT_CLOSE")).toBe("CANCEL_AT_CLOSE");
    expect(parseStakeBackMode("TOP_UP")).toBe("TOP_UP");
  });

  it("MERON wins at 95.95 per 100: a ₱1,000 MERON bet is paid 1,000.00 instead of 959.50, the house funds 40.50", () => {
    const oneBet = bet("MERON", 1_000);
    const s = settleAt5("sabong", "MERON", [oneBet, bet("MERON", 99_000), bet("WALA", 1_000)]);
    expect(s.per100Centavos.MERON).toBe(9_595);
    expect(s.bets[0]).toMatchObject({ outcome: "WON", payoutCentavos: pesos(1_000), commissionable: true });
    expect(s.bets[1]).toMatchObject({ outcome: "WON", payoutCentavos: pesos(99_000) });
    expect(s.bets[2]).toMatchObject({ outcome: "LOST", payoutCentavos: 0, commissionable: true });
    // Funded per ₱1,000: 1,000 − 959.50 = 40.50; over the whole side 100 × 40.50 = 4,050.
    expect(s.stakeBackCentavos).toBe(pesos(4_050));
    expect(s.drawFundingCentavos).toBe(pesos(4_050));
    expect(s.winnersPoolCentavos).toBe(pesos(95_950));
    expect(s.houseCentavos).toBe(pesos(5_050));
    expect(s.roundingCentavos).toBe(0);
    // Commission is as usual, on the stake of every won or lost bet.
    expect(s.commissionableStakesCentavos).toBe(pesos(101_000));
    expect(s.stakesCentavos + s.drawFundingCentavos).toBe(s.payoutsCentavos + s.houseCentavos + s.roundingCentavos);
    expect(s.lowPayoutWarning).toBe(true);
  });

  it("when both sides pay at least 100 per 100, nothing changes", () => {
    for (const [meron, wala, winner] of [
      [60_000, 40_000, "MERON"],
      [60_000, 40_000, "WALA"],
      [50_000, 50_000, "MERON"],
      [1_000, 100_000, "WALA"],
    ] as const) {
      const s = settleAt5("sabong", winner, [bet("MERON", meron), bet("WALA", wala)]);
      const per100 = s.per100Centavos[winner] as number;
      if (per100 >= 10_000) {
        expect(s.stakeBackCentavos).toBe(0);
        expect(s.drawFundingCentavos).toBe(0);
        const won = s.bets.find((b) => b.side === winner);
        expect(won?.payoutCentavos).toBe(Math.floor(((won?.stakeCentavos ?? 0) * per100) / 10_000));
      }
    }
    const even = settleAt5("sabong", "WALA", [bet("MERON", 60_000), bet("WALA", 40_000)]);
    expect(even.bets[1]?.payoutCentavos).toBe(pesos(95_000)); // 237.50 per 100
    expect(even.stakeBackCentavos).toBe(0);
  });

  it("the other side of the same fight wins at 9,595.00: no top up", () => {
    const s = settleAt5("sabong", "WALA", [bet("MERON", 100_000), bet("WALA", 1_000)]);
    expect(s.bets[1]?.payoutCentavos).toBe(pesos(95_950));
    expect(s.stakeBackCentavos).toBe(0);
  });

  it("0 against 10,000 (95.00 per 100): the winners get their stake, the house funds 500", () => {
    const s = settleAt5("sabong", "WALA", [bet("WALA", 10_000)]);
    expect(s.per100Centavos).toEqual({ MERON: null, WALA: 9_500 });
    expect(s.bets[0]?.payoutCentavos).toBe(pesos(10_000));
    expect(s.stakeBackCentavos).toBe(pesos(500));
  });

  it("exactly 100.00 per 100 pays the stake with nothing funded", () => {
    // Plasada 0: a lone side pays exactly its pool back.
    const s = settleFight({ game: "sabong", result: "MERON", plasadaBp: 0, bets: [bet("MERON", 1_000)] });
    expect(s.per100Centavos.MERON).toBe(10_000);
    expect(s.bets[0]?.payoutCentavos).toBe(pesos(1_000));
    expect(s.stakeBackCentavos).toBe(0);
  });

  it("DRAW and CANCELLED are untouched: draw funding is the draw winnings only", () => {
    const lopsided = [bet("MERON", 100_000), bet("WALA", 1_000), bet("DRAW", 500)];
    const draw = settleAt5("sabong", "DRAW", lopsided);
    expect(draw.stakeBackCentavos).toBe(0);
    expect(draw.drawFundingCentavos).toBe(pesos(4_000));
    expect(draw.bets[2]?.payoutCentavos).toBe(pesos(4_500));
    const cancelled = settleAt5("sabong", "CANCELLED", lopsided);
    expect(cancelled.stakeBackCentavos).toBe(0);
    expect(cancelled.bets.every((b) => b.outcome === "REFUNDED")).toBe(true);
  });

  it("the apple game follows the same rule (PULA 100,000 against PUTI 1,000)", () => {
    const s = settleAt5("apple", "PULA", [bet("PULA", 100_000), bet("PUTI", 1_000)]);
    expect(s.bets[0]?.payoutCentavos).toBe(pesos(100_000));
    expect(s.stakeBackCentavos).toBe(pesos(4_050));
  });
});

describe("stake back: cancel at close", () => {
  const oddsOf = (meron: number, wala: number) => poolOdds("sabong", { MERON: pesos(meron), WALA: pesos(wala) }, 500);

  it("cancels when either side would pay less than 100 per 100 (95.95 against 9,595.00)", () => {
    expect(cancelsAtClose("CANCEL_AT_CLOSE", oddsOf(100_000, 1_000))).toBe(true);
    expect(cancelsAtClose("CANCEL_AT_CLOSE", oddsOf(1_000, 100_000))).toBe(true);
    expect(cancelsAtClose("CANCEL_AT_CLOSE", oddsOf(0, 10_000))).toBe(true); // WALA pays 95.00
  });

  it("keeps the fight when both sides pay at least 100 per 100, or when there are no bets", () => {
    expect(cancelsAtClose("CANCEL_AT_CLOSE", oddsOf(60_000, 40_000))).toBe(false);
    expect(cancelsAtClose("CANCEL_AT_CLOSE", oddsOf(50_000, 50_000))).toBe(false);
    expect(cancelsAtClose("CANCEL_AT_CLOSE", oddsOf(0, 0))).toBe(false);
    // 5% plasada: MERON 95 against WALA 5 pays 100.00 per 100 exactly, not less.
    expect(oddsOf(95, 5)[0].per100Centavos).toBe(10_000);
    expect(cancelsAtClose("CANCEL_AT_CLOSE", oddsOf(95, 5))).toBe(false);
    expect(cancelsAtClose("CANCEL_AT_CLOSE", oddsOf(95.01, 5))).toBe(true);
  });

  it("never cancels under top up", () => {
    expect(cancelsAtClose("TOP_UP", oddsOf(100_000, 1_000))).toBe(false);
  });

  it("says why in plain words", () => {
    expect(STAKE_BACK_CANCEL_REASON).toBe("One-sided betting: fight cancelled, every bet refunded");
  });
});

describe("stake back: the setting", () => {
  it("tells the player which rule applies, in plain words", () => {
    expect(stakeBackSetting("TOP_UP")).toEqual({ stakeBack: "TOP_UP", playerText: STAKE_BACK_PLAYER_TEXT.TOP_UP });
    expect(STAKE_BACK_PLAYER_TEXT.TOP_UP).toContain("at least its stake back");
    expect(STAKE_BACK_PLAYER_TEXT.CANCEL_AT_CLOSE).toContain("cancelled and every bet refunded");
  });

  it("accepts only its two choices, with a plain message otherwise", () => {
    expect(setStakeBackSchema.safeParse({ stakeBack: "CANCEL_AT_CLOSE" }).success).toBe(true);
    const bad = setStakeBackSchema.safeParse({ stakeBack: "MAYBE" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Choose top up or cancel at close");
  });

  it("paysLessThanStake: below 100.00 only, and a side without bets is not", () => {
    expect(paysLessThanStake(9_999)).toBe(true);
    expect(paysLessThanStake(10_000)).toBe(false);
    expect(paysLessThanStake(null)).toBe(false);
  });
});
