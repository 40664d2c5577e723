import {
  type CombinationStanding,
  checkTicketLines,
  coveredCombinations,
  type DrawTerms,
  decideTickets,
  type NumberGame,
  type PlaceTicketBody,
  type PricedLine,
  type TicketRefusal,
} from "@sabong/shared";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { createGroupLanes, type GroupLanes } from "../../db/group-lanes.ts";
import { resultRows } from "../../db/sql.ts";
import { DomainError } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { lockUserAccounts, systemAccountId, userAccountIds } from "../ledger/service.ts";
import { type AcceptedTicket, addLiabilities, type CombinationDelta, writeTickets } from "./ticket-statement.ts";

/**
 * Tickets on one draw that arrive together are decided and written in ONE transaction (the group lane, db/
 * group-lanes.ts): the draw FOR SHARE, the union of their combinations' rows FOR UPDATE in combination order, the
 * players' points accounts locked; each ticket decided in arrival order by the shared `decideTickets` on the locked
 * rows (an accepted ticket's liability counts for the next); then one statement writes the accepted tickets, lines
 * and stakes under the cut-off condition, and the liabilities are added. At most one ticket per player per batch
 * (the ledger's inline fragment debits an account once per statement); a player's next ticket waits its turn.
 */
export const MAX_TICKETS_IN_FLIGHT = 4;
export const MAX_TICKET_BATCH = 200;
/** Tickets waiting on one draw before new ones are refused (busy) instead of queueing without end. */
export const MAX_TICKETS_WAITING = 5_000;

export type TicketInput = { userId: number; body: PlaceTicketBody; requestHash: string };

export type TicketOutcome =
  | { kind: "not-found" }
  /** The key was used before (or by a concurrent request): the caller reads that ticket. */
  | { kind: "existing" }
  | { kind: "closed" }
  /** BAD_REQUEST: a line cannot be played at all; BUSINESS_RULE: a cap or a listed combination refuses it. */
  | { kind: "refused"; refusal: TicketRefusal; code: "BAD_REQUEST" | "BUSINESS_RULE" }
  | { kind: "poor"; pointsAccountId: number }
  | {
      kind: "placed";
      ticketId: number;
      createdAt: Date;
      balanceCentavos: number;
      lines: { id: number; line: PricedLine }[];
    };

type Target = { game: NumberGame; drawId: number };

export const BUSY_MESSAGE = "Too many tickets at once on this draw, please try again";

const lanesByDb = new WeakMap<Db, GroupLanes<Target, TicketInput, TicketOutcome>>();

function lanesOf(db: Db): GroupLanes<Target, TicketInput, TicketOutcome> {
  let lanes = lanesByDb.get(db);
  if (!lanes) {
    lanes = createGroupLanes<Target, TicketInput, TicketOutcome>({
      maxInFlight: MAX_TICKETS_IN_FLIGHT,
      maxBatch: MAX_TICKET_BATCH,
      maxWaiting: MAX_TICKETS_WAITING,
      distinctKey: (input) => input.userId,
      run: (target, batch) => runTicketBatch(db, target, batch),
      busy: () => new DomainError("RATE_LIMITED", BUSY_MESSAGE, 1),
    });
    lanesByDb.set(db, lanes);
  }
  return lanes;
}

export function submitTicket(db: Db, game: NumberGame, input: TicketInput): Promise<TicketOutcome> {
  const { drawId } = input.body;
  return lanesOf(db).submit(`${game}:${drawId}`, { game, drawId }, input);
}

type DrawLock = { terms: DrawTerms; accepting: boolean };

async function lockDrawForShare(tx: Tx, { game, drawId }: Target): Promise<DrawLock | null> {
  const result = await tx.execute(sql`
    select terms, (state = 'OPEN' and clock_timestamp() < cutoff_at) as accepting
    from draws where id = ${drawId}::int and game = ${game} for share`);
  const [row] = resultRows<{ terms: DrawTerms | string; accepting: boolean }>(result);
  if (!row) return null;
  const terms = typeof row.terms === "string" ? (JSON.parse(row.terms) as DrawTerms) : row.terms;
  return { terms, accepting: row.accepting };
}

async function usedKeys(tx: Tx, inputs: readonly TicketInput[]): Promise<Set<string>> {
  const pairs = inputs.map((i) => ({ u: i.userId, k: i.body.idempotencyKey }));
  const result = await tx.execute(sql`
    select user_id, idempotency_key from tickets
    where (user_id, idempotency_key) in (select u, k from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as x(u int, k text))`);
  const rows = resultRows<{ user_id: number; idempotency_key: string }>(result);
  return new Set(rows.map((r) => `${r.user_id}:${r.idempotency_key}`));
}

/** The combinations' rows, locked FOR UPDATE in combination order (every ticket transaction locks in this order). */
async function lockStandings(
  tx: Tx,
  drawId: number,
  combinations: readonly string[],
): Promise<Map<string, CombinationStanding>> {
  const result = await tx.execute(sql`
    select combination, liability_centavos, cap_centavos, not_accepted, multiplier_hundredths
    from draw_combinations
    where draw_id = ${drawId}::int
      and combination in (select jsonb_array_elements_text(${JSON.stringify(combinations)}::jsonb))
    order by combination
    for update`);
  type Row = {
    combination: string;
    liability_centavos: string | number;
    cap_centavos: string | number | null;
    not_accepted: boolean;
    multiplier_hundredths: number | null;
  };
  const standings = new Map<string, CombinationStanding>();
  for (const r of resultRows<Row>(result)) {
    standings.set(r.combination, {
      liabilityCentavos: Number(r.liability_centavos),
      capCentavos: r.cap_centavos === null ? null : Number(r.cap_centavos),
      notAccepted: r.not_accepted,
      multiplierHundredths: r.multiplier_hundredths === null ? null : Number(r.multiplier_hundredths),
    });
  }
  for (const c of combinations) {
    if (!standings.has(c)) throw new Error(`draw ${drawId} has no row for combination ${c}`);
  }
  return standings;
}

