import type { AccountLinks, ContestStake, LargeMovement, Movement, TimedWin } from "@sabong/shared/integrity";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { epochMsOf, intOf, pgNumber, resultRows, rowsOf, textOf, toPgArray } from "../../db/sql.ts";

/** At most this many contests a tick: a backlog is worked off over several ticks, never in one long one. */
export const CONTESTS_PER_TICK = 20;
/** Players whose money is re-read in one tick. */
export const PLAYERS_PER_TICK = 200;
/**
 * Loopback and private addresses name the proxy or the office network in front of the players, not a player (every
 * session of a server without TRUST_PROXY, or of a test, is 127.0.0.1): they link nobody.
 */
const LOCAL_ADDRESS = "^(::ffff:)?(127\\.|10\\.|192\\.168\\.|172\\.(1[6-9]|2[0-9]|3[01])\\.)|^::1$|^f[cd]|^fe80:";
/** A device or address shared by more accounts than this is a café, an office or a carrier's NAT, not a ring. */
export const MAX_LINKED_ACCOUNTS = 20;

const epochMs = z.union([z.date(), z.string()]).transform((value) => new Date(value).getTime());

/** Closed fights not scanned yet, oldest close first. */
export async function fightsToScan(db: DbOrTx): Promise<{ fightId: number; closedAtMs: number }[]> {
  const rows = rowsOf(
    z.object({ id: z.number(), closed_at: epochMs }),
    await db.execute(sql`
      select f.id, f.closed_at from fights_view f
      where f.closed_at is not null
        and not exists (select 1 from integrity_scans s where s.contest = 'fight:' || f.id)
      order by f.closed_at limit ${CONTESTS_PER_TICK}`),
  );
  return rows.map((row) => ({ fightId: row.id, closedAtMs: row.closed_at }));
}

/** Settled draws not scanned yet (their winners are known), with the moment their outcome was known. */
export async function drawsToScan(db: DbOrTx): Promise<{ drawId: number; drawAtMs: number; result: string }[]> {
  const rows = rowsOf(
    z.object({ id: z.number(), draw_at: epochMs, result: z.string() }),
    await db.execute(sql`
      select d.id, d.draw_at, d.result from draws_view d
      where d.state = 'SETTLED' and d.result is not null
        and not exists (select 1 from integrity_scans s where s.contest = 'draw:' || d.id)
      order by d.id limit ${CONTESTS_PER_TICK}`),
  );
  return rows.map((row) => ({ drawId: row.id, drawAtMs: row.draw_at, result: row.result }));
}

/**
 * Declared fights (not cancelled) whose staff circle was not checked yet: the declare is the last staff action on a
 * fight, so everyone who ran it is known. Scanned once under `fight:<id>:staff`, apart from the close's scan.
 */
export async function declaredFightsToScan(db: DbOrTx): Promise<{ fightId: number }[]> {
  const rows = rowsOf(
    z.object({ id: z.number() }),
    await db.execute(sql`
      select f.id from fights_view f
      where f.declared_at is not null and f.result <> 'CANCELLED'
        and not exists (select 1 from integrity_scans s where s.contest = 'fight:' || f.id || ':staff')
      order by f.declared_at limit ${CONTESTS_PER_TICK}`),
  );
  return rows.map((row) => ({ fightId: row.id }));
}

export async function markScanned(db: DbOrTx, contest: string): Promise<boolean> {
  const rows = await db.execute(
    sql`insert into integrity_scans (contest) values (${contest}) on conflict do nothing returning contest`,
  );
  return rowsOf(z.object({ contest: z.string() }), rows).length === 1;
}

export async function fightStakes(db: DbOrTx, fightId: number): Promise<ContestStake[]> {
  const result = await db.execute(
    sql`select id, user_id, side, stake_centavos, created_at from bets_view where fight_id = ${fightId} order by id`,
  );
  return resultRows<Record<string, unknown>>(result).map((row) => ({
    betId: intOf(row.id, "id"),
    accountId: intOf(row.user_id, "user_id"),
    side: textOf(row.side, "side"),
    stakeCentavos: intOf(row.stake_centavos, "stake_centavos"),
    placedAtMs: epochMsOf(row.created_at, "created_at"),
  }));
}

