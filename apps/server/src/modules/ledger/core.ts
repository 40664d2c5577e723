import { MAX_AMOUNT_CENTAVOS } from "@sabong/shared/money";
import { NOTICE_TRANSFER_CODES } from "@sabong/shared/notices";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";
import { recordEvent } from "../../events/transact.ts";
import type { UserAccountPurpose } from "./accounts.ts";
import { LedgerInvariantError } from "./errors.ts";
import { ledgerAccounts } from "./table.ts";
import { insertTransfers, type PostedTransfer, type TransferInput, transferRowsAfter } from "./transfer-rows.ts";

export type { PostedTransfer, TransferInput } from "./transfer-rows.ts";

/** Largest single movement: 10 billion pesos; far above any real load, far below 2^53. */
export const MAX_TRANSFER_CENTAVOS = MAX_AMOUNT_CENTAVOS;

/** The invariants of every transfer, whichever path posts it (`postTransfers`, `postEscrowDebits`). */
export function assertTransfer(t: TransferInput): void {
  if (!Number.isSafeInteger(t.amountCentavos) || t.amountCentavos <= 0 || t.amountCentavos > MAX_TRANSFER_CENTAVOS) {
    throw new LedgerInvariantError(`amount must be a positive integer of centavos, got ${t.amountCentavos}`);
  }
  if (!Number.isSafeInteger(t.debitAccountId) || !Number.isSafeInteger(t.creditAccountId)) {
    throw new LedgerInvariantError("account ids must be integers");
  }
  if (t.debitAccountId === t.creditAccountId) throw new LedgerInvariantError("a transfer needs two different accounts");
}

/** Each transfer checked, and the net change of every account it moves; refuses transfers that do not balance. */
function balanceDelta(transfers: readonly TransferInput[]): Map<number, number> {
  const delta = new Map<number, number>();
  for (const t of transfers) {
    assertTransfer(t);
    delta.set(t.debitAccountId, (delta.get(t.debitAccountId) ?? 0) - t.amountCentavos);
    delta.set(t.creditAccountId, (delta.get(t.creditAccountId) ?? 0) + t.amountCentavos);
  }
  let net = 0;
  for (const change of delta.values()) net += change;
  if (net !== 0) throw new LedgerInvariantError(`transfers do not balance (${net})`);
  return delta;
}

/** One set-based update of the changed user balances, checked against the balances the transfers lead to. */
async function updateBalances(
  tx: Tx,
  changed: readonly { id: number }[],
  delta: ReadonlyMap<number, number>,
  running: ReadonlyMap<number, number>,
): Promise<void> {
  if (changed.length === 0) return;
  const result = await tx.execute(sql`
    update ledger_accounts as a set balance_centavos = a.balance_centavos + v.delta
    from (select unnest(${toPgArray(changed.map((a) => a.id))}::int[]) as id,
                 unnest(${toPgArray(changed.map((a) => delta.get(a.id) ?? 0))}::bigint[]) as delta) as v
    where a.id = v.id
    returning a.id, a.balance_centavos`);
  const updated = resultRows<{ id: number; balance_centavos: string | number }>(result);
  if (updated.length !== changed.length) throw new LedgerInvariantError("not every balance was updated");
  for (const row of updated) {
    if (Number(row.balance_centavos) !== running.get(Number(row.id))) {
      throw new LedgerInvariantError(`account ${row.id} balance does not match its transfers`);
    }
  }
}

/**
 * The only way money moves. In the caller's transaction: locks the user accounts involved in id order (no deadlock
 * between opposite transfers), refuses any user balance below zero, updates balances set-based and writes the
 * transfers with each user side's balance after it. System accounts are neither locked nor updated: their balance
 * is the sum of their transfers, so concurrent bets never queue on the house or an escrow row
 * (docs/decisions/0002-ledger.md). The foreign keys refuse an unknown account id. Records `balance.changed` for the
 * owners of the user wallets it moved, so no money path can forget the push: the transaction must come from
 * `transact()`.
 */
export async function postTransfers(
  tx: Tx,
  transfers: TransferInput[],
  actorId: number | null,
): Promise<PostedTransfer[]> {
  if (transfers.length === 0) return [];
  const delta = balanceDelta(transfers);

  // Only user rows are locked; FOR NO KEY UPDATE is what a balance update needs and does not block the foreign-key
  // checks of other transactions' transfer inserts.
  const ids = [...delta.keys()].sort((a, b) => a - b);
  const locked = await tx
    .select({
      id: ledgerAccounts.id,
      balance: ledgerAccounts.balanceCentavos,
      owner: ledgerAccounts.ownerUserId,
      purpose: ledgerAccounts.purpose,
    })
    .from(ledgerAccounts)
    .where(and(sql`${ledgerAccounts.id} = any(${toPgArray(ids)}::int[])`, eq(ledgerAccounts.kind, "user")))
    .orderBy(ledgerAccounts.id)
    .for("no key update");

  const { rowsToInsert, running } = transferRowsAfter(transfers, locked, delta);
  const changed = locked.filter((a) => (delta.get(a.id) ?? 0) !== 0);
  await updateBalances(tx, changed, delta, running);
  const rows = await insertTransfers(tx, rowsToInsert, actorId);
  if (rows.length !== transfers.length) throw new LedgerInvariantError("not every transfer was written");
  recordBalanceChanged(
    tx,
    changed.map((a) => a.owner),
  );
  recordNotableTransfers(tx, transfers, locked, actorId, rows);
  return rows;
}

