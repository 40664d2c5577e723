import type { RevertPreview } from "@sabong/shared/betting";
import type { TransferInput } from "./core.ts";

/** A transfer of the settlement being reverted, with what it credited. */
export type SettlementTransfer = {
  id: number;
  debitAccountId: number;
  creditAccountId: number;
  amountCentavos: number;
  /** PAYOUT, REFUND, COMMISSION…: a recovery takes back this code (accounting counts it −1 under it). */
  code: string;
  refType: string;
  refId: string;
  /** The credited account: a user wallet must give the money back, a system account simply does. */
  creditKind: string;
  creditOwnerId: number | null;
  creditPurpose: string;
};

export type RevertRecovery = {
  userId: number;
  purpose: string;
  creditAccountId: number;
  amountCentavos: number;
  /** One of the transfers recovered (all of the same code): what the recovery reverses, for accounting. */
  reversesTransferId: number;
};

export type RevertPlan = {
  reversals: TransferInput[];
  /**
   * Money the wallets could not give back, per user, destination and original code (a spent refund stays a refund
   * taken back, not a payout): taken from points if possible, else debt.
   */
  recoveries: RevertRecovery[];
  moves: Map<number, number>;
  shortfalls: RevertPreview["shortfalls"];
};

type Owed = { userId: number; purpose: string; accountId: number; owed: number; had: number };

/** The plan as it is built: what is still in each wallet, the net moves, and what each user owes and lacks. */
type Planning = {
  balances: ReadonlyMap<number, number>;
  available: Map<number, number>;
  moves: Map<number, number>;
  reversals: TransferInput[];
  /** What each user's wallet of each purpose was credited by the settlement, and had before the revert. */
  owed: Map<string, Owed>;
  recoveries: Map<string, RevertRecovery>;
};

function addMove(moves: Map<number, number>, accountId: number, change: number): void {
  moves.set(accountId, (moves.get(accountId) ?? 0) + change);
}

/**
 * How much of a transfer its credited account gives back: a system account all of it, a user wallet what it still
 * holds; what the wallet lacks is counted as a recovery (per user, destination and original code).
 */
function takeBack(p: Planning, t: SettlementTransfer): number {
  if (t.creditKind !== "user" || t.creditOwnerId === null) return t.amountCentavos;
  const has = p.available.get(t.creditAccountId) ?? 0;
  const key = `${t.creditOwnerId}:${t.creditPurpose}`;
  const entry = p.owed.get(key) ?? {
    userId: t.creditOwnerId,
    purpose: t.creditPurpose,
    accountId: t.creditAccountId,
    owed: 0,
    had: p.balances.get(t.creditAccountId) ?? 0,
  };
  entry.owed += t.amountCentavos;
  p.owed.set(key, entry);
  const take = Math.min(has, t.amountCentavos);
  p.available.set(t.creditAccountId, has - take);
  const short = t.amountCentavos - take;
  if (short > 0) {
    const rkey = `${t.creditOwnerId}:${t.creditPurpose}:${t.debitAccountId}:${t.code}`;
    const recovery = p.recoveries.get(rkey) ?? {
      userId: t.creditOwnerId,
      purpose: t.creditPurpose,
      creditAccountId: t.debitAccountId,
      amountCentavos: 0,
      reversesTransferId: t.id,
    };
    recovery.amountCentavos += short;
    p.recoveries.set(rkey, recovery);
  }
  return take;
}

/** A REVERSAL transfer for what the credited account gives back of one settlement transfer. */
function reverse(p: Planning, t: SettlementTransfer, label: string): void {
  const take = takeBack(p, t);
  if (take <= 0) return;
  p.reversals.push({
    debitAccountId: t.creditAccountId,
    creditAccountId: t.debitAccountId,
    amountCentavos: take,
    code: "REVERSAL",
    refType: t.refType,
    refId: t.refId,
    reversesTransferId: t.id,
    memo: `revert of ${label}`,
  });
  addMove(p.moves, t.creditAccountId, -take);
  addMove(p.moves, t.debitAccountId, take);
}

/**
 * Recoveries: the points wallet gives what is left in it, the bank advances the rest (the user's debt). Answers each
 * user's debt per purpose.
 */
function recover(
  p: Planning,
  pointsAccountOf: ReadonlyMap<number, number>,
  bankAccountId: number,
): Map<string, number> {
  const debtOf = new Map<string, number>();
  for (const recovery of p.recoveries.values()) {
    const pointsId = pointsAccountOf.get(recovery.userId);
    const inPoints = pointsId === undefined ? 0 : (p.available.get(pointsId) ?? 0);
    const fromPoints = Math.min(inPoints, recovery.amountCentavos);
    const debt = recovery.amountCentavos - fromPoints;
    if (pointsId !== undefined && fromPoints > 0) {
      p.available.set(pointsId, inPoints - fromPoints);
      addMove(p.moves, pointsId, -fromPoints);
    }
    if (debt > 0) addMove(p.moves, bankAccountId, -debt);
    addMove(p.moves, recovery.creditAccountId, recovery.amountCentavos);
    const key = `${recovery.userId}:${recovery.purpose}`;
    debtOf.set(key, (debtOf.get(key) ?? 0) + debt);
  }
  return debtOf;
}

/** The users whose wallets held less than the settlement credited them, with what became their debt. */
function shortfallsOf(
  owed: ReadonlyMap<string, Owed>,
  debtOf: ReadonlyMap<string, number>,
  usernames: ReadonlyMap<number, string>,
): RevertPreview["shortfalls"] {
  const shortfalls: RevertPreview["shortfalls"] = [];
  for (const [key, entry] of owed) {
    if (entry.owed <= entry.had) continue;
    shortfalls.push({
      userId: entry.userId,
      username: usernames.get(entry.userId) ?? String(entry.userId),
      purpose: entry.purpose,
      owedCentavos: entry.owed,
      availableCentavos: entry.had,
      shortfallCentavos: debtOf.get(key) ?? 0,
    });
  }
  return shortfalls;
}

/**
 * What a revert moves, given the balances now. Each settlement transfer is reversed by a REVERSAL transfer for
 * what the credited wallet still holds (system accounts: all of it); the rest is recovered by the ledger
 * (recoverFromUser: the user's points now, the bank advances the remainder as the user's debt). No balance goes
 * below zero.
 */
export function planRevert(
  /** What is reverted, for the memos: "fight 12", "draw 345". */
  label: string,
  transfers: readonly SettlementTransfer[],
  balances: Map<number, number>,
  pointsAccountOf: ReadonlyMap<number, number>,
  bankAccountId: number,
  usernames: ReadonlyMap<number, string>,
): RevertPlan {
  const p: Planning = {
    balances,
    available: new Map(balances),
    moves: new Map(),
    reversals: [],
    owed: new Map(),
    recoveries: new Map(),
  };
  for (const t of transfers) reverse(p, t, label);
  const debtOf = recover(p, pointsAccountOf, bankAccountId);
  const shortfalls = shortfallsOf(p.owed, debtOf, usernames);
  return { reversals: p.reversals, recoveries: [...p.recoveries.values()], moves: p.moves, shortfalls };
}
