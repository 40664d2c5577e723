import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * "Small by rule": no product function over 70 lines and no product file over 300, counted in physical lines from
 * the first line of a function to its last (nested functions count within their outer one, as a reader scrolls
 * them). Tests, test support, fixtures and generated migrations are exempt; stylesheets are not TypeScript.
 * Run by `npm run lint` (`tsx tooling/sizes.ts`), proven on its fixtures by tooling/sizes.test.ts.
 */

export const MAX_FUNCTION_LINES = 70;
export const MAX_FILE_LINES = 300;

export type Oversize = { file: string; line: number; what: string; lines: number; max: number };

const PRODUCT_ROOTS = ["apps", "packages"];
const SKIPPED_DIRS = new Set(["node_modules", "dist", "drizzle", "testing", "lint-fixtures", "e2e"]);
const EXEMPT_FILE = /\.(test|spec)\.tsx?$|(^|\/)test-(support|fixtures)(\.tsx?$|\/)|\.d\.ts$/;
/** A bound on the walk: the tree has about a thousand product files. */
const MAX_FILES = 20_000;

function productFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (found.length >= MAX_FILES) throw new Error(`more than ${MAX_FILES} files under ${root}`);
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith(".")) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !EXEMPT_FILE.test(full)) found.push(full);
    }
  };
  for (const top of PRODUCT_ROOTS) {
    try {
      walk(path.join(root, top));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return found.sort();
}

function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return "(anonymous)";
}

function oversizedFunctions(source: ts.SourceFile, relative: string): Oversize[] {
  const found: Oversize[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = lineOf(node.getStart(source));
      const lines = lineOf(node.getEnd()) - first + 1;
      if (lines > MAX_FUNCTION_LINES) {
        const what = `function ${functionName(node as ts.FunctionLikeDeclaration)}`;
        found.push({ file: relative, line: first, what, lines, max: MAX_FUNCTION_LINES });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every product function and file over its bound under `root` (the repository, or a fixture tree shaped like it). */
export function oversizedIn(root: string): Oversize[] {
  const found: Oversize[] = [];
  for (const file of productFiles(root)) {
    const text = readFileSync(file, "utf8");
    const relative = path.relative(root, file);
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const fileLines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (fileLines > MAX_FILE_LINES) {
      found.push({ file: relative, line: 1, what: "file", lines: fileLines, max: MAX_FILE_LINES });
    }
    found.push(...oversizedFunctions(source, relative));
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..");
  const found = oversizedIn(root);
  for (const f of found) console.error(`${f.file}:${f.line} ${f.what} has ${f.lines} lines (at most ${f.max})`);
  if (found.length > 0) {
    console.error(`\n${found.length} over their size: split by responsibility (a hook, a component, a step).`);
    process.exit(1);
  }
}
