import { fillPlaceholders, is, Placeholder, SQL, type SQLWrapper, sql } from "drizzle-orm";
import { PgDialect, PgTransaction } from "drizzle-orm/pg-core";
import { type Db, type DbOrTx, rawQuery } from "./client.ts";
import { positionalSql, resultRows } from "./sql.ts";

/**
 * Typed parts of the statements several modules compose into one (the escrow statements: docs/decisions/0017-typed-
 * money-statements.md). A CTE is declared once with its name and the columns it answers; every other fragment reaches
 * it through its handle (`${movement}` renders its name, `movement.c.amount` a column of it), so a renamed CTE is one
 * edit, a column it does not declare fails tsc, and a fragment reading a CTE not declared before it fails when the
 * statement is composed (once, when its module loads). Whether each CTE answers the columns it declares is a test's
 * (testing/statement-columns.ts). Values are named placeholders, never `$n` positions.
 */

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

/** A select with the columns it answers. */
export type Fragment<C extends string> = { readonly columns: readonly C[]; readonly sql: SQL };

/** `unknown` when `C` has every column of `R`, else a type error naming the missing ones. */
export type Including<C extends string, R extends string> = [R] extends [C]
  ? unknown
  : { missingColumns: Exclude<R, C> };

/** A column of a CTE or of a derived table, qualified by its name. */
class ColumnRef implements SQLWrapper {
  constructor(
    readonly relation: { readonly name: string },
    readonly column: string,
  ) {}
  getSQL(): SQL {
    return sql.raw(`${this.relation.name}.${this.column}`);
  }
  shouldOmitSQLParens(): boolean {
    return true;
  }
}

type Columns<C extends string> = { readonly [K in C]: SQLWrapper };

function columnRefs<C extends string>(relation: { readonly name: string }, columns: readonly C[]): Columns<C> {
  for (const word of [relation.name, ...columns]) {
    if (!IDENTIFIER.test(word)) throw new Error(`not a plain identifier: ${word}`);
  }
  if (new Set(columns).size !== columns.length) throw new Error(`${relation.name} declares a column twice`);
  const refs = Object.fromEntries(columns.map((column) => [column, new ColumnRef(relation, column)]));
  // A column read that tsc was told to let pass (a cast) still fails when the statement is composed, never renders "".
  return new Proxy(refs, {
    get(target, key) {
      if (typeof key === "string" && !Object.hasOwn(target, key)) {
        throw new Error(`${relation.name} declares no column ${key}`);
      }
      return target[key as string];
    },
  }) as unknown as Columns<C>;
}

/** The CTEs a fragment reads: its handles and its columns' handles, in nested fragments too. */
function ctesIn(query: SQL, found = new Set<Cte<string>>()): Set<Cte<string>> {
  for (const chunk of query.queryChunks) {
    if (chunk instanceof Cte) found.add(chunk);
    else if (chunk instanceof ColumnRef && chunk.relation instanceof Cte) found.add(chunk.relation);
    else if (chunk instanceof Derived) ctesIn(chunk.fragment.sql, found);
    else if (is(chunk, SQL)) ctesIn(chunk, found);
  }
  return found;
}

/** A CTE's handle: `${handle}` is its name, `handle.c.column` one of the columns it declares. */
export class Cte<C extends string> implements SQLWrapper, Fragment<C> {
  readonly c: Columns<C>;
  /** The CTEs its body reads (each must be declared before it). */
  readonly reads: ReadonlySet<Cte<string>>;

  constructor(
    readonly name: string,
    readonly columns: readonly C[],
    readonly sql: SQL,
    readonly materialized: boolean,
  ) {
    this.c = columnRefs(this, columns);
    this.reads = ctesIn(this.sql);
  }

  getSQL(): SQL {
    return sql.raw(this.name);
  }

  shouldOmitSQLParens(): boolean {
    return true;
  }
}

/** A CTE that answers at least the columns `R` (it may answer more): what a fragment reading it asks for. */
export type CteWith<R extends string> = Cte<string> & { readonly c: Columns<R> };

