import { describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { statementColumns } from "../../testing/statement-columns.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { WRITE_TICKETS } from "./ticket-statement.ts";

/**
 * The ticket statement is composed from typed fragments of number games, protection and the ledger (db/cte.ts):
 * every part must answer exactly the columns it declares, so a column renamed in one fragment fails here.
 */
describe.each(await testDatabaseKinds())("the ticket statement answers the columns it declares on %s", (kind) => {
  const database = suiteFixture(() => openTestDatabase(kind));

  it("write_tickets", async () => {
    const { declared, answered } = await statementColumns(database.db, WRITE_TICKETS);
    expect(answered).toEqual(declared);
  });
});
