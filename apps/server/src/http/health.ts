import { errorBodySchema } from "@sabong/shared/contracts";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import type { App } from "./context.ts";

/**
 * Whether a load balancer should send this process requests. "starting" until main.ts has seeded, listened and
 * started its clocks (while migrations run the port is not even open); "draining" from SIGTERM on (http/drain.ts).
 */
export type ReadinessState = "starting" | "ready" | "draining";
export type Readiness = { state: () => ReadinessState; ready: () => void; drain: () => void };

export function createReadiness(): Readiness {
  let state: ReadinessState = "starting";
  return {
    state: () => state,
    ready: () => {
      if (state === "starting") state = "ready";
    },
    drain: () => {
      state = "draining";
    },
  };
}

const NOT_READY_MESSAGES: Record<Exclude<ReadinessState, "ready">, string> = {
  starting: "This server is still starting",
  draining: "This server is shutting down: send requests to another one",
};

/**
 * GET /api/health/live: the process answers (restart it if not). GET /api/health/ready: send it traffic (503 while
 * starting, draining or without its database). GET /api/health stays as it was (status and database kind).
 */
export function registerHealthRoutes(api: App, readiness: Readiness, database: Database): void {
  api.get(
    "/health/live",
    { schema: { tags: ["system"], response: { 200: z.object({ status: z.literal("live") }) } } },
    async () => ({ status: "live" as const }),
  );
  api.get(
    "/health/ready",
    {
      schema: {
        tags: ["system"],
        response: { 200: z.object({ status: z.literal("ready") }), 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const state = readiness.state();
      if (state !== "ready") return reply.status(503).send({ error: NOT_READY_MESSAGES[state] });
      try {
        await database.db.execute("select 1");
      } catch {
        return reply.status(503).send({ error: "This server cannot reach its database" });
      }
      return { status: "ready" as const };
    },
  );
}
