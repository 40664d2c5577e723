import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_FILE_LINES, MAX_FUNCTION_LINES, oversizedIn } from "./sizes.ts";

/**
 * The rule "no product function over 70 lines, no product file over 300" (tooling/sizes.ts, run by `npm run lint`),
 * proven on a tree written here: it names each function and file one line over, none exactly at the bound, and
 * leaves tests, test support and generated migrations alone; on the real tree it finds nothing.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const tree = mkdtempSync(path.join(tmpdir(), "sizes-fixture-"));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const body = (lines: number): string => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join("\n");
/** A function of exactly `lines` physical lines, first to last. */
const fn = (name: string, lines: number): string => `export function ${name}() {\n${body(lines - 2)}\n}\n`;
const arrow = (name: string, lines: number): string => `export const ${name} = () => {\n${body(lines - 2)}\n};\n`;

function write(relative: string, text: string): void {
  const file = path.join(tree, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

write("apps/server/src/modules/m/long.ts", fn("tooLong", MAX_FUNCTION_LINES + 1) + fn("atBound", MAX_FUNCTION_LINES));
write("apps/web/src/features/f/Page.tsx", arrow("Page", MAX_FUNCTION_LINES + 1));
write(
  "packages/shared/src/big.ts",
  Array.from({ length: MAX_FILE_LINES + 1 }, (_, i) => `export const c${i} = ${i};`).join("\n"),
);
write(
  "packages/shared/src/fits.ts",
  Array.from({ length: MAX_FILE_LINES }, (_, i) => `export const c${i} = ${i};`).join("\n"),
);
write("apps/server/src/modules/m/long.test.ts", fn("longTest", 200));
write("apps/server/src/testing/support.ts", fn("longSupport", 200));
write("apps/server/drizzle/generated.ts", fn("generated", 200));

describe("product functions and files are small", () => {
  it("names each function and file over its bound, and nothing at the bound or exempt", () => {
    const found = oversizedIn(tree).map((f) => `${f.file}:${f.line} ${f.what} ${f.lines}`);
    expect(found.sort()).toEqual(
      [
        `apps/server/src/modules/m/long.ts:1 function tooLong ${MAX_FUNCTION_LINES + 1}`,
        `apps/web/src/features/f/Page.tsx:1 function Page ${MAX_FUNCTION_LINES + 1}`,
        `packages/shared/src/big.ts:1 file ${MAX_FILE_LINES + 1}`,
      ].sort(),
    );
  });

  it("finds none in the real tree (what `npm run lint` checks)", () => {
    expect(oversizedIn(ROOT)).toEqual([]);
  });
});
