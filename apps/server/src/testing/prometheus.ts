import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server-process.ts";

const PROMETHEUS = "/usr/bin/prometheus";
/** Polls of a query before giving up (with POLL_MS between them): a bound, not a timed assertion. */
const MAX_POLLS = 120;
const POLL_MS = 500;

export type RunningPrometheus = {
  /** The value of an instant query's first sample (null: no sample yet). */
  query: (promql: string) => Promise<number | null>;
  /** Polls `promql` until `accept` takes its value; answers the last value seen. */
  waitFor: (promql: string, accept: (value: number | null) => boolean) => Promise<number | null>;
  stop: () => Promise<void>;
};

/**
 * Debian's Prometheus (`node scripts/ensure-prometheus.mjs` installs it) scraping `target` (host:port) every second,
 * as an operator would configure it: GET /metrics with the bearer token.
 */
export async function startPrometheus(target: string, token: string): Promise<RunningPrometheus> {
  if (!existsSync(PROMETHEUS)) throw new Error(`${PROMETHEUS} is missing: run node scripts/ensure-prometheus.mjs`);
  const dir = mkdtempSync(path.join(tmpdir(), "sabong-prometheus-"));
  const config = path.join(dir, "prometheus.yml");
  writeFileSync(
    config,
    [
      "global: { scrape_interval: 1s, scrape_timeout: 1s }",
      "scrape_configs:",
      "  - job_name: sabong",
      "    metrics_path: /metrics",
      `    authorization: { type: Bearer, credentials: "${token}" }`,
      `    static_configs: [{ targets: ["${target}"] }]`,
    ].join("\n"),
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: "ignore" },
  );
  const base = `http://127.0.0.1:${port}`;
  const query = async (promql: string): Promise<number | null> => {
    const response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await response.json()) as { data?: { result?: { value: [number, string] }[] } };
    const sample = body.data?.result?.[0];
    return sample ? Number(sample.value[1]) : null;
  };
  const waitFor = async (promql: string, accept: (value: number | null) => boolean): Promise<number | null> => {
    let value: number | null = null;
    for (let i = 0; i < MAX_POLLS; i++) {
      if (child.exitCode !== null) throw new Error(`prometheus exited with ${child.exitCode}`);
      value = await query(promql).catch(() => null);
      if (accept(value)) return value;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return value;
  };
  return {
    query,
    waitFor,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
