import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type RunningServer = { url: string; dataDir: string; process: ChildProcess; stop: () => Promise<void> };

const ROOT = path.resolve(import.meta.dirname, "../../../..");

/** A loopback port nothing listens on right now (also used by the fault harness, chaos/). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The server's production build (scripts/build.mjs: nothing to do when it is current), so tests run what ships. */
export function buildServer(): void {
  const run = spawnSync(process.execPath, ["scripts/build.mjs", "server"], { cwd: ROOT, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`the server build failed (exit ${run.status}): ${run.stderr}`);
}

/**
 * The real server exactly as `npm start` runs it (the compiled server, built web app, embedded PGlite, demo accounts)
 * on a fresh data dir.
 * Pass DATABASE_URL in env to run it against PostgreSQL instead. Used by the server's simulation test, the browser
 * tests (through e2e/support/server.ts) and the benchmarks.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "sabong-e2e-"));
  buildServer();
  const child = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.js"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: a fresh embedded database migrates and seeds first, which a machine busy with other work slows a lot.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not become ready in 240 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
  };
}
