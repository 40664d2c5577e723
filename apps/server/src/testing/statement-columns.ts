import { is, Placeholder, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type ComposedStatement, compile, withCtes } from "../db/cte.ts";
import { positionalSql } from "../db/sql.ts";

/**
 * What a composed statement's parts really answer, beside what they declare (db/cte.ts): each CTE selected alone
 * after the ones before it, and the whole statement. Every value is null, so nothing is read or written (each array,
 * JSON and id is null), and the database still describes every column; the transaction is rolled back anyway.
 * Column lists are sorted: a part is read by name, and a name answered twice shows as a difference.
 */
export type ColumnsByPart = Record<string, string[]>;

const ROLLBACK = new Error("rolled back: only the columns were wanted");

const fieldsOf = (result: unknown): string[] =>
  ((result as { fields?: { name: string }[] }).fields ?? []).map((f) => f.name).sort();

export async function statementColumns(
  db: Db,
  statement: ComposedStatement,
): Promise<{ declared: ColumnsByPart; answered: ColumnsByPart }> {
  const names = statement.params.flatMap((p) => (is(p, Placeholder) ? [p.name] : []));
  const nulls = (params: readonly unknown[]) => params.map((p) => (is(p, Placeholder) ? null : p));
  const declared: ColumnsByPart = {};
  const answered: ColumnsByPart = {};
  const probes = [
    ...statement.ctes.map((c, i) => ({
      part: c.name,
      columns: c.columns,
      query: compile(withCtes(statement.ctes.slice(0, i + 1), sql`select * from ${c} limit 0`), names),
    })),
    { part: "(answer)", columns: statement.answer.columns, query: statement },
  ];
  await db
    .transaction(async (tx) => {
      for (const probe of probes) {
        const { text, params } = probe.query;
        declared[probe.part] = [...probe.columns].sort();
        answered[probe.part] = fieldsOf(await tx.execute(positionalSql(text, nulls(params))));
      }
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return { declared, answered };
}
