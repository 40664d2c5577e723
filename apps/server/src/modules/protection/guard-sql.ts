import { DEFAULT_KYC_ACCESS, isWaiting, KYC_STATUSES } from "@sabong/shared/identity";
import { HOUR_MS, LIMIT_WINDOWS, type LimitWindow, WINDOW_MS, type WindowedKind } from "@sabong/shared/protection";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * The limits in SQL, as the pure `stakeRoom` / `loadRoom` (@sabong/shared/protection) compute them, so a statement
 * that moves money can decide on rows it has locked (docs/decisions/0011-player-protection.md, "Enforcement"):
 * a window's sum is the total in the player's `protection_state` row minus the total of the newest mark at or before
 * the window's start (0 without one), and the room is the least `limit − sum` over the limited windows. The room can be
 * below zero (the rules show it as 0); NULL means no limit applies. room-sql.test.ts proves it equal to the pure rules.
 */

/** What a room is for: stakes are held by the loss and wager limits, loads by the load limits. */
export type RoomPurpose = "stake" | "load";

const KINDS: Record<RoomPurpose, readonly WindowedKind[]> = { stake: ["loss", "wager"], load: ["load"] };

/** Whole hours: an interval of days would follow the session's time zone across a daylight-saving change. */
const WINDOW_INTERVAL = (window: LimitWindow) => `interval '${WINDOW_MS[window] / HOUR_MS} hours'`;

const limitColumn = (kind: WindowedKind, window: LimitWindow) => `${kind}_${window}_centavos`;

/** The measure over the window: the row's total now minus the total at the window's start (`start`). */
function usedSql(kind: WindowedKind, p: string, start: string): string {
  const delta = (total: string) => `(${p}.${total} - coalesce(${start}.${total}, 0))`;
  if (kind === "wager") return delta("staked_total_centavos");
  if (kind === "load") return delta("loaded_total_centavos");
  return `(${delta("staked_total_centavos")} - ${delta("credited_total_centavos")})`;
}

/**
 * The newest mark at or before `now − window` (half-open windows: a movement exactly at the start has left), one
 * index probe on (user_id, at desc nulls last, id desc nulls last): the order must be the index's, NULLS LAST
 * included, or the planner sorts every older mark instead. Only for a limited player with a limit on that window.
 */
function windowStartJoin(p: string, window: LimitWindow, purpose: RoomPurpose, now: string): string {
  const limited = KINDS[purpose].map((kind) => `${p}.${limitColumn(kind, window)} is not null`).join(" or ");
  return `left join lateral (
    select m.staked_total_centavos, m.credited_total_centavos, m.loaded_total_centavos from protection_marks m
    where ${p}.limited and (${limited}) and m.user_id = ${p}.user_id and m.at <= ${now} - ${WINDOW_INTERVAL(window)}
    order by m.at desc nulls last, m.id desc nulls last limit 1
  ) as start_${window} on true`;
}

/** `least` skips NULLs: a window without a limit is no term; no limit at all is NULL. */
function roomSql(p: string, purpose: RoomPurpose): string {
  const terms = KINDS[purpose].flatMap((kind) =>
    LIMIT_WINDOWS.map((window) => `${p}.${limitColumn(kind, window)} - ${usedSql(kind, p, `start_${window}`)}`),
  );
  return `case when ${p}.limited then least(${terms.join(", ")}) end`;
}

const WAITING_SQL = KYC_STATUSES.filter(isWaiting)
  .map((status) => `'${status}'`)
  .join(", ");

/**
 * `whatStatusAllows` (@sabong/shared/identity) in SQL, for the statement's purpose: verified may; a waiting status
 * (unverified, under review, asked for more) as the platform setting's one row says (the issue's default without
 * it); rejected and closed never. `status` is the users.kyc_status the caller locked. status-sql.test.ts proves it
 * equal to the pure rule over every status and setting.
 */
export function kycAllowsSql(status: string, purpose: RoomPurpose): string {
  const column = purpose === "stake" ? "waiting_may_bet" : "waiting_may_be_loaded";
  const fallback = purpose === "stake" ? DEFAULT_KYC_ACCESS.waitingMayBet : DEFAULT_KYC_ACCESS.waitingMayBeLoaded;
  return `(${status} = 'verified' or (${status} in (${WAITING_SQL})
    and coalesce((select k.${column} from kyc_access_settings k where k.id = 1), ${fallback})))`;
}

/** The columns `roomsSelect` answers. */
export const ROOM_COLUMNS = ["user_id", "now", "restricted", "kyc_allowed", "largest", "room", "play_minutes"] as const;

/**
 * Per row of `source` (protection_state rows, locked by the caller when it decides on them): the instant it judged
 * (`now`: with `clock_timestamp()`, taken per row after that row's lock, so the wait for a racing movement is behind
 * it), whether a time-out or self-exclusion runs, whether the player's identity status allows the purpose (`source`
 * carries `kyc_status`: `lockRowsWithStatusSelect`), the largest-stake limit, the room and the daily play-time limit.
 */
export function roomsSelect(source: SQLWrapper, purpose: RoomPurpose, now: SQL): SQL {
  return sql`select p.user_id, c.now, coalesce(p.restricted_until > c.now, false) as restricted,
    ${sql.raw(kycAllowsSql("p.kyc_status", purpose))} as kyc_allowed,
    p.largest_stake_centavos as largest, ${sql.raw(roomSql("p", purpose))} as room, p.play_minutes
  from ${source} p
  cross join lateral (select p.user_id as user_id, ${now} as now) c
  ${sql.raw(LIMIT_WINDOWS.map((window) => windowStartJoin("p", window, purpose, "c.now")).join("\n  "))}`;
}

/** The protection rows of `users` (a select of user ids), locked in user id order, after the wallets' locks. */
export function lockRowsSelect(users: SQL): SQL {
  return sql`select p.* from protection_state p where p.user_id in (${users}) order by p.user_id for no key update of p`;
}

/**
 * The protection rows of `users` with each player's identity status, for a stake or a load: the users rows first
 * (FOR SHARE, id order), then the protection rows (as `lockRowsSelect`). The share lock makes the status the one
 * committed when the statement got it: a status change (a review, a closure, which updates the users row) either
 * commits before and is seen, or waits for the stake. Users before protection is the order self-exclusion takes
 * them in (it ends the sessions first), and every money path has locked the wallets before both.
 */
export function lockRowsWithStatusSelect(users: SQL): SQL {
  return sql`select p.*, s.kyc_status from (
    select u.id, u.kyc_status from users u where u.id in (${users}) order by u.id for share of u
  ) s join protection_state p on p.user_id = s.id
  order by p.user_id for no key update of p`;
}

/** The totals after a movement, one mark per updated row (`updated` returns the row's user_id and totals). */
export function markInsert(updated: SQLWrapper): SQL {
  return sql`insert into protection_marks (user_id, staked_total_centavos, credited_total_centavos, loaded_total_centavos)
  select user_id, staked_total_centavos, credited_total_centavos, loaded_total_centavos from ${updated}
  returning user_id`;
}

/** What an update of protection_state `p` returns for `markInsert`. */
export const TOTALS_COLUMNS = [
  "user_id",
  "staked_total_centavos",
  "credited_total_centavos",
  "loaded_total_centavos",
] as const;

export const TOTALS_RETURNING = sql.raw(
  "returning p.user_id, p.staked_total_centavos, p.credited_total_centavos, p.loaded_total_centavos",
);
