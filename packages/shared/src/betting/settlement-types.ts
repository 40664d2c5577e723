import type { Centavos } from "../money/centavos.ts";
import type { SideTotals } from "./odds.ts";
import type { FightResult, Game, MainSide, Side } from "./sides.ts";

/** The shapes of a fight's settlement: its bets, what settling them answers, and the rule of each side. */

export type BetOutcome = "WON" | "LOST" | "REFUNDED";

export type FightBet = { betId: number; userId: number; side: Side; stakeCentavos: Centavos };

export type SettledBet = FightBet & {
  outcome: BetOutcome;
  /** What goes back to the player: stake included for winners, the full stake for refunds, 0 for losers. */
  payoutCentavos: Centavos;
  /** Won and lost bets earn agents commission; refunded bets do not. */
  commissionable: boolean;
};

export type SettleFightInput = {
  game: Game;
  result: FightResult;
  plasadaBp: number;
  drawOddsMultiplier?: number;
  bets: readonly FightBet[];
};

/**
 * Money is conserved exactly:
 * stakesCentavos + drawFundingCentavos = payoutsCentavos + houseCentavos + roundingCentavos.
 */
export type FightSettlement = {
  game: Game;
  result: FightResult;
  plasadaBp: number;
  drawOddsMultiplier: number;
  bets: SettledBet[];
  /** The game's two main sides and DRAW, 0 where nobody bet. */
  sideTotalsCentavos: SideTotals;
  /** Odds of each main side at close (null for a side with no bets), whatever the result. */
  per100Centavos: Partial<Record<MainSide, number | null>>;
  stakesCentavos: Centavos;
  mainPoolCentavos: Centavos;
  drawPoolCentavos: Centavos;
  /** floor(mainPool × (1 − plasada)) when a main side with bets wins, else 0. */
  winnersPoolCentavos: Centavos;
  payoutsCentavos: Centavos;
  /** What the house keeps before agent commissions: plasada plus losing DRAW stakes. */
  houseCentavos: Centavos;
  /** Centavos left over by rounding each winner's payout down. */
  roundingCentavos: Centavos;
  /**
   * Money that must come from outside the escrow: draw winnings beyond the draw stakes, plus the stake back
   * (stakeBackCentavos) of a one-sided pool.
   */
  drawFundingCentavos: Centavos;
  /** What the house adds so that each winner of a one-sided pool gets its stake back (part of the draw funding). */
  stakeBackCentavos: Centavos;
  /** Sum of stakes of commissionable (won or lost) bets. */
  commissionableStakesCentavos: Centavos;
  /** A main side was declared winner but nobody bet on it, so the main sides were refunded. */
  winnerHadNoBets: boolean;
  /** The winning main side paid 107.00 or less per 100. */
  lowPayoutWarning: boolean;
};

/**
 * How every bet of one side ends under a result: its outcome, what it records as paid per 100, and what it is paid
 * per 100 (`winningPayoutCentavos`, the bet slip's own: never less than the stake), or 0 when lost. The same rule
 * settles bets in memory (settleFight) and in the database (the server's settlement statement, which a test holds
 * equal to this).
 */
export type SideRule = {
  side: Side;
  outcome: BetOutcome;
  /** Per 100 staked, stake included: the odds for a winner, 100.00 for a refund (unused when lost). */
  paidPer100Centavos: number;
  /** The odds the bet keeps: its main side's pool odds (null: nobody bet on it), (1 + draw odds) × 100 for DRAW. */
  per100Centavos: number | null;
};

/** What settling needs of a fight before its bets: the result, its terms and each side's total stake. */
export type SettleSidesInput = Omit<SettleFightInput, "bets"> & { sideTotalsCentavos: SideTotals };
