import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import {
  type CapOverride,
  type CombinationOverride,
  combinationFromScores,
  type DrawView,
  digitsOfGame,
  GAME_PERIODS,
  type NumberGameSettings,
} from "@sabong/shared/number-games";
import { FatalApiError, pressBody } from "./api.ts";
import type { RunContext } from "./context.ts";
import type { SimDraw } from "./draw-model.ts";
import type { Rng } from "./random.ts";

/**
 * The staff side of the draws: creating them, listing combinations, and driving results. Scheduled games (pick2,
 * pick3, suertres) get draws a few minutes ahead by adding draw times to the game's settings (as an admin would) and
 * waiting for the server's clock to create and open them; the settings are put back as soon as the draws are open.
 * Game-ending draws are created by the operator. Platform draws (pick2, pick3) are then drawn and settled by the
 * clock at their draw time; entered results are entered by `operator` and confirmed by `operator2`.
 */

const MINUTE_MS = 60_000;
/** Default time from now to the first sim draw: the settings change creates the draws, then players bet. */
const SCHEDULE_LEAD_MS = 150_000;
const leadMs = (ctx: RunContext) => ctx.options.drawLeadMs ?? SCHEDULE_LEAD_MS;
const WAIT_OPEN_MS = 100_000;

export type StaffTokens = { admin: string; operator: string; operator2: string };

const staff = (game: NumberGame) => `/${GAME_REGISTRY[game].api.staff}`;

/** "HH:MM" in Manila (UTC+8, no daylight saving) of an instant. */
export function manilaHHMM(instant: Date): string {
  return new Date(instant.getTime() + 8 * 60 * MINUTE_MS).toISOString().slice(11, 16);
}

/** Distinct whole minutes from `first`, skipping times the game already has (their draws are not ours). */
export function drawSlots(first: Date, count: number, taken: readonly string[]): Date[] {
  const slots: Date[] = [];
  let at = Math.ceil(first.getTime() / MINUTE_MS) * MINUTE_MS;
  while (slots.length < count) {
    if (!taken.includes(manilaHHMM(new Date(at)))) slots.push(new Date(at));
    at += MINUTE_MS;
  }
  return slots;
}

type Page = { items: DrawView[]; total: number; page: number; pageSize: number };

async function staffDraws(ctx: RunContext, token: string, game: NumberGame): Promise<DrawView[]> {
  const found = new Map<number, DrawView>();
  for (const scope of ["today", "upcoming"]) {
    for (let page = 1; page <= 20; page++) {
      const answer = await ctx.api.ok<Page>("GET", `${staff(game)}/draws?scope=${scope}&page=${page}`, { token });
      for (const draw of answer.items) found.set(draw.id, draw);
      if (answer.items.length < answer.pageSize || page * answer.pageSize >= answer.total) break;
    }
  }
  return [...found.values()];
}

/**
 * Scheduled draws a few minutes ahead for each game of `counts`: the times are added to the games' settings (cut-off
 * 0 minutes, so a draw takes tickets until its draw time), the settings change creates them and the clock opens them
 * within a second, the settings are restored. Answers the open draws, by game.
 */
