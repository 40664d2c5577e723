import { rateFieldLabel } from "@sabong/shared/commission";
import { formatBasisPoints as percent } from "@sabong/shared/money";
import { MAX_RATE_BP, RATE_FIELDS, type RateField, type Rates } from "@sabong/shared/users";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { intOf, resultRows } from "../../db/sql.ts";
import { businessRule } from "../../errors.ts";
import { lockUser } from "../users/service.ts";
import { type UserRow, users } from "../users/table.ts";

export const ZERO_RATES: Rates = { sabongBp: 0, pick2Bp: 0, pick3Bp: 0, gameEndingBp: 0, suertresBp: 0 };
const TOP_CAP: Rates = {
  sabongBp: MAX_RATE_BP,
  pick2Bp: MAX_RATE_BP,
  pick3Bp: MAX_RATE_BP,
  gameEndingBp: MAX_RATE_BP,
  suertresBp: MAX_RATE_BP,
};

export function ratesOf(user: Pick<UserRow, RateField>): Rates {
  return {
    sabongBp: user.sabongBp,
    pick2Bp: user.pick2Bp,
    pick3Bp: user.pick3Bp,
    gameEndingBp: user.gameEndingBp,
    suertresBp: user.suertresBp,
  };
}

export const isLoader = (user: Pick<UserRow, "type" | "agentType">) =>
  user.type === "user" && user.agentType === "loader";

/**
 * The percentages that cap a user placed under `uplineId`: those of the nearest upline that is not a loader
 * (loaders earn nothing and commission skips them), or 100% right under an admin. Only that bounding upline is
 * locked (loaders on the way are just read: their rates are always 0 and uplines never move), and its rates are
 * read under the lock, so a concurrent change of its percentages waits for us. Every rate change locks its bounding
 * upline before the user itself: ancestors first, which keeps the lock order deadlock-free.
 */
export async function upperBound(tx: Tx, uplineId: number | null): Promise<Rates> {
  let id = uplineId;
  while (id !== null) {
    const [upline] = await tx.select().from(users).where(eq(users.id, id));
    if (!upline || upline.type === "admin") return TOP_CAP;
    if (!isLoader(upline)) {
      const locked = await lockUser(tx, upline.id);
      return locked ? ratesOf(locked) : TOP_CAP;
    }
    id = upline.uplineId;
  }
  return TOP_CAP;
}

/**
 * The highest percentages among a user's downlines, looking through loaders (a player under a loader is bounded
 * by the loader's upline). Suspended and pending downlines count: they may come back.
 */
export async function lowerBound(tx: Tx, userId: number): Promise<Rates> {
  const result = await tx.execute(sql`
    with recursive kids(id, agent_type, sabong_bp, pick2_bp, pick3_bp, game_ending_bp, suertres_bp, depth) as (
      select id, agent_type, sabong_bp, pick2_bp, pick3_bp, game_ending_bp, suertres_bp, 1
        from users_view where upline_id = ${userId}
      union all
      select u.id, u.agent_type, u.sabong_bp, u.pick2_bp, u.pick3_bp, u.game_ending_bp, u.suertres_bp, k.depth + 1
        from users_view u join kids k on u.upline_id = k.id
        where k.agent_type = 'loader' and k.depth < 16
    )
    select coalesce(max(sabong_bp), 0) as "sabongBp", coalesce(max(pick2_bp), 0) as "pick2Bp",
           coalesce(max(pick3_bp), 0) as "pick3Bp", coalesce(max(game_ending_bp), 0) as "gameEndingBp",
           coalesce(max(suertres_bp), 0) as "suertresBp"
      from kids where agent_type is distinct from 'loader'`);
  const row = resultRows<Record<string, unknown>>(result)[0];
  if (!row) return ZERO_RATES;
  return Object.fromEntries(RATE_FIELDS.map((field) => [field, intOf(row[field], field)])) as Rates;
}

/** Refuses any given percentage above the upline's or below a downline's, naming the game and the limit. */
export function assertWithinBounds(rates: Partial<Rates>, upper: Rates, lower: Rates = ZERO_RATES): void {
  for (const field of RATE_FIELDS) {
    const value = rates[field];
    if (value === undefined) continue;
    const label = rateFieldLabel(field);
    if (value > upper[field]) {
      throw businessRule(
        `${label} percentage cannot be higher than the upline's (${percent(upper[field])}); asked ${percent(value)}.`,
      );
    }
    if (value < lower[field]) {
      throw businessRule(
        `${label} percentage cannot be lower than a downline's (${percent(lower[field])}); lower the downline first.`,
      );
    }
  }
}

/** Loaders only load and withdraw points: they earn no commission, so their percentages stay 0. */
export function assertLoaderRates(rates: Partial<Rates>): void {
  if (RATE_FIELDS.some((field) => (rates[field] ?? 0) !== 0)) {
    throw businessRule("Loaders earn no commission; their percentages stay 0%.");
  }
}

/** Only the given fields, for a patch. */
export function pickRates(input: Partial<Record<RateField, number | undefined>>): Partial<Rates> {
  const out: Partial<Rates> = {};
  for (const field of RATE_FIELDS) {
    const value = input[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}
