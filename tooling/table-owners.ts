import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * "Each module's tables are its own": raw SQL in a server file may name only tables of its own module. Another
 * module's data is read through that module's face: a typed reader in its service.ts, or a view it declares
 * (`pgView` in its table.ts) for others to read, checked row by row with `rowsOf` (never the unchecked `resultRows`).
 * Ownership comes from each module's table.ts (`pgTable("name", …)`, `pgView("name", …)`); SQL is every string and
 * template literal of a product file whose text reads as SQL, searched for the names after from, join, update, into
 * and table. Run by `npm run lint`, proven on tooling/lint-fixtures by tooling/table-owners.test.ts.
 */

export type Crossing = { file: string; line: number; table: string; owner: string; why: "table" | "unchecked view" };

const SERVER_SRC = "apps/server/src";
const NAMED_AFTER = /\b(?:from|join|update|into|table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const LOOKS_LIKE_SQL = /\b(select|insert|update|delete|with)\b[\s\S]*\b(from|into|set|as)\b/i;
const EXEMPT =
  /\.(test|spec)\.ts$|(^|\/)testing\/|(^|\/)test-(support|fixtures)(\.ts$|\/)|^apps\/server\/src\/db\/schema\.ts$/;
/**
 * Crossings still to be moved behind their owner's face, each with why it is not yet: the check fails on any other,
 * and on one of these once it is gone (so the list only shrinks). Matched by file and table, not line.
 */
export const KNOWN_CROSSINGS: readonly { file: string; table: string; why: string }[] = [
  {
    file: "apps/server/src/modules/protection/guard-sql.ts",
    table: "kyc_access_settings",
    why: "the stake statement reads identity's access setting under its locks; identity is to offer it as a view",
  },
  {
    file: "apps/server/src/modules/protection/guard-sql.ts",
    table: "users",
    why: "the stake statement locks the players' users rows FOR SHARE (their identity status) before protection's",
  },
];

const isKnown = (c: Crossing): boolean => KNOWN_CROSSINGS.some((k) => k.file === c.file && k.table === c.table);

/** The known crossings the tree no longer has: take them off the list. */
export function knownCrossingsGone(found: readonly Crossing[]): string[] {
  return KNOWN_CROSSINGS.filter((k) => !found.some((c) => c.file === k.file && c.table === k.table)).map(
    (k) => `${k.file}: ${k.table}`,
  );
}

/** The crossings that are neither in the owner's face nor on the known list. */
export const newCrossings = (found: readonly Crossing[]): Crossing[] => found.filter((c) => !isKnown(c));

/** A bound on the walk (the server has a few hundred files). */
const MAX_FILES = 20_000;

type Owned = { owner: string; kind: "table" | "view" };

/** Every table and view each module declares in its table.ts. */
export function ownership(root: string): Map<string, Owned> {
  const owned = new Map<string, Owned>();
  const modules = path.join(root, SERVER_SRC, "modules");
  if (!existsSync(modules)) return owned;
  for (const module of readdirSync(modules)) {
    const file = path.join(modules, module, "table.ts");
    if (!existsSync(file)) continue;
    const text = readFileSync(file, "utf8");
    for (const [, kind, name] of text.matchAll(/\bpg(Table|View)\(\s*"([a-z_][a-z0-9_]*)"/g)) {
      owned.set(name as string, { owner: module, kind: kind === "View" ? "view" : "table" });
    }
  }
  return owned;
}

function serverFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (found.length >= MAX_FILES) throw new Error(`more than ${MAX_FILES} files under ${dir}`);
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts")) found.push(full);
    }
  };
  walk(path.join(root, SERVER_SRC));
  return found.filter((file) => !EXEMPT.test(path.relative(root, file))).sort();
}

/** The module a file belongs to: `modules/<name>/…`, else its top folder under src (db, http, cli, …). */
function moduleOf(relative: string): string {
  const parts = path.relative(SERVER_SRC, relative).split(path.sep);
  return parts[0] === "modules" ? (parts[1] ?? "") : (parts[0] ?? "");
}

/** The text of each string and template literal (a template's parts joined), with the line it starts on. */
function literals(source: ts.SourceFile): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) {
      text = [node.head.text, ...node.templateSpans.map((span) => ` \${} ${span.literal.text}`)].join("");
    }
    if (text !== undefined && LOOKS_LIKE_SQL.test(text)) {
      found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else for (const span of node.templateSpans) visit(span.expression);
  };
  visit(source);
  return found;
}

/** Every place a server file's SQL names another module's table, or reads its view unchecked. */
export function crossingsIn(root: string): Crossing[] {
  const owned = ownership(root);
  const found: Crossing[] = [];
  for (const file of serverFiles(root)) {
    const relative = path.relative(root, file);
    const text = readFileSync(file, "utf8");
    const here = moduleOf(relative);
    // `resultRows<Row>` trusts the rows' shape; `resultRows<unknown>` read column by column (intOf, textOf) does not.
    const unchecked = /\bresultRows\s*<\s*(?!unknown\s*>|Record<string,\s*unknown>\s*>)/.test(text);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    for (const literal of literals(source)) {
      for (const [, name] of literal.text.matchAll(NAMED_AFTER)) {
        const table = (name as string).toLowerCase();
        const owner = owned.get(table);
        if (!owner || owner.owner === here) continue;
        if (owner.kind === "view" && !unchecked) continue;
        const why = owner.kind === "view" ? "unchecked view" : "table";
        found.push({ file: relative, line: literal.line, table, owner: owner.owner, why });
      }
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const all = crossingsIn(path.resolve(import.meta.dirname, ".."));
  const found = newCrossings(all);
  const gone = knownCrossingsGone(all);
  for (const k of gone) console.error(`${k} no longer crosses: take it off KNOWN_CROSSINGS`);
  for (const c of found) {
    const what =
      c.why === "table" ? `names ${c.owner}'s table ${c.table}` : `reads ${c.owner}'s view ${c.table} unchecked`;
    console.error(`${c.file}:${c.line} ${what}`);
  }
  if (found.length > 0) {
    console.error(`\n${found.length} crossings: read another module's data through its service or a view it declares.`);
  }
  if (found.length > 0 || gone.length > 0) process.exit(1);
  console.info(`✔ no module's SQL names another's tables (${KNOWN_CROSSINGS.length} known, listed with why)`);
}
