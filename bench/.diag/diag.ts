import { randomBytes } from "node:crypto";
import { execSync } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { startServer } from "../../e2e/support/server.ts";

async function startProfiled(env: Record<string, string>) {
  const port = 39000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${process.env.PROF}`, "--import", "tsx", "apps/server/src/main.ts"], {
    cwd: "/work/main",
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: mkdtempSync("/tmp/diag-"), LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try { if ((await fetch(`${url}/api/health`)).ok) break; } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, process: child, stop: () => new Promise<void>((res) => { child.once("exit", () => res()); child.kill("SIGTERM"); }) };
}
import { freshDatabase, pool } from "../support/database.ts";
import { drive, HttpClient } from "../support/http.ts";
import { Operator } from "../support/operator.ts";
import { mintToPlayers, seedPlayers } from "../support/players.ts";
import { describe, figures } from "../support/stats.ts";

const database = await freshDatabase("diag");
const jwtSecret = randomBytes(32).toString("base64url");
const env: Record<string, string> = { DATABASE_URL: database.url, JWT_SECRET: jwtSecret };
const server = process.env.PROF ? await startProfiled(env) : await startServer(env);
const db = pool(database.url, 4);
const http = new HttpClient(server.url, 64);
try {
  const players = await seedPlayers(db, 1000, "d", jwtSecret);
  await mintToPlayers(db, players, 100_000_000);
  const op = await Operator.login(http);
  const { fightId } = await op.createEvent("diag", 500_000);
  await op.move(fightId, "open");
  const waits = new Map<string, number>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await db.query(
        `select coalesce(wait_event_type,'-') || ':' || coalesce(wait_event,'-') || ':' || state as k, count(*)::int n
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() group by 1`,
      );
      for (const r of rows) waits.set(r.k, (waits.get(r.k) ?? 0) + r.n);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const n = Number(process.env.N ?? 4000);
  const lat: number[] = [];
  let errors = 0;
  const cpuBefore = execSync(`ps -o times= -p ${server.process.pid}`).toString().trim();
  const secs = await drive(n, 64, async (i) => {
    const p = players[i % players.length]!;
    const a = await http.request("POST", "/bets2/bets", p.token, {
      fightId,
      side: i % 2 ? "MERON" : "WALA",
      amountCentavos: 10_000,
      idempotencyKey: `diag-key-${i}`,
    });
    if (a.status === 201) lat.push(a.ms);
    else errors++;
  });
  const cpuAfter = execSync(`ps -o times= -p ${server.process.pid}`).toString().trim();
  sampling = false;
  await sampler;
  console.log(describe(figures(lat, errors, secs)));
  console.log(`server cpu seconds ${cpuBefore} -> ${cpuAfter}`);
  console.log([...waits].sort((a, b) => b[1] - a[1]).slice(0, 15));
} finally {
  http.close();
  await db.end();
  await server.stop();
  await database.drop();
}
process.exit(0);
