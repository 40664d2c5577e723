import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../testing/databases.ts";
import { statementColumns } from "../testing/statement-columns.ts";
import { suiteFixture } from "../testing/suite.ts";
import { composeStatement, cte, placeholders, withCtes } from "./cte.ts";

/**
 * The typed parts of composed statements: a handle renders its CTE's name and only the columns it declares; a part
 * read before it is declared, or a value nobody declared, fails when the statement is composed; and the columns test
 * catches a part that answers other columns than it declares.
 */
describe("typed CTEs", () => {
  const p = placeholders("account");
  const movement = cte("movement", ["account_id", "amount"], sql`select ${p.account}::int as account_id, 5 as amount`);
  const doubled = cte("doubled", ["amount"], sql`select ${movement.c.amount} * 2 as amount from ${movement}`);

  it("renders handles as names and qualified columns", () => {
    const statement = composeStatement(
      "typed_test",
      [movement, doubled],
      { columns: ["amount"], sql: sql`select * from ${doubled}` },
      ["account"],
    );
    expect(statement.text).toBe(
      "with movement as (select $1::int as account_id, 5 as amount),\ndoubled as (select movement.amount * 2 as amount from movement)\nselect * from doubled",
    );
    // @ts-expect-error a column the CTE does not declare fails tsc, and composing
    expect(() => movement.c.acount_id).toThrow("movement declares no column acount_id");
  });

  it("refuses a part read before it is declared, a name twice and a value nobody declared", () => {
    expect(() => withCtes([doubled, movement], sql`select 1`)).toThrow(
      "CTE doubled reads movement, which is not declared before it",
    );
    expect(() => withCtes([movement], sql`select * from ${doubled}`)).toThrow("the statement's answer reads doubled");
    const again = cte("movement", ["amount"], sql`select 1 as amount`);
    expect(() => withCtes([movement, again], sql`select 1`)).toThrow("two CTEs named movement");
    expect(() => composeStatement("typed_test", [movement], { columns: [], sql: sql`select 1` }, [])).toThrow(
      "the statement has a value nobody declared: account",
    );
    expect(() => cte("Movement; drop", [], sql`select 1`)).toThrow("not a plain identifier");
  });
});

describe.each(await testDatabaseKinds())("the columns test on %s", (kind) => {
  const database = suiteFixture(() => openTestDatabase(kind));

  it("sees a part that answers other columns than it declares", async () => {
    const renamed = cte("renamed", ["amount"], sql`select 5 as amount_centavos`);
    const statement = composeStatement(
      "columns_test",
      [renamed],
      { columns: ["amount"], sql: sql`select amount_centavos as amount from ${renamed}` },
      [],
    );
    const { declared, answered } = await statementColumns(database.db, statement);
    expect(declared).toEqual({ renamed: ["amount"], "(answer)": ["amount"] });
    expect(answered).toEqual({ renamed: ["amount_centavos"], "(answer)": ["amount"] });
  });
});
