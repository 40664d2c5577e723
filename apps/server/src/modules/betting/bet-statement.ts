import {
  BET_ACCEPTING_STATES,
  type Game,
  isSideOffered,
  isStakeCentavos,
  type PlaceBetBody,
  type Side,
} from "@sabong/shared/betting";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CteWith, cte, placeholders } from "../../db/cte.ts";
import { type EscrowDebitHandles, LedgerInvariantError } from "../ledger/service.ts";
import { postStakes, stakeStatement } from "../protection/service.ts";

/** The batch's values, by name (arrays: one element per bet, in the order given). */
const P = placeholders(
  "fight_id",
  "game",
  "user_ids",
  "account_ids",
  "sides",
  "stakes",
  "keys",
  "offered_with_draw",
  "offered_without_draw",
  "accepting_states",
  "play_time_checked",
);

const FIGHT_COLUMNS = [
  "id",
  "event_id",
  "number",
  "state",
  "paused_sides",
  "plasada_bp",
  "event_plasada_bp",
  "event_status",
  "draw_enabled",
  "min_stake_centavos",
  "max_stake_centavos",
  "last_call_over",
] as const;

/**
 * The requests, the fight (FOR SHARE, with whether its last call's deadline has passed on the database's clock, read
 * once per batch: from that instant the fight takes no bet, whether or not the last-call clock has closed it yet), the
 * players' points accounts locked by the ledger after it, and the bets the fight takes now (`candidate`): the
 * predicate is the shared `checkBet` in SQL (bet-statement.test.ts proves them equal over every case), so a refusal is
 * explained by `checkBet` on the same snapshot. Each account appears at most once (the batcher's rule; `distinct on`
 * makes sure).
 */
function requestCtes(lockWallets: EscrowDebitHandles["lockWallets"]) {
  const input = cte(
    "input",
    [
      "user_id",
      "account_id",
      "side",
      "stake",
      "idempotency_key",
      "offered_with_draw",
      "offered_without_draw",
      "play_time_checked",
      "n",
    ],
    sql`select * from unnest(${P.user_ids}::int[], ${P.account_ids}::int[], ${P.sides}::text[], ${P.stakes}::bigint[],
    ${P.keys}::text[], ${P.offered_with_draw}::boolean[], ${P.offered_without_draw}::boolean[],
    ${P.play_time_checked}::boolean[])
    with ordinality as i(user_id, account_id, side, stake, idempotency_key, offered_with_draw, offered_without_draw,
      play_time_checked, n)`,
  );
  const fight = cte(
    "fight",
    FIGHT_COLUMNS,
    sql`select f.id, f.event_id, f.number, f.state, f.paused_sides, f.plasada_bp, e.plasada_bp as event_plasada_bp,
    e.status as event_status, e.draw_enabled, e.min_stake_centavos, e.max_stake_centavos,
    coalesce(clock_timestamp() >= f.last_call_ends_at, false) as last_call_over
  from fights f join events e on e.id = f.event_id
  where f.id = ${P.fight_id}::int and e.game = ${P.game}::text
  for share of f`,
  );
  const wallet = lockWallets(fight);
  const [i, f] = [input.c, fight.c];
  const candidate = cte(
    "candidate",
    [...input.columns, "balance_centavos"],
    sql`select distinct on (${i.account_id}) ${input}.*, ${wallet.c.balance_centavos} from ${input}, ${fight}, ${wallet}
  where ${wallet.c.id} = ${i.account_id}
    and ${f.state} = any(${P.accepting_states}::text[])
    and not ${f.last_call_over}
    and ${f.event_status} <> 'ENDED'
    and (case when ${f.draw_enabled} then ${i.offered_with_draw} else ${i.offered_without_draw} end)
    and not (${i.side} = any(${f.paused_sides}))
    and ${i.stake} between ${f.min_stake_centavos} and ${f.max_stake_centavos}
  order by ${i.account_id}, ${i.n}`,
  );
  const stakeRequest = cte(
    "stake_request",
    ["user_id", "account_id", "stake_centavos", "largest_line_centavos", "play_time_checked"],
    sql`select ${candidate.c.user_id}, ${candidate.c.account_id}, ${candidate.c.stake} as stake_centavos,
    ${candidate.c.stake} as largest_line_centavos, ${candidate.c.play_time_checked}
  from ${candidate}`,
  );
  return { input, fight, wallet, candidate, stakeRequest };
}

/**
 * The bets taken (`accepted`: candidates the limits allow whose locked balance covers them), their rows (a repeated
 * idempotency key inserts nothing: the unique index waits for a concurrent first one), the stakes the ledger moves
 * (for the rows inserted only) and one answer row per bet, in the order given.
 */
