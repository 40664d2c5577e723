import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * "Typed reads instead of SQL text across modules": a server module's public face (service.ts, plugin.ts) may not
 * export SQL text, so no module builds its SQL on another's. Found by reading the syntax (fast enough for every
 * `npm run lint`): each exported name is followed through re-exports (`export { x } from "./classify.ts"`,
 * `export * from …`) to its declaration, which fails when it is
 * - a drizzle `sql` fragment (`export const totalsSql = sql\`…\``, `sql.raw(…)`, `sql.join(…)`) or a string of SQL,
 * - a function returning one (declared `: SQL`, or returning a `sql` fragment),
 * - anything declared with the type `SQL`.
 */

export type SqlExport = { face: string; name: string; declaredIn: string; line: number };

const FACES = ["service.ts", "plugin.ts"];
const SQL_TEXT = /^\s*(select|with|insert|update|delete)\s/i;
/** Re-export chains longer than this are not followed (a bound; real chains are one step). */
const MAX_HOPS = 8;

const isSqlTag = (node: ts.Node): boolean =>
  ts.isIdentifier(node)
    ? node.text === "sql"
    : ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "sql";

function isSqlValue(node: ts.Expression | undefined): boolean {
  if (!node) return false;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return isSqlValue(node.expression);
  if (ts.isTaggedTemplateExpression(node)) return isSqlTag(node.tag);
  if (ts.isCallExpression(node)) return isSqlTag(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return SQL_TEXT.test(node.text);
  if (ts.isTemplateExpression(node)) return SQL_TEXT.test(node.head.text);
  return false;
}

const isSqlType = (type: ts.TypeNode | undefined): boolean =>
  type !== undefined && ts.isTypeReferenceNode(type) && /^SQL(\.|$)/.test(type.typeName.getText());

/** A function body that hands back SQL: `=> sql\`…\`` or a `return sql\`…\`` of its own (not of inner functions). */
function returnsSql(body: ts.ConciseBody | undefined): boolean {
  if (!body) return false;
  if (!ts.isBlock(body)) return isSqlValue(body);
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found || ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && isSqlValue(node.expression)) found = true;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

function isSqlDeclaration(node: ts.Node): boolean {
  if (ts.isFunctionDeclaration(node)) return isSqlType(node.type) || returnsSql(node.body);
  if (!ts.isVariableDeclaration(node)) return false;
  if (isSqlType(node.type) || isSqlValue(node.initializer)) return true;
  const init = node.initializer;
  return (
    init !== undefined &&
    (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) &&
    (isSqlType(init.type) || returnsSql(init.body))
  );
}

const hasExportModifier = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

type Declared = { name: string; node: ts.Node; file: string };

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
}

/** Only the module's own files are followed (a relative path that exists); packages and other folders are not SQL text. */
function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const target = path.resolve(path.dirname(from), specifier);
  return existsSync(target) ? target : null;
}

/** Every name a file exports, with the declaration it names, following re-exports up to MAX_HOPS files deep. */
function exportedDeclarations(file: string, hops = 0): Declared[] {
  if (hops > MAX_HOPS) return [];
  const source = parse(file);
  const found: Declared[] = [];
  const local = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) local.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) local.set(d.name.text, d);
    }
    if (!hasExportModifier(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name)
      found.push({ name: statement.name.text, node: statement, file });
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) found.push({ name: d.name.getText(), node: d, file });
    }
  }
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const target = statement.moduleSpecifier
      ? resolveRelative(file, (statement.moduleSpecifier as ts.StringLiteral).text)
      : null;
    const targetExports = target ? exportedDeclarations(target, hops + 1) : [];
    const clause = statement.exportClause;
    if (!clause) {
      found.push(...targetExports);
      continue;
    }
    if (!ts.isNamedExports(clause)) continue;
    for (const element of clause.elements) {
      if (element.isTypeOnly) continue;
      const original = (element.propertyName ?? element.name).text;
      const name = element.name.text;
      if (!statement.moduleSpecifier) {
        const node = local.get(original);
        if (node) found.push({ name, node, file });
        continue;
      }
      const declared = targetExports.find((d) => d.name === original);
      if (declared) found.push({ ...declared, name });
    }
  }
  return found;
}

/** The SQL text exported by the faces of every module under `root`/apps/server/src/modules. */
export function sqlExportsIn(root: string): SqlExport[] {
  const modulesDir = path.join(root, "apps/server/src/modules");
  const findings: SqlExport[] = [];
  for (const moduleName of readdirSync(modulesDir).sort()) {
    for (const faceName of FACES) {
      const face = path.join(modulesDir, moduleName, faceName);
      if (!existsSync(face)) continue;
      for (const declared of exportedDeclarations(face)) {
        if (!isSqlDeclaration(declared.node)) continue;
        const source = declared.node.getSourceFile();
        findings.push({
          face: path.relative(root, face),
          name: declared.name,
          declaredIn: path.relative(root, declared.file),
          line: source.getLineAndCharacterOfPosition(declared.node.getStart()).line + 1,
        });
      }
    }
  }
  return findings;
}

/** `npm run lint` runs this from the repository's root: it fails when any module's face exports SQL text. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = sqlExportsIn(process.cwd());
  for (const f of findings) {
    process.stderr.write(
      `error module-exports-sql: ${f.face} exports ${f.name} (${f.declaredIn}:${f.line}), SQL text; export a typed read instead\n`,
    );
  }
  if (findings.length > 0) process.exit(1);
  process.stdout.write("✔ no module exports SQL text\n");
}
