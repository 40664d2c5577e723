import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type Cte, type CteWith, cte, derived, type Fragment, type Placeholders } from "../../db/cte.ts";
import {
  type EscrowDebitHandles,
  type EscrowDebitParts,
  type EscrowDebitResult,
  type EscrowDebitRun,
  type EscrowDebitStatement,
  type EscrowRowColumn,
  escrowDebitStatement,
  LedgerInvariantError,
  type MovementColumn,
  postEscrowDebits,
  type TransferCode,
} from "../ledger/service.ts";
import {
  lockRowsWithStatusSelect,
  markInsert,
  ROOM_COLUMNS,
  roomsSelect,
  TOTALS_COLUMNS,
  TOTALS_RETURNING,
} from "./guard-sql.ts";
import { protectionState } from "./table.ts";

/**
 * Stakes (a batch of bets, a batch of tickets) moved into escrow in ONE statement with the players' protection
 * totals: the ledger's escrow debit statement with this module's part around the caller's, all typed fragments.
 *
 * The caller's part comes in two steps:
 * - `request`: its CTEs up to its stake requests (the wallets locked by the ledger's `lockWallets` among them, in id
 *   order), the last being `stakeRequest`: the stake each account may move, at most one per account (the batchers'
 *   rule), with the largest line of a ticket (a bet's stake for a bet);
 * - `write`: the rest, with the `movement` the ledger moves and the caller's rows.
 *
 * With `guard`, the statement decides the limits itself: after `request` it locks the players' protection rows
 * (user id order, after their wallets: every money path takes them in this order) and hands `write` the players
 * allowed (`user_id`): those whose identity status allows betting (the platform setting for the waiting ones), with no
 * running time-out or self-exclusion, whose stake is within their largest-stake limit and the room of every limited
 * loss and wager window, and who either have no daily play-time limit or whose request says its play time was checked
 * (`play_time_checked`: the check reads the day's sessions, so it runs only for the few players with that limit, who
 * are sent back once to run it, and the many without it pay no query for it: `withPlayTimeChecked`). `write` must
 * then move only their stakes. Without it, the caller has decided under the same locks earlier in its transaction
 * (`lockStakeRooms`). Either way every stake moved adds to the player's `staked_total` and leaves a mark, in the same
 * statement.
 */
export type StakeRequestColumn = "user_id" | "account_id" | "stake_centavos" | "largest_line_centavos";
export type GuardedRequestColumn = StakeRequestColumn | "play_time_checked";
/** Protection's figures beside each of the caller's rows. */
export type ProtectionColumn = "protection_marks" | "protection_refused_at" | "protection_play_time_unchecked";

export type StakeParts<C extends string> = { request: readonly Cte<string>[] } & (
  | {
      guard: true;
      stakeRequest: CteWith<GuardedRequestColumn>;
      write: (allowed: CteWith<"user_id">) => EscrowDebitParts<C>;
    }
  | { guard: false; stakeRequest: CteWith<StakeRequestColumn>; write: () => EscrowDebitParts<C> }
);

export type StakeStatement<C extends string, V extends string> = EscrowDebitStatement<C | ProtectionColumn, V>;

export type StakeResult<C extends string> = EscrowDebitResult<C | ProtectionColumn> & {
  /** Per row, in order: when the limits refused its stake, the instant they judged (the explanation's "now"). */
  refusedAt: (string | null)[];
  /** Per row, in order: refused because the player has a daily play-time limit its request had not checked. */
  playTimeUnchecked: boolean[];
};

/** `p.*` of protection_state and the player's identity status. */
const LOCKED_COLUMNS = [...Object.values(getTableColumns(protectionState)).map((c) => c.name), "kyc_status"];

type Guard = { ctes: Cte<string>[]; room: Cte<(typeof ROOM_COLUMNS)[number]>; allowed: CteWith<"user_id"> };

function guardCtes(request: CteWith<GuardedRequestColumn>): Guard {
  const s = request.c;
  const lock = cte(
    "protection_lock",
    LOCKED_COLUMNS,
    lockRowsWithStatusSelect(sql`select ${s.user_id} from ${request}`),
  );
  const room = cte("protection_room", ROOM_COLUMNS, roomsSelect(lock, "stake", sql`clock_timestamp()`));
  const r = room.c;
  const allowed = cte(
    "protection_allowed",
    ["user_id"],
    sql`select ${r.user_id} from ${room} join ${request} on ${s.user_id} = ${r.user_id}
  where not ${r.restricted} and ${r.kyc_allowed}
    and (${r.largest} is null or ${s.largest_line_centavos} <= ${r.largest})
    and (${r.room} is null or ${s.stake_centavos} <= ${r.room})
    and (${r.play_minutes} is null or ${s.play_time_checked})`,
  );
  return { ctes: [lock, room, allowed], room, allowed };
}

