import path from "node:path";
import { describe, expect, it } from "vitest";
import { crossingsIn, knownCrossingsGone, newCrossings } from "./table-owners.ts";

/**
 * The rule "each module's tables are its own" (tooling/table-owners.ts, run by `npm run lint`), proven: on
 * lint-fixtures it names each raw statement that reads the ledger's table from accounting and the unchecked read of
 * the ledger's view, and not the checked read of that view; on the real tree it finds nothing.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const FIXTURES = path.join(ROOT, "tooling/lint-fixtures");
const ACCOUNTING = "apps/server/src/modules/accounting";

describe("a module's raw SQL names only its own tables", () => {
  it("reports each fixture statement naming another module's table, and each unchecked read of its view", () => {
    const found = crossingsIn(FIXTURES).map((c) => `${c.file}:${c.line} ${c.owner}.${c.table} (${c.why})`);
    expect(found.sort()).toEqual(
      [
        `${ACCOUNTING}/classify.ts:10 ledger.ledger_transfers (table)`,
        `${ACCOUNTING}/crossings.ts:6 ledger.ledger_transfers (table)`,
        `${ACCOUNTING}/service.ts:7 ledger.ledger_transfers (table)`,
        `${ACCOUNTING}/unchecked-view.ts:7 ledger.ledger_balances (unchecked view)`,
      ].sort(),
    );
  });

  it("finds none in the real tree but the known ones, each still there (what `npm run lint` checks)", () => {
    const found = crossingsIn(ROOT);
    expect(newCrossings(found)).toEqual([]);
    expect(knownCrossingsGone(found)).toEqual([]);
  });
});
