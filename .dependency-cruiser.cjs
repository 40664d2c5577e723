const path = require("node:path");

/**
 * Import boundaries: features meet through a module's exported service or packages/shared, never each other's files;
 * nothing imports in a circle; shared web layers never reach into features; production code never imports test code.
 * Paths are relative to the folder depcruise runs in, so tooling/boundaries.test.ts can run these same rules on its
 * deliberately bad fixture tree (tooling/lint-fixtures mirrors apps/, packages/ and e2e/). Folders importing one another
 * in a circle are the companion .dependency-cruiser-folders.cjs's rule (no-folder-cycles), cruised without test code.
 */

/** Test code: only tests may import it. */
const TEST_CODE = [
  "\\.test\\.tsx?$",
  "^apps/server/src/testing/",
  "^apps/web/src/testing/",
  "^e2e/",
  "(^|/)test-(support|fixtures)(\\.tsx?$|/)",
];

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "No import cycles: a cycle makes load order matter and hides which module owns what. Split the piece both need.",
      severity: "error",
      from: { path: "^(apps|packages)/" },
      to: { circular: true },
    },
    {
      name: "web-shared-not-features",
      comment:
        "games/, api/, components/ and lib/ serve every feature, so they may not depend on one (nor on app/, the top); move the piece down into them or into packages/shared.",
      severity: "error",
      from: { path: "^apps/web/src/(games|api|components|lib)/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "web-layers-downward",
      comment:
        "Web layers, top to bottom: app → features → games (what the game screens share) → api → components → lib. A layer imports only those below it.",
      severity: "error",
      from: { path: "^apps/web/src/(api|components|lib)/" },
      to: { path: "^apps/web/src/games/" },
    },
    {
      name: "web-components-not-api",
      comment:
        "components/ are the bottom UI kit: props in, markup out. Data comes from api/ through the feature using it.",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/api/" },
    },
    {
      name: "web-lib-is-bottom",
      comment: "lib/ is the bottom (fetch client, session, formatting, realtime socket): it imports no UI kit.",
      severity: "error",
      from: { path: "^apps/web/src/lib/" },
      to: { path: "^apps/web/src/components/" },
    },
    {
      name: "production-not-test-code",
      comment: "Production code never imports tests, test support (testing/, test-support, test-fixtures) or e2e/.",
      severity: "error",
      from: { path: "^(apps|packages)/", pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: "e2e-support-is-e2e-only",
      comment:
        "e2e/support serves the browser tests only; server and web tests use their side's testing/ (apps/*/src/testing).",
      severity: "error",
      from: { path: "^(apps|packages)/" },
      to: { path: "^e2e/" },
    },
    {
      name: "web-feature-to-feature",
      comment:
        "A web feature may not import another feature's internals; move shared pieces to app/, lib/ or packages/shared.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "server-module-internals",
      comment:
        "A server module may use another module only through its public face: service.ts (functions), plugin.ts (routes and pushes) or table.ts (schema).",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/([^/]+)/",
        pathNot: ["^apps/server/src/modules/$1/", "^apps/server/src/modules/[^/]+/(service|plugin|table|index)\\.ts$"],
      },
    },
    {
      name: "server-infrastructure-below-modules",
      comment:
        "http/, events/, realtime/ and db/ sit below the modules and import none: modules register with them (routes and pushes through plugin.ts, sign-in through the CallerVerifier port). db/schema.ts re-exports the modules' table.ts for drizzle-kit; tests may build the whole app.",
      severity: "error",
      from: {
        path: "^apps/server/src/(http|events|realtime|db)/",
        pathNot: ["^apps/server/src/db/schema\\.ts$", "\\.test\\.ts$"],
      },
      to: { path: "^apps/server/src/modules/" },
    },
    {
      name: "server-app-through-faces",
      comment:
        "app.ts and main.ts compose modules only through their faces (plugin.ts, service.ts, table.ts), never their routes or internals.",
      severity: "error",
      from: { path: "^apps/server/src/(app|main)\\.ts$" },
      to: {
        path: "^apps/server/src/modules/",
        pathNot: "^apps/server/src/modules/[^/]+/(service|plugin|table)\\.ts$",
      },
    },
    {
      name: "shared-is-pure",
      comment: "packages/shared holds pure rules used by both sides; it imports no app code.",
      severity: "error",
      from: { path: "^packages/shared/" },
      to: { path: "^apps/" },
    },
    {
      name: "web-not-server",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(node_modules|dist|drizzle)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, "tsconfig.base.json") },
  },
};
