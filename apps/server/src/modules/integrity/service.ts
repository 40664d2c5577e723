import type { Db } from "../../db/client.ts";
import { type JobLog, startTicker, type Ticker } from "../../db/ticker.ts";
import { scanOnce } from "./scan.ts";

/** How often the watch looks at what closed, settled or moved since its last look. */
export const SCAN_INTERVAL_MS = 2_000;

/** The watch's loop, off every request's path (a tick reads committed rows; nothing waits for it). */
export function startIntegrityWatch(db: Db, log: JobLog): Ticker {
  return startTicker({
    intervalMs: SCAN_INTERVAL_MS,
    tick: async () => {
      await scanOnce(db);
    },
    onError: (err) => log.error({ err }, "integrity scan failed"),
  });
}

export { scanOnce } from "./scan.ts";
