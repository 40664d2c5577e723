/** The real server process for the browser suites and the benchmarks: one helper, kept with the server's test support. */
export { type RunningServer, startServer } from "../../apps/server/src/testing/server-process.ts";
