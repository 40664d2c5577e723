import http from "node:http";
import { performance } from "node:perf_hooks";

/** Well under the server's keep-alive timeout. */
const IDLE_SOCKET_MS = 30_000;

export type HttpAnswer<T = unknown> = { status: number; body: T; ms: number };

/**
 * A keep-alive JSON client on node:http: cheaper per request than fetch, so the load generator, which shares the
 * machine's two cores with the server and PostgreSQL, takes as little of them as it can.
 */
export class HttpClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(baseUrl: string, maxSockets: number) {
    this.url = new URL(baseUrl);
    if (this.url.hostname !== "127.0.0.1" && this.url.hostname !== "localhost") {
      throw new Error(`benchmarks send traffic to 127.0.0.1 only, not ${this.url.hostname}`);
    }
    // Idle sockets are let go after IDLE_SOCKET_MS, before the server's keep-alive timeout (Fastify's 72 s) closes
    // them: a request sent on a socket the server is closing at that instant fails with ECONNRESET (a phase after a
    // long raw-SQL phase lost 63 ticket lines that way).
    this.agent = new http.Agent({ keepAlive: true, maxSockets, timeout: IDLE_SOCKET_MS });
  }

  request<T = unknown>(method: string, path: string, token?: string, body?: unknown): Promise<HttpAnswer<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = Buffer.byteLength(payload);
    }
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.url.hostname, port: this.url.port, path: `/api${path}`, method, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // keep the text
            }
            resolve({ status: res.statusCode ?? 0, body: parsed as T, ms: performance.now() - started });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.setTimeout(120_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /** A request that must answer 2xx. */
  async ok<T = unknown>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const answer = await this.request<T>(method, path, token, body);
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Runs `count` tasks with `concurrency` workers pulling the next index; answers the wall time in seconds. */
export async function drive(count: number, concurrency: number, task: (index: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await task(i);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return (performance.now() - started) / 1000;
}
