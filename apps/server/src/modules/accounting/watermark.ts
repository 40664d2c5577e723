import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { transact } from "../../events/transact.ts";
import type { Watermark } from "./classify.ts";

/**
 * Reads the rollups plus the tail consistently. The rollups and the watermark move together in the fold's
 * transaction, and the watermark only ever moves forward; so when it is the same before and after a statement, that
 * statement saw the rollups of exactly that watermark, and the tail above it neither misses nor doubles a transfer.
 * If a fold committed in between (rare: a fold commits every few seconds), the read runs again.
 */

async function currentWatermark(db: DbOrTx): Promise<Watermark> {
  const [row] = resultRows<{ xid: string; id: string | number }>(
    await db.execute(
      sql`select watermark_xid::text as xid, watermark_id as id from accounting_fold_state where id = 1`,
    ),
  );
  return { xid: row?.xid ?? "0", id: Number(row?.id ?? 0) };
}

const same = (a: Watermark, b: Watermark) => a.xid === b.xid && a.id === b.id;

const ATTEMPTS = 5;

/**
 * Runs `read` (ONE statement using the watermark it is given) until no fold committed around it. In a transaction
 * (the caller's, or one of its own) with JIT off: the reports join recursive agent trees whose row estimates are
 * huge, and PostgreSQL would spend most of a second compiling a statement that runs in a tenth of one.
 */
export async function readAtWatermark<T>(
  db: DbOrTx,
  read: (db: DbOrTx, watermark: Watermark | null) => Promise<T>,
): Promise<T> {
  return transact(db, async (tx) => {
    await tx.execute(sql`set local jit = off`);
    let before = await currentWatermark(tx);
    for (let attempt = 1; attempt < ATTEMPTS; attempt++) {
      const result = await read(tx, before);
      const after = await currentWatermark(tx);
      if (same(before, after)) return result;
      before = after;
    }
    // Folds keep committing: read the watermark inside the statement (always consistent, the tail scan may be slower).
    return read(tx, null);
  });
}
