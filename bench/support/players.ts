import type pg from "pg";
import { toPgArray } from "../../apps/server/src/db/sql.ts";
import { createTokenService } from "../../apps/server/src/modules/auth/tokens.ts";
import { USER_ACCOUNT_PURPOSES } from "../../apps/server/src/modules/ledger/service.ts";

export type BenchPlayer = { userId: number; username: string; pointsAccountId: number; token: string };

/**
 * Players under the demo gold agent, written straight into the database with the demo player's password hash, and a
 * session each signed with the server's JWT secret. Creating and signing in thousands of players through the API
 * would hash and verify thousands of argon2 passwords (about 100 ms of CPU each), minutes that measure nothing here.
 * Wallets are opened exactly as `openUserAccounts` does.
 */
export async function seedPlayers(
  db: pg.Pool,
  count: number,
  label: string,
  jwtSecret: string,
): Promise<BenchPlayer[]> {
  const { rows: refs } = await db.query<{ gold: number; hash: string }>(
    `select (select id from users where username = 'gold') as gold,
            (select password_hash from users where username = 'player') as hash`,
  );
  const ref = refs[0];
  if (!ref?.gold || !ref.hash) throw new Error("the demo accounts are missing");
  const prefix = `b${label}_`;
  const { rows: users } = await db.query<{ id: number; username: string }>(
    `insert into users (username, name, password_hash, type, upline_id, ref_code, status, kyc_status)
     select $1 || g, 'Bench player ' || g, $2, 'player', $3, upper($1) || g, 'active', 'verified'
     from generate_series(1, $4::int) g
     returning id, username`,
    [prefix, ref.hash, ref.gold, count],
  );
  const ids = users.map((u) => u.id);
  await db.query(
    `insert into ledger_accounts (kind, owner_user_id, purpose, balance_centavos)
     select 'user', u, p, 0 from unnest($1::int[]) u cross join unnest($2::text[]) p`,
    [toPgArray(ids), `{${USER_ACCOUNT_PURPOSES.join(",")}}`],
  );
  const { rows: points } = await db.query<{ id: number; owner: number }>(
    `select id, owner_user_id as owner from ledger_accounts where purpose = 'points' and owner_user_id = any($1::int[])`,
    [toPgArray(ids)],
  );
  const pointsOf = new Map(points.map((p) => [p.owner, p.id]));
  const { rows: sessions } = await db.query<{ id: string; user_id: number }>(
    `insert into sessions (user_id, user_agent) select u, 'bench' from unnest($1::int[]) u returning id, user_id`,
    [toPgArray(ids)],
  );
  const sessionOf = new Map(sessions.map((s) => [s.user_id, s.id]));
  const tokens = createTokenService(jwtSecret);
  return Promise.all(
    users.map(async (user) => ({
      userId: user.id,
      username: user.username,
      pointsAccountId: pointsOf.get(user.id) as number,
      token: await tokens.sign({
        sub: String(user.id),
        sid: sessionOf.get(user.id) as string,
        type: "player",
        role: "player",
        username: user.username,
        name: user.username,
      }),
    })),
  );
}

/** A system account's id, opened if the server has not opened it yet (as `systemAccountId` does). */
export async function systemAccount(db: pg.Pool, purpose: string): Promise<number> {
  await db.query(
    `insert into ledger_accounts (kind, purpose, balance_centavos) values ('system', $1, null) on conflict do nothing`,
    [purpose],
  );
  const { rows } = await db.query<{ id: number }>(
    `select id from ledger_accounts where purpose = $1 and owner_user_id is null`,
    [purpose],
  );
  if (!rows[0]) throw new Error(`system account ${purpose} missing`);
  return rows[0].id;
}

/**
 * Bank → each player's points, one MINT transfer per player, in one statement: the test fixtures' `fund`, set-based.
 * Each account gets one transfer, so its balance after is simply its new balance.
 */
export async function mintToPlayers(db: pg.Pool, players: readonly BenchPlayer[], amountCentavos: number) {
  const bank = await systemAccount(db, "bank");
  await db.query(
    `with credited as (
       update ledger_accounts set balance_centavos = balance_centavos + $2
       where id = any($1::int[]) returning id, balance_centavos)
     insert into ledger_transfers (debit_account_id, credit_account_id, amount_centavos, code, ref_type, memo,
       credit_balance_after_centavos)
     select $3, id, $2, 'MINT', 'bench', 'benchmark funding', balance_centavos from credited order by id`,
    [toPgArray(players.map((p) => p.pointsAccountId)), amountCentavos, bank],
  );
}
