/**
 * npm run audit:verify — walks the audit hash chain of the configured database (DATABASE_URL, else the PGlite in
 * DATA_DIR, exactly as the server opens it) and exits 1 when a row was edited, deleted or re-linked.
 */
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { verifyAuditChain } from "../modules/audit/service.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  const report = await verifyAuditChain(database.db);
  if (report.brokenAtId === null) {
    console.log(`audit chain OK: ${report.checked} rows verified (${database.kind})`);
  } else {
    console.error(
      `audit chain BROKEN at row ${report.brokenAtId}: ${report.reason} (${report.checked} rows verified before it)`,
    );
    exitCode = 1;
  }
} catch (err) {
  console.error("audit chain could not be verified:", err);
  exitCode = 2;
} finally {
  await database.close();
}
process.exit(exitCode);
