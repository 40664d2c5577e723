import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { startServer } from "../e2e/support/server.ts";
import { fund } from "./bets.ts";
import { HttpClient } from "./support/http.ts";
import { Operator } from "./support/operator.ts";
import type { BenchPlayer } from "./support/players.ts";
import { figures, type RunFigures } from "./support/stats.ts";

/**
 * The embedded default under a rush (issue 24, item 5): the server on PGlite (no DATABASE_URL), bets sent as fast as
 * `concurrency` keep-alive connections allow for `seconds`, and meanwhile, one every `probeEveryMs`, the requests a
 * visitor who is not betting sends, each on a NEW connection as a phone arriving would: the page (GET /), a static
 * asset, a sign-in (POST /api/login) and a socket connect (the Socket.IO handshake, GET /socket.io/?transport=polling).
 * The same probes on the same server while idle are the baseline. One server per mode (EMBEDDED_DB_MODE), in one run.
 */
export type EmbeddedBenchOptions = { players: number; concurrency: number; seconds: number; probeEveryMs: number };

export const PROBES = ["page", "asset", "signIn", "socket"] as const;
export type Probe = (typeof PROBES)[number];
export const PROBE_LABELS: Record<Probe, string> = {
  page: "GET / (the page)",
  asset: "GET /assets/… (a static file)",
  signIn: "POST /api/login (sign-in)",
  socket: "Socket.IO handshake",
};

export type Machine = { load1: number; stolen: number; busy: number };
export type ProbeFigures = Record<Probe, RunFigures>;
export type EmbeddedModeResult = {
  mode: string;
  idle: ProbeFigures;
  idleMachine: Machine;
  rush: ProbeFigures;
  rushMachine: Machine;
  bets: RunFigures;
};
export type EmbeddedBenchResult = { options: EmbeddedBenchOptions; modes: EmbeddedModeResult[] };

const PASSWORD = "bench-pass-1234";

function machineTicks(): { busy: number; total: number; stolen: number } {
  const values = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  const total = values.slice(0, 8).reduce((sum, v) => sum + v, 0);
  return { busy: total - (values[3] ?? 0) - (values[4] ?? 0), total, stolen: values[7] ?? 0 };
}

/** Load average at the end, and the machine's busy and stolen shares over the phase. */
async function measured<T>(work: () => Promise<T>): Promise<[T, Machine]> {
  const before = machineTicks();
  const result = await work();
  const after = machineTicks();
  const total = Math.max(1, after.total - before.total);
  return [
    result,
    {
      load1: loadavg()[0] ?? 0,
      busy: (after.busy - before.busy) / total,
      stolen: (after.stolen - before.stolen) / total,
    },
  ];
}

