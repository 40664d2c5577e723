import { formatPesos } from "@sabong/shared/money";
import { type Answer, errorOf, pressBody } from "./api.ts";
import type { ProtectionStats, RunContext } from "./context.ts";
import type { PlayerGuard, SimPlayer } from "./model.ts";
import { login, PLAYER_PASSWORD } from "./setup.ts";

/**
 * Player protection as the simulation plays it: some players set a daily wager limit (it applies at once), one takes
 * a 24-hour time-out and one a self-exclusion during the fights. The book keeps what each player staked and checks,
 * independently of the server's figures, that no accepted stake ever passed a limit and that nothing was accepted
 * from a restricted player or loaded into one.
 */
/** Every tenth player (index 3, 13, …) bets under a daily wager limit. */
const isLimited = (player: SimPlayer) => player.index % 10 === 3;
/** The fight before which one player takes a time-out and another a self-exclusion. */
export const RESTRICT_BEFORE_FIGHT = 3;

export function guardOf(player: SimPlayer): PlayerGuard {
  player.guard ??= { wagerLimitCentavos: null, stakedCentavos: 0, restriction: null };
  return player.guard;
}

/** The daily wager limits: a few stakes' worth, so the players reach them during the run. */
export async function setLimits(ctx: RunContext): Promise<void> {
  const { minStakeCentavos: min, maxStakeCentavos: max } = ctx.event;
  const limitCentavos = Math.max(min * 10, Math.min(max * 2, min * 200));
  for (const player of ctx.players.filter(isLimited)) {
    const answer = await ctx.api.limited<{ limits: { key: string; value: number | null }[] }>(
      "PUT",
      "/protection/limits/wager:day",
      { token: player.token, body: pressBody({ value: limitCentavos }) },
    );
    const inForce = answer.status === 200 && answer.body.limits.find((l) => l.key === "wager:day")?.value;
    if (inForce !== limitCentavos) {
      ctx.differences.push(`${player.username}: a new daily wager limit answered ${answer.status} ${errorOf(answer)}`);
      continue;
    }
    guardOf(player).wagerLimitCentavos = limitCentavos;
    ctx.protection.limited++;
  }
}

/**
 * The refusal the rules promise for this stake, or null when it must be accepted: a running restriction refuses
 * every bet; a wager limit refuses what passes the room left ("You can stake ₱400.00 more today: your daily wager
 * limit", or "You have reached your daily wager limit." once none is left).
 */
export function expectedRefusal(player: SimPlayer, stakesCentavos: number): RegExp | null {
  const guard = player.guard;
  if (!guard) return null;
  if (guard.restriction) {
    const state = guard.restriction.kind === "time-out" ? "on a time-out" : "self-excluded";
    return new RegExp(`^You are ${state} until .+: no bets until then$`);
  }
  if (guard.wagerLimitCentavos === null) return null;
  const room = guard.wagerLimitCentavos - guard.stakedCentavos;
  if (stakesCentavos <= room) return null;
  if (room > 0) {
    const pesos = formatPesos(room, { symbol: true }).replace(/[.$()*+?[\]\\^{}|]/g, "\\$&");
    return new RegExp(`^You can stake ${pesos} more today: your daily wager limit$`);
  }
  return /^You have reached your daily wager limit\./;
}

/** Books an accepted stake and checks it against the player's limit and restriction. */
export function bookStake(ctx: RunContext, player: SimPlayer, stakeCentavos: number, label: string, answer: Answer) {
  const guard = player.guard;
  if (!guard) return;
  guard.stakedCentavos += stakeCentavos;
  if (guard.wagerLimitCentavos !== null && guard.stakedCentavos > guard.wagerLimitCentavos) {
    ctx.differences.push(
      `${label}: accepted stakes ${guard.stakedCentavos} passed the daily wager limit ${guard.wagerLimitCentavos}`,
    );
  }
  if (guard.restriction && answer.firstSentAt > guard.restriction.answeredAt) {
    ctx.differences.push(`${label}: accepted though the player took a ${guard.restriction.kind} before it was sent`);
  }
}

/** A refusal the book expected: counted by kind. */
export function countRefusal(ctx: RunContext, player: SimPlayer): void {
  if (player.guard?.restriction) ctx.protection.restrictedRefusals++;
  else ctx.protection.limitRefusals++;
}

/** Whether the player's bets are judged by the protection rules (plain bets only: no deliberate bad input). */
export const isGuarded = (player: SimPlayer) => player.guard !== undefined;

async function restrict(ctx: RunContext, player: SimPlayer, kind: "time-out" | "self-exclusion"): Promise<void> {
  const path = kind === "time-out" ? "/protection/time-out" : "/protection/self-exclusion";
  const body = pressBody({ length: kind === "time-out" ? "24h" : "6m" });
  const answer = await ctx.api.call("POST", path, { token: player.token, body });
  if (answer.status !== 200) {
    ctx.differences.push(`${player.username}: taking a ${kind} answered ${answer.status} ${errorOf(answer)}`);
    return;
  }
  guardOf(player).restriction = { kind, answeredAt: answer.answeredAt };
  ctx.protection.restricted++;
  // Signed out everywhere within a second: the old token stops working.
  const deadline = Date.now() + 1_000;
  let status = 200;
  while (Date.now() < deadline) {
    status = (await ctx.api.call("GET", "/protection", { token: player.token })).status;
    if (status === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (status !== 401) ctx.differences.push(`${player.username}: still signed in a second after a ${kind}`);
  // The restricted view: signing in works; betting and loading do not.
  player.token = await login(ctx.api, player.username, PLAYER_PASSWORD);
  const load = await ctx.api.call("POST", "/points/load", {
    token: ctx.tokens.gold,
    body: pressBody({ targetUserId: player.userId, amountCentavos: 100 }),
  });
  if (load.status !== 422 || !/nobody can load them/.test(errorOf(load))) {
    ctx.differences.push(`${player.username}: loading a player on a ${kind} answered ${load.status} ${errorOf(load)}`);
  }
  // Their socket was signed out with them: its pushes stop, so the push check leaves them out (verify.ts).
}

/** Before fight RESTRICT_BEFORE_FIGHT: the first two unlimited players take a time-out and a self-exclusion. */
export async function restrictSome(ctx: RunContext): Promise<void> {
  const [first, second] = ctx.players.filter((p) => !isLimited(p));
  if (first) await restrict(ctx, first, "time-out");
  if (second) await restrict(ctx, second, "self-exclusion");
}

export function describeProtection(stats: ProtectionStats): string {
  return (
    `${stats.limited} players under a daily wager limit (${stats.limitRefusals} stakes refused past it), ` +
    `${stats.restricted} restricted (${stats.restrictedRefusals} bets refused)`
  );
}
