import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, DbOrTx, Tx } from "../db/client.ts";
import type { DomainEvent } from "./domain-events.ts";

/** Hands committed events to whoever turns them into pushes; it must not throw (a push never undoes a commit). */
export type Publish = (events: readonly DomainEvent[]) => void;

type TxConfig = Parameters<Db["transaction"]>[1];

/** Events recorded on each open transaction (or savepoint), in the order they happened. */
const pending = new WeakMap<object, DomainEvent[]>();
/** The one publisher of each database handle (set when the app is built). */
const publishers = new WeakMap<object, Publish>();

export function setPublisher(db: Db, publish: Publish): void {
  publishers.set(db, publish);
}

/** Only for the publisher's own tests and for a process that stops: later commits publish nothing. */
export function clearPublisher(db: Db): void {
  publishers.delete(db);
}

/**
 * Runs `work` in a transaction. Given a Db it opens one and, after COMMIT, publishes every event recorded in it, each
 * once; on rollback nothing is published. Given a transaction opened by `transact`, it composes: the work runs in a
 * savepoint whose events join the caller's transaction (and are dropped with the savepoint if it rolls back).
 */
export async function transact<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>, config?: TxConfig): Promise<T> {
  const outer = pending.get(db);
  if (outer && config) {
    // A savepoint cannot change isolation or access mode: a snapshot read must open its own transaction.
    throw new Error("transact(): isolation or access mode asked for inside a caller's transaction");
  }
  if (outer) {
    return (db as Tx).transaction(async (savepoint) => {
      const own: DomainEvent[] = [];
      pending.set(savepoint, own);
      const result = await work(savepoint);
      outer.push(...own);
      return result;
    });
  }
  if (db instanceof PgTransaction) {
    // A transaction not opened here would publish at its savepoint, before the real commit: refuse.
    throw new Error("transact(): the caller's transaction was not opened by transact()");
  }
  const events: DomainEvent[] = [];
  const result = await (db as Db).transaction(async (tx) => {
    pending.set(tx, events);
    return work(tx);
  }, config);
  publishCommitted(db as Db, events);
  return result;
}

/** Records what happened in this transaction; it is published after commit, or dropped on rollback. */
export function recordEvent(tx: Tx, ...events: DomainEvent[]): void {
  const list = pending.get(tx);
  if (!list) throw new Error("recordEvent(): the transaction was not opened by transact()");
  list.push(...events);
}

/**
 * For work that commits on its own (a bet is one autocommit statement): publish what it did now that it is committed.
 * Everything else records on its transaction instead.
 */
export function publishCommitted(db: Db, events: readonly DomainEvent[]): void {
  if (events.length === 0) return;
  publishers.get(db)?.(events);
}
