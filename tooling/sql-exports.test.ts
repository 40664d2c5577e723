import path from "node:path";
import { describe, expect, it } from "vitest";
import { sqlExportsIn } from "./sql-exports.ts";

/**
 * The rule "a module's public face exports no SQL text" (tooling/sql-exports.ts, run by `npm run lint`), proven: on
 * lint-fixtures it names each deliberately bad export, re-exported or the face's own, and none of the typed reads
 * beside them; on the real tree it finds nothing.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const FIXTURES = path.join(ROOT, "tooling/lint-fixtures");

describe("module faces export no SQL text", () => {
  it("reports every SQL fragment, SQL string and SQL-returning function a fixture face exports, and nothing else", () => {
    const found = sqlExportsIn(FIXTURES).map((f) => `${f.face}: ${f.name} (${f.declaredIn})`);
    const accounting = "apps/server/src/modules/accounting";
    expect(found.sort()).toEqual(
      [
        `${accounting}/service.ts: branchesSql (${accounting}/classify.ts)`,
        `${accounting}/service.ts: CLASSIFIED_TRANSFERS (${accounting}/classify.ts)`,
        `${accounting}/service.ts: subtreeUserIdsSql (${accounting}/classify.ts)`,
        `${accounting}/service.ts: accountMovementsSql (${accounting}/reads.ts)`,
        `${accounting}/service.ts: totalsSql (${accounting}/service.ts)`,
      ].sort(),
    );
  });

  it("finds none in the real tree (what `npm run lint` checks)", () => {
    expect(sqlExportsIn(ROOT)).toEqual([]);
  });
});
