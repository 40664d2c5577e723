import { type CommissionChain, type CommissionSplit, splitCommissionForBets } from "@sabong/shared/commission";
import type { NumberGame } from "@sabong/shared/games";
import {
  type CombinationOverride,
  type DrawTerms,
  lineHits,
  lineLiabilities,
  type PricedLine,
} from "@sabong/shared/number-games";
import type { SimPlayer } from "./model.ts";

/**
 * The simulation's own book of the number-game draws: the tickets it was told were accepted, priced by the shared
 * rules on the draw's terms and overrides, and what the rules say each result pays. Nothing here reads the server's
 * figures; they are only compared against these.
 */

export type SimTicket = {
  ticketId: number;
  userId: number;
  key: string;
  lines: PricedLine[];
  totalStakeCentavos: number;
};

export type SimDraw = {
  game: NumberGame;
  id: number;
  terms: DrawTerms;
  /** Per-draw overrides the operator set before betting (cap, not accepted, reduced multiplier). */
  overrides: Map<string, CombinationOverride>;
  /** The combination most players crowd (a birthday, a plate): its cap is where refusals happen. */
  hot: string;
  tickets: SimTicket[];
  /** Every result settled in order (a revert adds the next); the last stands when `state` is SETTLED. */
  results: string[];
  state: "OPEN" | "SETTLED" | "CANCELLED";
  reverts: number;
  /** Cap refusals seen ("only … left on …", "… is sold out", "… is not accepted …"). */
  capRefusals: number;
};

/** What one settlement of a draw books, by the rules. */
export type DrawBook = {
  payouts: Map<number, number>;
  hitsCentavos: number;
  winningLines: number;
  commission: CommissionSplit;
};

/** The stake each line risks is its own; a ticket's total is the sum of its lines. */
export const ticketStake = (lines: readonly Pick<PricedLine, "stakeCentavos">[]) =>
  lines.reduce((sum, l) => sum + l.stakeCentavos, 0);

/** Settles the draw's accepted tickets under `result`: hits per user, and commission on every stake. */
export function settleDrawOwn(draw: SimDraw, result: string, chain: CommissionChain): DrawBook {
  const payouts = new Map<number, number>();
  let hits = 0;
  let winningLines = 0;
  for (const ticket of draw.tickets) {
    for (const line of ticket.lines) {
      if (!lineHits(line, result)) continue;
      winningLines += 1;
      hits += line.payoutIfHitCentavos;
      payouts.set(ticket.userId, (payouts.get(ticket.userId) ?? 0) + line.payoutIfHitCentavos);
    }
  }
  const commission = splitCommissionForBets(
    draw.tickets.map((t) => ({ userId: t.userId, stakeCentavos: t.totalStakeCentavos })),
    () => chain,
  );
  return { payouts, hitsCentavos: hits, winningLines, commission };
}

/** Books a settlement (sign 1) or its revert (sign −1) into the players' and agents' expected balances. */
export function applyDrawBook(
  book: DrawBook,
  sign: 1 | -1,
  players: ReadonlyMap<number, SimPlayer>,
  commissionDue: Map<number, number>,
): void {
  for (const [userId, amount] of book.payouts) {
    const player = players.get(userId);
    if (player) player.balanceCentavos += sign * amount;
  }
  for (const share of book.commission.shares) {
    commissionDue.set(share.userId, (commissionDue.get(share.userId) ?? 0) + sign * share.amountCentavos);
  }
}

/** A cancelled draw gives every stake back. */
export function refundDraw(draw: SimDraw, players: ReadonlyMap<number, SimPlayer>): void {
  for (const ticket of draw.tickets) {
    const player = players.get(ticket.userId);
    if (player) player.balanceCentavos += ticket.totalStakeCentavos;
  }
}

export type CombinationBook = { liabilityCentavos: number; straightCentavos: number; rambolitoCentavos: number };

/** Liability and stakes per straight combination from the accepted lines (a rambolito line counts on each cover). */
export function combinationBook(draw: SimDraw): Map<string, CombinationBook> {
  const book = new Map<string, CombinationBook>();
  const entry = (c: string) => {
    let e = book.get(c);
    if (!e) {
      e = { liabilityCentavos: 0, straightCentavos: 0, rambolitoCentavos: 0 };
      book.set(c, e);
    }
    return e;
  };
  for (const ticket of draw.tickets) {
    for (const line of ticket.lines) {
      for (const [c, liability] of lineLiabilities(line)) entry(c).liabilityCentavos += liability;
      if (line.form === "straight") entry(line.combination).straightCentavos += line.stakeCentavos;
    }
  }
  return book;
}

/** The cap of a combination in this draw: its override, else the draw's default. */
export const capOfSim = (draw: SimDraw, combination: string) =>
  draw.overrides.get(combination)?.capCentavos ?? draw.terms.defaultCapCentavos;