const NOTABLE_CODES: ReadonlySet<string> = new Set(NOTICE_TRANSFER_CODES);

/** Whether a transfer of this code is a notice for the player it moves (decision 0014). */
export const isNotableCode = (code: string): boolean => NOTABLE_CODES.has(code);

/**
 * The players' notices are their own transfers (decision 0014): this only tells the publisher which users got one,
 * and where in the transfers to look. A notable transfer is one of NOTICE_TRANSFER_CODES on a points wallet whose
 * owner did not move it (a player's own actions need no notice). One pass over the batch, no query.
 */
function recordNotableTransfers(
  tx: Tx,
  transfers: readonly TransferInput[],
  locked: readonly { id: number; owner: number | null; purpose: string }[],
  actorId: number | null,
  posted: readonly PostedTransfer[],
): void {
  const noticed = new Map<number, number>();
  for (const account of locked) {
    if (account.purpose === "points" && account.owner !== null && account.owner !== actorId) {
      noticed.set(account.id, account.owner);
    }
  }
  if (noticed.size === 0) return;
  const userIds = new Set<number>();
  for (const t of transfers) {
    if (!isNotableCode(t.code)) continue;
    const debitOwner = noticed.get(t.debitAccountId);
    const creditOwner = noticed.get(t.creditAccountId);
    if (debitOwner !== undefined) userIds.add(debitOwner);
    if (creditOwner !== undefined) userIds.add(creditOwner);
  }
  if (posted.length === 0) return;
  let fromTransferId = posted[0]?.id ?? 0;
  let toTransferId = fromTransferId;
  for (const p of posted) {
    if (p.id < fromTransferId) fromTransferId = p.id;
    if (p.id > toTransferId) toTransferId = p.id;
  }
  recordNotable(tx, [...userIds], fromTransferId, toTransferId);
}

/** Tells the publisher these users got a notice among the transfers fromTransferId..toTransferId. */
export function recordNotable(tx: Tx, userIds: readonly number[], fromTransferId: number, toTransferId: number): void {
  if (userIds.length === 0) return;
  recordEvent(tx, { type: "transfers.notable", userIds: [...userIds], fromTransferId, toTransferId });
}

/**
 * Locks user accounts in id order (the order postTransfers uses) and returns their balances: callers that need an
 * exact "before" for the audit, or must size a movement on the balance (recoveries, debt collection), take it here.
 */
export async function lockUserAccounts(tx: Tx, accountIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCentavos })
    .from(ledgerAccounts)
    .where(and(sql`${ledgerAccounts.id} = any(${toPgArray(ids)}::int[])`, eq(ledgerAccounts.kind, "user")))
    .orderBy(ledgerAccounts.id)
    .for("no key update");
  if (rows.length !== ids.length) throw new LedgerInvariantError(`not user accounts: ${ids.join(",")}`);
  return new Map(rows.map((r) => [r.id, r.balance ?? 0]));
}

/**
 * The users' accounts of one purpose, found and locked in ONE statement (id order, as `lockUserAccounts`): a hot path
 * (a batch of tickets) saves the lookup's round trip. Users without such an account are absent.
 */
export async function lockUserAccountsOf(
  tx: Tx,
  userIds: readonly number[],
  purpose: UserAccountPurpose,
): Promise<{ accountIds: Map<number, number>; balances: Map<number, number> }> {
  const ids = [...new Set(userIds)];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: ledgerAccounts.id,
            userId: ledgerAccounts.ownerUserId,
            balance: ledgerAccounts.balanceCentavos,
          })
          .from(ledgerAccounts)
          .where(
            and(
              sql`${ledgerAccounts.ownerUserId} = any(${toPgArray(ids)}::int[])`,
              eq(ledgerAccounts.purpose, purpose),
              eq(ledgerAccounts.kind, "user"),
            ),
          )
          .orderBy(ledgerAccounts.id)
          .for("no key update");
  return {
    accountIds: new Map(rows.map((r) => [r.userId as number, r.id])),
    balances: new Map(rows.map((r) => [r.id, r.balance ?? 0])),
  };
}

/** The one event every money movement records: these users' wallets (or debts) changed. */
export function recordBalanceChanged(tx: Tx, userIds: readonly (number | null)[]): void {
  const owners = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (owners.length > 0) recordEvent(tx, { type: "balance.changed", userIds: owners });
}