/** A draw's lines as stakes on their combination (the "side" of a number game), won when the line hit. */
export async function drawLines(db: DbOrTx, drawId: number, result: string): Promise<(ContestStake & TimedWin)[]> {
  const rows = resultRows<Record<string, unknown>>(
    await db.execute(sql`
      select l.id, l.user_id, l.combination, l.digits_key, l.form, l.stake_centavos, t.created_at
      from ticket_lines_view l join tickets_view t on t.id = l.ticket_id
      where l.draw_id = ${drawId} order by l.id`),
  );
  const resultKey = [...result].sort().join("");
  return rows.map((row) => {
    const combination = textOf(row.combination, "combination");
    return {
      betId: intOf(row.id, "id"),
      accountId: intOf(row.user_id, "user_id"),
      side: combination,
      stakeCentavos: intOf(row.stake_centavos, "stake_centavos"),
      placedAtMs: epochMsOf(row.created_at, "created_at"),
      won:
        textOf(row.form, "form") === "straight"
          ? combination === result
          : textOf(row.digits_key, "digits_key") === resultKey,
    };
  });
}

/**
 * What links the given accounts to each other: a device id or an address they signed in from, shared with another
 * of them but with no more than MAX_LINKED_ACCOUNTS accounts in all.
 */
export async function accountLinks(db: DbOrTx, accountIds: readonly number[]): Promise<AccountLinks> {
  if (accountIds.length === 0) return new Map();
  const rows = rowsOf(
    z.object({ user_id: z.number(), link: z.string() }),
    await db.execute(sql`
      with mine as (
        select distinct user_id, 'device:' || device_id as link from sessions_view
          where user_id = any(${toPgArray(accountIds)}::int[]) and device_id is not null
        union
        select distinct user_id, 'address:' || ip from sessions_view
          where user_id = any(${toPgArray(accountIds)}::int[]) and ip is not null and ip !~ ${LOCAL_ADDRESS}
      ), sizes as (
        select m.link, count(distinct s.user_id) as accounts from mine m
        join sessions_view s on m.link = case when m.link like 'device:%' then 'device:' || s.device_id else 'address:' || s.ip end
        group by m.link
      )
      select m.user_id, m.link from mine m join sizes z on z.link = m.link
      where z.accounts between 2 and ${MAX_LINKED_ACCOUNTS}`),
  );
  const links = new Map<number, string[]>();
  for (const row of rows) links.set(row.user_id, [...(links.get(row.user_id) ?? []), row.link]);
  return links;
}

/**
 * A staff member's circle: the accounts signed in from one of their devices or (public) addresses, the same link rule
 * as `accountLinks` (a link shared by more than MAX_LINKED_ACCOUNTS accounts links nobody), and the accounts they
 * referred (their downline).
 */
export async function staffCircle(db: DbOrTx, staffId: number): Promise<Set<number>> {
  const rows = rowsOf(
    z.object({ user_id: z.number() }),
    await db.execute(sql`
      with theirs as (
        select distinct 'device' as kind, device_id as value from sessions_view where user_id = ${staffId} and device_id is not null
        union
        select distinct 'address', ip from sessions_view where user_id = ${staffId} and ip is not null and ip !~ ${LOCAL_ADDRESS}
      ), linked as (
        select distinct t.kind, t.value, s.user_id from theirs t
        join sessions_view s on (t.kind = 'device' and s.device_id = t.value) or (t.kind = 'address' and s.ip = t.value)
      ), small as (
        select kind, value from linked group by kind, value having count(*) <= ${MAX_LINKED_ACCOUNTS}
      )
      select l.user_id from linked l join small m on m.kind = l.kind and m.value = l.value where l.user_id <> ${staffId}
      union
      select id from users_view where upline_id = ${staffId}`),
  );
  return new Set(rows.map((row) => row.user_id));
}

/** A place in the ledger: transfers are read in (writing transaction, id) order, as accounting's fold reads them. */
export type TransferMark = { xid: string; id: number };
export const NO_TRANSFER: TransferMark = { xid: "0", id: 0 };
/** Transfers looked at in one tick, of any code (stakes too: the mark moves past them, so no tick reads them twice). */
export const TRANSFERS_PER_TICK = 20_000;

/**
 * Players whose points moved by a load, withdrawal or payout after `after`, at most PLAYERS_PER_TICK, and the mark
 * up to which every transfer has been looked at. Only transfers of transactions older than every open one are read
 * (xid below the snapshot's xmin, like the fold): one that commits later with a lower id is never passed over. A
 * transfer whose players do not fit the tick waits whole for the next one.
 */
