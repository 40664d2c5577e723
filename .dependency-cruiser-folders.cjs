/**
 * Folder cycles: no folder of apps/ or packages/ reaches itself again through other folders. no-circular
 * (.dependency-cruiser.cjs) sees files; this sees folders that import each other through different files (users'
 * service calling the ledger's while the ledger's table joins users' table), so that neither is a layer the other sits
 * on: a module used by others imports none of them; http/, events/, realtime/ and db/ import one another one way.
 *
 * A cruise of its own because dependency-cruiser folds every cruised file into its folder, test code included, and a
 * folder rule can leave out folders but not files. Excluding test code from .dependency-cruiser.cjs instead would
 * blind the rules that watch it (production-not-test-code, e2e-support-is-e2e-only). `npm run lint` runs both configs;
 * tooling/boundaries.test.ts proves both on lint-fixtures.
 */
const main = require("./.dependency-cruiser.cjs");

/** Test code, as .dependency-cruiser.cjs names it (the targets of production-not-test-code). */
const TEST_CODE = main.forbidden.find((rule) => rule.name === "production-not-test-code").to.path;

module.exports = {
  forbidden: [
    {
      name: "no-folder-cycles",
      comment:
        "Folders import one another one way: a folder reaching itself again through others makes each sit on the other. Move what both need down, or the composing piece up into the folder that uses both.",
      severity: "error",
      scope: "folder",
      // packages/shared's domain folders still meet in circles (contracts/pushes.ts, re-exported by the contracts
      // entry, names every domain's payload while the domains build on contracts' fields; money/text.ts uses
      // betting/int-math.ts; games, betting and commission use one another): left out until they are untangled.
      from: { path: "^(apps|packages)/", pathNot: "^packages/shared/" },
      to: { circular: true },
    },
  ],
  options: {
    ...main.options,
    exclude: {
      path: [
        main.options.exclude.path,
        // Tests and test support import from above what they test (the whole app, the modules whose tests use them).
        ...TEST_CODE,
        // drizzle-kit reads the schema in db/, which re-exports every module's table.ts; the rest of db/ sits below
        // the modules. (cli/ needs no exemption: nothing imports it.)
        "^apps/server/src/db/schema\\.ts$",
      ],
    },
  },
};
