import { parseArgs } from "node:util";

export type SimulationOptions = {
  url: string;
  seed: number;
  players: number;
  fights: number;
  /** Number-game draws to play after the fights, spread over pick2, pick3, suertres and game-ending (0: none). */
  draws?: number;
  /**
   * How far ahead the sim's draws are drawn (default 150 s: time for many players' tickets). Tests with few players
   * pass less.
   */
  drawLeadMs?: number;
  /** Players' requests in flight at once (the operator's never wait). */
  maxInFlight: number;
  /** Password of the demo accounts (admin, operator, gold). */
  password: string;
  /** The server's PostgreSQL: the ledger is then also checked from here, as `npm run ledger:check` does. */
  databaseUrl?: string;
  quiet: boolean;
  /**
   * > 0 under the fault harness (npm run chaos): 502/503/504 and lost connections are retried for this long, and
   * pushes missed while a process or Redis was away are notes, not differences. 0 (the default): any is a failure.
   */
  retryForMs: number;
  /**
   * Plant a colluding ring (collusion.ts): related accounts on one device bet late on the losing side of fixed
   * fights and launder through two agents; every planted pattern must raise its integrity alert. Implies `watch`.
   */
  collusion?: boolean;
  /**
   * Check the integrity watch after the run (watch.ts): thresholds set for the run and restored, alerts read back,
   * alerts of the planted kinds naming the crowd counted as false positives. On in the CLI, off unless asked in tests.
   */
  watch?: boolean;
};

export const USAGE = `npm run simulate -- [options]

Drives a RUNNING server (npm start, or any dev server with the demo accounts) like real users: players created under
the demo gold agent and loaded with points, an operator cycling fights through random results (with reverts),
players betting concurrently over HTTP and listening over Socket.IO. Then checks every balance against its own
computation from the shared rules and runs the ledger check. Exits 1 on any difference, 2 when the run broke.

  --url URL              server address (default http://localhost:3000)
  --seed N               seed of the random choices (default 1)
  --players P            players to create (default 50)
  --fights F             fights to run (default 10)
  --draws D              number-game draws to play after the fights, spread over the four games (default 0).
                         Pick 2, Pick 3 and Suertres draws are added a few minutes ahead through the admin's game
                         settings (restored once the draws open); the platform draws settle at their draw time, so
                         a run with draws takes a few minutes. Needs the demo account operator2 to confirm results.
  --max-in-flight N      players' requests in flight at once (default 64)
  --password PW          password of the demo accounts admin, operator, gold (default demo1234)
  --database-url URL     the server's PostgreSQL: also run the ledger check from here (as npm run ledger:check)
  --retry-for-ms N       retry 502/503/504 and lost connections for up to N ms (faults injected; default 0)
  --collusion            plant a ring of 4 related accounts (one shared device id) that bets late on the losing
                         side of every odd-numbered (fixed) fight, is loaded by the gold agent (four loads just
                         under the reporting threshold to one of them) and withdraws through the incorporator: each
                         pattern must raise its integrity alert (late money, concentration, cash cycling, other
                         agent, structuring) naming the ring. Fixed fights wait 5 s before the ring bets.
  --skip-watch           do not check the integrity watch (by default the run sets the thresholds it needs, waits
                         for the scan, restores them, and fails if alerts of those kinds name the crowd's players)
  --quiet                print only the result

The ledger is checked through GET /api/admin/ledger/check (works for PGlite, which only the server process can open).
The run assumes nobody else moves the demo chain's commission meanwhile: it checks their changes exactly.`;

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got ${value}`);
  return parsed;
}

export function parseOptions(argv: readonly string[]): SimulationOptions | "help" {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      url: { type: "string" },
      seed: { type: "string" },
      players: { type: "string" },
      fights: { type: "string" },
      draws: { type: "string" },
      "max-in-flight": { type: "string" },
      password: { type: "string" },
      "database-url": { type: "string" },
      "retry-for-ms": { type: "string" },
      quiet: { type: "boolean" },
      collusion: { type: "boolean" },
      "skip-watch": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return "help";
  const options: SimulationOptions = {
    url: (values.url ?? "http://localhost:3000").replace(/\/+$/, ""),
    seed: positiveInt("seed", values.seed, 1),
    players: positiveInt("players", values.players, 50),
    fights: positiveInt("fights", values.fights, 10),
    draws: positiveInt("draws", values.draws, 0),
    maxInFlight: Math.max(1, positiveInt("max-in-flight", values["max-in-flight"], 64)),
    password: values.password ?? "demo1234",
    databaseUrl: values["database-url"],
    quiet: values.quiet ?? false,
    retryForMs: positiveInt("retry-for-ms", values["retry-for-ms"], 0),
    collusion: values.collusion ?? false,
    watch: !(values["skip-watch"] ?? false),
  };
  if (options.players < 2) throw new Error("--players must be at least 2");
  if (options.fights < 1) throw new Error("--fights must be at least 1");
  return options;
}
