import type { PricedLine } from "@sabong/shared/number-games";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { resultRows } from "../../db/sql.ts";
import { LedgerInvariantError } from "../ledger/service.ts";
import { postStakes } from "../protection/service.ts";

/** A ticket the batch accepted, as the writing statement takes it (one per user per batch: the lane's rule). */
export type AcceptedTicket = {
  userId: number;
  pointsAccountId: number;
  idempotencyKey: string;
  requestHash: string;
  totalStakeCentavos: number;
  lines: readonly PricedLine[];
};

export type WrittenTicket = {
  ticketId: number;
  createdAt: Date;
  balanceCentavos: number;
  /** Line ids in line order. */
  lineIds: number[];
};

/** What the writing statement did: nothing when the cut-off had passed; per user, the ticket written (or null). */
export type WriteResult = { open: boolean; written: Map<number, WrittenTicket> };

/**
 * The draw ($1) and the tickets ($2), each with its stake for the players' protection totals (the batch decided
 * their limits on the rows it locked: `lockStakeRooms`).
 */
const WRITE_TICKETS_REQUESTS = `
d as materialized (
  select dr.id, n.now from draws dr, (select clock_timestamp() as now) n
  where dr.id = $1::int and dr.state = 'OPEN' and n.now < dr.cutoff_at
), input as (
  select * from jsonb_to_recordset($2::jsonb) as x(n int, user_id int, account_id int, total bigint, key text, hash text)
), stake_request as (
  select user_id, account_id, total as stake_centavos, total as largest_line_centavos from input
)`;

/** The tickets and their lines ($3) written; `movement` is the stakes the ledger moves. */
const WRITE_TICKETS_CTES = `
t as (
  insert into tickets (draw_id, user_id, total_stake_centavos, idempotency_key, request_hash, created_at)
  select d.id, i.user_id, i.total, i.key, i.hash, d.now from input i cross join d
  order by i.n
  on conflict (user_id, idempotency_key) do nothing
  returning id, user_id, created_at
), line_input as (
  select * from jsonb_to_recordset($3::jsonb)
    as x(user_id int, line_no int, combination text, form text, digits_key text, permutations int, stake bigint,
         multiplier int, payout bigint)
), l as (
  insert into ticket_lines (ticket_id, draw_id, user_id, line_no, combination, form, digits_key, permutations,
    stake_centavos, multiplier_hundredths, payout_if_hit_centavos)
  select t.id, $1::int, li.user_id, li.line_no, li.combination, li.form, li.digits_key,
         li.permutations, li.stake, li.multiplier, li.payout
  from line_input li join t on t.user_id = li.user_id
  order by t.id, li.line_no
  returning id, ticket_id, line_no
), movement as (
  select t.id as ref_id, i.account_id, i.total as amount, i.user_id as actor_id
  from t join input i on i.user_id = t.user_id
)`;

/** One row per accepted ticket, in order. */
const WRITE_TICKETS_ROWS = `
select (select count(*) from d) as open_count, i.user_id, i.account_id as debit_account_id, i.n as row_no,
       t.id as ticket_id, t.created_at,
       (select json_agg(json_build_array(l.line_no, l.id) order by l.line_no) from l where l.ticket_id = t.id)
         as line_ids
from input i
left join t on t.user_id = i.user_id`;

type Row = {
  open_count: string | number;
  user_id: number;
  ticket_id: string | number | null;
  created_at: Date | string | null;
  line_ids: [number, number][] | string | null;
};

/**
 * Writes the accepted tickets in ONE statement: tickets, their lines, and each ticket's stake moved from the
 * player's points to the game's escrow by the ledger (`postEscrowDebits`, which records `balance.changed`) and added
 * to the player's protection totals (`postStakes`). The cut-off is IN this statement: the rows
 * are written only while the draw is OPEN and clock_timestamp() is before cutoff_at, and each ticket's created_at is
 * that same instant, so nothing lands after the cut-off (the draw is held FOR SHARE, so a close waits for the commit).
 * A key that a concurrent request used meanwhile inserts nothing (the unique index) and moves no money.
 */
