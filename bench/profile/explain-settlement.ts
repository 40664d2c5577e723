/**
 * npx tsx bench/profile/explain-settlement.ts [bets] [players] [fillfactor]
 *
 * One settlement of `bets` bets (default 100,000) through the API's declare, then the same bets settled by the raw
 * SQL, with auto_explain logging the plan and timing of every statement over 100 ms (on a throwaway database).
 * Shows where a settlement's time goes. With a fillfactor, the bets table is set to it first (the HOT experiment).
 */
import { randomBytes } from "node:crypto";
import { Rng } from "../../apps/server/src/cli/simulate/random.ts";
import { startServer } from "../../e2e/support/server.ts";
import { freshDatabase, pool } from "../support/database.ts";
import { HttpClient } from "../support/http.ts";
import { Operator } from "../support/operator.ts";
import { mintToPlayers, seedPlayers, systemAccount } from "../support/players.ts";
import { logSince, setForDatabase } from "../support/postgres-log.ts";
import { rawSettle } from "../support/raw-settle.ts";
import { type StakePlan, stakeBets } from "../support/stake-bets.ts";

const [bets = 100_000, players = 10_000, fillfactor = 0] = process.argv.slice(2).map(Number);
const database = await freshDatabase("explain");
await setForDatabase(database.name, [
  "session_preload_libraries = 'auto_explain'",
  "auto_explain.log_min_duration = 100",
  "auto_explain.log_analyze = on",
  "auto_explain.log_buffers = on",
  "auto_explain.log_triggers = on",
]);
const jwtSecret = randomBytes(32).toString("base64url");
const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: jwtSecret });
const db = pool(database.url, 4);
const http = new HttpClient(server.url, 4);

const print = (entries: string[]) => {
  for (const entry of entries) console.log(entry.replace(/^.*?LOG:\s+/s, "").replace(/\n\s*Buffers:.*$/gm, ""));
};

try {
  const bettors = await seedPlayers(db, players, "explain", jwtSecret);
  await mintToPlayers(db, bettors, 100_000_000);
  if (fillfactor) await db.query(`alter table bets set (fillfactor = ${fillfactor})`);
  const operator = await Operator.login(http);
  const { eventId, fightId } = await operator.createEvent("Explain settlement", 500_000);
  const rng = new Rng(11);
  const plan: StakePlan = { userIds: [], sides: [], stakes: [] };
  for (let i = 0; i < bets; i++) {
    plan.userIds.push(bettors[rng.int(0, bettors.length - 1)]?.userId as number);
    plan.sides.push(rng.pick(["MERON", "WALA", "MERON", "WALA", "DRAW"]));
    plan.stakes.push(rng.logInt(20, 5_000) * 100);
  }
  const escrow = await systemAccount(db, "escrow:sabong");
  await operator.move(fightId, "open");
  await stakeBets(db, { eventId, fightId, escrow }, plan);
  await operator.move(fightId, "close");
  let log = logSince(database.name);
  const ms = await operator.declare(fightId, "MERON");
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(`=== API declare: ${ms.toFixed(0)} ms; statements over 100 ms:`);
  print(log.read());

  const second = await operator.next(eventId);
  await operator.move(second, "open");
  await stakeBets(db, { eventId, fightId: second, escrow }, plan);
  await operator.move(second, "close");
  log = logSince(database.name);
  const accounts = {
    escrow,
    house: await systemAccount(db, "house:sabong"),
    rounding: await systemAccount(db, "rounding"),
    bank: await systemAccount(db, "bank"),
  };
  const raw = await rawSettle(db, {
    fightId: second,
    winner: "MERON",
    plasadaBp: 500,
    drawOddsMultiplier: 8,
    accounts,
    actorId: 1,
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(`=== raw SQL: ${raw.ms.toFixed(0)} ms (${raw.steps.map(([s, t]) => `${s} ${t.toFixed(0)}`).join("; ")})`);
  print(log.read());
} finally {
  http.close();
  await db.end();
  await server.stop();
  await database.drop();
}
process.exit(0);
