import { setTimeout as sleep } from "node:timers/promises";
import type { Readiness } from "./health.ts";

type Closable = { close: () => Promise<void> };

export type DrainPlan = {
  readiness: Readiness;
  /** How long readiness answers 503 while the process still serves, so the balancer stops sending first. */
  graceMs: number;
  /** Background jobs (clocks, fold): a tick under way finishes. */
  jobs: { stop: () => Promise<void> }[];
  realtime: Closable;
  app: Closable;
  database: Closable;
  log: { info: (details: object, message: string) => void };
};

/**
 * A deploy without downtime, one process at a time: readiness goes false; after the grace the background jobs stop;
 * the sockets' connections are closed without a goodbye, so their clients reconnect (through the balancer, to another
 * process) and catch up; the HTTP server stops taking requests and waits for those in flight, and with them the
 * group-commit batches they wait on (Fastify's close); then the database. The caller exits.
 */
export async function drain(plan: DrainPlan): Promise<void> {
  plan.readiness.drain();
  plan.log.info({ graceMs: plan.graceMs }, "draining: readiness answers 503");
  if (plan.graceMs > 0) await sleep(plan.graceMs);
  for (const job of plan.jobs) await job.stop();
  await plan.realtime.close();
  await plan.app.close();
  await plan.database.close();
}
