import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { digitsKey } from "@sabong/shared/number-games";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { checkLedger } from "../apps/server/src/modules/ledger/service.ts";
import { settleDraw } from "../apps/server/src/modules/number-games/settlement.ts";
import { startServer } from "../e2e/support/server.ts";
import { type CpuUse, cpuPer, sampleCpu } from "./support/cpu.ts";
import { freshDatabase, pool } from "./support/database.ts";
import { HttpClient } from "./support/http.ts";
import { DrawStaff } from "./support/operator.ts";
import { mintToPlayers, seedPlayers, systemAccount } from "./support/players.ts";
import { LINES_PER_TICKET, stakeLines } from "./support/stake-lines.ts";

export type DrawSettleBenchOptions = { lines: number; players: number };

export type DrawSettleBenchResult = {
  options: DrawSettleBenchOptions;
  stakeSeconds: number;
  /** settleDraw (one transaction: winners, payouts per user, commission up the chain, escrow to the house), ms. */
  settleMs: number;
  /** The baseline: the winners' aggregate query alone (hits per user through the partial indexes), ms. */
  winnersQueryMs: number;
  cpu: CpuUse;
  result: string;
  winningLines: number;
  winningUsers: number;
  hitsCentavos: number;
  /** Where settleDraw and the winners' query disagree (must stay empty). */
  mismatches: string[];
  ledgerOk: boolean;
  ledgerViolations: string[];
};

const FUNDING_CENTAVOS = 100_000_000;
const RESULT = { home: 89, away: 74 }; // → "94"

/**
 * Settlement of one game-ending draw of `lines` lines on PostgreSQL: the lines bulk-inserted by SQL as the API would
 * leave them, the draw closed and its result entered through the API (the second operator's confirmation is the
 * step timed here), then the winners' aggregate query alone as the floor, then `settleDraw` itself, timed in this
 * process on its own connection. Both must find the same hits; the ledger check runs over the database at the end.
 */
export async function runDrawSettleBench(
  options: DrawSettleBenchOptions,
  log: (line: string) => void,
): Promise<DrawSettleBenchResult> {
  const database = await freshDatabase("drawsettle");
  const jwtSecret = randomBytes(32).toString("base64url");
  const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: jwtSecret });
  const db = pool(database.url, 4);
  const http = new HttpClient(server.url, 4);
  const direct = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  try {
    log(`draw settle: server ${server.url} on database ${database.name}`);
    const players = await seedPlayers(db, options.players, Date.now().toString(36), jwtSecret);
    await mintToPlayers(db, players, FUNDING_CENTAVOS);
    const staff = await DrawStaff.login(http);
    // Tip-off in a few seconds: the lines go in by SQL (no cut-off check), and a result exists only after tip-off.
    const draw = await staff.createDraw("settle", 5_000);
    // Results are refused before a game-ending draw's expected end (tip-off + the period, 150 minutes for a final):
    // the operator moves it to tip-off, as after a game that ended early (audited).
    await staff.act(draw.id, "expected-end", { expectedEndAt: draw.drawAt });
    const escrow = await systemAccount(db, "escrow:game-ending");
    const tickets = Math.ceil(options.lines / LINES_PER_TICKET);
    let started = performance.now();
    await stakeLines(
      db,
      {
        drawId: draw.id,
        escrow,
        straightHundredths: draw.terms.straightMultiplierHundredths,
        rambolitoHundredths: draw.terms.rambolitoMultiplierHundredths["2"] ?? 0,
      },
      players.map((p) => p.userId),
      tickets,
    );
    const stakeSeconds = (performance.now() - started) / 1000;
    log(
      `draw settle: ${tickets * LINES_PER_TICKET} lines in ${tickets} tickets staked in ${stakeSeconds.toFixed(1)} s`,
    );
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, new Date(draw.drawAt).getTime() - Date.now() + 500)),
    );
    // Past its cut-off the draw counts as closed (the clock marks it so within a second); the result is entered.
    await staff.act(draw.id, "result", { scores: RESULT });
    const result = `${RESULT.home % 10}${RESULT.away % 10}`;

    started = performance.now();
    const { rows: winners } = await db.query<{ user_id: number; hits: string; lines: string }>(
      `select user_id, sum(payout_if_hit_centavos) as hits, count(*) as lines from ticket_lines
       where draw_id = $1 and ((form = 'straight' and combination = $2) or (form = 'rambolito' and digits_key = $3))
       group by user_id`,
      [draw.id, result, digitsKey(result)],
    );
    const winnersQueryMs = performance.now() - started;
    const hitsCentavos = winners.reduce((sum, w) => sum + Number(w.hits), 0);
    const winningLines = winners.reduce((sum, w) => sum + Number(w.lines), 0);
    log(`draw settle: winners' query ${winnersQueryMs.toFixed(0)} ms (${winners.length} users, ${winningLines} lines)`);

    const { rows: actors } = await db.query<{ id: number }>("select id from users where username = 'operator2'");
    const actor = { userId: actors[0]?.id as number, username: "operator2", ip: null };
    const before = await sampleCpu(server.process.pid, db);
    started = performance.now();
    const settlement = await settleDraw(direct.db, draw.id, actor);
    const settleMs = performance.now() - started;
    const cpu = cpuPer(before, await sampleCpu(server.process.pid, db), 1);
    log(`draw settle: settleDraw ${(settleMs / 1000).toFixed(2)} s: ${JSON.stringify(settlement)}`);

    const mismatches: string[] = [];
    if (settlement.hitsCentavos !== hitsCentavos) {
      mismatches.push(`hits: settleDraw ${settlement.hitsCentavos}, winners' query ${hitsCentavos}`);
    }
    if (settlement.winningLines !== winningLines) {
      mismatches.push(`winning lines: settleDraw ${settlement.winningLines}, winners' query ${winningLines}`);
    }
    const { rows: paid } = await db.query<{ n: string; total: string }>(
      `select count(*) as n, coalesce(sum(amount_centavos), 0) as total from ledger_transfers
       where code = 'PAYOUT' and ref_type = 'draw' and ref_id = $1`,
      [String(draw.id)],
    );
    if (Number(paid[0]?.total) !== hitsCentavos || Number(paid[0]?.n) !== winners.length) {
      mismatches.push(
        `payout transfers: ${paid[0]?.n} for ${paid[0]?.total}, expected ${winners.length} for ${hitsCentavos}`,
      );
    }
    const report = await checkLedger(direct.db);
    log(`draw settle: ledger check ${report.ok ? "OK" : "BROKEN"} over ${report.transfers} transfers`);
    return {
      options,
      stakeSeconds,
      settleMs,
      winnersQueryMs,
      cpu,
      result,
      winningLines,
      winningUsers: winners.length,
      hitsCentavos,
      mismatches,
      ledgerOk: report.ok,
      ledgerViolations: report.violations,
    };
  } finally {
    http.close();
    await direct.close();
    await db.end().catch(() => {});
    await server.stop();
    await database.drop();
  }
}
