import {
  type AccountingFigures,
  type AccountingReport,
  emptyFigures,
  type Reconciliation,
} from "@sabong/shared/accounting";

/** Figures with every field, zero unless given. */
export function figures(patch: Partial<AccountingFigures> = {}): AccountingFigures {
  return { ...emptyFigures(), ...patch };
}

/** A report by agent: two incorporators' subtrees over two days, one of them losing money for the house. */
export function agentReport(): AccountingReport {
  const north = figures({
    turnoverCentavos: 1_000_000,
    stakeCount: 12,
    payoutsCentavos: 900_000,
    plasadaCentavos: 100_000,
    commissionCentavos: 30_000,
    commissionByLevel: [
      { role: "incorporator", label: "INCORPORATOR", centavos: 10_000 },
      { role: "gold-agent", label: "GOLD-AGENT", centavos: 20_000 },
    ],
    houseResultCentavos: 70_000,
  });
  const south = figures({
    turnoverCentavos: 200_000,
    stakeCount: 3,
    refundsCentavos: 50_000,
    payoutsCentavos: 400_000,
    drawFundingCentavos: 250_000,
    openStakesCentavos: 40_000,
    houseResultCentavos: -250_000,
  });
  return {
    criteria: {
      from: "2025-01-30",
      to: "2025-01-31",
      game: "all",
      agentId: null,
      agentUsername: null,
      groupBy: "agent",
    },
    rows: [
      { ...north, key: "agent:7", label: "north", game: null, agentId: 7 },
      { ...south, key: "agent:8", label: "south", game: null, agentId: 8 },
    ],
    totals: figures({
      turnoverCentavos: 1_200_000,
      stakeCount: 15,
      refundsCentavos: 50_000,
      payoutsCentavos: 1_300_000,
      plasadaCentavos: 100_000,
      drawFundingCentavos: 250_000,
      commissionCentavos: 30_000,
      commissionByLevel: north.commissionByLevel,
      openStakesCentavos: 40_000,
      houseResultCentavos: -180_000,
    }),
    byDay: [
      { key: "2025-01-30", label: "30 Jan 2025", turnoverCentavos: 200_000, houseResultCentavos: -250_000 },
      { key: "2025-01-31", label: "31 Jan 2025", turnoverCentavos: 1_000_000, houseResultCentavos: 70_000 },
    ],
    byGame: [{ key: "sabong", label: "Sabong", turnoverCentavos: 1_200_000, houseResultCentavos: -180_000 }],
    generatedAt: "2025-02-01T00:00:00.000Z",
  };
}

/** A day whose books agree, or (with `off`) whose players' recorded balances are ₱5.00 above what moved. */
export function reconciliation(off = false): Reconciliation {
  const difference = off ? 500 : 0;
  return {
    day: "2025-01-31",
    moneyIn: [{ code: "MINT", label: "Minted", centavos: 1_000_000 }],
    moneyOut: [],
    moneyInTotalCentavos: 1_000_000,
    moneyOutTotalCentavos: 0,
    lines: [
      {
        key: "bank",
        label: "Bank",
        accounts: 1,
        openingCentavos: -5_000_000,
        inCentavos: 0,
        outCentavos: 1_000_000,
        closingCentavos: -6_000_000,
        recordedClosingCentavos: -6_000_000,
        differenceCentavos: 0,
      },
      {
        key: "player",
        label: "Players",
        accounts: 40,
        openingCentavos: 5_000_000,
        inCentavos: 1_000_000,
        outCentavos: 0,
        closingCentavos: 6_000_000,
        recordedClosingCentavos: 6_000_000 + difference,
        differenceCentavos: difference,
      },
    ],
    closingSumCentavos: 0,
    differenceCentavos: difference,
    balanced: !off,
  };
}
