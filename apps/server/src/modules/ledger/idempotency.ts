import { createHash } from "node:crypto";
import {
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MISMATCH_MESSAGE,
} from "@sabong/shared/contracts";
import { and, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, DomainError } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { idempotencyKeys } from "./table.ts";

export type IdempotentRequest = {
  actorId: number;
  key: string;
  /** What the request asks for (operation name and its inputs, without the key); its hash detects key reuse. */
  request: unknown;
};

/** JSON with object keys sorted at every level, so equal requests hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export function requestHash(request: unknown): string {
  return createHash("sha256").update(canonicalJson(request)).digest("hex");
}

/**
 * The stored response is the answer's JSON text: jsonb reorders object keys, and a repeat must answer the first
 * answer byte for byte. Rows stored before kept the value itself (`value`), and still read.
 */
type StoredResponse = { json: string } | { value: unknown };

function readStored<T>(stored: StoredResponse): T {
  return ("json" in stored ? JSON.parse(stored.json) : stored.value) as T;
}

/**
 * Runs `work` once per (actor, key). The key row is inserted FIRST in the transaction: a concurrent duplicate blocks
 * on the primary key until the first transaction ends; if it committed, the duplicate reads the stored response, if
 * it rolled back (the work failed), the duplicate's insert goes through and it does the work itself. A failed
 * request therefore never burns its key. The same key with a different request is refused with 409.
 */
export async function withIdempotency<T>(
  db: DbOrTx,
  input: IdempotentRequest,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(input.key)) throw badRequest(IDEMPOTENCY_KEY_MESSAGE);
  const hash = requestHash(input.request);
  const where = and(eq(idempotencyKeys.actorId, input.actorId), eq(idempotencyKeys.key, input.key));
  return transact(db, async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ actorId: input.actorId, key: input.key, requestHash: hash, response: null })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      // READ COMMITTED: this statement sees the row the conflicting transaction committed while we waited.
      const [row] = await tx
        .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(where);
      if (!row) throw new Error("idempotency key conflicted but cannot be read");
      if (row.requestHash !== hash) throw new DomainError("IDEMPOTENCY_MISMATCH", IDEMPOTENCY_MISMATCH_MESSAGE);
      if (row.response == null) throw new Error("idempotency key committed without a response");
      return readStored<T>(row.response as StoredResponse);
    }
    const value = await work(tx);
    // The first caller gets exactly what repeats will get: the value as it comes back from its JSON text.
    const stored: StoredResponse = { json: JSON.stringify(value ?? null) };
    await tx.update(idempotencyKeys).set({ response: stored }).where(where);
    return readStored<T>(stored);
  });
}
