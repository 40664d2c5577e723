import type { PGlite, Transaction } from "@electric-sql/pglite";

/**
 * How the embedded database shares the HTTP thread (issue 24, item 5). PGlite runs each statement synchronously in
 * WebAssembly and resolves its promise at once, so a stream of statements (group-commit batches of a bet rush, each
 * request's session check) goes from one to the next in microtasks: Node never gets back to the poll phase, and a
 * page, a sign-in or a new connection waits for the whole rush. "turns" (the default) makes every statement wait for
 * the next turn of the event loop (setImmediate) first, so what arrived meanwhile is read and answered between two
 * statements; "inline" is the old behaviour, kept to measure the difference (`npm run bench -- --only embedded`).
 */
export type EmbeddedDbMode = "turns" | "inline";
export const EMBEDDED_DB_MODES: readonly EmbeddedDbMode[] = ["turns", "inline"];

// Taken at load, so a test that fakes the timers (vi.useFakeTimers) cannot stop every statement from running.
const realSetImmediate = globalThis.setImmediate;
const nextTurn = () => new Promise<void>((resolve) => realSetImmediate(resolve));

type Queryable = Pick<PGlite, "query" | "exec"> & { transaction?: PGlite["transaction"] };

/**
 * The same client, every `query`, `exec` and `transaction` (and each statement inside a transaction) started on a
 * turn of its own. Everything else (listen, dumpDataDir, close) is the client's own, called on the client.
 */
export function statementPerTurn<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "query" || property === "exec") {
        return async (...args: unknown[]) => {
          await nextTurn();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (property === "transaction") {
        return async (callback: (tx: Transaction) => Promise<unknown>) => {
          await nextTurn();
          return (value as PGlite["transaction"]).call(target, (tx) => callback(statementPerTurn(tx)));
        };
      }
      // PGlite keeps its state in private fields: its own methods must run with the client itself as `this`.
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
