import {
  BET_ACCEPTING_STATES,
  type Game,
  isSideOffered,
  isStakeCentavos,
  type PlaceBetBody,
  type Side,
} from "@sabong/shared/betting";
import type { Db } from "../../db/client.ts";
import { LedgerInvariantError } from "../ledger/service.ts";
import { postStakes } from "../protection/service.ts";

/**
 * Bets on one fight in one statement, one round trip, however many (bet-batcher.ts gathers them):
 * 1. the fight (of this game) read FOR SHARE, so a close (FOR UPDATE) orders against the whole batch, with whether
 *    its last call's deadline has passed on the database's clock (`last_call_over`, read once per batch): from that
 *    instant the fight takes no bet, whether or not the last-call clock has closed it yet (last-call-clock.ts);
 * 2. the players' points accounts locked in id order (after the fight: the lock is taken on rows joined with it);
 * 3. the bets the fight takes now (`candidate`) — the predicate is the shared `checkBet` in SQL (bet-statement.test.ts
 *    proves them equal over every case), so a refusal is explained by `checkBet` on the same snapshot;
 * 4. their players' protection rows locked and their limits judged (protection's `postStakes`, with `guard`): no
 *    running time-out or self-exclusion, the largest stake, the room of every limited loss and wager window, and no
 *    daily play-time limit unless the request had checked it (`playTimeChecked`);
 * 5. the bets taken (`accepted`): candidates within their limits whose locked balance covers them;
 * 6. their rows (a repeated idempotency key inserts nothing: the unique index waits for a concurrent first one);
 * 7. the stakes moved from points to the game's escrow by the ledger (`postEscrowDebits`, which owns that part of the
 *    statement and its checks), for the rows inserted only, and added to the players' protection totals.
 * Each account appears at most once per statement (the batcher's rule; `distinct on` makes sure).
 */
const PLACE_BETS_REQUESTS = `
input as (
  select * from unnest($3::int[], $4::int[], $5::text[], $6::bigint[], $7::text[], $8::boolean[], $9::boolean[],
    $11::boolean[])
    with ordinality as i(user_id, account_id, side, stake, idempotency_key, offered_with_draw, offered_without_draw,
      play_time_checked, n)
), fight as (
  select f.id, f.event_id, f.number, f.state, f.paused_sides, f.plasada_bp, e.plasada_bp as event_plasada_bp,
         e.status as event_status, e.draw_enabled, e.min_stake_centavos, e.max_stake_centavos,
         coalesce(clock_timestamp() >= f.last_call_ends_at, false) as last_call_over
  from fights f join events e on e.id = f.event_id
  where f.id = $1::int and e.game = $2::text
  for share of f
), account as (
  select a.id, a.balance_centavos from ledger_accounts a, fight
  where a.id = any($4::int[]) and a.kind = 'user'
  order by a.id
  for no key update of a
), candidate as (
  select distinct on (i.account_id) i.*, account.balance_centavos from input i, fight, account
  where account.id = i.account_id
    and fight.state = any($10::text[])
    and not fight.last_call_over
    and fight.event_status <> 'ENDED'
    and (case when fight.draw_enabled then i.offered_with_draw else i.offered_without_draw end)
    and not (i.side = any(fight.paused_sides))
    and i.stake between fight.min_stake_centavos and fight.max_stake_centavos
  order by i.account_id, i.n
), stake_request as (
  select user_id, account_id, stake as stake_centavos, stake as largest_line_centavos, play_time_checked
  from candidate
)`;

const PLACE_BETS_CTES = `
accepted as (
  select c.* from candidate c
  where c.stake <= c.balance_centavos and c.user_id in (select user_id from protection_allowed)
), bet as (
  insert into bets (event_id, fight_id, user_id, side, stake_centavos, idempotency_key)
  select fight.event_id, fight.id, a.user_id, a.side, a.stake, a.idempotency_key from accepted a, fight
  order by a.n
  on conflict (user_id, idempotency_key) do nothing
  returning id, user_id, idempotency_key, created_at
), movement as (
  select b.id as ref_id, a.account_id, a.stake as amount, a.user_id as actor_id
  from bet b join accepted a on a.user_id = b.user_id and a.idempotency_key = b.idempotency_key
)`;

/** One row per bet, in the order given. */
const PLACE_BETS_ROWS = `
select fight.*, account.balance_centavos as locked_balance, b.id as bet_id, b.created_at as bet_created_at,
       i.account_id as debit_account_id, i.n as row_no
from input i cross join fight
left join account on account.id = i.account_id
left join bet b on b.user_id = i.user_id and b.idempotency_key = i.idempotency_key`;

/** The fight and its event as the bet statement read them (under the fight's share lock). */
export type FightSnapshot = {
  fightId: number;
  eventId: number;
  fightNumber: number;
  state: string;
  pausedSides: Side[];
  plasadaBp: number;
  eventStatus: string;
  drawEnabled: boolean;
  minStakeCentavos: number;
  maxStakeCentavos: number;
  /** The last call's deadline had passed when the statement read the fight. */
  lastCallOver: boolean;
};

