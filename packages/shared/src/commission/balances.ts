/**
 * The commission balances (spec section 3: five commission fields) and where each one shows up: the ledger wallet,
 * the user detail's amount and percentage fields, the rate column in basis points and the label. Written once here;
 * the game registry says which balance each game credits.
 */
export const COMMISSION_GAMES = ["sabong", "pick2", "pick3", "game-ending", "suertres"] as const;
export type CommissionGame = (typeof COMMISSION_GAMES)[number];

export type CommissionBalance = {
  game: CommissionGame;
  /** Who earns into it: the sabong balance also takes the apple game's commission, so it is named for both. */
  label: string;
  /** The ledger wallet of each user holding it. */
  wallet: `commission:${CommissionGame}`;
  /** The user detail's account field (pesos). */
  amountField: "commission" | "pick2Commission" | "pick3Commission" | "gameEndingCommission" | "suertresCommission";
  /** The user detail's percentage field (2.5 means 2.5%). */
  percentageField: "percentage" | "pick2Percentage" | "pick3Percentage" | "gameEndingPercentage" | "suertresPercentage";
  /** The user's rate column, in basis points. */
  rateField: "sabongBp" | "pick2Bp" | "pick3Bp" | "gameEndingBp" | "suertresBp";
};

export const COMMISSION_BALANCES = {
  sabong: {
    game: "sabong",
    label: "Sabong & Apple",
    wallet: "commission:sabong",
    amountField: "commission",
    percentageField: "percentage",
    rateField: "sabongBp",
  },
  pick2: {
    game: "pick2",
    label: "Pick 2",
    wallet: "commission:pick2",
    amountField: "pick2Commission",
    percentageField: "pick2Percentage",
    rateField: "pick2Bp",
  },
  pick3: {
    game: "pick3",
    label: "Pick 3",
    wallet: "commission:pick3",
    amountField: "pick3Commission",
    percentageField: "pick3Percentage",
    rateField: "pick3Bp",
  },
  "game-ending": {
    game: "game-ending",
    label: "Game Ending",
    wallet: "commission:game-ending",
    amountField: "gameEndingCommission",
    percentageField: "gameEndingPercentage",
    rateField: "gameEndingBp",
  },
  suertres: {
    game: "suertres",
    label: "Suertres",
    wallet: "commission:suertres",
    amountField: "suertresCommission",
    percentageField: "suertresPercentage",
    rateField: "suertresBp",
  },
} as const satisfies { [G in CommissionGame]: CommissionBalance & { game: G; wallet: `commission:${G}` } };

/** The balances in the spec's order (sabong first). */
export const COMMISSION_BALANCE_LIST: readonly CommissionBalance[] = COMMISSION_GAMES.map(
  (g) => COMMISSION_BALANCES[g],
);

const BALANCE_OF_RATE_FIELD = Object.fromEntries(COMMISSION_BALANCE_LIST.map((b) => [b.rateField, b])) as Record<
  CommissionBalance["rateField"],
  CommissionBalance
>;

/** A rate column's label is its balance's: "Sabong & Apple" for sabongBp. */
export function rateFieldLabel(field: CommissionBalance["rateField"]): string {
  return BALANCE_OF_RATE_FIELD[field].label;
}

export function isCommissionGame(value: unknown): value is CommissionGame {
  return typeof value === "string" && (COMMISSION_GAMES as readonly string[]).includes(value);
}

/** "commission:pick2" → the pick2 balance; anything else (points, system accounts) → null. */
export function commissionBalanceOfWallet(wallet: string): CommissionBalance | null {
  const game = wallet.startsWith("commission:") ? wallet.slice("commission:".length) : "";
  return isCommissionGame(game) ? COMMISSION_BALANCES[game] : null;
}