export async function writeTickets(
  tx: Tx,
  target: { drawId: number; escrowAccountId: number },
  accepted: readonly AcceptedTicket[],
): Promise<WriteResult> {
  const tickets = accepted.map((t, n) => ({
    n,
    user_id: t.userId,
    account_id: t.pointsAccountId,
    total: t.totalStakeCentavos,
    key: t.idempotencyKey,
    hash: t.requestHash,
  }));
  const lines = accepted.flatMap((t) =>
    t.lines.map((l, lineNo) => ({
      user_id: t.userId,
      line_no: lineNo,
      combination: l.combination,
      form: l.form,
      digits_key: l.digitsKey,
      permutations: l.permutations,
      stake: l.stakeCentavos,
      multiplier: l.multiplierHundredths,
      payout: l.payoutIfHitCentavos,
    })),
  );
  const { rows, movements } = await postStakes<Row>(tx, {
    name: "write_tickets",
    escrowAccountId: target.escrowAccountId,
    code: "BET",
    refType: "ticket",
    debits: accepted.map((t) => ({ accountId: t.pointsAccountId, amountCentavos: t.totalStakeCentavos })),
    requestCtes: WRITE_TICKETS_REQUESTS,
    guard: false,
    ctes: WRITE_TICKETS_CTES,
    rows: WRITE_TICKETS_ROWS,
    values: [target.drawId, JSON.stringify(tickets), JSON.stringify(lines)],
  });
  const first = rows[0]?.row;
  if (!first || rows.length !== accepted.length) throw new LedgerInvariantError("the ticket statement lost a row");
  const written = new Map<number, WrittenTicket>();
  for (const { row, balanceAfterCentavos } of rows) {
    if (row.ticket_id === null) continue;
    const pairs = (typeof row.line_ids === "string" ? JSON.parse(row.line_ids) : (row.line_ids ?? [])) as [
      number,
      number,
    ][];
    written.set(Number(row.user_id), {
      ticketId: Number(row.ticket_id),
      createdAt: new Date(row.created_at as Date | string),
      balanceCentavos: Number(balanceAfterCentavos),
      lineIds: pairs.map(([, id]) => Number(id)),
    });
  }
  if (movements !== written.size) throw new LedgerInvariantError("tickets and stakes differ");
  for (const t of accepted) {
    const w = written.get(t.userId);
    if (w && w.lineIds.length !== t.lines.length) throw new Error("a ticket was written without all its lines");
  }
  return { open: Number(first.open_count) > 0, written };
}

/** A combination's change from the written tickets. */
export type CombinationDelta = {
  combination: string;
  liabilityCentavos: number;
  straightStakeCentavos: number;
  rambolitoStakeCentavos: number;
};

/**
 * Adds the written tickets' liabilities and stakes to their combinations' rows (locked FOR UPDATE by the caller) and
 * re-checks every cap on what is now stored: a cap passed here is a bug, and it aborts the transaction.
 */
export async function addLiabilities(
  tx: Tx,
  drawId: number,
  defaultCapCentavos: number,
  deltas: readonly CombinationDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  const values = deltas.map((d) => ({
    combination: d.combination,
    liability: d.liabilityCentavos,
    straight: d.straightStakeCentavos,
    rambolito: d.rambolitoStakeCentavos,
  }));
  const result = await tx.execute(sql`
    update draw_combinations dc set
      liability_centavos = dc.liability_centavos + v.liability,
      straight_stake_centavos = dc.straight_stake_centavos + v.straight,
      rambolito_stake_centavos = dc.rambolito_stake_centavos + v.rambolito
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(combination text, liability bigint, straight bigint, rambolito bigint)
    where dc.draw_id = ${drawId}::int and dc.combination = v.combination
    returning dc.combination, dc.liability_centavos, coalesce(dc.cap_centavos, ${defaultCapCentavos}::bigint) as cap`);
  const rows = resultRows<{ combination: string; liability_centavos: string | number; cap: string | number }>(result);
  if (rows.length !== deltas.length) throw new Error("a ticket's combination has no row in its draw");
  for (const row of rows) {
    if (Number(row.liability_centavos) > Number(row.cap)) {
      throw new Error(`cap passed on ${row.combination}: the cap check and the locked rows disagree`);
    }
  }
}
