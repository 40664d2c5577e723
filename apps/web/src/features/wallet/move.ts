import { formatPesos } from "@sabong/shared/money";
import type { Downline, PointsMoveResponse } from "@sabong/shared/wallet";

/** Load: the caller's points → the account's. Withdraw: the account's points → the caller's. */
export type Direction = "load" | "withdraw";

/** A move the user asked for, awaiting confirmation. */
export type MoveDraft = { direction: Direction; target: Downline; amountCentavos: number };

/** What the station shows after a move: the amount and both new balances (and the transfer, for its receipt). */
export type MoveResult = PointsMoveResponse & {
  direction: Direction;
  username: string;
  amountCentavos: number;
};

/**
 * Why a move cannot be asked, or null: the screen knows the balances, so it says so before the server would.
 * `ownCentavos` null: the caller's points are not loaded (the server still checks them).
 */
export function moveRefusal(
  direction: Direction,
  target: Downline,
  amountCentavos: number,
  ownCentavos: number | null,
): string | null {
  const peso = (centavos: number) => formatPesos(centavos, { symbol: true });
  if (direction === "load" && target.status !== "active") {
    return `${target.username} is ${target.status}: points cannot be loaded`;
  }
  if (direction === "load" && ownCentavos !== null && amountCentavos > ownCentavos) {
    return `You have only ${peso(ownCentavos)} to load`;
  }
  if (direction === "withdraw" && amountCentavos > target.pointsCentavos) {
    return `${target.username} has only ${peso(target.pointsCentavos)} to withdraw`;
  }
  return null;
}