/** One request on a connection of its own (agent: false), timed from before the connect to the last byte. */
function fresh(base: URL, method: string, path: string, body?: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { "accept-encoding": "br, gzip" };
    if (body !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = Buffer.byteLength(body);
    }
    const req = http.request({ host: base.hostname, port: base.port, path, method, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The probes, one every `everyMs` in turn, until `until()` says stop; answers each kind's figures. */
async function probe(
  base: URL,
  players: readonly BenchPlayer[],
  assetPath: string,
  everyMs: number,
  until: () => boolean,
): Promise<ProbeFigures> {
  const latencies: Record<Probe, number[]> = { page: [], asset: [], signIn: [], socket: [] };
  const errors: Record<Probe, number> = { page: 0, asset: 0, signIn: 0, socket: 0 };
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; !until(); i++) {
    const kind = PROBES[i % PROBES.length] as Probe;
    const player = players[i % players.length] as BenchPlayer;
    const send = () => {
      switch (kind) {
        case "page":
          return fresh(base, "GET", "/");
        case "asset":
          return fresh(base, "GET", assetPath);
        case "signIn":
          return fresh(base, "POST", "/api/login", JSON.stringify({ username: player.username, password: PASSWORD }));
        case "socket":
          return fresh(base, "GET", "/socket.io/?EIO=4&transport=polling");
      }
    };
    inFlight.push(
      send().then(
        (answer) => {
          if (answer.status === 200) latencies[kind].push(answer.ms);
          else errors[kind]++;
        },
        () => {
          errors[kind]++;
        },
      ),
    );
    await new Promise((r) => setTimeout(r, everyMs));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  return Object.fromEntries(PROBES.map((p) => [p, figures(latencies[p], errors[p], seconds)])) as ProbeFigures;
}

/**
 * Players under gold through the API (argon2 for each: a few at a time), verified by the admin as after an in-person
 * check (only a verified player may bet, decision 0013), signed in, loaded.
 */
async function createPlayers(client: HttpClient, count: number, label: string): Promise<BenchPlayer[]> {
  const signIn = (username: string) =>
    client.ok<{ accessToken: string }>("POST", "/login", undefined, { username, password: "demo1234" });
  const [gold, admin] = await Promise.all([signIn("gold"), signIn("admin")]);
  const players: BenchPlayer[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const username = `e${label}_${i}`;
      const created = await client.ok<{ id: number }>("POST", "/user/downlines", gold.accessToken, {
        username,
        name: `Embedded bench ${i}`,
        password: PASSWORD,
        role: "player",
      });
      await client.ok("PUT", `/compliance/players/${created.id}/status`, admin.accessToken, {
        status: "verified",
        reason: "Bench player",
        idempotencyKey: `bench-verify-${username}`,
      });
      const session = await client.ok<{ accessToken: string }>("POST", "/login", undefined, {
        username,
        password: PASSWORD,
      });
      players.push({ userId: created.id, username, pointsAccountId: 0, token: session.accessToken });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return players;
}

async function assetOf(base: URL): Promise<string> {
  const html = await (await fetch(new URL("/", base))).text();
  const match = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error("the page links no /assets/*.js (is the web app built?)");
  return match[1];
}

async function runMode(
  mode: string,
  options: EmbeddedBenchOptions,
  log: (line: string) => void,
): Promise<EmbeddedModeResult> {
  const server = await startServer({ JWT_SECRET: randomBytes(32).toString("base64url"), EMBEDDED_DB_MODE: mode });
  const base = new URL(server.url);
  const client = new HttpClient(server.url, options.concurrency);
  try {
    log(`embedded (${mode}): server ${server.url} on PGlite in ${server.dataDir}`);
    const players = await createPlayers(client, options.players, Date.now().toString(36));
    await fund(client, players);
    const assetPath = await assetOf(base);
    const operator = await Operator.login(client);
    const { fightId } = await operator.createEvent("Embedded rush", 500_000);
    await operator.move(fightId, "open");

    const idleFor = options.seconds * 1000;
    const idleUntil = performance.now() + idleFor;
    const [idle, idleMachine] = await measured(() =>
      probe(base, players, assetPath, options.probeEveryMs, () => performance.now() > idleUntil),
    );
    log(`embedded (${mode}) idle: ${describeProbes(idle)}`);

    let stop = false;
    const betLatencies: number[] = [];
    let betErrors = 0;
    let firstError = "";
    const rushStarted = performance.now();
    const [[rush], rushMachine] = await measured(() =>
      Promise.all([
        probe(base, players, assetPath, options.probeEveryMs, () => stop),
        (async () => {
          const until = rushStarted + options.seconds * 1000;
          let n = 0;
          const worker = async (w: number) => {
            while (performance.now() < until) {
              const i = n++;
              // Worker w bets for its own player only, so no player has two bets in flight.
              const player = players[w] as BenchPlayer;
              const started = performance.now();
              const answer = await client.request("POST", "/bets2/bets", player.token, {
                fightId,
                side: i % 2 === 0 ? "MERON" : "WALA",
                stakeCentavos: 2_000 + (i % 50) * 100,
                idempotencyKey: `emb-${mode}-${i}`,
              });
              if (answer.status === 201) betLatencies.push(performance.now() - started);
              else {
                betErrors++;
                firstError ||= `${answer.status} ${JSON.stringify(answer.body)}`;
              }
            }
          };
          await Promise.all(Array.from({ length: options.concurrency }, (_, w) => worker(w)));
          stop = true;
        })(),
      ]),
    );
    const bets = figures(betLatencies, betErrors, (performance.now() - rushStarted) / 1000);
    if (firstError) log(`  first bet error: ${firstError}`);
    // A rush of refusals measures nothing: stop rather than print figures of it.
    if (betLatencies.length === 0)
      throw new Error(`embedded (${mode}): no bet accepted during the rush (${firstError})`);
    log(
      `embedded (${mode}) rush: ${describeProbes(rush)}; bets ${Math.round(bets.perSecond)}/s p99 ${bets.p99.toFixed(1)} ms`,
    );
    await operator.move(fightId, "close");
    await operator.declare(fightId, "CANCELLED");
    return { mode, idle, idleMachine, rush, rushMachine, bets };
  } finally {
    client.close();
    await server.stop();
  }
}

export function describeProbes(f: ProbeFigures): string {
  return PROBES.map(
    (p) =>
      `${p} p50 ${f[p].p50.toFixed(1)} p99 ${f[p].p99.toFixed(1)} ms (${f[p].count}${f[p].errors ? `, ${f[p].errors} failed` : ""})`,
  ).join("; ");
}

export function describeMachine(m: Machine): string {
  return `load average ${m.load1.toFixed(2)}, machine ${(100 * m.busy).toFixed(0)}% busy, ${(100 * m.stolen).toFixed(0)}% stolen`;
}

/** Players must outnumber the connections, so each worker has players of its own. */
export async function runEmbeddedBench(
  options: EmbeddedBenchOptions,
  modes: readonly string[],
  log: (line: string) => void,
): Promise<EmbeddedBenchResult> {
  if (options.players < options.concurrency) throw new Error("--embedded-players must be at least --concurrency");
  const results: EmbeddedModeResult[] = [];
  for (const mode of modes) results.push(await runMode(mode, options, log));
  return { options, modes: results };
}
