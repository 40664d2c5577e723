/**
 * npm run simulate -- --url URL --seed N --players P --fights F [--draws D]
 *
 * Drives a running server like real users and checks every balance against the shared rules (see
 * simulate/options.ts for the options). Exits 0 when everything matches, 1 on any difference, 2 when the run could
 * not be completed (server unreachable, a required request refused).
 */
import { parseOptions, USAGE } from "./simulate/options.ts";
import { describeProtection } from "./simulate/protection.ts";
import { runSimulation, type SimulationReport } from "./simulate/run.ts";

function printReport(report: SimulationReport): void {
  const { stats } = report;
  const refused = Object.entries(stats.refused)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(", ");
  const results = Object.entries(stats.results)
    .map(([result, n]) => `${result} ${n}`)
    .join(", ");
  console.log(`database ${report.databaseKind}, event ${report.eventId}, ${(report.durationMs / 1000).toFixed(1)} s`);
  console.log(
    `bets: ${stats.betRequests} requests, ${stats.accepted} accepted ` +
      `(${(stats.accepted / Math.max(1, report.bettingMs / 1000)).toFixed(0)}/s over the fights), ${stats.replays} replays`,
  );
  console.log(`refused: ${refused}; ${stats.racedTheClose} lost and ${stats.wonTheRace} won a race with the close`);
  console.log(`declares ${stats.declares} (${results}), reverts ${stats.reverts}`);
  console.log(`protection: ${describeProtection(report.protection)}`);
  const d = report.drawStats;
  if (d.ticketRequests > 0) {
    console.log(
      `draws: ${d.settled} settled, ${d.cancelled} cancelled, ${d.reverted} reverted; tickets: ${d.ticketRequests} ` +
        `requests, ${d.accepted} accepted (${d.lines} lines), ${d.capRefusals} refused at a cap, ${d.closed} closed, ` +
        `${d.insufficient} short of points, ${d.otherRefusals} other`,
    );
  }
  const n = report.notices;
  console.log(`notices: ${n.checked} checked for ${n.players} players, ${n.pushed} pushed live`);
  for (const ledger of report.ledger) {
    console.log(`ledger via ${ledger.via}: ${ledger.ok ? "OK" : "BROKEN"}, ${ledger.transfers} transfers`);
  }
  if (report.watch) {
    const raised = Object.entries(report.watch.raised)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", ");
    console.log(
      `integrity watch: ${report.watch.ringSize > 0 ? `ring of ${report.watch.ringSize} raised ${raised || "nothing"}; ` : ""}` +
        `false positives (alerts of the planted kinds naming the crowd): ${report.watch.falsePositives}`,
    );
  }
  for (const note of report.notes.slice(0, 20)) console.log(`note: ${note}`);
  if (report.notes.length > 20) console.log(`note: … and ${report.notes.length - 20} more`);
  if (report.ok) {
    console.log("SIMULATION PASSED: every balance, bet, push and the ledger match the rules");
    return;
  }
  console.error(`SIMULATION FAILED: ${report.differences.length} difference(s)`);
  for (const difference of report.differences) console.error(`  - ${difference}`);
}

let exitCode = 0;
try {
  const options = parseOptions(process.argv.slice(2));
  if (options === "help") {
    console.log(USAGE);
  } else {
    const report = await runSimulation(options, options.quiet ? undefined : (line) => console.log(line));
    printReport(report);
    exitCode = report.ok ? 0 : 1;
  }
} catch (err) {
  console.error(`simulation could not complete: ${(err as Error).message}`);
  exitCode = 2;
}
// Keep-alive sockets and timers would hold the process open.
process.exit(exitCode);