/**
 * One bet of a batch: a player's request, with the player's points account, and whether the player's daily play
 * time was checked for it (a player with that limit is refused until it was: `playTimeUnchecked`).
 */
export type BetInput = { userId: number; pointsAccountId: number; body: PlaceBetBody; playTimeChecked: boolean };

export type BetOutcome =
  | { found: false }
  | {
      found: true;
      fight: FightSnapshot;
      placed: { betId: number; createdAt: Date; balanceCentavos: number } | null;
      /** The points balance as the statement locked it (why a bet was not placed, when the fight took it). */
      lockedBalanceCentavos: number;
      /** When the player's limits (or a time-out) refused a bet the fight took: the instant they were judged. */
      protectionRefusedAt: string | null;
      /** Refused (among other reasons or not) because the player has a daily play-time limit the bet had not checked. */
      playTimeUnchecked: boolean;
    };

type Row = {
  id: number;
  event_id: number;
  number: number;
  state: string;
  paused_sides: Side[] | string;
  plasada_bp: number | null;
  event_plasada_bp: number;
  event_status: string;
  draw_enabled: boolean;
  min_stake_centavos: string | number;
  max_stake_centavos: string | number;
  last_call_over: boolean;
  locked_balance: string | number | null;
  bet_id: string | number | null;
  bet_created_at: Date | string | null;
};

/** node-postgres parses text[]; a driver that does not hands over the array literal. */
function textArray(value: Side[] | string): Side[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, "");
  return inner === "" ? [] : (inner.split(",") as Side[]);
}

function snapshotOf(row: Row): FightSnapshot {
  return {
    fightId: Number(row.id),
    eventId: Number(row.event_id),
    fightNumber: Number(row.number),
    state: row.state,
    pausedSides: textArray(row.paused_sides),
    plasadaBp: Number(row.plasada_bp ?? row.event_plasada_bp),
    eventStatus: row.event_status,
    drawEnabled: row.draw_enabled,
    minStakeCentavos: Number(row.min_stake_centavos),
    maxStakeCentavos: Number(row.max_stake_centavos),
    lastCallOver: row.last_call_over,
  };
}

/** Places a batch of bets on one fight; answers each in the order given. */
export async function runBetStatement(
  db: Db,
  batch: { game: Game; fightId: number; escrowAccountId: number; bets: readonly BetInput[] },
): Promise<BetOutcome[]> {
  const { game, bets } = batch;
  const offered = (drawEnabled: boolean) =>
    bets.map((b) => isStakeCentavos(b.body.stakeCentavos) && isSideOffered(game, b.body.side, drawEnabled));
  const withDraw = offered(true);
  const withoutDraw = offered(false);
  const { rows, movements, refusedAt, playTimeUnchecked } = await postStakes<Row>(db, {
    name: "place_bets",
    escrowAccountId: batch.escrowAccountId,
    code: "BET",
    refType: "bet",
    // A bet the fight could never take (a stake or side not offered) is never a debit.
    debits: bets.flatMap((b, i) =>
      withDraw[i] || withoutDraw[i] ? [{ accountId: b.pointsAccountId, amountCentavos: b.body.stakeCentavos }] : [],
    ),
    requestCtes: PLACE_BETS_REQUESTS,
    guard: true,
    ctes: PLACE_BETS_CTES,
    rows: PLACE_BETS_ROWS,
    values: [
      batch.fightId,
      game,
      bets.map((b) => b.userId),
      bets.map((b) => b.pointsAccountId),
      bets.map((b) => b.body.side),
      bets.map((b) => b.body.stakeCentavos),
      bets.map((b) => b.body.idempotencyKey),
      withDraw,
      withoutDraw,
      BET_ACCEPTING_STATES,
      bets.map((b) => b.playTimeChecked),
    ],
  });
  const first = rows[0]?.row;
  if (!first) return bets.map(() => ({ found: false }));
  if (rows.length !== bets.length) throw new LedgerInvariantError("the bet statement lost a row");
  if (rows.filter((r) => r.row.bet_id !== null).length !== movements) {
    throw new LedgerInvariantError("bets and stakes differ");
  }
  const fight = snapshotOf(first);
  return rows.map(({ row, balanceAfterCentavos }, i) => ({
    found: true,
    fight,
    lockedBalanceCentavos: Number(row.locked_balance ?? 0),
    protectionRefusedAt: refusedAt[i] ?? null,
    playTimeUnchecked: playTimeUnchecked[i] ?? false,
    placed:
      row.bet_id === null
        ? null
        : {
            betId: Number(row.bet_id),
            createdAt: new Date(row.bet_created_at as Date | string),
            balanceCentavos: Number(balanceAfterCentavos),
          },
  }));
}
