import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { startServer } from "../e2e/support/server.ts";
import { type CpuUse, cpuPer, medianCpu, sampleCpu } from "./support/cpu.ts";
import { freshDatabase, pool } from "./support/database.ts";
import { drive, HttpClient } from "./support/http.ts";
import { setLimitsForEveryone } from "./support/limits.ts";
import { DrawStaff } from "./support/operator.ts";
import { type BenchPlayer, mintToPlayers, seedPlayers, systemAccount } from "./support/players.ts";
import { rawTicket } from "./support/raw-tickets.ts";
import { describe, figures, median, medianFigures, type RunFigures } from "./support/stats.ts";

export type LinesBenchOptions = { players: number; lines: number; concurrency: number; runs: number; warmup: number };

/** What is timed: a one-line ticket on the hot combination through the API, and the same line as raw SQL. */
export const LINE_PHASES = ["http", "limited", "raw"] as const;
export type LinePhase = (typeof LINE_PHASES)[number];
export const LINE_PHASE_LABELS: Record<LinePhase, string> = {
  http: "HTTP API POST /api/player-game-ending/tickets",
  limited: "the same, loss, wager and load limits on all",
  raw: "raw SQL, 1 line per transaction (locks, cap)",
};

export type LinePhaseResult = { runs: RunFigures[]; cpu: CpuUse[]; median: RunFigures; cpuMedian: CpuUse };

export type LinesBenchResult = {
  options: LinesBenchOptions;
  phases: Record<LinePhase, LinePhaseResult>;
  /** Per draw: the hot combination's cap against its liability when the run ended; any line past it is a failure. */
  caps: { phase: LinePhase; run: number; capCentavos: number; liabilityCentavos: number; linesCentavos: number }[];
  /** The line after the cap was full: refused as sold out, each time (false: a failure). */
  soldOutRefused: boolean;
  capExceeded: boolean;
};

/** The hot number every line plays, and the stakes the lines cycle through (pesos 1, 2, 5). */
const HOT = "77";
const STAKES = [100, 200, 500];
const SERVER_POOL = 20;
const FUNDING_CENTAVOS = 10_000_000;

/** The liability all planned lines add (straight: floor(stake × multiplier)); the cap is set to exactly this. */
function plannedLiability(lines: number, multiplierHundredths: number): number {
  let total = 0;
  for (let i = 0; i < lines; i++)
    total += Math.floor(((STAKES[i % STAKES.length] as number) * multiplierHundredths) / 100);
  return total;
}

async function hotStanding(db: pg.Pool, drawId: number) {
  const { rows } = await db.query<{ cap: string; liability: string; lines: string }>(
    `select c.cap_centavos as cap, c.liability_centavos as liability,
       (select coalesce(sum(payout_if_hit_centavos), 0) from ticket_lines l
        where l.draw_id = c.draw_id and l.combination = c.combination and l.form = 'straight') as lines
     from draw_combinations c where c.draw_id = $1 and c.combination = $2`,
    [drawId, HOT],
  );
  const row = rows[0];
  return {
    capCentavos: Number(row?.cap),
    liabilityCentavos: Number(row?.liability),
    linesCentavos: Number(row?.lines),
  };
}

/**
 * Ticket lines per second on ONE hot combination, through the API and as raw SQL, `runs` times each on fresh
 * game-ending draws: the hot combination's cap is set to exactly what the planned lines add, so the last line fills
 * it; one more line must be refused as sold out; the liability must never pass the cap. Every draw is cancelled
 * afterwards through the API (every stake refunded).
 */
