import { describe, expect, it } from "vitest";
import { commissionByGame, totalCommissionCentavos } from "./commission-games.ts";

const detail = {
  percentage: 2.5,
  refCode: "R",
  username: "gold",
  type: "gold-agent",
  pick2Percentage: 4,
  pick3Percentage: 4,
  gameEndingPercentage: 3,
  suertresPercentage: 0.07,
  account: {
    points: 100,
    commission: 10.1,
    pick2Commission: 0.2,
    pick3Commission: 0,
    gameEndingCommission: 0.29,
    suertresCommission: 1,
  },
};

describe("commission per game", () => {
  it("maps every game to its detail fields, in centavos", () => {
    expect(commissionByGame(detail)).toEqual([
      { game: "sabong", label: "Sabong", ratePercent: 2.5, centavos: 1010 },
      { game: "pick2", label: "Pick 2", ratePercent: 4, centavos: 20 },
      { game: "pick3", label: "Pick 3", ratePercent: 4, centavos: 0 },
      { game: "game-ending", label: "Game Ending", ratePercent: 3, centavos: 29 },
      { game: "suertres", label: "Suertres", ratePercent: 0.07, centavos: 100 },
    ]);
  });

  it("sums the total without float drift; no detail is 0", () => {
    expect(totalCommissionCentavos(detail)).toBe(1159);
    expect(totalCommissionCentavos(undefined)).toBe(0);
  });
});
