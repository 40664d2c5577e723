// The production build, incremental: the web app (Vite) and the server (esbuild → apps/server/dist/main.js, run with
// plain node). Each target is rebuilt only when the hash of its inputs differs from the stamp of its last build, so a
// second `npm start` with nothing changed builds nothing. `node scripts/build.mjs [web|server]...` (default both);
// `--force` rebuilds regardless. Plain JavaScript: it runs before anything is compiled.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const STAMPS = path.join(ROOT, "node_modules/.cache/sabong-build");
const SERVER_DIR = path.join(ROOT, "apps/server");
const SERVER_OUT = path.join(SERVER_DIR, "dist/main.js");
/** Directory walks stop here: a tree this deep is a link loop, not source. */
const MAX_DEPTH = 20;

const SHARED_INPUTS = ["packages/shared/src", "packages/shared/package.json", "package-lock.json", "scripts/build.mjs"];

const TARGETS = {
  web: {
    inputs: [...SHARED_INPUTS, "apps/web/src", "apps/web/build", "apps/web/public", "apps/web/index.html"].concat([
      "apps/web/vite.config.ts",
      "apps/web/package.json",
      "apps/web/tsconfig.json",
    ]),
    output: path.join(ROOT, "apps/web/dist/index.html"),
    build: buildWeb,
  },
  server: {
    inputs: [...SHARED_INPUTS, "apps/server/src", "apps/server/package.json"],
    output: SERVER_OUT,
    build: buildServer,
  },
};

/** Tests and test support never reach the build, so editing them never forces one. */
const isTestFile = (relative) => /\.test\.tsx?$|(^|\/)testing\//.test(relative);

/** The files of an input (a file, or a folder walked), as paths relative to the root; a missing input has none. */
function listFiles(relative, depth = 0) {
  const full = path.join(ROOT, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return isTestFile(relative) ? [] : [relative];
  if (depth > MAX_DEPTH) throw new Error(`${relative}: too deep`);
  return readdirSync(full)
    .filter((name) => name !== "node_modules")
    .flatMap((name) => listFiles(path.posix.join(relative, name), depth + 1));
}

function inputsHash(inputs) {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap((input) => listFiles(input)).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(ROOT, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

function buildWeb() {
  const run = spawnSync("npm", ["run", "build", "-w", "@sabong/web"], { cwd: ROOT, stdio: "inherit" });
  if (run.status !== 0) throw new Error(`the web build failed (exit ${run.status})`);
}

/** Bundles our TypeScript and @sabong/shared; every other package stays in node_modules, loaded by node. */
async function buildServer() {
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [path.join(SERVER_DIR, "src/main.ts")],
    outfile: SERVER_OUT,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
    plugins: [packagesExternal, dirnamesKept],
  });
  mkdirSync(path.dirname(SERVER_OUT), { recursive: true });
  // Written beside and renamed: a server starting meanwhile never loads half a file.
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

const packagesExternal = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@sabong/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The server finds its migrations, demo stream and the web app relative to its source files (import.meta.dirname).
 * In the bundle every file's dirname is dist/, so each source file's own folder is put back, relative to dist/:
 * the build can be moved with the tree.
 */
const dirnamesKept = {
  name: "dirnames-kept",
  setup(build) {
    build.onLoad({ filter: /apps[\\/]server[\\/]src[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      if (!source.includes("import.meta.dirname")) return undefined;
      const fromDist = path.relative(path.dirname(SERVER_OUT), path.dirname(args.path)).split(path.sep).join("/");
      const contents = source.replaceAll(
        "import.meta.dirname",
        `(import.meta.dirname + ${JSON.stringify(`/${fromDist}`)})`,
      );
      return { contents, loader: "ts" };
    });
  },
};

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const names = args.filter((a) => !a.startsWith("--"));
  const chosen = names.length > 0 ? names : Object.keys(TARGETS);
  mkdirSync(STAMPS, { recursive: true });
  for (const name of chosen) {
    const target = TARGETS[name];
    if (!target) throw new Error(`unknown build target ${name} (web, server)`);
    const stampFile = path.join(STAMPS, `${name}.sha256`);
    const hash = inputsHash(target.inputs);
    const current = existsSync(target.output) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash;
    if (current && !force) {
      console.info(`build: ${name} is current`);
      continue;
    }
    const started = Date.now();
    await target.build();
    writeFileSync(stampFile, hash);
    console.info(`build: ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

await main();
