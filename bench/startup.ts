/**
 * npx tsx bench/startup.ts — `npm start` to its first answer (GET /api/health 200), as a new operator meets it:
 *   1. fresh: no build (web and server outputs and their stamps removed) and an empty data directory, so it builds
 *      both, migrates and seeds the demo;
 *   2. current: `npm start` again with nothing changed on the same data directory (builds nothing).
 * Prints both with the machine's load. A fresh clone adds `npm install` (network) before the first.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../apps/server/src/testing/server-process.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The longest a start may take before the bench gives up. */
const MAX_WAIT_MS = 600_000;

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    while (performance.now() - started < MAX_WAIT_MS) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("no answer within the bound");
  } finally {
    // npm's whole group (npm, sh, node): it was started detached as its own group for this.
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "sabong-startup-"));
for (const output of ["apps/web/dist", "apps/server/dist", "node_modules/.cache/sabong-build"]) {
  rmSync(path.join(ROOT, output), { recursive: true, force: true });
}
const load = () => loadavg()[0]?.toFixed(1);
const loadBefore = load();
const freshMs = await timeStart(dataDir);
const loadMid = load();
const currentMs = await timeStart(dataDir);
console.info(`fresh build, empty database: ${(freshMs / 1000).toFixed(1)} s to the first answer (load ${loadBefore})`);
console.info(`current build, same database: ${(currentMs / 1000).toFixed(1)} s to the first answer (load ${loadMid})`);
rmSync(dataDir, { recursive: true, force: true });
