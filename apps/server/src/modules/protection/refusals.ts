import { kycRefusal } from "@sabong/shared/identity";
import {
  type ActiveLimits,
  checkLoad,
  checkRestriction,
  checkStakes,
  HOUR_MS,
  LIMIT_WINDOWS,
  type Movement,
  type ProtectionCheck,
  type ProtectionCode,
  type Restriction,
  type RestrictionKind,
  WINDOW_MS,
  WINDOWED_KINDS,
} from "@sabong/shared/protection";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { positionalSql, resultRows } from "../../db/sql.ts";
import { DomainError, type ErrorCode } from "../../errors.ts";
import { kycStandingOf } from "../identity/service.ts";
import { protectionState } from "./table.ts";

/**
 * Why the limits refused a stake or a load, in the player's (or the agent's) words: the pure rules of
 * `@sabong/shared/protection` (checkRestriction, checkStakes, checkLoad) run on the player's movements of the last 30
 * days, rebuilt from their marks, at the instant the statement judged. That instant's marks are exactly what its
 * locked totals held (every change of a total leaves a mark), so the explanation replays the decision.
 */

/** Every protection code is an error code of its own (422, errors.ts): checked here by the compiler. */
const asErrorCode = (code: ProtectionCode): ErrorCode => code;

/** The longest window: older movements have left every window. */
const HISTORY_HOURS = Math.max(...LIMIT_WINDOWS.map((w) => WINDOW_MS[w])) / HOUR_MS;

type MarkRow = {
  at_ms: string | number;
  staked: string | number;
  credited: string | number;
  loaded: string | number;
  baseline: boolean;
};

export type Standing = {
  limits: ActiveLimits;
  restriction: Restriction | null;
  movements: Movement[];
  nowMs: number;
};

/**
 * A mark's totals minus the previous one's: a stake, a credit (a payout or refund; below zero when a revert took one
 * back, which adds to the net loss again) and a load. Totals before the first mark read are the baseline's, or 0.
 */
export function movementsOf(marks: readonly MarkRow[]): Movement[] {
  const movements: Movement[] = [];
  let before = { staked: 0, credited: 0, loaded: 0 };
  for (const mark of marks) {
    const now = { staked: Number(mark.staked), credited: Number(mark.credited), loaded: Number(mark.loaded) };
    if (!mark.baseline) {
      const atMs = Number(mark.at_ms);
      if (now.staked !== before.staked)
        movements.push({ kind: "stake", amountCentavos: now.staked - before.staked, atMs });
      if (now.credited !== before.credited) {
        movements.push({ kind: "payout", amountCentavos: now.credited - before.credited, atMs });
      }
      if (now.loaded !== before.loaded)
        movements.push({ kind: "load", amountCentavos: now.loaded - before.loaded, atMs });
    }
    before = now;
  }
  return movements;
}

/** The limits in force as the statements apply them: windows only for a `limited` player, the largest stake always. */
function limitsOf(row: typeof protectionState.$inferSelect): ActiveLimits {
  const limits: ActiveLimits = {};
  if (row.largestStakeCentavos !== null) limits.largestStakeCentavos = row.largestStakeCentavos;
  if (!row.limited) return limits;
  const values: Record<string, number | null> = {
    "loss:day": row.lossDayCentavos,
    "loss:week": row.lossWeekCentavos,
    "loss:month": row.lossMonthCentavos,
    "wager:day": row.wagerDayCentavos,
    "wager:week": row.wagerWeekCentavos,
    "wager:month": row.wagerMonthCentavos,
    "load:day": row.loadDayCentavos,
    "load:week": row.loadWeekCentavos,
    "load:month": row.loadMonthCentavos,
  };
  for (const kind of WINDOWED_KINDS) {
    for (const window of LIMIT_WINDOWS) {
      const value = values[`${kind}:${window}`];
      if (value !== null && value !== undefined) limits[kind] = { ...limits[kind], [window]: value };
    }
  }
  return limits;
}

