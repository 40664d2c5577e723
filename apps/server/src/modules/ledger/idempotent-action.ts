import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client.ts";
import { auditActor } from "../../http/auth.ts";
import { withIdempotency } from "./idempotency.ts";

export type ActionActor = ReturnType<typeof auditActor>;

/**
 * Runs a request's action once per (caller, idempotency key) under the shared idempotency contract. The answer is
 * built inside the action's transaction and stored with the key in it, so a retry after a lost answer gets the first
 * answer byte for byte; a failed action rolls back with its key, which stays free. `op` and `inputs` are what the key
 * stands for (a different request under the same key is refused with 409).
 */
export function answerOnce<T>(
  db: Db,
  request: FastifyRequest & { body: { idempotencyKey: string } },
  op: string,
  inputs: Record<string, unknown>,
  work: (tx: Tx, actor: ActionActor) => Promise<T>,
): Promise<T> {
  const actor = auditActor(request);
  const key = request.body.idempotencyKey;
  return withIdempotency(db, { actorId: actor.userId, key, request: { op, ...inputs } }, (tx) => work(tx, actor));
}
