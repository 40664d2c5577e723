import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules of .dependency-cruiser.cjs and .dependency-cruiser-folders.cjs, proven: run on lint-fixtures (a tree
 * of deliberately bad imports that mirrors apps/, packages/ and e2e/), each rule must report its violations by name,
 * and nothing the rules allow; run on the real tree, as `npm run lint` does, nothing. Removing or loosening a rule
 * makes this test fail.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const FIXTURES = path.join(ROOT, "tooling/lint-fixtures");
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");
/** The folder-cycle rule, a cruise of its own (test code left out): see its header. */
const FOLDERS_CONFIG = path.join(ROOT, ".dependency-cruiser-folders.cjs");
const DEPCRUISE = path.join(ROOT, "node_modules/.bin/depcruise");

type Violation = { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] };

function depcruise(cwd: string, extraArgs: string[] = [], config = CONFIG) {
  const args = ["--config", config, ...extraArgs, "apps", "packages"];
  return spawnSync(DEPCRUISE, args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
}

/** The import half of `npm run lint`, run from `cwd`: its exit code (the number of errors) and what it prints. */
function lint(cwd: string, config = CONFIG): { exitCode: number | null; output: string } {
  const run = depcruise(cwd, [], config);
  return { exitCode: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The same cruise as a JSON report (whose exit code is always 0), for the rule, source and target of each. */
function violationsIn(cwd: string, config = CONFIG): { violations: Violation[]; cruisedModules: number } {
  const run = depcruise(cwd, ["--output-type", "json"], config);
  if (!run.stdout) throw new Error(`depcruise printed nothing (exit ${run.status}): ${run.stderr}`);
  const { summary } = JSON.parse(run.stdout) as { summary: { violations: Violation[]; totalCruised: number } };
  return { violations: summary.violations, cruisedModules: summary.totalCruised };
}

/** Two cruises of the whole tree per test: past the tooling project's minute when the machine is busy. */
const WHOLE_TREE_MS = 180_000;

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

  it("reports folders that import each other in a circle, and none that only test code or db/schema.ts join", () => {
    const { violations } = violationsIn(FIXTURES, FOLDERS_CONFIG);
    const { exitCode, output } = lint(FIXTURES, FOLDERS_CONFIG);
    expect(exitCode).toBe(violations.length);
    expect(output).toContain("error no-folder-cycles: apps/server/src/modules/users");

    const server = "apps/server/src";
    const web = "apps/web/src";
    expect(violations.map(describeViolation).sort()).toEqual(
      [
        // users/service.ts → wallet/service.ts and wallet/table.ts → users/table.ts: no file cycle, a folder one.
        `no-folder-cycles: ${server}/modules/users → ${server}/modules/wallet`,
        `no-folder-cycles: ${server}/modules/wallet → ${server}/modules/users`,
        // The web layers' bad imports above (lib/, components/ and api/ reaching into features/bets) close circles.
        `no-folder-cycles: ${web}/api → ${web}/features/bets`,
        `no-folder-cycles: ${web}/components → ${web}/api`,
        `no-folder-cycles: ${web}/components → ${web}/features/bets`,
        `no-folder-cycles: ${web}/features/bets → ${web}/lib`,
        `no-folder-cycles: ${web}/lib → ${web}/components`,
        `no-folder-cycles: ${web}/lib → ${web}/features/bets`,
      ].sort(),
    );
  });

  it.each([
    ["import rules", CONFIG],
    ["folder cycles", FOLDERS_CONFIG],
  ])(
    "finds no violation of the %s in the real tree (what `npm run lint` checks)",
    (_rules, config) => {
      const { violations, cruisedModules } = violationsIn(ROOT, config);
      expect(violations.map(describeViolation)).toEqual([]);
      expect(cruisedModules).toBeGreaterThan(300);
      const { exitCode, output } = lint(ROOT, config);
      expect(output).toContain("no dependency violations found");
      expect(exitCode).toBe(0);
    },
    WHOLE_TREE_MS,
  );
});
