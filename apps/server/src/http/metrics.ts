import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, Histogram } from "prom-client";
import type { Database } from "../db/client.ts";
import { metricsRegistry, watchPool, watchSockets } from "../metrics/registry.ts";
import type { Realtime } from "../realtime/types.ts";

const httpRequests = new Counter({
  name: "sabong_http_requests_total",
  help: "HTTP requests answered, by method, route (the route's pattern, never the raw URL) and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [metricsRegistry],
});
const httpSeconds = new Histogram({
  name: "sabong_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by route",
  labelNames: ["route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Answers no one who lacks the token, in constant time (lengths aside). */
function hasToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus on GET /metrics, for the bearer token in METRICS_TOKEN only (without it, the route does not exist);
 * every request counted by its route pattern (unmatched URLs as one "unmatched" route, so scanners cannot grow the
 * series); this app's sockets and database pool read at scrape time.
 */
export function installMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; database: Database; realtime: Realtime },
): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpSeconds.observe({ route }, reply.elapsedTime / 1000);
  });
  const stops = [watchSockets(() => options.realtime.io?.of("/").sockets.size ?? 0)];
  const { poolUse } = options.database;
  if (poolUse) stops.push(watchPool(poolUse));
  app.addHook("onClose", async () => {
    for (const stop of stops) stop();
  });

  const { token } = options;
  if (!token) return;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request.headers.authorization, token)) {
      return reply.status(401).header("www-authenticate", "Bearer").send({ error: "Metrics need their token" });
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
