import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { type RunningPrometheus, startPrometheus } from "../testing/prometheus.ts";
import { socketFor } from "../testing/realtime.ts";
import { type RunningServer, startServer } from "../testing/server-process.ts";
import { simulateAgainst } from "../testing/simulation.ts";

const TOKEN = "scrape-token-for-the-metrics-test";
const ALERT_RULES = path.resolve(import.meta.dirname, "../../../../docs/monitoring/alerts.yml");

/**
 * An operator's Prometheus scrapes the real server (compiled, as `npm start` runs it) while players bet: the figures
 * it stores move with what the players saw, and nobody without the token reads them.
 */
describe("Prometheus scraping the server during betting", () => {
  let server: RunningServer | undefined;
  let prometheus: RunningPrometheus | undefined;
  const scraper = () => prometheus as RunningPrometheus;

  beforeAll(async () => {
    server = await startServer({ METRICS_TOKEN: TOKEN });
    prometheus = await startPrometheus(new URL(server.url).host, TOKEN);
  }, 300_000);

  afterAll(async () => {
    await prometheus?.stop();
    await server?.stop();
  }, 60_000);

  it("refuses the figures to anyone without the token, from any address", async () => {
    const url = server?.url as string;
    for (const authorization of ["", "Bearer wrong-token-wrong-token", TOKEN, `Bearer ${TOKEN}x`]) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const response = await fetch(`${url}/metrics`, { headers });
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(body).not.toContain("sabong_");
      expect(JSON.parse(body)).toEqual({ error: expect.any(String) });
    }
  });

  it("scrapes bets, settlements, lanes, requests and sockets that move with the simulation", async () => {
    const p = scraper();
    expect(await p.waitFor('up{job="sabong"}', (v) => v === 1)).toBe(1);
    // A client of our own stays connected throughout, so the sockets figure does not hang on the simulation's
    // sockets (connected for seconds) meeting a scrape that a busy machine delayed.
    const url = server?.url as string;
    const login = await fetch(`${url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "demo1234" }),
    });
    const socket = await socketFor(url, ((await login.json()) as { accessToken: string }).accessToken);
    onTestFinished(() => void socket.close());
    const report = await simulateAgainst(url, { seed: 5, players: 8, fights: 2, maxInFlight: 16 });
    expect(report.differences).toEqual([]);
    expect(report.stats.accepted).toBeGreaterThan(0);

    const accepted = 'sum(sabong_bets_total{outcome="accepted"})';
    expect(await p.waitFor(accepted, (v) => v === report.stats.accepted)).toBe(report.stats.accepted);
    const refusedBySim = report.stats.refused.closed + report.stats.refused.insufficient;
    // Each figure is polled until it shows: one scrape that overran its 1 s timeout on a busy machine marks every
    // series stale for a moment, and an instant query then answers nothing.
    const shows = async (promql: string, accept: (value: number) => boolean) => {
      const value = await p.waitFor(promql, (v) => v !== null && accept(v));
      expect(value !== null && accept(value), `${promql} = ${value}`).toBe(true);
    };
    if (refusedBySim > 0) await shows('sum(sabong_bets_total{outcome="refused"})', (v) => v > 0);
    await shows('sum(sabong_settlement_duration_seconds_count{kind="fight"})', (v) => v >= 2);
    await shows('sum(sabong_group_commit_batch_size_count{lane="bets"})', (v) => v > 0);
    await shows('sum(sabong_http_requests_total{route=~".*/bets.*", status="200"})', (v) => v > 0);
    await shows("sum(sabong_pushes_sent_total)", (v) => v > 0);
    await shows("max_over_time(sabong_sockets[10m])", (v) => v > 0);
    await shows("sabong_draw_clock_lag_seconds", (v) => v < 60);
    await shows("process_resident_memory_bytes", (v) => v > 0);
  }, 600_000);

  it("ships alert rules that Prometheus accepts", () => {
    const check = spawnSync("/usr/bin/promtool", ["check", "rules", ALERT_RULES], { encoding: "utf8" });
    expect(check.stdout).toContain("SUCCESS");
    expect(check.status).toBe(0);
  });
});
