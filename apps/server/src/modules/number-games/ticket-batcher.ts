import type { NumberGame } from "@sabong/shared/games";
import {
  type CombinationStanding,
  checkTicketLines,
  coveredCombinations,
  type DrawTerms,
  decideTickets,
  type PlaceTicketBody,
  type PricedLine,
  type TicketRefusal,
} from "@sabong/shared/number-games";
import type { Db, Tx } from "../../db/client.ts";
import { createGroupLanes, type GroupLanes } from "../../db/group-lanes.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { cachedSystemAccountId, lockUserAccountsOf } from "../ledger/service.ts";
import { lockStakeRooms, playTimeUnchecked, type Room, stakesAllowed } from "../protection/service.ts";
import { lockStandings, readDrawGate, usedKeys } from "./ticket-locks.ts";
import { type AcceptedTicket, addLiabilities, type CombinationDelta, writeTickets } from "./ticket-statement.ts";

/**
 * Tickets on one draw that arrive together are decided and written in ONE transaction (the group lane, db/
 * group-lanes.ts): the draw FOR SHARE, the union of their combinations' rows FOR UPDATE in combination order, the
 * players' points accounts locked, then their protection rows (their limits judged: `lockStakeRooms`); each ticket
 * decided in arrival order, first against its player's limits, then by the shared `decideTickets` on the locked
 * rows (an accepted ticket's liability counts for the next); then one statement writes the accepted tickets, lines
 * and stakes under the cut-off condition, and the liabilities are added. At most one ticket per player per batch
 * (the ledger's escrow debits take an account once per statement); a player's next ticket waits its turn.
 */
/** One batch at a time per draw: batches on a hot combination would only queue on its row lock (docs/performance.md). */
export const MAX_TICKETS_IN_FLIGHT = 1;
export const MAX_TICKET_BATCH = 200;
/** Tickets waiting on one draw before new ones are refused (busy) instead of queueing without end. */
export const MAX_TICKETS_WAITING = 5_000;

/** A player's ticket, and whether the player's daily play time was checked for it (as a bet's: bet-statement.ts). */
export type TicketInput = { userId: number; body: PlaceTicketBody; requestHash: string; playTimeChecked: boolean };

export type TicketOutcome =
  | { kind: "not-found" }
  /** The key was used before (or by a concurrent request): the caller reads that ticket. */
  | { kind: "existing" }
  | { kind: "closed" }
  /** BAD_REQUEST: a line cannot be played at all; BUSINESS_RULE: a cap or a listed combination refuses it. */
  | { kind: "refused"; refusal: TicketRefusal; code: "BAD_REQUEST" | "BUSINESS_RULE" }
  | { kind: "poor"; pointsAccountId: number }
  /** The player's limits (or a time-out) refused it, judged at `at` on their locked protection row. */
  | { kind: "protected"; at: string | null }
  /** The player has a daily play-time limit the ticket had not checked: check it, then send the ticket again. */
  | { kind: "play-time-unchecked" }
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
      busyMessage: BUSY_MESSAGE,
      name: "tickets",
    });
    lanesByDb.set(db, lanes);
  }
  return lanes;
}