export async function scheduleDraws(
  ctx: RunContext,
  tokens: StaffTokens,
  counts: ReadonlyMap<NumberGame, number>,
): Promise<Map<NumberGame, DrawView[]>> {
  const all = await ctx.api.ok<{ game: NumberGame; settings: NumberGameSettings }[]>("GET", "/admin/number-games", {
    token: tokens.admin,
  });
  const first = new Date(Date.now() + leadMs(ctx));
  const plans = [...counts]
    .filter(([, n]) => n > 0)
    .map(([game, count]) => {
      const original = all.find((g) => g.game === game)?.settings;
      if (!original) throw new FatalApiError(`no settings for ${game}`);
      return { game, count, original, slots: drawSlots(first, count, original.drawTimes) };
    });
  const restore = plans.map(
    (p) => () => ctx.api.ok("PUT", `/admin/number-games/${p.game}`, { token: tokens.admin, body: p.original }),
  );
  try {
    for (const { game, original, slots } of plans) {
      const drawTimes = [...original.drawTimes, ...slots.map(manilaHHMM)].sort();
      const body: NumberGameSettings = { ...original, enabled: true, cutoffMinutes: 0, drawTimes };
      await ctx.api.ok("PUT", `/admin/number-games/${game}`, { token: tokens.admin, body });
    }
    const opened = new Map<NumberGame, DrawView[]>();
    const deadline = Date.now() + WAIT_OPEN_MS;
    for (const { game, count, slots } of plans) {
      const wanted = new Set(slots.map((s) => s.getTime()));
      for (;;) {
        const open = (await staffDraws(ctx, tokens.operator, game)).filter(
          (d) => wanted.has(new Date(d.drawAt).getTime()) && d.state === "OPEN",
        );
        if (open.length === count) {
          opened.set(
            game,
            open.sort((a, b) => a.id - b.id),
          );
          break;
        }
        if (Date.now() > deadline) {
          throw new FatalApiError(`${game}: ${open.length} of ${count} scheduled draws opened in time`);
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    return opened;
  } finally {
    for (const put of restore) await put();
  }
}

/**
 * A game-ending draw for a made-up basketball game, tip-off when the scheduled sim draws are drawn (betting closes at
 * tip-off; the operator closes it early and enters the scores).
 */
export async function createGameEndingDraw(ctx: RunContext, tokens: StaffTokens, rng: Rng, n: number) {
  const [tipOff] = drawSlots(new Date(Date.now() + leadMs(ctx)), 1, []);
  return ctx.api.ok<DrawView>("POST", "/game-ending/draws", {
    token: tokens.operator,
    body: {
      matchup: { league: "SIM", home: `Home ${n}`, away: `Away ${n}`, period: rng.pick(GAME_PERIODS) },
      drawAt: (tipOff as Date).toISOString(),
    },
  });
}

/** Results exist only once the event has happened (its expected end, or the official draw time): wait for it. */
async function untilDrawTime(view: DrawView): Promise<void> {
  const wait = new Date(view.resultsFrom ?? view.drawAt).getTime() - new Date(view.serverNow).getTime();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
}

export function randomCombination(game: NumberGame, rng: Rng, double = false): string {
  const digits = digitsOfGame(game);
  const d = Array.from({ length: digits }, () => String(rng.int(0, 9)));
  if (double && digits >= 2) d[1] = d[0] as string;
  return d.join("");
}

/**
 * The operator's overrides before betting, on every other draw: the hot combination capped low (it sells out), one
 * combination not accepted, one at a reduced straight multiplier. Answers them as the book keeps them.
 */
export async function setOverrides(
  ctx: RunContext,
  tokens: StaffTokens,
  draw: SimDraw,
  rng: Rng,
): Promise<Map<string, CombinationOverride>> {
  const overrides: CapOverride[] = [];
  const straight = draw.terms.straightMultiplierHundredths;
  overrides.push({
    combination: draw.hot,
    capCentavos: Math.floor(draw.terms.defaultCapCentavos / rng.int(5, 20)),
    notAccepted: false,
    multiplierHundredths: null,
  });
  const used = new Set([draw.hot]);
  const fresh = () => {
    for (;;) {
      const c = randomCombination(draw.game, rng);
      if (!used.has(c)) {
        used.add(c);
        return c;
      }
    }
  };
  overrides.push({ combination: fresh(), capCentavos: null, notAccepted: true, multiplierHundredths: null });
  overrides.push({
    combination: fresh(),
    capCentavos: null,
    notAccepted: false,
    multiplierHundredths: Math.max(100, Math.floor(straight / 2)),
  });
  await ctx.api.ok("PUT", `${staff(draw.game)}/draws/${draw.id}/caps`, { token: tokens.operator, body: { overrides } });
  return new Map(overrides.map(({ combination, ...o }) => [combination, o]));
}

/** The result an operator enters: sometimes the hot combination (the house may lose), else random. */
function enteredResult(draw: SimDraw, rng: Rng): { body: object; combination: string } {
  if (draw.game === "game-ending") {
    const scores = { home: rng.int(60, 130), away: rng.int(60, 130) };
    if (rng.chance(0.3)) {
      scores.home = Math.floor(scores.home / 10) * 10 + Number(draw.hot[0]);
      scores.away = Math.floor(scores.away / 10) * 10 + Number(draw.hot[1]);
    }
    return { body: { scores }, combination: combinationFromScores(scores) };
  }
  const combination = rng.chance(0.3) ? draw.hot : randomCombination(draw.game, rng);
  return { body: { combination }, combination };
}

/**
 * Closes an entered-result draw early (if still open), enters a result as `operator` and, when the draw's terms ask
 * for it, confirms it as `operator2`. Answers the settled view and the result the book expects.
 */
export async function enterAndConfirm(ctx: RunContext, tokens: StaffTokens, draw: SimDraw, rng: Rng) {
  const base = `${staff(draw.game)}/draws/${draw.id}`;
  const now = await ctx.api.ok<DrawView>("GET", base, { token: tokens.operator });
  if (now.state === "OPEN") {
    // The clock may close it at its cut-off meanwhile (409): closed either way.
    const closed = await ctx.api.call("POST", `${base}/close`, {
      token: tokens.operator,
      body: pressBody({ reason: "simulation: play started" }),
    });
    if (closed.status !== 200 && closed.status !== 409) throw new FatalApiError(`close answered ${closed.status}`);
  }
  // A simulated game ends at tip-off: the operator moves its expected end there (results are refused before it).
  const timed =
    draw.game === "game-ending"
      ? await ctx.api.ok<DrawView>("POST", `${base}/expected-end`, {
          token: tokens.operator,
          body: pressBody({ expectedEndAt: now.drawAt }),
        })
      : now;
  await untilDrawTime(timed);
  const { body, combination } = enteredResult(draw, rng);
  let view = await ctx.api.ok<DrawView>("POST", `${base}/result`, { token: tokens.operator, body: pressBody(body) });
  if (view.result !== combination) ctx.differences.push(`draw ${draw.id}: entered ${combination}, got ${view.result}`);
  if (draw.terms.confirmResults) {
    const same = await ctx.api.call("POST", `${base}/confirm`, { token: tokens.operator, body: pressBody() });
    if (same.status < 400) ctx.differences.push(`draw ${draw.id}: the account that entered the result confirmed it`);
    view = await ctx.api.ok<DrawView>("POST", `${base}/confirm`, { token: tokens.operator2, body: pressBody() });
  }
  if (view.state !== "SETTLED") ctx.differences.push(`draw ${draw.id}: ${view.state} after its result, not SETTLED`);
  return { view, combination };
}

/** Waits for the clock to draw and settle a platform draw (its draw time plus a margin). */
export async function awaitPlatformResult(ctx: RunContext, tokens: StaffTokens, draw: SimDraw): Promise<DrawView> {
  const base = `${staff(draw.game)}/draws/${draw.id}`;
  const first = await ctx.api.ok<DrawView>("GET", base, { token: tokens.operator });
  const deadline = new Date(first.drawAt).getTime() + 60_000;
  for (let view = first; ; view = await ctx.api.ok<DrawView>("GET", base, { token: tokens.operator })) {
    if (view.state === "SETTLED" || view.state === "CANCELLED") return view;
    if (Date.now() > deadline) throw new FatalApiError(`draw ${draw.id} was not drawn a minute after its draw time`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The reason a staff cancel or revert gives: the players' notices of a revert must carry it. */
export const staffReason = (action: "cancel" | "revert") => `simulation ${action}`;

export async function staffAction(ctx: RunContext, token: string, draw: SimDraw, action: "cancel" | "revert") {
  return ctx.api.ok<DrawView>("POST", `${staff(draw.game)}/draws/${draw.id}/${action}`, {
    token,
    body: pressBody({ reason: staffReason(action) }),
  });
}
