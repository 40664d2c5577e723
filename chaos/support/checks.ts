import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type CheckResult = { name: string; ok: boolean; output: string };

/** `npm run ledger:check` / `npm run audit:verify` against the harness's database, exactly as an operator runs them. */
export function npmCheck(script: "ledger:check" | "audit:verify", databaseUrl: string): Promise<CheckResult> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      const lines = output.split("\n").filter((l) => l.trim() && !l.includes("npm warn"));
      resolve({ name: script, ok: code === 0, output: lines.slice(-3).join(" | ") });
    });
  });
}

/** Accepted bets (ids the simulation was answered with) that are not in the database. */
export async function missingBets(databaseUrl: string, betIds: readonly number[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>("select id from bets where id = any($1::int[])", [betIds]);
    const found = new Set(rows.map((r) => Number(r.id)));
    return betIds.filter((id) => !found.has(id));
  } finally {
    await client.end();
  }
}
