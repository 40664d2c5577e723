import type { CommissionChain } from "@sabong/shared/commission";
import { commissionBalanceOf, type NumberGame } from "@sabong/shared/games";
import type { DrawView } from "@sabong/shared/number-games";
import { FatalApiError } from "./api.ts";
import { type RunContext, STREAM } from "./context.ts";
import { betOnDraws, type DrawStats } from "./draw-bettor.ts";
import { applyDrawBook, refundDraw, type SimDraw, settleDrawOwn } from "./draw-model.ts";
import {
  awaitPlatformResult,
  createGameEndingDraw,
  enterAndConfirm,
  randomCombination,
  type StaffTokens,
  scheduleDraws,
  setOverrides,
  staffAction,
} from "./draw-operator.ts";
import { verifyCaps, verifyFairness, verifySettlement, verifyTickets } from "./draw-verify.ts";
import { Rng } from "./random.ts";
import { login } from "./setup.ts";
import { findUser } from "./users.ts";

/** The order draws are spread over the games: with few draws, the entered-result games come first. */
const GAME_ORDER: readonly NumberGame[] = ["game-ending", "suertres", "pick2", "pick3"];
const PLATFORM: readonly NumberGame[] = ["pick2", "pick3"];

/** The simulated players' chain at one game's rates (direct upline first). */
async function chainsByGame(ctx: RunContext): Promise<Map<NumberGame, CommissionChain>> {
  const users = await Promise.all(ctx.agents.map((a) => findUser(ctx.api, ctx.tokens.admin, a.username)));
  return new Map(
    GAME_ORDER.map((game) => {
      const field = commissionBalanceOf(game).rateField;
      return [game, users.map((u, i) => ({ userId: u.id, rateBp: u.rates[field], isLoader: ctx.agents[i]?.isLoader }))];
    }),
  );
}

/** Opens `count` draws spread over the four games, each with a hot combination, overrides on every other one. */
async function openDraws(ctx: RunContext, tokens: StaffTokens, count: number, rng: Rng): Promise<SimDraw[]> {
  const counts = new Map<NumberGame, number>(GAME_ORDER.map((g) => [g, 0]));
  for (let i = 0; i < count; i++) {
    const game = GAME_ORDER[i % GAME_ORDER.length] as NumberGame;
    counts.set(game, (counts.get(game) ?? 0) + 1);
  }
  const views: DrawView[] = [];
  for (let n = 0; n < (counts.get("game-ending") ?? 0); n++)
    views.push(await createGameEndingDraw(ctx, tokens, rng, n));
  counts.delete("game-ending");
  for (const opened of (await scheduleDraws(ctx, tokens, counts)).values()) views.push(...opened);
  const draws: SimDraw[] = views.map((view) => ({
    game: view.game,
    id: view.id,
    terms: view.terms,
    overrides: new Map(),
    hot: randomCombination(view.game, rng, rng.chance(0.3)),
    tickets: [],
    results: [],
    state: "OPEN",
    reverts: 0,
    capRefusals: 0,
  }));
  for (const [i, draw] of draws.entries()) {
    if (i % 2 === 0) draw.overrides = await setOverrides(ctx, tokens, draw, rng);
  }
  return draws;
}

/**
 * The number-game part of a run: D draws spread over the four games, every player's random tickets (rambolito,
 * doubles, the hot number until it sells out), the caps checked against the book, then every draw settled (platform
 * draws by the clock, the others entered and confirmed by a second operator), one cancelled and one reverted and
 * settled again. Balances and commission go into the same book the fights use, so the run's final checks cover both.
 */
export async function runDraws(ctx: RunContext, stats: DrawStats): Promise<SimDraw[]> {
  const rng = new Rng(ctx.options.seed, STREAM.drawOperator);
  const operator2 = await login(ctx.api, "operator2", ctx.options.password);
  const tokens: StaffTokens = { admin: ctx.tokens.admin, operator: ctx.tokens.operator, operator2 };
  const chains = await chainsByGame(ctx);
  const draws = await openDraws(ctx, tokens, ctx.options.draws ?? 0, rng);
  ctx.log(`draws: ${draws.map((d) => `${d.game} ${d.id} (hot ${d.hot})`).join(", ")}`);
  await betOnDraws(ctx, stats, draws);
  ctx.log(
    `draws: ${stats.accepted} tickets (${stats.lines} lines) accepted, ${stats.capRefusals} refused at a cap, ` +
      `${stats.closed} closed, ${stats.insufficient} short of points`,
  );
  for (const draw of draws) await verifyCaps(ctx, tokens.operator, draw);

  const entered = draws.filter((d) => !PLATFORM.includes(d.game));
  const cancelled = entered.find((d) => d.game === "suertres") ?? (entered.length > 1 ? entered[1] : undefined);
  const reverted = entered.find((d) => d !== cancelled);
  for (const draw of draws) {
    const chain = chains.get(draw.game) as CommissionChain;
    if (draw === cancelled) {
      const view = await staffAction(ctx, tokens.operator, draw, "cancel");
      if (view.state !== "CANCELLED") ctx.differences.push(`draw ${draw.id}: ${view.state} after cancel`);
      draw.state = "CANCELLED";
      refundDraw(draw, ctx.playersById);
      stats.cancelled++;
      continue;
    }
    let view: DrawView;
    if (PLATFORM.includes(draw.game)) {
      view = await awaitPlatformResult(ctx, tokens, draw);
      verifyFairness(ctx, draw, view);
    } else {
      view = (await enterAndConfirm(ctx, tokens, draw, rng)).view;
    }
    if (view.state !== "SETTLED" || !view.result) throw new FatalApiError(`draw ${draw.id} ended ${view.state}`);
    draw.results.push(view.result);
    draw.state = "SETTLED";
    let book = settleDrawOwn(draw, view.result, chain);
    applyDrawBook(book, 1, ctx.playersById, ctx.commissionDue);
    verifySettlement(ctx, draw, view, book);
    stats.settled++;
    if (draw === reverted) {
      const back = await staffAction(ctx, tokens.operator, draw, "revert");
      if (back.state !== "CLOSED" || back.result !== null) {
        ctx.differences.push(`draw ${draw.id}: after revert ${back.state} with result ${back.result}`);
      }
      applyDrawBook(book, -1, ctx.playersById, ctx.commissionDue);
      draw.reverts++;
      stats.reverted++;
      view = (await enterAndConfirm(ctx, tokens, draw, rng)).view;
      if (!view.result) throw new FatalApiError(`draw ${draw.id} re-settled without a result`);
      draw.results.push(view.result);
      book = settleDrawOwn(draw, view.result, chain);
      applyDrawBook(book, 1, ctx.playersById, ctx.commissionDue);
      verifySettlement(ctx, draw, view, book);
    }
    ctx.log(
      `draw ${draw.game} ${draw.id}: ${draw.tickets.length} tickets, ${draw.results.join(" → reverted → ")}, ` +
        `hits ${book.hitsCentavos}, ${book.winningLines} winning lines`,
    );
  }
  await verifyTickets(ctx, draws);
  return draws;
}
