import { randomBytes } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import pg from "pg";
import { Rng } from "../../apps/server/src/cli/simulate/random.ts";
import { startServer } from "../../e2e/support/server.ts";
import { ADMIN_URL, freshDatabase, pool } from "../support/database.ts";
import { HttpClient } from "../support/http.ts";
import { Operator } from "../support/operator.ts";
import { mintToPlayers, seedPlayers, systemAccount } from "../support/players.ts";
import { rawSettle } from "../support/raw-settle.ts";
import { stakeBets } from "../support/stake-bets.ts";

const LOG = "/var/log/postgresql/postgresql-15-main.log";
const N = Number(process.env.N ?? 100000);
const database = await freshDatabase("sx");
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
for (const s of [
  "session_preload_libraries = 'auto_explain'",
  `auto_explain.log_min_duration = ${process.env.MIN ?? 150}`,
  "auto_explain.log_analyze = on",
  "auto_explain.log_buffers = on",
  "auto_explain.log_nested_statements = on",
  "auto_explain.log_triggers = on",
]) await admin.query(`alter database ${database.name} set ${s}`);
await admin.end();
const jwtSecret = randomBytes(32).toString("base64url");
const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: jwtSecret });
const db = pool(database.url, 4);
const http = new HttpClient(server.url, 4);
try {
  const players = await seedPlayers(db, 10000, "sx", jwtSecret);
  await mintToPlayers(db, players, 100_000_000);
  const op = await Operator.login(http);
  const { eventId, fightId } = await op.createEvent("sx", 500_000);
  const rng = new Rng(11);
  const plan = { userIds: [] as number[], sides: [] as string[], stakes: [] as number[] };
  for (let i = 0; i < N; i++) {
    plan.userIds.push(players[rng.int(0, players.length - 1)]!.userId);
    plan.sides.push(rng.weighted([["MERON", 45], ["WALA", 45], ["DRAW", 10]] as const));
    plan.stakes.push(rng.logInt(20, 5000) * 100);
  }
  const escrow = await systemAccount(db, "escrow:sabong");
  await op.move(fightId, "open");
  await stakeBets(db, { eventId, fightId, escrow }, plan);
  await op.move(fightId, "close");
  await db.query("analyze");
  const offset = statSync(LOG).size;
  const ms = await op.declare(fightId, "MERON");
  console.log(`API declare ${ms.toFixed(0)} ms`);
  await new Promise((r) => setTimeout(r, 500));
  const text = readFileSync(LOG, "utf8").slice(offset);
  console.log(text.split("\n").filter((l) => !l.includes("Buffers") || true).join("\n").slice(0, 30000));
  if (process.env.RAW) {
    const f2 = await op.next(eventId);
    await op.move(f2, "open");
    await stakeBets(db, { eventId, fightId: f2, escrow }, plan);
    await op.move(f2, "close");
    const o2 = statSync(LOG).size;
    const accounts = { escrow, house: await systemAccount(db, "house:sabong"), rounding: await systemAccount(db, "rounding"), bank: await systemAccount(db, "bank") };
    const r = await rawSettle(db, { fightId: f2, winner: "MERON", plasadaBp: 500, drawOddsMultiplier: 8, accounts, actorId: 2 });
    console.log(`RAW ${r.ms.toFixed(0)} ms`, r.steps.map(([k, v]) => `${k}: ${v.toFixed(0)}`).join("; "));
    await new Promise((r) => setTimeout(r, 500));
    console.log(readFileSync(LOG, "utf8").slice(o2).slice(0, 30000));
  }
} finally {
  http.close();
  await db.end();
  await server.stop();
  await database.drop();
}
process.exit(0);
