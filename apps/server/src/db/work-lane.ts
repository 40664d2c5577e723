import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Which of the embedded database's two queues a unit of work waits in (issue 24, item 5). PGlite has one connection:
 * during a rush its queue fills with group-commit batches, and a sign-in's statements waited behind all of them.
 * Work started inside `inBulkLane` (the batches) waits in the bulk queue; everything else (sign-in, pages' reads,
 * session checks) goes first. PostgreSQL's pool needs no such order: the lane is only read by `statementPerTurn`.
 */
const bulk = new AsyncLocalStorage<true>();

export function inBulkLane<R>(run: () => Promise<R>): Promise<R> {
  return bulk.run(true, run);
}

export function inBulk(): boolean {
  return bulk.getStore() === true;
}
