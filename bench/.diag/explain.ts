import { randomBytes } from "node:crypto";
import { startServer } from "../../e2e/support/server.ts";
import { freshDatabase, pool } from "../support/database.ts";
import { mintToPlayers, seedPlayers, systemAccount } from "../support/players.ts";

const database = await freshDatabase("explain");
const jwtSecret = randomBytes(32).toString("base64url");
const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: jwtSecret });
const db = pool(database.url, 2);
try {
  const players = await seedPlayers(db, 2000, "x", jwtSecret);
  await mintToPlayers(db, players, 100_000_000);
  await db.query("analyze");
  const p = players[5]!;
  const escrow = await systemAccount(db, "escrow:sabong");
  const show = async (label: string, sql: string, params: unknown[]) => {
    const c = await db.connect();
    try {
      await c.query("begin");
      const r = await c.query(`explain (analyze, buffers) ${sql}`, params);
      console.log(`--- ${label}\n${r.rows.map((x) => x["QUERY PLAN"]).join("\n")}`);
    } finally {
      await c.query("rollback");
      c.release();
    }
  };
  await show(
    "postTransfers update",
    `update ledger_accounts as a set balance_centavos = a.balance_centavos + v.delta
      from (select unnest($1::int[]) as id, unnest($2::bigint[]) as delta) as v
      where a.id = v.id returning a.id, a.balance_centavos`,
    [`{${p.pointsAccountId}}`, `{-100}`],
  );
  await show(
    "postTransfers insert",
    `insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, ref_id, memo, reverses_transfer_id, debit_balance_after_centavos, credit_balance_after_centavos, actor_id)
    select d, c, a, code, rt, ri, m, rv, da, ca, $11::int
    from unnest($1::int[], $2::int[], $3::bigint[],
      array(select jsonb_array_elements_text($4::jsonb)),
      array(select value #>> '{}' from jsonb_array_elements($5::jsonb)),
      array(select value #>> '{}' from jsonb_array_elements($6::jsonb)),
      array(select value #>> '{}' from jsonb_array_elements($7::jsonb)),
      $8::bigint[], $9::bigint[], $10::bigint[]) as v(d, c, a, code, rt, ri, m, rv, da, ca)
    returning id`,
    [`{${p.pointsAccountId}}`, `{${escrow}}`, "{100}", '["BET"]', '["bet"]', '["1"]', "[null]", "{NULL}", "{99}", "{NULL}", p.userId],
  );
  await show(
    "lock accounts",
    `select id, balance_centavos from ledger_accounts where id in ($1, $2) and kind = 'user' order by id for no key update`,
    [p.pointsAccountId, escrow],
  );
  await show(
    "session",
    `select u.status from sessions s join users u on u.id = s.user_id where s.id = gen_random_uuid() and s.user_id = $1 and s.revoked_at is null`,
    [p.userId],
  );
} finally {
  await db.end();
  await server.stop();
  await database.drop();
}
process.exit(0);
