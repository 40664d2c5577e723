import pg from "pg";
import { performance } from "node:perf_hooks";
const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres", max: 20 });
async function run(n: number, conc: number) {
  let next = 0;
  const t = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(Array.from({ length: conc }, async () => { for (let i = next++; i < n; i = next++) await pool.query("select $1::int as x", [i]); }));
  const s = (performance.now() - t) / 1000;
  const cpu = process.cpuUsage(cpu0);
  console.log(`${n} queries conc ${conc}: ${(n / s).toFixed(0)}/s, client cpu ${((cpu.user + cpu.system) / n).toFixed(0)} µs/query (sys ${(cpu.system / n).toFixed(0)})`);
}
await run(2000, 1); await run(10000, 1); await run(20000, 20); await run(20000, 64);
await pool.end();
