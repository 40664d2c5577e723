import { spawnSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/** After every browser suite has moved money on the demo database, its ledger and audit chain must still hold. */
function verifyDemoDatabase(dataDir: string): void {
  for (const cli of ["ledger-check.ts", "audit-verify.ts"]) {
    const run = spawnSync(process.execPath, ["--import", "tsx", `apps/server/src/cli/${cli}`], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    process.stdout.write(run.stdout ?? "");
    process.stderr.write(run.stderr ?? "");
    if (run.status !== 0) throw new Error(`${cli} failed on the browser tests' database (exit ${run.status})`);
  }
}

/** One real server for the browser suites (fresh embedded database with the demo accounts), as `npm start` runs it. */
export default async function setup(project: TestProject) {
  // Every browser test registers from 127.0.0.1: one address standing for many people.
  // The integrity watch runs as in production (on by default; said here so a shell's INTEGRITY_WATCH=off cannot hide
  // it from e2e/integrity-watch.test.ts).
  const server = await startServer({ REGISTRATIONS_PER_ADDRESS: "1000", INTEGRITY_WATCH: "on" });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
    verifyDemoDatabase(server.dataDir);
  };
}
