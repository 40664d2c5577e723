import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementPerTurn } from "./pglite-turns.ts";

/** Runs `statements` one after another and counts how many of them finished before a turn of the loop came round. */
async function statementsBeforeATurn(client: Pick<PGlite, "query">, statements: number): Promise<number> {
  let done = 0;
  let seenAt: number | undefined;
  setImmediate(() => {
    seenAt = done;
  });
  for (let i = 0; i < statements; i++) {
    await client.query("select $1::int as n", [i]);
    done++;
  }
  await new Promise((resolve) => setImmediate(resolve));
  return seenAt ?? done;
}

/**
 * Issues `statements` at once (a rush's requests arriving in one read) and counts how many finished before a turn of
 * the loop queued after them came round: the turn a waiting page or sign-in would be read in.
 */
async function concurrentBeforeATurn(client: Pick<PGlite, "query">, statements: number): Promise<number> {
  let done = 0;
  const all = Array.from({ length: statements }, (_, i) =>
    client.query("select $1::int as n", [i]).then(() => {
      done++;
    }),
  );
  const seenAt = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
  await Promise.all(all);
  return seenAt;
}

describe("PGlite, one statement per turn of the event loop", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create("memory://");
    await client.exec("create table t (id int primary key, note text not null)");
  }, 240_000);
  afterAll(() => client.close());

  it("lets the event loop take a turn between statements, where the bare client does not", async () => {
    // What starved pages and sign-ins during a rush: the bare client answers statement after statement in microtasks.
    expect(await statementsBeforeATurn(client, 50)).toBe(50);
    expect(await statementsBeforeATurn(statementPerTurn(client), 50)).toBeLessThanOrEqual(1);
  });

  it("takes a turn between statements issued at once, which PGlite's own lock would run back to back", async () => {
    expect(await concurrentBeforeATurn(client, 50)).toBe(50);
    expect(await concurrentBeforeATurn(statementPerTurn(client), 50)).toBeLessThanOrEqual(1);
  });

  it("runs waiting interactive units before waiting bulk ones (a sign-in before a rush's batches)", async () => {
    let bulk = false;
    const turns = statementPerTurn(client, () => bulk);
    const order: string[] = [];
    const issue = (name: string, asBulk: boolean) => {
      bulk = asBulk;
      const done = turns.query("select 1").then(() => order.push(name));
      bulk = false;
      return done;
    };
    await Promise.all([
      issue("batch 1", true),
      issue("batch 2", true),
      issue("sign-in", false),
      issue("batch 3", true),
    ]);
    expect(order).toEqual(["sign-in", "batch 1", "batch 2", "batch 3"]);
  });

  it("goes on after a unit that throws before it starts", async () => {
    const throwing = {
      query: () => {
        throw new Error("bad call");
      },
      exec: client.exec.bind(client),
    };
    const turns = statementPerTurn(throwing as unknown as PGlite);
    await expect(turns.query("select 1")).rejects.toThrow("bad call");
    await expect(turns.exec("select 1")).resolves.toBeDefined();
  });

  it("keeps a transaction whole: a statement issued meanwhile runs after its commit, and in turn", async () => {
    const turns = statementPerTurn(client);
    await turns.exec("delete from t");
    const seen: string[] = [];
    await Promise.all([
      turns.transaction(async (tx) => {
        await tx.query("insert into t values (10, 'in tx')");
        seen.push("tx wrote");
        await tx.query("update t set note = 'committed' where id = 10");
        seen.push("tx done");
      }),
      turns.query<{ note: string }>("select note from t where id = 10").then((r) => {
        seen.push(`outside read ${r.rows[0]?.note ?? "nothing"}`);
      }),
    ]);
    expect(seen).toEqual(["tx wrote", "tx done", "outside read committed"]);
  });

  it("answers queries, commits and rolls back transactions, and fails with the same errors as the bare client", async () => {
    const turns = statementPerTurn(client);
    await turns.exec("delete from t");
    const inserted = await turns.query<{ id: number }>("insert into t values ($1, $2) returning id", [1, "one"]);
    expect(inserted.rows).toEqual([{ id: 1 }]);

    await turns.transaction(async (tx) => {
      await tx.query("insert into t values (2, 'two')");
      await tx.query("update t set note = 'uno' where id = 1");
    });
    await expect(
      turns.transaction(async (tx) => {
        await tx.query("insert into t values (3, 'three')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await turns.query("select id, note from t order by id")).rows).toEqual([
      { id: 1, note: "uno" },
      { id: 2, note: "two" },
    ]);

    const errorOf = (run: () => Promise<unknown>) =>
      run().then(
        () => null,
        (err: { code?: string; message: string }) => err,
      );
    const bare = await errorOf(() => client.query("insert into t values (1, 'again')"));
    const wrapped = await errorOf(() => turns.query("insert into t values (1, 'again')"));
    const inTx = await errorOf(() => turns.transaction((tx) => tx.query("insert into t values (1, 'again')")));
    expect(bare).toMatchObject({ code: "23505" });
    for (const err of [wrapped, inTx]) {
      expect(err).toBeInstanceOf((bare as object).constructor);
      expect(err).toMatchObject({ code: "23505", message: (bare as Error).message });
    }
    // The client is usable after a failed transaction, and its own methods (here: listen) still work.
    const heard: string[] = [];
    const unlisten = await turns.listen("turns_test", (payload) => heard.push(payload));
    await turns.query("select pg_notify('turns_test', 'hello')");
    await expect.poll(() => heard).toEqual(["hello"]);
    await unlisten();
  });

  it("carries drizzle's queries and transactions, as openDatabase gives them to the services", async () => {
    const db = drizzle({ client: statementPerTurn(client) });
    await db.execute(sql`create table u (id int primary key)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into u values (1), (2)`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into u values (3)`);
        await tx.execute(sql`insert into u values (1)`);
      }),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
    const rows = await db.execute<{ id: number }>(sql`select id from u order by id`);
    expect(rows.rows).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
