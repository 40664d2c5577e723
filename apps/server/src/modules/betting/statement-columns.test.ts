import { describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { statementColumns } from "../../testing/statement-columns.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { PLACE_BETS } from "./bet-statement.ts";
import { SETTLE_BETS } from "./settlement-books.ts";

/**
 * The bet statement and the settlement's are composed from typed fragments of betting, protection and the ledger
 * (db/cte.ts): each part declares the columns it answers, and the others read it by those names. Here every part
 * must answer exactly what it declares, so a column renamed in one fragment fails this test, not a bet.
 */
describe.each(await testDatabaseKinds())("the betting statements answer the columns they declare on %s", (kind) => {
  const database = suiteFixture(() => openTestDatabase(kind));

  it.each([PLACE_BETS, SETTLE_BETS])("$name", async (statement) => {
    const { declared, answered } = await statementColumns(database.db, statement);
    expect(answered).toEqual(declared);
  });
});
