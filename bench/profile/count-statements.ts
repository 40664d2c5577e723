/**
 * npx tsx bench/profile/count-statements.ts — the SQL statements one API bet sends, as PostgreSQL logs them
 * (log_statement = 'all' on a throwaway database). Each is a round trip: Node serialises it, writes it to a socket,
 * PostgreSQL parses, plans and runs it, Node parses the answer.
 */
import { randomBytes } from "node:crypto";
import { startServer } from "../../e2e/support/server.ts";
import { freshDatabase, pool } from "../support/database.ts";
import { HttpClient } from "../support/http.ts";
import { Operator } from "../support/operator.ts";
import { mintToPlayers, seedPlayers } from "../support/players.ts";
import { logSince, setForDatabase } from "../support/postgres-log.ts";

const database = await freshDatabase("count");
await setForDatabase(database.name, ["log_statement = 'all'"]);
const jwtSecret = randomBytes(32).toString("base64url");
const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: jwtSecret });
const db = pool(database.url, 2);
const http = new HttpClient(server.url, 4);
try {
  const [player] = await seedPlayers(db, 1, "count", jwtSecret);
  if (!player) throw new Error("no player");
  await mintToPlayers(db, [player], 1_000_000);
  const operator = await Operator.login(http);
  const { fightId } = await operator.createEvent("Statement count", 500_000);
  await operator.move(fightId, "open");
  const bet = (key: string) =>
    http.ok("POST", "/bets2/bets", player.token, {
      fightId,
      side: "MERON",
      stakeCentavos: 10_000,
      idempotencyKey: key,
    });
  await bet("count-warm-up");
  await new Promise((resolve) => setTimeout(resolve, 400)); // past the warm-up's totals window
  const log = logSince(database.name);
  await bet("count-measured");
  await new Promise((resolve) => setTimeout(resolve, 200));
  const statements = log.read().filter((entry) => /LOG:\s+(statement|execute)/.test(entry));
  // The fight's totals push (at most 4 a second, whatever the number of bets) is not the bet's own work.
  const isTotalsPush = (entry: string) => entry.includes("coalesce(sum(stake_centavos), 0) as total");
  console.log(`${statements.filter((e) => !isTotalsPush(e)).length} statements for one bet:`);
  for (const entry of statements) {
    const text = entry
      .replace(/^.*?LOG:\s+/s, "")
      .replace(/\s+/g, " ")
      .slice(0, 130);
    console.log(`  ${isTotalsPush(entry) ? "(totals push, throttled) " : ""}${text}`);
  }
} finally {
  http.close();
  await db.end();
  await server.stop();
  await database.drop();
}
process.exit(0);
