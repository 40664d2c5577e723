import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { drain } from "./http/drain.ts";
import { startAccountingFold } from "./modules/accounting/service.ts";
import { startLastCallClock } from "./modules/betting/service.ts";
import { startIntegrityWatch } from "./modules/integrity/service.ts";
import { startDrawClock } from "./modules/number-games/service.ts";
import { startProtectionClock } from "./modules/protection/service.ts";
import { seedDatabase } from "./modules/seed/service.ts";
import { attachRealtime } from "./realtime/server.ts";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  embeddedDbMode: config.embeddedDbMode,
});
const { app, ctx, realtime, readiness } = await buildApp(config, database, {
  level: config.logLevel,
  ...(config.production ? {} : { transport: undefined }),
});

await seedDatabase(database.db, config, app.log);
await attachRealtime(app.server, ctx, realtime, app.log);
await app.listen({ port: config.port, host: config.host });
// Opens, closes and draws the number games' draws on time (tests call runClockOnce instead).
const drawClock = startDrawClock(database.db, app.log);
// Closes the fights whose last call has ended (bets are refused from the deadline even before it runs).
const lastCallClock = startLastCallClock(database.db, app.log);
// Folds the ledger into the accounting rollups every 2 s (reports add the not-yet-folded tail themselves).
const accountingFold = startAccountingFold(database.db, app.log);
// Applies limit increases and removals once their 24 hours are over (0011-player-protection.md).
const protectionClock = startProtectionClock(database.db, app.log);
// The integrity watch: signals over what closed, settled or moved, off the request path (0016-integrity-watch.md).
// INTEGRITY_WATCH=off leaves it out (the bench's comparison).
const integrityWatch = config.integrityWatch ? startIntegrityWatch(database.db, app.log) : null;
readiness.ready();
app.log.info(`Sabong Live is serving on http://localhost:${config.port} (database: ${database.kind})`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), config.drainGraceMs + 15_000);
  force.unref();
  try {
    const jobs = [
      drawClock,
      lastCallClock,
      accountingFold,
      protectionClock,
      ...(integrityWatch ? [integrityWatch] : []),
    ];
    await drain({ readiness, graceMs: config.drainGraceMs, jobs, realtime, app, database, log: app.log });
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
