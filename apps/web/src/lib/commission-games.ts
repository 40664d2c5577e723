import {
  COMMISSION_GAMES,
  type CommissionField,
  type CommissionGame,
  pesosToCentavos,
  totalCommission,
  type UserDetail,
} from "@sabong/shared";
import { GAME_LABELS } from "./wallet-log.ts";

/** Where each game's commission and rate sit in the user detail (spec section 3's field names). */
export const COMMISSION_GAME_FIELDS: Record<
  CommissionGame,
  {
    amount: CommissionField;
    rate: "percentage" | "pick2Percentage" | "pick3Percentage" | "gameEndingPercentage" | "suertresPercentage";
  }
> = {
  sabong: { amount: "commission", rate: "percentage" },
  pick2: { amount: "pick2Commission", rate: "pick2Percentage" },
  pick3: { amount: "pick3Commission", rate: "pick3Percentage" },
  "game-ending": { amount: "gameEndingCommission", rate: "gameEndingPercentage" },
  suertres: { amount: "suertresCommission", rate: "suertresPercentage" },
};

export type GameCommission = { game: CommissionGame; label: string; ratePercent: number; centavos: number };

/** The user's commission per game, in centavos (the detail carries pesos), with the game's rate. */
export function commissionByGame(detail: UserDetail): GameCommission[] {
  return COMMISSION_GAMES.map((game) => {
    const fields = COMMISSION_GAME_FIELDS[game];
    return {
      game,
      label: GAME_LABELS[game],
      ratePercent: Number(detail[fields.rate]) || 0,
      centavos: pesosToCentavos(Number(detail.account[fields.amount]) || 0),
    };
  });
}

/** totalCommission (spec section 3: the five fields summed, missing ones as 0), in centavos. */
export function totalCommissionCentavos(detail: UserDetail | undefined): number {
  return pesosToCentavos(totalCommission(detail?.account));
}
