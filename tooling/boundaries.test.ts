import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules of .dependency-cruiser.cjs, proven: run on lint-fixtures (a tree of deliberately bad imports that
 * mirrors apps/, packages/ and e2e/), each rule must report its violations by name, and nothing the rules allow; run
 * on the real tree, as `npm run lint` does, nothing. Removing or loosening a rule makes this test fail.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const FIXTURES = path.join(ROOT, "tooling/lint-fixtures");
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");
const DEPCRUISE = path.join(ROOT, "node_modules/.bin/depcruise");

type Violation = { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] };

function depcruise(cwd: string, extraArgs: string[] = []) {
  const args = ["--config", CONFIG, ...extraArgs, "apps", "packages"];
  return spawnSync(DEPCRUISE, args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
}

/** The import half of `npm run lint`, run from `cwd`: its exit code (the number of errors) and what it prints. */
function lint(cwd: string): { exitCode: number | null; output: string } {
  const run = depcruise(cwd);
  return { exitCode: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The same cruise as a JSON report (whose exit code is always 0), for the rule, source and target of each. */
function violationsIn(cwd: string): { violations: Violation[]; cruisedModules: number } {
  const run = depcruise(cwd, ["--output-type", "json"]);
  if (!run.stdout) throw new Error(`depcruise printed nothing (exit ${run.status}): ${run.stderr}`);
  const { summary } = JSON.parse(run.stdout) as { summary: { violations: Violation[]; totalCruised: number } };
  return { violations: summary.violations, cruisedModules: summary.totalCruised };
}

const describeViolation = (v: Violation) => `${v.rule.name}: ${v.from} → ${v.to}`;

describe("import boundaries", () => {
  it("reports every deliberately bad import in lint-fixtures under its rule, and nothing else", () => {
    const { violations } = violationsIn(FIXTURES);
    const { exitCode, output } = lint(FIXTURES);
    expect(exitCode).toBe(violations.length);
    expect(output).toContain("error no-circular: apps/server/src/cycle/");

    const cycles = violations.filter((v) => v.rule.name === "no-circular");
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.cycle?.map((step) => step.name).sort()).toEqual([
      "apps/server/src/cycle/a.ts",
      "apps/server/src/cycle/b.ts",
      "apps/server/src/cycle/c.ts",
    ]);

    const server = "apps/server/src";
    expect(
      violations
        .filter((v) => v.rule.name !== "no-circular")
        .map(describeViolation)
        .sort(),
    ).toEqual(
      [
        "web-shared-not-features: apps/web/src/lib/format.ts → apps/web/src/features/bets/odds.ts",
        "web-shared-not-features: apps/web/src/components/OddsCell.tsx → apps/web/src/features/bets/odds.ts",
        "web-shared-not-features: apps/web/src/api/bets.ts → apps/web/src/features/bets/odds.ts",
        "web-layers-downward: apps/web/src/api/board-query.ts → apps/web/src/games/board.ts",
        "web-components-not-api: apps/web/src/components/BetsCount.tsx → apps/web/src/api/bets.ts",
        "web-lib-is-bottom: apps/web/src/lib/kit.ts → apps/web/src/components/OddsCell.tsx",
        "production-not-test-code: apps/web/src/features/bets/BetSlip.tsx → apps/web/src/testing/render.tsx",
        `production-not-test-code: ${server}/modules/betting/service.ts → ${server}/testing/app.ts`,
        `production-not-test-code: ${server}/modules/betting/service.ts → ${server}/modules/betting/test-support.ts`,
        `production-not-test-code: ${server}/modules/betting/service.ts → ${server}/modules/betting/test-fixtures.ts`,
        `production-not-test-code: ${server}/modules/betting/settle.ts → ${server}/modules/betting/bets.test.ts`,
        `production-not-test-code: ${server}/cli/simulate.ts → e2e/support/server.ts`,
        `e2e-support-is-e2e-only: ${server}/cli/simulate.ts → e2e/support/server.ts`,
        `e2e-support-is-e2e-only: ${server}/cli/simulate.test.ts → e2e/support/server.ts`,
        "web-feature-to-feature: apps/web/src/features/wallet/balance.ts → apps/web/src/features/bets/odds.ts",
        `server-module-internals: ${server}/modules/betting/bets.ts → ${server}/modules/ledger/posting.ts`,
        `server-infrastructure-below-modules: ${server}/http/auth.ts → ${server}/modules/ledger/service.ts`,
        `server-infrastructure-below-modules: ${server}/events/publisher.ts → ${server}/modules/ledger/service.ts`,
        `server-app-through-faces: ${server}/app.ts → ${server}/modules/betting/bets.ts`,
        `shared-is-pure: packages/shared/src/rules.ts → ${server}/modules/ledger/service.ts`,
        `web-not-server: apps/web/src/lib/server-clock.ts → ${server}/modules/ledger/service.ts`,
      ].sort(),
    );
  });

  it("finds no violation in the real tree (what `npm run lint` checks)", () => {
    const { violations, cruisedModules } = violationsIn(ROOT);
    expect(violations.map(describeViolation)).toEqual([]);
    expect(cruisedModules).toBeGreaterThan(300);
    const { exitCode, output } = lint(ROOT);
    expect(output).toContain("no dependency violations found");
    expect(exitCode).toBe(0);
  });
});
