import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { Limiter } from "./limit.ts";

/** One HTTP answer with the moments it was sent and answered (monotonic ms), to judge races against a close. */
export type Answer<T = unknown> = {
  status: number;
  body: T;
  sentAt: number;
  answeredAt: number;
  /** Sends it took: above 1 only when transient failures were retried (the first send may have been applied). */
  attempts: number;
  /** When the first send started (monotonic ms): the earliest the server may have applied the request. */
  firstSentAt: number;
};

/** Answers of a load balancer or a server whose database is away: the request may be sent again. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 250;

/** `headers`: extra request headers (a ring signs in with one shared X-Device-Id). */
export type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string> };

/**
 * An operator's press: its body with a key of its own. `Api.call` sends the same body again after a transient
 * failure, so a retried press carries the same key and the server answers it with its first answer.
 */
export function pressBody<T extends object>(body?: T): T & { idempotencyKey: string } {
  return { ...(body as T), idempotencyKey: `sim-${randomUUID()}` };
}

/** The error body every API error carries. */
export function errorOf(answer: Answer): string {
  const body = answer.body as { error?: unknown } | null;
  return typeof body?.error === "string" ? body.error : JSON.stringify(answer.body);
}

/** A request the simulation needed and did not get: the run cannot go on. */
export class FatalApiError extends Error {
  override name = "FatalApiError";
}

const REQUEST_TIMEOUT_MS = 120_000;

/**
 * A thin JSON client over fetch (keep-alive by default). Requests through `limited` wait for a slot, so hundreds of
 * simulated players do not open hundreds of sockets at once; the operator's requests skip the queue.
 */
export class Api {
  private readonly limiter: Limiter;
  /** Transient failures retried, by status (`network` when no answer came), for the fault harness's figures. */
  readonly transient: Record<string, number> = {};

  /** `retryForMs` > 0 (the fault harness): transient failures are sent again for up to that long. */
  constructor(
    readonly baseUrl: string,
    maxInFlight: number,
    private readonly retryForMs = 0,
  ) {
    this.limiter = new Limiter(maxInFlight);
  }

  /** Sends now, whatever is queued; with `retryForMs`, again after a transient failure. */
  async call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const giveUpAt = Date.now() + this.retryForMs;
    const firstSentAt = performance.now();
    for (let attempts = 1; ; attempts++) {
      let answer: Answer<T> | null = null;
      let failure: unknown = null;
      try {
        answer = { ...(await this.send<T>(method, path, options)), attempts, firstSentAt };
      } catch (err) {
        failure = err;
      }
      const kind = answer ? String(answer.status) : "network";
      const transient = answer === null || TRANSIENT_STATUSES.has(answer.status);
      if (answer && !transient) return answer;
      if (!transient || Date.now() >= giveUpAt) {
        if (answer) return answer;
        throw failure;
      }
      this.transient[kind] = (this.transient[kind] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }

  private async send<T>(
    method: string,
    path: string,
    options: CallOptions,
  ): Promise<Omit<Answer<T>, "attempts" | "firstSentAt">> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const sentAt = performance.now();
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const answeredAt = performance.now();
    let body: unknown = text;
    try {
      body = text.length > 0 ? JSON.parse(text) : null;
    } catch {
      // not JSON (a proxy's error page): keep the text for the report
    }
    return { status: response.status, body: body as T, sentAt, answeredAt };
  }

  /** Waits for a slot among the players' requests, then sends. */
  limited<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    return this.limiter.run(() => this.call<T>(method, path, options));
  }

  /** A request that must succeed (2xx); anything else stops the run with the server's message. */
  async ok<T = unknown>(method: string, path: string, options: CallOptions = {}, queued = false): Promise<T> {
    const answer = queued ? await this.limited<T>(method, path, options) : await this.call<T>(method, path, options);
    if (answer.status < 200 || answer.status >= 300) {
      throw new FatalApiError(`${method} ${path} answered ${answer.status}: ${errorOf(answer)}`);
    }
    return answer.body;
  }
}
