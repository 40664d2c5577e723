import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { waitFor } from "./wait.ts";

const HAPROXY = "/usr/sbin/haproxy";

/** Debian's HAProxy, installed with apt as root when missing (as scripts/ensure-chromium.mjs does for Chromium). */
export function ensureHaproxy(): void {
  if (existsSync(HAPROXY)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    throw new Error("HAProxy is not installed. Install Debian's package with: sudo apt-get install -y haproxy");
  }
  console.info("Installing Debian's haproxy package for the fault harness…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy", {
    stdio: "inherit",
    timeout: 300_000,
  });
  if (!existsSync(HAPROXY)) throw new Error(`apt-get finished but ${HAPROXY} is still missing`);
}

export type Backend = { name: string; port: number };
export type LoadBalancer = {
  url: string;
  /** UP/DOWN per backend as HAProxy's health checks see it. */
  states: () => Promise<Record<string, string>>;
  stop: () => Promise<void>;
};

/**
 * One frontend, round robin over the servers, health-checked on GET /api/health/ready every 500 ms (down after 2 misses,
 * up after 2 answers). Socket.IO runs over websockets only (the web app and the simulator ask for no polling), so
 * no stickiness is needed; websockets need the connection kept whole (no http-server-close) and a tunnel timeout.
 * A request whose connection was refused is sent to another server (redispatch); one already sent is not retried.
 */
export async function startHaproxy(
  dir: string,
  port: number,
  statsPort: number,
  backends: Backend[],
): Promise<LoadBalancer> {
  const config = `global
  log stderr format short local0 warning
  maxconn 4096

defaults
  mode http
  log global
  option dontlognull
  option forwardfor
  retries 3
  option redispatch
  # A request cut before any answer (a draining process closing an idle kept-alive connection as it is reused) is
  # sent again: every request that moves money or state carries an idempotency key, so a resend answers once.
  retry-on conn-failure empty-response
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-request 10s
  default-server inter 500ms fall 2 rise 2
  # The balancer's own refusals keep the API's error shape.
  http-error status 502 content-type application/json string '{"error":"Service temporarily unavailable"}'
  http-error status 503 content-type application/json string '{"error":"Service temporarily unavailable"}'
  http-error status 504 content-type application/json string '{"error":"Service temporarily unavailable"}'

frontend web
  bind 127.0.0.1:${port}
  default_backend app

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

backend app
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join("\n")}
`;
  const file = path.join(dir, "haproxy.cfg");
  writeFileSync(file, config);
  execSync(`${HAPROXY} -c -q -f ${file}`, { timeout: 10_000 });
  const child: ChildProcess = spawn(HAPROXY, ["-db", "-f", file], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const states = async (): Promise<Record<string, string>> => {
    const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(2_000) });
    const rows = (await response.text()).split("\n").map((line) => line.split(","));
    const header = rows[0] ?? [];
    const status = header.indexOf("status");
    const out: Record<string, string> = {};
    for (const row of rows) if (row[0] === "app" && row[1] && row[1] !== "BACKEND") out[row[1]] = row[status] ?? "?";
    return out;
  };
  await waitFor("haproxy to serve", 30_000, async () => {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
    const up = Object.values(await states().catch(() => ({}))).filter((s) => s === "UP").length;
    return up === backends.length;
  });
  return {
    url,
    states,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}
