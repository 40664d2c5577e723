/** Import boundaries: features meet through a module's exported service or packages/shared, never each other's files. */
module.exports = {
  forbidden: [
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
      comment: "A server module may use another module only through its service.ts or table.ts (schema).",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/([^/]+)/",
        pathNot: ["^apps/server/src/modules/$1/", "^apps/server/src/modules/[^/]+/(service|table|index)\\.ts$"],
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
    tsConfig: { fileName: "tsconfig.base.json" },
  },
};