export async function runLinesBench(
  options: LinesBenchOptions,
  log: (line: string) => void,
): Promise<LinesBenchResult> {
  const database = await freshDatabase("lines");
  const jwtSecret = randomBytes(32).toString("base64url");
  const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: jwtSecret });
  const db = pool(database.url, SERVER_POOL);
  const probe = { serverPid: server.process.pid, db };
  const http = new HttpClient(server.url, options.concurrency);
  try {
    log(`lines: server ${server.url} on database ${database.name}`);
    const players = await seedPlayers(db, options.players, Date.now().toString(36), jwtSecret);
    await mintToPlayers(db, players, FUNDING_CENTAVOS);
    const staff = await DrawStaff.login(http);
    const escrow = await systemAccount(db, "escrow:game-ending");
    const result: LinesBenchResult = {
      options,
      phases: Object.fromEntries(LINE_PHASES.map((p) => [p, { runs: [], cpu: [] }])) as unknown as Record<
        LinePhase,
        LinePhaseResult
      >,
      caps: [],
      soldOutRefused: true,
      capExceeded: false,
    };
    const ticketBody = (drawId: number, i: number, key: string, combination = HOT) => ({
      drawId,
      idempotencyKey: key,
      lines: [{ combination, form: "straight", stakeCentavos: STAKES[i % STAKES.length] }],
    });
    const post = async (player: BenchPlayer, body: unknown) => {
      const answer = await http.request("POST", "/player-game-ending/tickets", player.token, body);
      return answer.status === 201 ? null : `${answer.status} ${JSON.stringify(answer.body)}`;
    };
    const timed = async (work: (i: number) => Promise<string | null>) => {
      const latencies: number[] = [];
      let errors = 0;
      let firstError = "";
      const before = await sampleCpu(probe.serverPid, db);
      const seconds = await drive(options.lines, options.concurrency, async (i) => {
        const started = performance.now();
        const error = await work(i).catch((err: Error) => err.message);
        if (error === null) latencies.push(performance.now() - started);
        else {
          errors++;
          firstError ||= error;
        }
      });
      const cpu = cpuPer(before, await sampleCpu(probe.serverPid, db), options.lines);
      return { figures: figures(latencies, errors, seconds), cpu, firstError };
    };

    for (let run = 1; run <= options.runs; run++) {
      // With and without limits take turns at going first, so neither gains from its place in the run.
      const order: readonly LinePhase[] = run % 2 === 1 ? LINE_PHASES : ["limited", "http", "raw"];
      for (const phase of order) {
        const draw = await staff.createDraw(`${phase} ${run}`);
        const multiplier = draw.terms.straightMultiplierHundredths;
        await staff.setCap(draw.id, HOT, plannedLiability(options.lines, multiplier));
        const player = (i: number) => players[i % players.length] as BenchPlayer;
        if (phase === "http" && run === 1 && options.warmup > 0) {
          // Warm-up on other combinations of the same draw (a cold process compiles, opens its pool, caches tokens).
          const warm = await drive(options.warmup, options.concurrency, async (i) => {
            const combination = String(i % 100).padStart(2, "0");
            if (combination !== HOT) await post(player(i), ticketBody(draw.id, 0, `bench-w-${i}`, combination));
          });
          log(`lines warm-up: ${options.warmup} tickets in ${warm.toFixed(1)} s`);
        }
        // The limited phase: the same tickets with every player under limits (issue 20: within 10% of "http").
        await setLimitsForEveryone(db, phase === "limited");
        const r =
          phase !== "raw"
            ? await timed((i) => post(player(i), ticketBody(draw.id, i, `bench-${phase}${run}-${i}`)))
            : await timed(async (i) => {
                const p = player(i);
                const ok = await rawTicket(db, {
                  drawId: draw.id,
                  userId: p.userId,
                  pointsAccountId: p.pointsAccountId,
                  escrowAccountId: escrow,
                  combination: HOT,
                  stakeCentavos: STAKES[i % STAKES.length] as number,
                  multiplierHundredths: multiplier,
                  key: `bench-raw${run}-${i}`,
                });
                return ok ? null : "refused at the cap";
              });
        result.phases[phase].runs.push(r.figures);
        result.phases[phase].cpu.push(r.cpu);
        log(`lines run ${run} ${LINE_PHASE_LABELS[phase]}: ${describe(r.figures)}`);
        if (r.firstError) log(`  first error: ${r.firstError}`);
        // The cap is full: one more line is sold out, through the API whichever path filled it.
        const extra = await http.request(
          "POST",
          "/player-game-ending/tickets",
          player(0).token,
          ticketBody(draw.id, 0, `bench-x${phase}${run}`),
        );
        const soldOut = extra.status >= 400 && extra.status < 500 && JSON.stringify(extra.body).includes("sold out");
        if (!soldOut) log(`  the line past the cap answered ${extra.status} ${JSON.stringify(extra.body)}`);
        result.soldOutRefused &&= soldOut;
        const standing = await hotStanding(db, draw.id);
        result.caps.push({ phase, run, ...standing });
        result.capExceeded ||=
          standing.liabilityCentavos > standing.capCentavos || standing.linesCentavos !== standing.liabilityCentavos;
        log(
          `  ${HOT}: cap ${standing.capCentavos}, liability ${standing.liabilityCentavos}, lines ${standing.linesCentavos}` +
            `${soldOut ? ", next line sold out" : ""}`,
        );
        await staff.act(draw.id, "cancel");
      }
    }
    for (const phase of LINE_PHASES) {
      const p = result.phases[phase];
      p.median = medianFigures(p.runs);
      p.cpuMedian = medianCpu(p.cpu, median);
    }
    return result;
  } finally {
    http.close();
    await db.end().catch(() => {});
    await server.stop();
    await database.drop();
  }
}