function writeParts(request: ReturnType<typeof requestCtes>, allowed: CteWith<"user_id">) {
  const { input, fight, wallet, candidate } = request;
  const c = candidate.c;
  const accepted = cte(
    "accepted",
    candidate.columns,
    sql`select ${candidate}.* from ${candidate}
  where ${c.stake} <= ${c.balance_centavos} and ${c.user_id} in (select ${allowed.c.user_id} from ${allowed})`,
  );
  const a = accepted.c;
  const bet = cte(
    "bet",
    ["id", "user_id", "idempotency_key", "created_at"],
    sql`insert into bets (event_id, fight_id, user_id, side, stake_centavos, idempotency_key)
  select ${fight.c.event_id}, ${fight.c.id}, ${a.user_id}, ${a.side}, ${a.stake}, ${a.idempotency_key}
  from ${accepted}, ${fight}
  order by ${a.n}
  on conflict (user_id, idempotency_key) do nothing
  returning id, user_id, idempotency_key, created_at`,
  );
  const movement = cte(
    "movement",
    ["ref_id", "account_id", "amount", "actor_id"],
    sql`select ${bet.c.id} as ref_id, ${a.account_id}, ${a.stake} as amount, ${a.user_id} as actor_id
  from ${bet} join ${accepted} on ${a.user_id} = ${bet.c.user_id} and ${a.idempotency_key} = ${bet.c.idempotency_key}`,
  );
  const rows = {
    columns: [...FIGHT_COLUMNS, "locked_balance", "bet_id", "bet_created_at", "debit_account_id", "row_no"] as const,
    sql: sql`select ${fight}.*, ${wallet.c.balance_centavos} as locked_balance, ${bet.c.id} as bet_id,
    ${bet.c.created_at} as bet_created_at, ${input.c.account_id} as debit_account_id, ${input.c.n} as row_no
  from ${input} cross join ${fight}
  left join ${wallet} on ${wallet.c.id} = ${input.c.account_id}
  left join ${bet} on ${bet.c.user_id} = ${input.c.user_id} and ${bet.c.idempotency_key} = ${input.c.idempotency_key}`,
  };
  return { ctes: [accepted, bet, movement], movement, rows };
}

/**
 * Bets on one fight in one statement, one round trip, however many (bet-batcher.ts gathers them):
 * 1. the fight (of this game) read FOR SHARE, so a close (FOR UPDATE) orders against the whole batch;
 * 2. the players' points accounts locked in id order by the ledger (after the fight: the lock is joined with it);
 * 3. the bets the fight takes now (`candidate`, `requestCtes`);
 * 4. their players' protection rows locked and their limits judged (protection's `stakeStatement`, with `guard`): no
 *    running time-out or self-exclusion, the largest stake, the room of every limited loss and wager window, and no
 *    daily play-time limit unless the request had checked it (`playTimeChecked`);
 * 5. the bets taken, their rows, and the stakes moved from points to the game's escrow by the ledger (which owns that
 *    part of the statement and its checks), for the rows inserted only, and added to the players' protection totals.
 * Composed once; PostgreSQL parses it once per connection (the prepared statement `place_bets`).
 */
export const PLACE_BETS = stakeStatement(
  { name: "place_bets", code: "BET", refType: "bet", values: P },
  ({ lockWallets }) => {
    const request = requestCtes(lockWallets);
    const { input, fight, wallet, candidate, stakeRequest } = request;
    return {
      guard: true,
      request: [input, fight, wallet, candidate, stakeRequest],
      stakeRequest,
      write: (allowed) => writeParts(request, allowed),
    };
  },
);

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

/** node-postgres parses text[]; a driver that does not hands over the array literal. */
function textArray(value: unknown): Side[] {
  if (Array.isArray(value)) return value as Side[];
  const inner = String(value).replace(/^\{|\}$/g, "");
  return inner === "" ? [] : (inner.split(",") as Side[]);
}

function snapshotOf(row: Record<(typeof FIGHT_COLUMNS)[number], unknown>): FightSnapshot {
  return {
    fightId: Number(row.id),
    eventId: Number(row.event_id),
    fightNumber: Number(row.number),
    state: String(row.state),
    pausedSides: textArray(row.paused_sides),
    plasadaBp: Number(row.plasada_bp ?? row.event_plasada_bp),
    eventStatus: String(row.event_status),
    drawEnabled: row.draw_enabled === true,
    minStakeCentavos: Number(row.min_stake_centavos),
    maxStakeCentavos: Number(row.max_stake_centavos),
    lastCallOver: row.last_call_over === true,
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
  const accountIds = bets.map((b) => b.pointsAccountId);
  const { rows, movements, refusedAt, playTimeUnchecked } = await postStakes(db, PLACE_BETS, {
    escrowAccountId: batch.escrowAccountId,
    // A bet the fight could never take (a stake or side not offered) is never a debit.
    debits: bets.flatMap((b, i) =>
      withDraw[i] || withoutDraw[i] ? [{ accountId: b.pointsAccountId, amountCentavos: b.body.stakeCentavos }] : [],
    ),
    wallets: accountIds,
    values: {
      fight_id: batch.fightId,
      game,
      user_ids: bets.map((b) => b.userId),
      account_ids: accountIds,
      sides: bets.map((b) => b.body.side),
      stakes: bets.map((b) => b.body.stakeCentavos),
      keys: bets.map((b) => b.body.idempotencyKey),
      offered_with_draw: withDraw,
      offered_without_draw: withoutDraw,
      accepting_states: BET_ACCEPTING_STATES,
      play_time_checked: bets.map((b) => b.playTimeChecked),
    },
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
