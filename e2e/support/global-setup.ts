import type { TestProject } from "vitest/node";
import { startServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One real server for the browser suites (fresh embedded database with the demo accounts), as `npm start` runs it. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
  };
}