/** The player's limits, restriction and movements at `at` (a database instant as text; null: now). */
export async function standingAt(db: DbOrTx, userId: number, at: string | null): Promise<Standing> {
  const [row] = await db.select().from(protectionState).where(eq(protectionState.userId, userId));
  if (!row) throw new Error(`user ${userId} has no protection row`);
  const marksFrom = (
    part: number,
    where: string,
    order: string,
  ) => `(select ${part} as part, m.at, m.id, m.staked_total_centavos as staked,
      m.credited_total_centavos as credited, m.loaded_total_centavos as loaded
     from protection_marks m, n where m.user_id = $1 and ${where} order by ${order})`;
  const history = `n.now - interval '${HISTORY_HOURS} hours'`;
  // The clock's row first, then the baseline (the newest mark older than the history), then the history in order.
  const text = `with n as (select coalesce($2::timestamptz, clock_timestamp()) as now)
    select floor(extract(epoch from u.at) * 1000) as at_ms, u.staked, u.credited, u.loaded, u.part = 1 as baseline
    from (
      select 0 as part, n.now as at, 0::bigint as id, 0::bigint as staked, 0::bigint as credited, 0::bigint as loaded
      from n
      union all ${marksFrom(1, `m.at <= ${history}`, "m.at desc nulls last, m.id desc nulls last limit 1")}
      union all ${marksFrom(2, `m.at > ${history} and m.at <= n.now`, "m.at nulls first, m.id nulls first")}
    ) u
    order by u.part, u.at, u.id`;
  const rows = resultRows<MarkRow>(await db.execute(positionalSql(text, [userId, at])));
  const [clock, ...marks] = rows;
  const nowMs = Number(clock?.at_ms);
  const restriction =
    row.restrictedKind && row.restrictedUntil
      ? // Only the kind and the end decide a refusal; the start is not kept on this row.
        { kind: row.restrictedKind as RestrictionKind, startedAtMs: nowMs, endsAtMs: row.restrictedUntil.getTime() }
      : null;
  return { limits: limitsOf(row), restriction, movements: movementsOf(marks), nowMs };
}

/** A refusal as the one error handler answers it (422 `{ error }`, the protection code as the error's code). */
function refusalError(check: ProtectionCheck, fallback: string): DomainError {
  if (check.ok) return new DomainError("BUSINESS_RULE", fallback);
  return new DomainError(asErrorCode(check.code), check.message);
}

/**
 * The identity status's refusal, if the status (and the platform setting for the waiting ones) does not allow the
 * action: the statements refuse such a player with the rest of their guard, and it is said before any limit.
 */
async function identityRefusal(db: DbOrTx, userId: number, action: "bet" | "load"): Promise<DomainError | null> {
  const { status, setting } = await kycStandingOf(db, userId);
  const message = kycRefusal(status, action, setting);
  return message === null ? null : new DomainError("IDENTITY_STATUS", message);
}

/**
 * Why a bet or a ticket was refused by the protection rules, judged at `at`: the identity status, a running time-out or self-exclusion,
 * the largest-stake limit, or the loss and wager windows ("You can stake ₱400.00 more today: your daily loss limit").
 */
export async function stakeRefusal(
  db: DbOrTx,
  refused: { userId: number; action: "bet" | "ticket"; stakesCentavos: readonly number[]; at: string | null },
): Promise<DomainError> {
  const identity = await identityRefusal(db, refused.userId, "bet");
  if (identity) return identity;
  const s = await standingAt(db, refused.userId, refused.at);
  const restricted = checkRestriction(s.restriction, refused.action, s.nowMs);
  const check = restricted.ok ? checkStakes(s.limits, s.movements, refused.stakesCentavos, s.nowMs) : restricted;
  return refusalError(check, "Your limits did not allow this stake just now: please try again");
}

/** Why a load was refused, in the station's words ("This player can be loaded ₱2,000.00 more this month …"). */
export async function loadRefusal(
  db: DbOrTx,
  refused: { userId: number; amountCentavos: number; at: string | null },
): Promise<DomainError> {
  const identity = await identityRefusal(db, refused.userId, "load");
  if (identity) return identity;
  const s = await standingAt(db, refused.userId, refused.at);
  const restricted = checkRestriction(s.restriction, "load", s.nowMs);
  const check = restricted.ok ? checkLoad(s.limits, s.movements, refused.amountCentavos, s.nowMs) : restricted;
  return refusalError(check, "This player's limits did not allow this load just now: please try again");
}
