import type { PricedLine } from "@sabong/shared/number-games";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { cte, placeholders } from "../../db/cte.ts";
import { resultRows } from "../../db/sql.ts";
import { LedgerInvariantError } from "../ledger/service.ts";
import { postStakes, stakeStatement } from "../protection/service.ts";

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

/** The batch's values, by name: the draw, the tickets and their lines (JSON arrays, in order). */
const P = placeholders("draw_id", "tickets", "lines");

/**
 * The draw while it takes tickets (OPEN, before its cut-off on the database's clock, read once), and the tickets,
 * each with its stake for the players' protection totals (the batch decided their limits on the rows it locked:
 * `lockStakeRooms`).
 */
function requestCtes() {
  const openDraw = cte(
    "open_draw",
    ["id", "now"],
    sql`select dr.id, n.now from draws dr, (select clock_timestamp() as now) n
  where dr.id = ${P.draw_id}::int and dr.state = 'OPEN' and n.now < dr.cutoff_at`,
    { materialized: true },
  );
  const input = cte(
    "input",
    ["n", "user_id", "account_id", "total", "key", "hash"],
    sql`select * from jsonb_to_recordset(${P.tickets}::jsonb)
    as x(n int, user_id int, account_id int, total bigint, key text, hash text)`,
  );
  const i = input.c;
  const stakeRequest = cte(
    "stake_request",
    ["user_id", "account_id", "stake_centavos", "largest_line_centavos"],
    sql`select ${i.user_id}, ${i.account_id}, ${i.total} as stake_centavos, ${i.total} as largest_line_centavos
  from ${input}`,
  );
  return { openDraw, input, stakeRequest };
}

/** The tickets and their lines written, the stakes the ledger moves, and one answer row per accepted ticket. */
function writeParts({ openDraw, input }: ReturnType<typeof requestCtes>) {
  const i = input.c;
  const ticket = cte(
    "ticket",
    ["id", "user_id", "created_at"],
    sql`insert into tickets (draw_id, user_id, total_stake_centavos, idempotency_key, request_hash, created_at)
  select ${openDraw.c.id}, ${i.user_id}, ${i.total}, ${i.key}, ${i.hash}, ${openDraw.c.now}
  from ${input} cross join ${openDraw}
  order by ${i.n}
  on conflict (user_id, idempotency_key) do nothing
  returning id, user_id, created_at`,
  );
  const lineInput = cte(
    "line_input",
    ["user_id", "line_no", "combination", "form", "digits_key", "permutations", "stake", "multiplier", "payout"],
    sql`select * from jsonb_to_recordset(${P.lines}::jsonb)
    as x(user_id int, line_no int, combination text, form text, digits_key text, permutations int, stake bigint,
         multiplier int, payout bigint)`,
  );
  const li = lineInput.c;
  const line = cte(
    "ticket_line",
    ["id", "ticket_id", "line_no"],
    sql`insert into ticket_lines (ticket_id, draw_id, user_id, line_no, combination, form, digits_key, permutations,
    stake_centavos, multiplier_hundredths, payout_if_hit_centavos)
  select ${ticket.c.id}, ${P.draw_id}::int, ${li.user_id}, ${li.line_no}, ${li.combination}, ${li.form},
    ${li.digits_key}, ${li.permutations}, ${li.stake}, ${li.multiplier}, ${li.payout}
  from ${lineInput} join ${ticket} on ${ticket.c.user_id} = ${li.user_id}
  order by ${ticket.c.id}, ${li.line_no}
  returning id, ticket_id, line_no`,
  );
  const movement = cte(
    "movement",
    ["ref_id", "account_id", "amount", "actor_id"],
    sql`select ${ticket.c.id} as ref_id, ${i.account_id}, ${i.total} as amount, ${i.user_id} as actor_id
  from ${ticket} join ${input} on ${i.user_id} = ${ticket.c.user_id}`,
  );
  const rows = {
    columns: ["open_count", "user_id", "debit_account_id", "row_no", "ticket_id", "created_at", "line_ids"] as const,
    sql: sql`select (select count(*) from ${openDraw}) as open_count, ${i.user_id}, ${i.account_id} as debit_account_id,
    ${i.n} as row_no, ${ticket.c.id} as ticket_id, ${ticket.c.created_at},
    (select json_agg(json_build_array(${line.c.line_no}, ${line.c.id}) order by ${line.c.line_no}) from ${line}
      where ${line.c.ticket_id} = ${ticket.c.id}) as line_ids
  from ${input}
  left join ${ticket} on ${ticket.c.user_id} = ${i.user_id}`,
  };
  return { ctes: [ticket, lineInput, line, movement], movement, rows };
}

/** Composed once: the tickets, their lines and their stakes, protection's totals and the ledger's debits. */
export const WRITE_TICKETS = stakeStatement(
  { name: "write_tickets", code: "BET", refType: "ticket", values: P },
  () => {
    const request = requestCtes();
    return {
      guard: false,
      request: [request.openDraw, request.input, request.stakeRequest],
      stakeRequest: request.stakeRequest,
      write: () => writeParts(request),
    };
  },
);

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
  const { rows, movements } = await postStakes(tx, WRITE_TICKETS, {
    escrowAccountId: target.escrowAccountId,
    debits: accepted.map((t) => ({ accountId: t.pointsAccountId, amountCentavos: t.totalStakeCentavos })),
    values: { draw_id: target.drawId, tickets: JSON.stringify(tickets), lines: JSON.stringify(lines) },
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
