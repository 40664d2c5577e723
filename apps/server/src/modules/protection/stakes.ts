import type { DbOrTx } from "../../db/client.ts";
import {
  type EscrowDebitBatch,
  type EscrowDebitResult,
  LedgerInvariantError,
  postEscrowDebits,
} from "../ledger/service.ts";
import { lockRowsWithStatusSelect, markInsert, roomsSelect, TOTALS_RETURNING } from "./guard-sql.ts";

/**
 * Stakes (a batch of bets, a batch of tickets) moved into escrow in ONE statement with the players' protection
 * totals: the ledger's `postEscrowDebits` with this module's part around the caller's.
 *
 * The caller's SQL comes in two parts:
 * - `requestCtes` lock the players' points accounts (in id order) and define
 *   `stake_request (user_id, account_id, stake_centavos, largest_line_centavos)`: the stake each account may move,
 *   at most one per account (the batchers' rule), with the largest line of a ticket (a bet's stake for a bet);
 * - `ctes` define `movement` for the ledger, as `postEscrowDebits` says.
 *
 * With `guard`, the statement decides the limits itself: after `requestCtes` it locks the players' protection rows
 * (user id order, after their wallets: every money path takes them in this order) and defines
 * `protection_allowed (user_id)`: players whose identity status allows betting (the platform setting for the waiting
 * ones), with no running time-out or self-exclusion, whose stake is within their
 * largest-stake limit and the room of every limited loss and wager window, and who either have no daily play-time
 * limit or whose request says its play time was checked (`stake_request.play_time_checked`: the check reads the
 * day's sessions, so it runs only for the few players with that limit, who are sent back once to run it, and the
 * many without it pay no query for it: `withPlayTimeChecked`). The caller's `ctes` must then move only their stakes.
 * Without it, the caller has decided under the same locks earlier in its transaction (`lockStakeRooms`).
 * Either way every stake moved adds to the player's `staked_total` and leaves a mark, in the same statement.
 */
export type StakeBatch = Omit<EscrowDebitBatch, "ctes"> & { requestCtes: string; guard: boolean; ctes: string };

export type StakeResult<Row> = EscrowDebitResult<Row> & {
  /** Per row, in order: when the limits refused its stake, the instant they judged (the explanation's "now"). */
  refusedAt: (string | null)[];
  /** Per row, in order: refused because the player has a daily play-time limit its request had not checked. */
  playTimeUnchecked: boolean[];
};

const GUARD_CTES = `
protection_lock as (${lockRowsWithStatusSelect("select user_id from stake_request")}),
protection_room as (${roomsSelect("protection_lock", "stake", "clock_timestamp()")}),
protection_allowed as (
  select r.user_id from protection_room r join stake_request s on s.user_id = r.user_id
  where not r.restricted and r.kyc_allowed
    and (r.largest is null or s.largest_line_centavos <= r.largest)
    and (r.room is null or s.stake_centavos <= r.room)
    and (r.play_minutes is null or s.play_time_checked)
)`;

/** One update and one mark per stake moved: the totals are the locked rows', so they count every earlier stake. */
const TOTALS_CTES = `
protection_stake as (
  select s.user_id, m.amount from movement m join stake_request s on s.account_id = m.account_id
), protection_total as (
  update protection_state p set staked_total_centavos = p.staked_total_centavos + x.amount
  from protection_stake x where p.user_id = x.user_id
  ${TOTALS_RETURNING}
), protection_mark as (${markInsert("protection_total")})`;

type ProtectionColumns = {
  protection_marks: string | number | null;
  protection_refused_at: string | null;
  protection_play_time_unchecked: boolean | null;
};

/** The caller's rows, each with the instant its stake was refused by the limits (a join: batches are 200 bets). */
function rowsText(batch: StakeBatch): string {
  const refused = batch.guard
    ? `select s.account_id, r.now::text as at, (r.play_minutes is not null and not s.play_time_checked) as unchecked
       from stake_request s join protection_room r on r.user_id = s.user_id
       where s.user_id not in (select user_id from protection_allowed)`
    : "select null::int as account_id, null::text as at, false as unchecked where false";
  return `select cr.*, (select count(*) from protection_mark) as protection_marks, pr.at as protection_refused_at,
    pr.unchecked as protection_play_time_unchecked
  from (${batch.rows}) cr left join (${refused}) pr on pr.account_id = cr.debit_account_id`;
}

export async function postStakes<Row>(db: DbOrTx, batch: StakeBatch): Promise<StakeResult<Row>> {
  const { requestCtes, guard, ctes, ...ledger } = batch;
  const result = await postEscrowDebits<Row & ProtectionColumns>(db, {
    ...ledger,
    ctes: `${requestCtes},${guard ? `${GUARD_CTES},` : ""}${ctes},${TOTALS_CTES}`,
    rows: rowsText(batch),
  });
  const marks = Number(result.rows[0]?.row.protection_marks ?? 0);
  if (marks !== result.movements) {
    throw new LedgerInvariantError(`${result.movements} stakes moved, ${marks} protection totals updated`);
  }
  return {
    ...result,
    refusedAt: result.rows.map(({ row }) => row.protection_refused_at),
    playTimeUnchecked: result.rows.map(({ row }) => row.protection_play_time_unchecked === true),
  };
}
