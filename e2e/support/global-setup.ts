import type { TestProject } from "vitest/node";
import { startServer } from "./server.ts";
import { checkServerServes, snapshotWebDist } from "./web-snapshot.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** A copy of apps/web/dist taken at start ("" with E2E_LIVE_WEB=1): see web-snapshot.ts. */
    webSnapshot: string;
  }
}

/** The build the server serves, frozen: retried while a build by someone else is still being written. */
async function frozenBuild(baseUrl: string): Promise<string> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const snapshot = await snapshotWebDist();
    try {
      await checkServerServes(baseUrl, snapshot);
      return snapshot;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** One real server for the browser suites (fresh embedded database with the demo accounts). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  try {
    project.provide("webSnapshot", process.env.E2E_LIVE_WEB === "1" ? "" : await frozenBuild(server.url));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return async () => {
    await server.stop();
  };
}
