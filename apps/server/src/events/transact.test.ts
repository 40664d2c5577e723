import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { resultRows } from "../db/sql.ts";
import { openTestDatabase, testDatabaseKinds } from "../testing/databases.ts";
import type { DomainEvent } from "./domain-events.ts";
import { clearPublisher, publishCommitted, recordEvent, setPublisher, transact } from "./transact.ts";

const changed = (...userIds: number[]): DomainEvent => ({ type: "balance.changed", userIds });
const announced = (value: string): DomainEvent => ({ type: "announcement.set", value });

describe.each(await testDatabaseKinds())("transact and recordEvent on %s", (kind) => {
  let database: Database;
  let published: DomainEvent[][];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`create table probe (id int primary key)`);
  });
  afterAll(async () => {
    clearPublisher(database.db);
    await database.close();
  });
  beforeEach(async () => {
    published = [];
    setPublisher(database.db, (events) => published.push([...events]));
    await database.db.execute(sql`delete from probe`);
  });

  const rows = async () => resultRows(await database.db.execute(sql`select id from probe`)).length;

  it("publishes each event of a committed transaction once, after commit, in order", async () => {
    const result = await transact(database.db, async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      recordEvent(tx, changed(1), announced("a"));
      recordEvent(tx, changed(2));
      expect(published).toEqual([]); // not before commit
      return "done";
    });
    expect(result).toBe("done");
    expect(published).toEqual([[changed(1), announced("a"), changed(2)]]);
    expect(await rows()).toBe(1);
  });

  it("publishes nothing when the transaction rolls back", async () => {
    await expect(
      transact(database.db, async (tx) => {
        await tx.execute(sql`insert into probe values (1)`);
        recordEvent(tx, changed(1));
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(published).toEqual([]);
    expect(await rows()).toBe(0);
  });

  it("publishes nothing when the commit itself fails", async () => {
    await database.db.execute(
      sql`create table if not exists deferred_probe (id int primary key, parent int references probe(id) deferrable initially deferred)`,
    );
    await expect(
      transact(database.db, async (tx) => {
        await tx.execute(sql`insert into deferred_probe values (1, 42)`);
        recordEvent(tx, changed(1));
      }),
    ).rejects.toThrow();
    expect(published).toEqual([]);
  });

  it("publishes a transaction without events as nothing at all", async () => {
    await transact(database.db, async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
    });
    expect(published).toEqual([]);
  });

  it("composes: a nested transact joins the caller's transaction and publishes at its commit only", async () => {
    await transact(database.db, async (tx) => {
      recordEvent(tx, changed(1));
      await transact(tx, async (inner) => {
        await inner.execute(sql`insert into probe values (1)`);
        recordEvent(inner, changed(2));
      });
      expect(published).toEqual([]); // the savepoint released, but nothing is committed yet
      recordEvent(tx, changed(3));
    });
    expect(published).toEqual([[changed(1), changed(2), changed(3)]]);
  });

  it("drops only the events of a savepoint that rolls back inside a committed transaction", async () => {
    await transact(database.db, async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      recordEvent(tx, changed(1));
      await transact(tx, async (inner) => {
        await inner.execute(sql`insert into probe values (2)`);
        recordEvent(inner, changed(2));
        throw new Error("inner refused");
      }).catch(() => {});
      recordEvent(tx, changed(3));
    });
    expect(published).toEqual([[changed(1), changed(3)]]);
    expect(await rows()).toBe(1); // the savepoint's row went with its events
  });

  it("drops everything, savepoints included, when the outer transaction rolls back", async () => {
    await expect(
      transact(database.db, async (tx) => {
        await transact(tx, async (inner) => recordEvent(inner, changed(2)));
        throw new Error("outer refused");
      }),
    ).rejects.toThrow("outer refused");
    expect(published).toEqual([]);
  });

  it("refuses recordEvent outside transact", async () => {
    await database.db.transaction(async (tx) => {
      expect(() => recordEvent(tx, changed(1))).toThrow(/not opened by transact/);
    });
    expect(published).toEqual([]);
  });

  it("refuses to run in a transaction it did not open (it would publish before the real commit)", async () => {
    await database.db.transaction(async (tx) => {
      await expect(transact(tx, async () => "never")).rejects.toThrow(/not opened by transact/);
    });
    expect(published).toEqual([]);
  });

  it("refuses a snapshot (isolation or access mode) inside a caller's transaction: a savepoint cannot give one", async () => {
    await transact(database.db, async (tx) => {
      await expect(
        transact(tx, async () => "never", { isolationLevel: "repeatable read", accessMode: "read only" }),
      ).rejects.toThrow(/inside a caller's transaction/);
    });
  });

  it("publishes an autocommit statement's events with publishCommitted, and nothing for none", () => {
    publishCommitted(database.db, []);
    expect(published).toEqual([]);
    publishCommitted(database.db, [changed(7)]);
    expect(published).toEqual([[changed(7)]]);
  });

  it("publishes nowhere once the publisher is cleared", async () => {
    clearPublisher(database.db);
    await transact(database.db, async (tx) => recordEvent(tx, changed(1)));
    expect(published).toEqual([]);
  });
});