/** A fragment in a FROM list under an alias (`(select …) cr`), its columns reached as a CTE's. */
export class Derived<C extends string> implements SQLWrapper {
  readonly c: Columns<C>;
  /** `alias.*` */
  readonly all: SQL;

  constructor(
    readonly name: string,
    readonly fragment: Fragment<C>,
  ) {
    this.c = columnRefs(this, fragment.columns);
    this.all = sql.raw(`${name}.*`);
  }

  getSQL(): SQL {
    return sql`(${this.fragment.sql}) ${sql.raw(this.name)}`;
  }

  shouldOmitSQLParens(): boolean {
    return true;
  }
}

export function derived<C extends string>(alias: string, fragment: Fragment<C>): Derived<C> {
  return new Derived(alias, fragment);
}

export function cte<const C extends string>(
  name: string,
  columns: readonly C[],
  body: SQL,
  options: { materialized?: boolean } = {},
): Cte<C> {
  return new Cte(name, columns, body, options.materialized ?? false);
}

/** `with a as (…), b as (…) <select>`: every CTE after the ones it reads, each name once. */
export function withCtes(ctes: readonly Cte<string>[], select: SQL): SQL {
  const declared = new Set<Cte<string>>();
  const names = new Set<string>();
  const mustBeDeclared = (reads: ReadonlySet<Cte<string>>, reader: string) => {
    for (const read of reads) {
      if (!declared.has(read)) throw new Error(`${reader} reads ${read.name}, which is not declared before it`);
    }
  };
  for (const c of ctes) {
    mustBeDeclared(c.reads, `CTE ${c.name}`);
    if (names.has(c.name)) throw new Error(`two CTEs named ${c.name}`);
    declared.add(c);
    names.add(c.name);
  }
  mustBeDeclared(ctesIn(select), "the statement's answer");
  const list = ctes.map((c) => sql`${sql.raw(c.name)} as ${sql.raw(c.materialized ? "materialized " : "")}(${c.sql})`);
  return sql`with ${sql.join(list, sql.raw(",\n"))}\n${select}`;
}

/** Named values of a statement composed once: `${p.fightId}` in its fragments, each value given when it runs. */
export type Placeholders<N extends string> = { readonly [K in N]: Placeholder<K> };

export function placeholders<const N extends string>(...names: N[]): Placeholders<N> {
  return Object.fromEntries(names.map((n) => [n, sql.placeholder(n)])) as Placeholders<N>;
}

/** A statement composed once: its text and where each value goes, and its parts (for the columns test). */
export type ComposedStatement = {
  /** Names the prepared statement on PostgreSQL when it runs on its own (one parse per connection). */
  name: string;
  ctes: readonly Cte<string>[];
  answer: Fragment<string>;
  text: string;
  params: readonly unknown[];
};

const dialect = new PgDialect();

/** Compiles a query whose values are all placeholders of `names` (or constants): any other name fails here. */
export function compile(query: SQL, names: readonly string[]): { text: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const known = new Set(names);
  for (const p of params) {
    if (is(p, Placeholder) && !known.has(p.name))
      throw new Error(`the statement has a value nobody declared: ${p.name}`);
  }
  return { text, params };
}

export function composeStatement(
  name: string,
  ctes: readonly Cte<string>[],
  answer: Fragment<string>,
  names: readonly string[],
): ComposedStatement {
  if (new Set(names).size !== names.length) throw new Error(`${name}: a value is declared twice`);
  return { name, ctes, answer, ...compile(withCtes(ctes, answer.sql), names) };
}

/**
 * Runs a composed statement with its values: on a Db as the named prepared statement (it commits on its own), in a
 * transaction as a statement of it. Rows come back with the database's column names; int8 values may be strings.
 */
export async function runComposed<Row>(
  db: DbOrTx,
  statement: ComposedStatement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const filled = fillPlaceholders([...statement.params], values);
  if (db instanceof PgTransaction) return resultRows<Row>(await db.execute(positionalSql(statement.text, filled)));
  return rawQuery(db as Db)<Row>({ name: statement.name, text: statement.text, values: filled });
}