/** What a written ticket adds to each combination's row. */
function deltasOf(tickets: readonly AcceptedTicket[]): CombinationDelta[] {
  const byCombination = new Map<string, CombinationDelta>();
  const delta = (combination: string): CombinationDelta => {
    let d = byCombination.get(combination);
    if (!d) {
      d = { combination, liabilityCentavos: 0, straightStakeCentavos: 0, rambolitoStakeCentavos: 0 };
      byCombination.set(combination, d);
    }
    return d;
  };
  for (const ticket of tickets) {
    for (const line of ticket.lines) {
      for (const c of coveredCombinations(line.form, line.combination)) {
        const d = delta(c);
        d.liabilityCentavos += line.payoutIfHitCentavos;
        // A rambolito line's stake shows on every combination it covers (the tally's "stakes on it").
        if (line.form === "straight") d.straightStakeCentavos += line.stakeCentavos;
        else d.rambolitoStakeCentavos += line.stakeCentavos;
      }
    }
  }
  return [...byCombination.values()].sort((a, b) => (a.combination < b.combination ? -1 : 1));
}

/** Decides and writes one batch of tickets on one draw; answers each in the order given. */
export async function runTicketBatch(db: Db, target: Target, inputs: readonly TicketInput[]): Promise<TicketOutcome[]> {
  const { game, drawId } = target;
  const escrowAccountId = await systemAccountId(db, `escrow:${game}`);
  return transact(db, async (tx) => {
    const outcomes: (TicketOutcome | null)[] = inputs.map(() => null);
    const draw = await lockDrawForShare(tx, target);
    const used = await usedKeys(tx, inputs);
    const live: number[] = [];
    for (const [i, input] of inputs.entries()) {
      if (used.has(`${input.userId}:${input.body.idempotencyKey}`)) outcomes[i] = { kind: "existing" };
      else if (!draw) outcomes[i] = { kind: "not-found" };
      else if (!draw.accepting) outcomes[i] = { kind: "closed" };
      else {
        const refusal = checkTicketLines({ game, terms: draw.terms, lines: input.body.lines });
        if (refusal) outcomes[i] = { kind: "refused", refusal, code: "BAD_REQUEST" };
        else live.push(i);
      }
    }
    if (!draw || live.length === 0) return outcomes as TicketOutcome[];

    const covered = new Set<string>();
    for (const i of live) {
      for (const line of inputs[i]?.body.lines ?? []) {
        for (const c of coveredCombinations(line.form, line.combination)) covered.add(c);
      }
    }
    const standings = await lockStandings(tx, drawId, [...covered].sort());
    const userIds = live.map((i) => inputs[i]?.userId as number);
    const accounts = await userAccountIds(tx, userIds, "points");
    const balances = await lockUserAccounts(tx, [...accounts.values()]);

    const accepted: { index: number; ticket: AcceptedTicket }[] = [];
    for (const i of live) {
      const input = inputs[i] as TicketInput;
      const pointsAccountId = accounts.get(input.userId);
      if (pointsAccountId === undefined) throw new Error(`user ${input.userId} has no points wallet`);
      const { decisions, liabilities } = decideTickets({ terms: draw.terms, standings, tickets: [input.body.lines] });
      const decision = decisions[0];
      if (!decision) throw new Error("no decision");
      if (!decision.ok) {
        outcomes[i] = { kind: "refused", refusal: decision.refusal, code: "BUSINESS_RULE" };
        continue;
      }
      const total = decision.lines.reduce((sum, line) => sum + line.stakeCentavos, 0);
      if ((balances.get(pointsAccountId) ?? 0) < total) {
        outcomes[i] = { kind: "poor", pointsAccountId };
        continue;
      }
      // Accepted: its liabilities count for the tickets after it.
      for (const [c, liability] of liabilities) {
        const before = standings.get(c);
        if (before) standings.set(c, { ...before, liabilityCentavos: liability });
      }
      accepted.push({
        index: i,
        ticket: {
          userId: input.userId,
          pointsAccountId,
          idempotencyKey: input.body.idempotencyKey,
          requestHash: input.requestHash,
          totalStakeCentavos: total,
          lines: decision.lines,
        },
      });
    }
    if (accepted.length === 0) return outcomes as TicketOutcome[];

    const { open, written } = await writeTickets(
      tx,
      { drawId, escrowAccountId },
      accepted.map((a) => a.ticket),
    );
    const writtenTickets: AcceptedTicket[] = [];
    for (const { index, ticket } of accepted) {
      const w = written.get(ticket.userId);
      if (!open) outcomes[index] = { kind: "closed" };
      else if (!w) outcomes[index] = { kind: "existing" };
      else {
        writtenTickets.push(ticket);
        outcomes[index] = {
          kind: "placed",
          ticketId: w.ticketId,
          createdAt: w.createdAt,
          balanceCentavos: w.balanceCentavos,
          lines: ticket.lines.map((line, n) => ({ id: w.lineIds[n] as number, line })),
        };
      }
    }
    const deltas = deltasOf(writtenTickets);
    await addLiabilities(tx, drawId, draw.terms.defaultCapCentavos, deltas);
    if (writtenTickets.length > 0) {
      recordEvent(
        tx,
        { type: "tickets.placed", game, drawId, combinations: deltas.map((d) => d.combination) },
        { type: "balance.changed", userIds: writtenTickets.map((t) => t.userId) },
      );
    }
    return outcomes as TicketOutcome[];
  });
}