export function submitTicket(db: Db, game: NumberGame, input: TicketInput): Promise<TicketOutcome> {
  const { drawId } = input.body;
  return lanesOf(db).submit(`${game}:${drawId}`, { game, drawId }, input);
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

/** The batch's state: an answer per ticket (null: undecided) and the locked rows as written so far. */
type Batch = {
  tx: Tx;
  target: Target & { escrowAccountId: number };
  terms: DrawTerms;
  inputs: readonly TicketInput[];
  outcomes: (TicketOutcome | null)[];
  standings: Map<string, CombinationStanding>;
  accounts: Map<number, number>;
  balances: Map<number, number>;
  rooms: Map<number, Room>;
};

/** Decides the tickets in order on the standings as written so far (an accepted ticket's liability counts next). */
function decide(batch: Batch, indices: readonly number[]): { index: number; ticket: AcceptedTicket }[] {
  const { inputs, outcomes, terms } = batch;
  const standings = new Map(batch.standings);
  const accepted: { index: number; ticket: AcceptedTicket }[] = [];
  for (const i of indices) {
    const input = inputs[i] as TicketInput;
    const pointsAccountId = batch.accounts.get(input.userId);
    if (pointsAccountId === undefined) throw new Error(`user ${input.userId} has no points wallet`);
    // The player first: a time-out or a limit refuses the ticket whatever the combinations' caps say.
    const room = batch.rooms.get(input.userId);
    if (playTimeUnchecked(room, input.playTimeChecked)) {
      outcomes[i] = { kind: "play-time-unchecked" };
      continue;
    }
    const stakes = input.body.lines.map((line) => line.stakeCentavos);
    if (!stakesAllowed(room, stakes)) {
      outcomes[i] = { kind: "protected", at: room?.at ?? null };
      continue;
    }
    const { decisions, liabilities } = decideTickets({ terms, standings, tickets: [input.body.lines] });
    const decision = decisions[0];
    if (!decision) throw new Error("no decision");
    if (!decision.ok) {
      outcomes[i] = { kind: "refused", refusal: decision.refusal, code: "BUSINESS_RULE" };
      continue;
    }
    const total = decision.lines.reduce((sum, line) => sum + line.stakeCentavos, 0);
    if ((batch.balances.get(pointsAccountId) ?? 0) < total) {
      outcomes[i] = { kind: "poor", pointsAccountId };
      continue;
    }
    for (const [c, liability] of liabilities) {
      const before = standings.get(c);
      if (before) standings.set(c, { ...before, liabilityCentavos: liability });
    }
    const { idempotencyKey } = input.body;
    const { userId, requestHash } = input;
    const ticket = {
      userId,
      pointsAccountId,
      idempotencyKey,
      requestHash,
      totalStakeCentavos: total,
      lines: decision.lines,
    };
    accepted.push({ index: i, ticket });
  }
  return accepted;
}

/**
 * Decides and writes the tickets at `indices`. A ticket whose key a concurrent request took meanwhile writes nothing
 * ("existing"), yet its liability was counted for the tickets after it: those refused for a cap are then decided
 * again on what was really written (each pass drops at least one ticket, so this ends). Answers the written tickets.
 */
async function decideAndWrite(batch: Batch, indices: readonly number[]): Promise<AcceptedTicket[]> {
  const { tx, target, outcomes } = batch;
  const writtenTickets: AcceptedTicket[] = [];
  let pending = indices;
  while (pending.length > 0) {
    const accepted = decide(batch, pending);
    if (accepted.length === 0) break;
    const { open, written } = await writeTickets(
      tx,
      target,
      accepted.map((a) => a.ticket),
    );
    let clashed = false;
    const passWritten: AcceptedTicket[] = [];
    for (const { index, ticket } of accepted) {
      const w = written.get(ticket.userId);
      if (!open) outcomes[index] = { kind: "closed" };
      else if (!w) {
        outcomes[index] = { kind: "existing" };
        clashed = true;
      } else {
        passWritten.push(ticket);
        outcomes[index] = {
          kind: "placed",
          ticketId: w.ticketId,
          createdAt: w.createdAt,
          balanceCentavos: w.balanceCentavos,
          lines: ticket.lines.map((line, n) => ({ id: w.lineIds[n] as number, line })),
        };
      }
    }
    const deltas = deltasOf(passWritten);
    await addLiabilities(tx, target.drawId, batch.terms.defaultCapCentavos, deltas);
    for (const d of deltas) {
      const before = batch.standings.get(d.combination);
      if (before)
        batch.standings.set(d.combination, {
          ...before,
          liabilityCentavos: before.liabilityCentavos + d.liabilityCentavos,
        });
    }
    writtenTickets.push(...passWritten);
    if (!clashed) break;
    pending = pending.filter((i) => {
      const outcome = outcomes[i];
      return outcome?.kind === "refused" && outcome.code === "BUSINESS_RULE";
    });
  }
  return writtenTickets;
}

/** Decides and writes one batch of tickets on one draw; answers each in the order given. */
export async function runTicketBatch(db: Db, target: Target, inputs: readonly TicketInput[]): Promise<TicketOutcome[]> {
  const { game, drawId } = target;
  const escrowAccountId = await cachedSystemAccountId(db, `escrow:${game}`);
  return transact(db, async (tx) => {
    const outcomes: (TicketOutcome | null)[] = inputs.map(() => null);
    // A plain read first: a batch that can only refuse takes no lock (see readDrawGate).
    const seen = await readDrawGate(tx, target, false);
    const draw = seen?.accepting && seen.enabled ? await readDrawGate(tx, target, true) : seen;
    const used = await usedKeys(
      tx,
      inputs.map((i) => ({ userId: i.userId, key: i.body.idempotencyKey })),
    );
    const live: number[] = [];
    for (const [i, input] of inputs.entries()) {
      if (used.has(`${input.userId}:${input.body.idempotencyKey}`)) outcomes[i] = { kind: "existing" };
      else if (!draw) outcomes[i] = { kind: "not-found" };
      else {
        // The game switched off (its settings row, read with the draw) refuses the whole ticket, before the state.
        const { enabled, accepting, terms } = draw;
        const refusal = checkTicketLines({ game, terms, enabled, lines: input.body.lines });
        if (refusal && !enabled) outcomes[i] = { kind: "refused", refusal, code: "BUSINESS_RULE" };
        else if (!accepting) outcomes[i] = { kind: "closed" };
        else if (refusal) outcomes[i] = { kind: "refused", refusal, code: "BAD_REQUEST" };
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
    const { accountIds: accounts, balances } = await lockUserAccountsOf(tx, userIds, "points");
    // After the wallets, as every money path: the players' protection rows, held until the tickets are written.
    const bettors = [...accounts.keys()].sort((a, b) => a - b);
    const rooms = await lockStakeRooms(tx, bettors);
    const batch: Batch = {
      tx,
      target: { game, drawId, escrowAccountId },
      terms: draw.terms,
      inputs,
      outcomes,
      standings,
      accounts,
      balances,
      rooms,
    };
    const written = await decideAndWrite(batch, live);
    if (written.length > 0) {
      // The wallets' change is the ledger's to record (postEscrowDebits); the draw's is ours.
      const combinations = deltasOf(written).map((d) => d.combination);
      recordEvent(tx, { type: "tickets.placed", game, drawId, combinations });
    }
    return outcomes as TicketOutcome[];
  });
}