/** One update and one mark per stake moved: the totals are the locked rows', so they count every earlier stake. */
function totalsCtes(request: CteWith<StakeRequestColumn>, movement: CteWith<MovementColumn>) {
  const stake = cte(
    "protection_stake",
    ["user_id", "amount"],
    sql`select ${request.c.user_id}, ${movement.c.amount} from ${movement}
  join ${request} on ${request.c.account_id} = ${movement.c.account_id}`,
  );
  const total = cte(
    "protection_total",
    TOTALS_COLUMNS,
    sql`update protection_state p set staked_total_centavos = p.staked_total_centavos + ${stake.c.amount}
  from ${stake} where p.user_id = ${stake.c.user_id}
  ${TOTALS_RETURNING}`,
  );
  const mark = cte("protection_mark", ["user_id"], markInsert(total));
  return { ctes: [stake, total, mark], mark };
}

/** The stakes the limits refused, per account: the instant they judged, and whether play time was unchecked. */
function refusedOf(request: CteWith<GuardedRequestColumn> | null, guard: Guard | null): SQL {
  if (!request || !guard) return sql`select null::int as account_id, null::text as at, false as unchecked where false`;
  const { room, allowed } = guard;
  const s = request.c;
  return sql`select ${s.account_id}, ${room.c.now}::text as at,
    (${room.c.play_minutes} is not null and not ${s.play_time_checked}) as unchecked
  from ${request} join ${room} on ${room.c.user_id} = ${s.user_id}
  where ${s.user_id} not in (select ${allowed.c.user_id} from ${allowed})`;
}

/** The caller's rows, each with the instant its stake was refused by the limits (a join: batches are 200 bets). */
function rowsWithRefusals<C extends string>(
  rows: Fragment<C>,
  refused: SQL,
  mark: Cte<string>,
): Fragment<C | ProtectionColumn> {
  const cr = derived("cr", rows as Fragment<C | EscrowRowColumn>);
  const pr = derived("pr", { columns: ["account_id", "at", "unchecked"], sql: refused });
  return {
    columns: [...rows.columns, "protection_marks", "protection_refused_at", "protection_play_time_unchecked"],
    sql: sql`select ${cr.all}, (select count(*) from ${mark}) as protection_marks, ${pr.c.at} as protection_refused_at,
    ${pr.c.unchecked} as protection_play_time_unchecked
  from ${cr} left join ${pr} on ${pr.c.account_id} = ${cr.c.debit_account_id}`,
  };
}

/** The ledger's escrow debit statement with protection's part around the caller's (composed once, at load). */
export function stakeStatement<C extends string, V extends string>(
  spec: { name: string; code: TransferCode; refType: string; values: Placeholders<V> },
  parts: (ledger: EscrowDebitHandles) => StakeParts<C>,
): StakeStatement<C, V> {
  return escrowDebitStatement(spec, (ledger) => {
    const caller = parts(ledger);
    const guard = caller.guard ? guardCtes(caller.stakeRequest) : null;
    const write = caller.guard && guard ? caller.write(guard.allowed) : (caller.write as () => EscrowDebitParts<C>)();
    const totals = totalsCtes(caller.stakeRequest, write.movement);
    const refused = refusedOf(caller.guard ? caller.stakeRequest : null, guard);
    return {
      ctes: [...caller.request, ...(guard?.ctes ?? []), ...write.ctes, ...totals.ctes],
      movement: write.movement,
      rows: rowsWithRefusals(write.rows, refused, totals.mark) as EscrowDebitParts<C | ProtectionColumn>["rows"],
    };
  });
}

/** Runs a stake statement: the ledger's checks, then one protection total per stake moved. */
export async function postStakes<C extends string, V extends string>(
  db: DbOrTx,
  statement: StakeStatement<C, V>,
  input: EscrowDebitRun<V>,
): Promise<StakeResult<C>> {
  const result = await postEscrowDebits(db, statement, input);
  const marks = Number(result.rows[0]?.row.protection_marks ?? 0);
  if (marks !== result.movements) {
    throw new LedgerInvariantError(`${result.movements} stakes moved, ${marks} protection totals updated`);
  }
  return {
    ...result,
    refusedAt: result.rows.map(({ row }) =>
      row.protection_refused_at === null ? null : String(row.protection_refused_at),
    ),
    playTimeUnchecked: result.rows.map(({ row }) => row.protection_play_time_unchecked === true),
  };
}
