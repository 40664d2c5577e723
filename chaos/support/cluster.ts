import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildServer, freePort } from "../../apps/server/src/testing/server-process.ts";
import { waitFor } from "./wait.ts";

export { freePort };

const ROOT = path.resolve(import.meta.dirname, "../..");

export type ServerSlot = { name: string; port: number; process: ChildProcess | null };

/**
 * Server processes started as `npm start` runs the server (as apps/server/src/testing/server-process.ts does), each
 * on a port of its own that it keeps across restarts, so the load balancer's configuration never changes.
 */
export class Cluster {
  readonly slots: ServerSlot[];

  constructor(
    ports: number[],
    private readonly env: Record<string, string>,
  ) {
    this.slots = ports.map((port, i) => ({ name: `app${i + 1}`, port, process: null }));
  }

  async start(slot: ServerSlot): Promise<void> {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sabong-chaos-"));
    buildServer();
    const child = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.js"], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        LOG_LEVEL: "error",
        ...this.env,
        PORT: String(slot.port),
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    slot.process = child;
    await waitFor(
      `${slot.name} to answer /api/health`,
      120_000,
      async () => {
        if (child.exitCode !== null) throw new Error(`${slot.name} exited with ${child.exitCode} before it was ready`);
        const response = await fetch(`http://127.0.0.1:${slot.port}/api/health`, {
          signal: AbortSignal.timeout(2_000),
        });
        return response.ok;
      },
      250,
    );
  }

  /** The fault: no shutdown hook runs, open requests and sockets die with it. */
  async kill(slot: ServerSlot): Promise<void> {
    const child = slot.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGKILL");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  }

  /**
   * A deploy's stop: SIGTERM, the process drains (readiness 503, the balancer stops sending, in-flight requests and
   * batches finish, sockets told to reconnect) and exits by itself. Answers how long the drain took.
   */
  async stop(slot: ServerSlot, limitMs = 60_000): Promise<{ drainMs: number; exitCode: number | null }> {
    const child = slot.process;
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return { drainMs: 0, exitCode: child?.exitCode ?? null };
    const from = performance.now();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    await Promise.race([
      exited,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`${slot.name} did not exit after SIGTERM`)), limitMs),
      ),
    ]);
    return { drainMs: Math.round(performance.now() - from), exitCode: child.exitCode };
  }

  /** Cleanup: SIGTERM, then SIGKILL after 10 s. */
  async stopAll(): Promise<void> {
    await Promise.all(
      this.slots.map(
        (slot) =>
          new Promise<void>((resolve) => {
            const child = slot.process;
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
            setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
            setTimeout(resolve, 12_000).unref();
          }),
      ),
    );
  }
}