export async function playersWithNewMoney(
  db: DbOrTx,
  after: TransferMark,
  perTick = { players: PLAYERS_PER_TICK, transfers: TRANSFERS_PER_TICK },
): Promise<{ playerIds: number[]; last: TransferMark }> {
  const rows = resultRows<Record<string, unknown>>(
    await db.execute(sql`
      with batch as (
        select t.created_xid, t.id, t.code, t.debit_account_id, t.credit_account_id from ledger_transfers_view t
        where (t.created_xid, t.id) > (${after.xid}::xid8, ${after.id}::bigint)
          and t.created_xid < pg_snapshot_xmin(pg_current_snapshot())
        order by t.created_xid, t.id limit ${perTick.transfers}
      )
      select x.created_xid::text as xid, x.id, x.player_id from (
        select b.created_xid, b.id, a.owner_user_id as player_id from batch b
        join ledger_accounts_view a on a.id in (b.debit_account_id, b.credit_account_id) and a.purpose = 'points'
        join users_view u on u.id = a.owner_user_id and u.type = 'player'
        where b.code in ('LOAD', 'WITHDRAW', 'PAYOUT')
        union all
        (select created_xid, id, null from batch order by created_xid desc, id desc limit 1)
      ) x order by x.created_xid, x.id, x.player_id nulls last`),
  );
  const players = new Set<number>();
  let last = after;
  for (let i = 0; i < rows.length; ) {
    const mark = { xid: textOf(rows[i]?.xid, "xid"), id: intOf(rows[i]?.id, "id") };
    const mine: number[] = [];
    for (; i < rows.length && rows[i]?.xid === mark.xid && intOf(rows[i]?.id, "id") === mark.id; i++) {
      if (rows[i]?.player_id !== null) mine.push(intOf(rows[i]?.player_id, "player_id"));
    }
    if (new Set([...players, ...mine]).size > perTick.players) break;
    for (const player of mine) players.add(player);
    last = mark;
  }
  return { playerIds: [...players], last };
}

/** `movements`: loads, withdrawals and stakes (what cycling reads); `large`: loads, withdrawals and payouts. */
export type PlayerMoney = { playerId: number; uplineId: number | null; movements: Movement[]; large: LargeMovement[] };

/**
 * A player's points movements since `sinceMs`: loads (the agent who loaded), withdrawals (the agent or cashier who
 * paid out), stakes (bets and tickets) and payouts.
 */
export async function playerMoney(db: DbOrTx, playerId: number, sinceMs: number): Promise<PlayerMoney> {
  const rows = rowsOf(
    z.object({
      id: pgNumber,
      code: z.string(),
      amount_centavos: pgNumber,
      created_at: epochMs,
      counterparty: z.number().nullable(),
      upline_id: z.number().nullable(),
    }),
    await db.execute(sql`
      select t.id, t.code, t.amount_centavos, t.created_at, other.owner_user_id as counterparty, u.upline_id
      from users_view u
      join ledger_accounts_view mine on mine.owner_user_id = u.id and mine.purpose = 'points'
      join ledger_transfers_view t on mine.id in (t.debit_account_id, t.credit_account_id)
      join ledger_accounts_view other on other.id = case when t.debit_account_id = mine.id then t.credit_account_id else t.debit_account_id end
      where u.id = ${playerId} and t.created_at >= ${new Date(sinceMs).toISOString()}::timestamptz
        and t.code in ('LOAD', 'WITHDRAW', 'BET', 'PAYOUT')
      order by t.id`),
  );
  const kindOf = { LOAD: "load", WITHDRAW: "withdrawal", BET: "stake", PAYOUT: "payout" } as const;
  const all = rows.map((row) => ({
    transferId: row.id,
    kind: kindOf[row.code as keyof typeof kindOf],
    amountCentavos: row.amount_centavos,
    atMs: row.created_at,
    agentId: row.code === "LOAD" || row.code === "WITHDRAW" ? row.counterparty : null,
  }));
  return {
    playerId,
    uplineId: rows[0]?.upline_id ?? (await uplineOf(db, playerId)),
    movements: all.filter((move): move is Movement => move.kind !== "payout"),
    large: all.filter((move): move is LargeMovement => move.kind !== "stake"),
  };
}

async function uplineOf(db: DbOrTx, playerId: number): Promise<number | null> {
  const [row] = rowsOf(
    z.object({ upline_id: z.number().nullable() }),
    await db.execute(sql`select upline_id from users_view where id = ${playerId}`),
  );
  return row?.upline_id ?? null;
}
