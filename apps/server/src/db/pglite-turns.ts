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
 * The same client, with one unit of work at a time (a `query`, an `exec` or a whole `transaction`) started on a turn
 * of its own, and each statement inside a transaction on a turn of its own. Units queue here, not in PGlite's own
 * lock: units waiting there run from one to the next in microtasks, so 64 bets issued in one turn ran back to back
 * before the loop read a socket again. Two queues: units started in the bulk lane (group-commit batches,
 * db/work-lane.ts) run only when no other unit waits, so a sign-in does not queue behind a rush's batches.
 * Everything else (listen, dumpDataDir, close) is the client's own.
 */
export function statementPerTurn<T extends Queryable>(client: T, isBulk: () => boolean = () => false): T {
  const waiting = { interactive: [] as (() => Promise<void>)[], bulk: [] as (() => Promise<void>)[] };
  let pumping = false;
  const pump = async () => {
    pumping = true;
    for (;;) {
      await nextTurn();
      const unit = waiting.interactive.shift() ?? waiting.bulk.shift();
      if (!unit) break;
      await unit();
    }
    pumping = false;
  };
  const oneAtATime: Scheduler = (run) =>
    new Promise((resolve, reject) => {
      // Bounded by the requests in flight: each waits here for at most one unit of its own at a time.
      // Started inside a promise: a unit that throws at once rejects its caller and never stops the pump.
      waiting[isBulk() ? "bulk" : "interactive"].push(() => Promise.resolve().then(run).then(resolve, reject));
      if (!pumping) void pump();
    });
  return wrapped(client, oneAtATime);
}

type Scheduler = <R>(run: () => Promise<R>) => Promise<R>;

/** Inside a transaction the unit already holds the turn: its statements only wait for the loop's next turn. */
const turnOnly: Scheduler = async (run) => {
  await nextTurn();
  return run();
};

function wrapped<T extends Queryable>(target: T, schedule: Scheduler): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== "function") return value;
      if (property === "query" || property === "exec") {
        return (...args: unknown[]) =>
          schedule(() => (value as (...a: unknown[]) => Promise<unknown>).apply(object, args));
      }
      if (property === "transaction") {
        return (callback: (tx: Transaction) => Promise<unknown>) =>
          schedule(() => (value as PGlite["transaction"]).call(object, (tx) => callback(wrapped(tx, turnOnly))));
      }
      // PGlite keeps its state in private fields: its own methods must run with the client itself as `this`.
      return (value as (...a: unknown[]) => unknown).bind(object);
    },
  });
}
