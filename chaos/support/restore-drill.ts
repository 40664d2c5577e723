import { statSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { AcceptedBet } from "../../apps/server/src/cli/simulate/model.ts";
import { dumpPostgres, restorePostgres } from "../../apps/server/src/modules/backup/postgres.ts";
import { freshDatabase } from "../../bench/support/database.ts";
import { type CheckResult, missingBets, npmCheck } from "./checks.ts";
import { sleep, waitFor } from "./wait.ts";

/** How long the players keep betting between the backup and the restore (bets the restore must NOT hold). */
const KEEP_BETTING_MS = 5_000;
/** The backup is taken once the players have this many bets acknowledged (a backup of an empty ledger proves little). */
const BETS_BEFORE_BACKUP = 300;

export type RestoreFigures = {
  backupBytes: number;
  backupMs: number;
  restoreMs: number;
  /** Bets the simulator was answered with before pg_dump started: every one must be in the restored database. */
  acknowledgedBefore: number;
  foundOfThem: number;
  /** Answered while the dump ran (or sent before its end and answered after): either side of its snapshot, so
   * counted, not judged. */
  acknowledgedDuring: number;
  /** First sent after the dump had finished: none may be in the restored database (it goes back to the backup). */
  acknowledgedAfter: number;
  foundAfter: number;
  checks: CheckResult[];
};

/**
 * The restore drill, mid-simulation: `npm run backup`'s pg_dump -Fc of the live database, the players betting on,
 * then `npm run restore`'s path into a NEW database, and there `npm run ledger:check` and `npm run audit:verify`
 * and every bet acknowledged before the backup looked up. `cleanups` receives the restored database's drop.
 */
export async function restoreDrill(
  liveUrl: string,
  dir: string,
  acknowledged: () => AcceptedBet[],
  cleanups: (() => Promise<void>)[],
): Promise<RestoreFigures> {
  const file = path.join(dir, "chaos-backup.dump");
  await waitFor(
    `${BETS_BEFORE_BACKUP} bets acknowledged`,
    300_000,
    () => acknowledged().length >= BETS_BEFORE_BACKUP,
    100,
  );
  const backupStart = performance.now();
  const before = acknowledged().filter((b) => b.answeredAt < backupStart);
  await dumpPostgres(liveUrl, file);
  const backupEnd = performance.now();
  await sleep(KEEP_BETTING_MS);
  const after = acknowledged().filter((b) => b.firstSentAt > backupEnd);
  const target = await freshDatabase("restored");
  await target.drop(); // only its name: a restore creates the database and refuses one that exists
  cleanups.push(() => target.drop());
  const restoreStart = performance.now();
  await restorePostgres(file, target.url);
  const restoreMs = performance.now() - restoreStart;
  const checks = await Promise.all([npmCheck("ledger:check", target.url), npmCheck("audit:verify", target.url)]);
  const ids = (bets: AcceptedBet[]) => bets.map((b) => b.betId);
  const missing = await missingBets(target.url, ids(before));
  const afterMissing = await missingBets(target.url, ids(after));
  return {
    backupBytes: statSync(file).size,
    backupMs: Math.round(backupEnd - backupStart),
    restoreMs: Math.round(restoreMs),
    acknowledgedBefore: before.length,
    foundOfThem: before.length - missing.length,
    acknowledgedDuring: acknowledged().filter((b) => b.answeredAt >= backupStart && b.firstSentAt <= backupEnd).length,
    acknowledgedAfter: after.length,
    foundAfter: after.length - afterMissing.length,
    checks,
  };
}

/** Passed: both checks OK on the restored database, every bet acknowledged before the backup in it, none after. */
export function restorePassed(f: RestoreFigures): boolean {
  return f.checks.every((c) => c.ok) && f.foundOfThem === f.acknowledgedBefore && f.foundAfter === 0;
}

export function describeRestore(f: RestoreFigures): string {
  return [
    `restore drill: ${restorePassed(f) ? "PASSED" : "FAILED"}`,
    `  backup (pg_dump -Fc, mid-simulation): ${(f.backupBytes / 2 ** 20).toFixed(2)} MiB in ${f.backupMs} ms`,
    `  restore into a new database (pg_restore --single-transaction): ${f.restoreMs} ms`,
    `  bets acknowledged before the backup point: ${f.acknowledgedBefore}, found in the restored database: ${f.foundOfThem}`,
    `  acknowledged while the dump ran: ${f.acknowledgedDuring}; sent after it (${KEEP_BETTING_MS / 1000} s of betting): ${f.acknowledgedAfter}, found in the restored database: ${f.foundAfter}`,
    ...f.checks.map((c) => `  restored ${c.name}: ${c.ok ? "OK" : "FAILED"} — ${c.output}`),
  ].join("\n");
}
