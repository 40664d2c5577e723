/**
 * npm run ledger:check — verifies the ledger of the configured database (DATABASE_URL, else the PGlite in DATA_DIR,
 * exactly as the server opens it): positive transfers between distinct accounts, stored user balances equal to
 * their transfers, no negative user balance, no system account but the bank below zero, everything adding up to
 * zero, debts consistent. Prints a report; exits 1 on any violation, 2 when the check could not run.
 */
import { formatPesos } from "@sabong/shared/money";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { checkLedger } from "../modules/ledger/service.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  const report = await checkLedger(database.db);
  console.log(`ledger check (${database.kind})`);
  console.log(`  transfers             ${report.transfers}`);
  console.log(`  accounts              ${report.accounts}`);
  console.log(`  user balances         ${formatPesos(report.userTotalCentavos)}`);
  console.log(`  system balances       ${formatPesos(report.systemTotalCentavos)}`);
  console.log(`  bank (points minted)  ${formatPesos(report.bankCentavos)}`);
  console.log(`  open debts            ${formatPesos(report.openDebtCentavos)}`);
  if (report.ok) {
    console.log("ledger OK: every invariant holds");
  } else {
    console.error(`ledger BROKEN: ${report.violations.length} violation(s)`);
    for (const violation of report.violations) console.error(`  - ${violation}`);
    exitCode = 1;
  }
} catch (err) {
  console.error("ledger could not be checked:", err);
  exitCode = 2;
} finally {
  await database.close();
}
process.exit(exitCode);
