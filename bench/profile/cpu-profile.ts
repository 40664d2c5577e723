/**
 * npx tsx bench/profile/cpu-profile.ts [bets] [dir]
 *
 * Runs the server under `node --cpu-prof` (written to `dir`, default /tmp/sabong-cpu-profile), places `bets` bets
 * (default 8,000) at concurrency 64, and prints where the server's CPU went, grouped by library. The .cpuprofile
 * file opens in Chrome DevTools.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshDatabase, pool } from "../support/database.ts";
import { drive, HttpClient } from "../support/http.ts";
import { Operator } from "../support/operator.ts";
import { mintToPlayers, seedPlayers } from "../support/players.ts";
import { describe, figures } from "../support/stats.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const bets = Number(process.argv[2] ?? 8_000);
const dir = process.argv[3] ?? path.join(tmpdir(), "sabong-cpu-profile");
mkdirSync(dir, { recursive: true });

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The library a sample's stack belongs to: the leaf-most frame of a known library wins. */
function categorise(profile: Profile): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const rules: [RegExp, string][] = [
    [/drizzle-orm/, "drizzle-orm (query building, result mapping)"],
    [/\/pg-protocol\/|\/pg\/|pg-pool/, "pg driver"],
    [/jose|node:internal\/crypto/, "JWT verify (jose, WebCrypto)"],
    [/\/zod\/|fastify-type-provider-zod/, "zod"],
    [/fastify|find-my-way|avvio/, "fastify"],
    [/socket\.io|engine\.io|\/ws\//, "socket.io"],
    [/apps\/server\/src|packages\/shared/, "application code"],
  ];
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const leaf = nodes.get(id)?.callFrame;
    let category = leaf?.functionName === "writev" || leaf?.functionName === "writeBuffer" ? "socket writes" : "";
    if (leaf?.functionName === "(idle)") category = "idle";
    if (leaf?.functionName === "(garbage collector)") category = "garbage collector";
    for (let cur: number | undefined = id; !category && cur !== undefined; cur = parent.get(cur)) {
      const url = nodes.get(cur)?.callFrame.url ?? "";
      category = rules.find(([pattern]) => pattern.test(url))?.[1] ?? "";
    }
    category ||= "other (node core, module loading)";
    totals.set(category, (totals.get(category) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return totals;
}

const database = await freshDatabase("cpuprof");
const jwtSecret = randomBytes(32).toString("base64url");
const port = 40_000 + Math.floor(Math.random() * 10_000);
const child = spawn(
  process.execPath,
  ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--import", "tsx", "apps/server/src/main.ts"],
  {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "sabong-cpuprof-")),
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  },
);
const url = `http://127.0.0.1:${port}`;
const db = pool(database.url, 2);
const http = new HttpClient(url, 64);
const started = Date.now();
try {
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 120_000 || child.exitCode !== null) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const players = await seedPlayers(db, 1_000, "prof", jwtSecret);
  await mintToPlayers(db, players, 100_000_000);
  const operator = await Operator.login(http);
  const { fightId } = await operator.createEvent("CPU profile", 500_000);
  await operator.move(fightId, "open");
  const latencies: number[] = [];
  let errors = 0;
  const seconds = await drive(bets, 64, async (i) => {
    const player = players[i % players.length] as (typeof players)[number];
    const answer = await http.request("POST", "/bets2/bets", player.token, {
      fightId,
      side: i % 2 ? "MERON" : "WALA",
      stakeCentavos: 10_000,
      idempotencyKey: `profile-${i}`,
    });
    if (answer.status === 201) latencies.push(answer.ms);
    else errors++;
  });
  console.log(`bets: ${describe(figures(latencies, errors, seconds))}`);
} finally {
  http.close();
  await db.end();
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
  await database.drop();
}
const newest = readdirSync(dir)
  .filter((f) => f.endsWith(".cpuprofile"))
  .map((f) => path.join(dir, f))
  .filter((f) => statSync(f).mtimeMs >= started) // this run's: the main thread's is the biggest
  .sort((a, b) => statSync(b).size - statSync(a).size)[0];
if (newest) {
  const totals = categorise(JSON.parse(readFileSync(newest, "utf8")) as Profile);
  const busy = [...totals].filter(([k]) => k !== "idle").reduce((sum, [, v]) => sum + v, 0);
  console.log(`server profile ${newest} (the whole run, start-up included):`);
  for (const [category, micros] of [...totals].sort((a, b) => b[1] - a[1])) {
    const share = category === "idle" ? "" : ` ${((100 * micros) / busy).toFixed(1)}% of busy`;
    console.log(`  ${(micros / 1000).toFixed(0).padStart(7)} ms${share}  ${category}`);
  }
}
process.exit(0);
