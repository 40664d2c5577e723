import { manilaDateOf } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { transact } from "../../events/transact.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, fund, ignoreIdleDisconnects, makeUser } from "../../testing/ledger.ts";
import { signal } from "../../testing/signal.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { postTransfers, systemAccountId, userAccountId } from "../ledger/service.ts";
import { accountCodeMovementsSql } from "./movements.ts";
import { dayCodeTotals, foldLedger, readAtWatermark } from "./service.ts";

/** The fold moves every transfer into the rollups exactly once, whatever commits around it. */

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => resultRows<T>(await db.execute(query))[0] as T;

/** Minted in the rollup (folded) and in the ledger (all committed), in centavos. */
async function mintedBooks(db: Db) {
  const rollup = await one<{ c: string | null }>(
    db,
    sql`select sum(in_centavos) as c from accounting_account_days where code = 'MINT'`,
  );
  const ledger = await one<{ c: string | null }>(
    db,
    sql`select sum(amount_centavos) as c from ledger_transfers where code = 'MINT'`,
  );
  const state = await one<{ n: string }>(db, sql`select transfers_folded as n from accounting_fold_state`);
  const all = await one<{ n: string }>(db, sql`select count(*) as n from ledger_transfers`);
  return {
    folded: Number(rollup.c ?? 0),
    ledger: Number(ledger.c ?? 0),
    transfersFolded: Number(state.n),
    transfers: Number(all.n),
  };
}

/**
 * Folds in small batches until `done` (default: every committed transfer folded). The fold waits for the oldest
 * transaction running in the whole cluster, other databases' too (tests run beside each other), so it polls.
 */
async function foldUntil(db: Db, done?: (books: Awaited<ReturnType<typeof mintedBooks>>) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const folded = (await foldLedger(db, { maxTransfers: 4 })).folded;
    const books = await mintedBooks(db);
    if (done ? done(books) : books.transfersFolded === books.transfers) return books;
    if (Date.now() > deadline) throw new Error(`fold made no progress: ${JSON.stringify(books)}`);
    if (folded === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(await testDatabaseKinds())("the accounting fold on %s", (kind) => {
  const database = suiteFixture(async () => {
    const opened = await openTestDatabase(kind);
    ignoreIdleDisconnects(opened.db);
    return opened;
  });
  const today = manilaDateOf(new Date());
  const mints = async (db: Db) => (await dayCodeTotals(db, today, ["MINT"])).get("MINT");

  it("folds in bounded batches, each transfer once; a second fold has nothing to do", async () => {
    const { db } = database;
    const user = await makeUser(db, { type: "player" });
    for (let i = 1; i <= 10; i++) await fund(db, user.id, i * 100);
    const before = await mints(db);
    let folded = 0;
    for (let tries = 0; folded === 0 && tries < 400; tries++) {
      folded = (await foldLedger(db, { maxTransfers: 3 })).folded;
      if (folded === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(folded).toBeGreaterThan(0);
    expect(folded).toBeLessThanOrEqual(3);
    expect(await mints(db)).toEqual(before);
    await foldUntil(db);
    expect((await foldLedger(db)).folded).toBe(0);
    const books = await mintedBooks(db);
    expect(books.folded).toBe(books.ledger);
    expect(books.transfersFolded).toBe(books.transfers);
    expect(await mints(db)).toEqual(before);
    await expectLedgerSound(db);
  });

  it.skipIf(kind === "pglite")(
    "a transaction still open while the fold runs is folded after it commits, never lost or counted twice (PostgreSQL: PGlite has one connection, so it cannot hold a transaction open beside a fold)",
    async () => {
      const { db } = database;
      const user = await makeUser(db, { type: "player" });
      await fund(db, user.id, 100);
      const [inserted, release] = [signal(), signal()];
      // A slow transaction: it writes a transfer (its xid is taken), then waits before committing.
      const slow = transact(db, async (tx) => {
        const bank = await systemAccountId(tx, "bank");
        const points = await userAccountId(tx, user.id, "points");
        await postTransfers(
          tx,
          [{ debitAccountId: bank, creditAccountId: points, amountCentavos: 7_000, code: "MINT" }],
          null,
        );
        inserted.fire();
        await release.fired;
      });
      await inserted.fired;
      // A later transaction (another wallet: the slow one holds this one's row) commits meanwhile, its xid above.
      await fund(db, (await makeUser(db, { type: "player" })).id, 11_000);
      const whileOpen = await mints(db);
      // Everything committed before the slow transaction began is folded; the later transfer waits behind it.
      await foldUntil(db, (books) => {
        expect(books.ledger - books.folded).toBeGreaterThanOrEqual(11_000);
        return books.ledger - books.folded === 11_000;
      });
      for (let i = 0; i < 3; i++) await foldLedger(db);
      const during = await mintedBooks(db);
      expect(during.ledger - during.folded).toBe(11_000);
      expect(await mints(db)).toEqual(whileOpen);

      release.fire();
      await slow;
      const committed = await mints(db);
      expect(committed?.centavos).toBe((whileOpen?.centavos ?? 0) + 7_000);
      const after = await foldUntil(db);
      expect(after.folded).toBe(after.ledger);
      expect(after.transfersFolded).toBe(after.transfers);
      expect(await mints(db)).toEqual(committed);
      await expectLedgerSound(db);
    },
  );

  it.skipIf(kind === "pglite")(
    "two folds at once: one folds, the other skips (SKIP LOCKED), nothing twice",
    async () => {
      const { db } = database;
      const user = await makeUser(db, { type: "player" });
      for (let i = 0; i < 30; i++) await fund(db, user.id, 1_000 + i);
      const results = await Promise.all(Array.from({ length: 4 }, () => foldLedger(db, { maxTransfers: 10 })));
      expect(results.map((r) => r.folded).filter((n) => n > 0).length).toBeGreaterThanOrEqual(1);
      const books = await foldUntil(db);
      expect(books.folded).toBe(books.ledger);
    },
  );

  it.skipIf(kind === "pglite")("a read during which a fold commits is read again at the new watermark", async () => {
    const { db } = database;
    const user = await makeUser(db, { type: "player" });
    for (let i = 0; i < 5; i++) await fund(db, user.id, 500);
    const expected = (await mintedBooks(db)).ledger;
    let reads = 0;
    const minted = await readAtWatermark(db, async (tx, watermark) => {
      reads += 1;
      const [row] = resultRows<{ c: string }>(
        await tx.execute(sql`select sum(in_centavos) as c from (${accountCodeMovementsSql(today, watermark)}) as m
          where code = 'MINT'`),
      );
      // The first time, a fold (another connection) commits right after the statement: that answer is not used.
      if (reads === 1) await foldUntil(db);
      return Number(row?.c ?? 0);
    });
    expect(reads).toBe(2);
    expect(minted).toBe(expected);
  });
});
