import { MAX_PAGE_SIZE } from "@sabong/shared/contracts";
import { type Notice, type NoticesPage, UNREAD_COUNT_CAP, type UnreadCount } from "@sabong/shared/notices";
import { errorOf } from "./api.ts";
import type { RunContext } from "./context.ts";
import type { SimDraw } from "./draw-model.ts";
import { settleDrawOwn } from "./draw-model.ts";
import { staffReason } from "./draw-operator.ts";
import { mapLimit } from "./limit.ts";
import { type SimPlayer, settleOwn } from "./model.ts";
import { FIGHT_REVERT_REASON } from "./operator.ts";

const SHOWN = 10;
/** 10,000 notices a player: a run gives each a few dozen, so reaching it means the paging never ends. */
const MAX_PAGES = 100;
/** Notice pushes trail the commits they follow: how long to wait for the last ones. */
const PUSH_WAIT_MS = 5_000;
/** Money notices a settlement or a revert pushes live (loads and the identity decision came before the sockets). */
const PUSHED_KINDS: readonly Notice["kind"][] = ["win", "refund", "correction"];

export type NoticeCheck = { checked: number; players: number; pushed: number };

/** A notice as compared: its kind, signed amount and what it is about (the contest, and a revert's reason). */
type Key = { kind: Notice["kind"]; amountCentavos: number | null; ref: string | null; reason?: string };
const keyText = (k: Key) =>
  `${k.kind} ${k.amountCentavos ?? "-"} ${k.ref ?? "-"}${k.reason ? ` (reason: ${k.reason})` : ""}`;

/** What a notice refers to, read from its words: "fight 3 bet #12", "draw 7 #40,#41", "by gold". */
function keyOf(notice: Notice): string {
  const [about = "", reason] = notice.body.split(" Reason: ");
  const bet = /fight (\d+) · .* · bet #(\d+)/.exec(about);
  const draw = /draw (\d+)/.exec(about);
  const by = / by (\S+)\.$/.exec(about);
  const ref = bet
    ? `fight ${bet[1]} bet #${bet[2]}`
    : draw
      ? `draw ${draw[1]} ${[...about.slice(draw.index).matchAll(/#(\d+)/g)].map((m) => `#${m[1]}`).join(",")}`
      : by
        ? `by ${by[1]}`
        : null;
  return keyText({ kind: notice.kind, amountCentavos: notice.amountCentavos, ref, reason: reason?.trim() });
}

/**
 * What the player must have been told, by the book: the identity decision that let them bet, the load, one notice per
 * paid bet of every settlement (a win or a refund) and one correction per payout a revert took back, with its reason;
 * per draw one win (all their hits) or one refund (a cancel, all their stakes), with its corrections likewise.
 */
function expectedKeys(ctx: RunContext, player: SimPlayer, draws: readonly SimDraw[]): string[] {
  const keys: Key[] = [{ kind: "identity", amountCentavos: null, ref: null }];
  const loader = ctx.agents[0]?.username ?? "gold";
  if (player.loadedCentavos > 0)
    keys.push({ kind: "load", amountCentavos: player.loadedCentavos, ref: `by ${loader}` });
  for (const fight of ctx.fights) {
    if (!fight.bets.some((b) => b.userId === player.userId)) continue;
    fight.declared.forEach((result, i) => {
      const reverted = i < fight.reverts;
      for (const bet of settleOwn(fight, ctx.event, result, ctx.chain).settlement.bets) {
        if (bet.userId !== player.userId || bet.payoutCentavos === 0) continue;
        const ref = `fight ${fight.number} bet #${bet.betId}`;
        keys.push({ kind: bet.outcome === "REFUNDED" ? "refund" : "win", amountCentavos: bet.payoutCentavos, ref });
        if (reverted)
          keys.push({ kind: "correction", amountCentavos: -bet.payoutCentavos, ref, reason: FIGHT_REVERT_REASON });
      }
    });
  }
  for (const draw of draws) {
    const tickets = draw.tickets.filter((t) => t.userId === player.userId);
    if (tickets.length === 0) continue;
    const ref = `draw ${draw.id} ${tickets.map((t) => `#${t.ticketId}`).join(",")}`;
    if (draw.state === "CANCELLED") {
      const stakes = tickets.reduce((sum, t) => sum + t.totalStakeCentavos, 0);
      keys.push({ kind: "refund", amountCentavos: stakes, ref });
      continue;
    }
    draw.results.forEach((result, i) => {
      const paid = settleDrawOwn(draw, result, ctx.chain).payouts.get(player.userId) ?? 0;
      if (paid === 0) return;
      keys.push({ kind: "win", amountCentavos: paid, ref });
      if (i < draw.reverts)
        keys.push({ kind: "correction", amountCentavos: -paid, ref, reason: staffReason("revert") });
    });
  }
  return keys.map(keyText);
}

/** Every notice of the player (GET /api/notices, as the bell's list reads them), page after page. */
async function playerNotices(ctx: RunContext, player: SimPlayer, found: string[]) {
  const items: Notice[] = [];
  let first: NoticesPage | null = null;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await ctx.api.limited<NoticesPage>("GET", `/notices?pageSize=${MAX_PAGE_SIZE}&page=${page}`, {
      token: player.token,
    });
    if (answer.status !== 200) throw new Error(`notices answered ${errorOf(answer)}`);
    first ??= answer.body;
    items.push(...answer.body.items);
    if (answer.body.items.length < MAX_PAGE_SIZE || items.length >= answer.body.total) {
      if (items.length !== answer.body.total)
        found.push(`${player.username}: notices list ${items.length}, their total says ${answer.body.total}`);
      return { items, unreadCount: first.unreadCount };
    }
  }
  found.push(`${player.username}: notices still paging after ${MAX_PAGES} pages`);
  return { items, unreadCount: first?.unreadCount ?? 0 };
}

function compareCounts(player: SimPlayer, wanted: readonly string[], listed: readonly string[], found: string[]) {
  const counts = new Map<string, number>();
  for (const key of wanted) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const key of listed) counts.set(key, (counts.get(key) ?? 0) - 1);
  for (const [key, missing] of counts) {
    if (missing > 0) found.push(`${player.username}: no notice "${key}"${missing > 1 ? ` (${missing} missing)` : ""}`);
    if (missing < 0) found.push(`${player.username}: ${-missing} notice(s) "${key}" the book never gave`);
  }
}

/** Unread before any is read: all of them (the bell's count stops past the cap); after Mark all read: none. */
async function checkReading(ctx: RunContext, player: SimPlayer, items: Notice[], unreadCount: number, found: string[]) {
  const all = Math.min(items.length, UNREAD_COUNT_CAP + 1);
  if (unreadCount !== all)
    found.push(`${player.username}: unread count ${unreadCount} before reading, expected ${all}`);
  if (items.some((n) => !n.unread)) found.push(`${player.username}: a notice shows read before any was read`);
  const marked = await ctx.api.limited<UnreadCount>("POST", "/notices/read", { token: player.token, body: {} });
  if (marked.status !== 200) throw new Error(`marking notices read answered ${errorOf(marked)}`);
  const after = await ctx.api.limited<NoticesPage>("GET", `/notices?pageSize=${MAX_PAGE_SIZE}`, {
    token: player.token,
  });
  if (after.status !== 200) throw new Error(`notices answered ${errorOf(after)}`);
  if (marked.body.unreadCount !== 0 || after.body.unreadCount !== 0 || after.body.items.some((n) => n.unread)) {
    found.push(
      `${player.username}: after Mark all read the unread count is ${marked.body.unreadCount} (list: ${after.body.unreadCount})`,
    );
  }
}

/** The money notices of players whose socket stayed signed in must have come live, each once, and nothing else. */
async function checkPushes(ctx: RunContext, listed: Map<SimPlayer, Notice[]>): Promise<{ pushed: number }> {
  const judge = () => {
    const found: string[] = [];
    let pushed = 0;
    for (const [player, items] of listed) {
      const heard = ctx.listeners.get(player.userId)?.notices;
      if (!heard || player.guard?.restriction) continue;
      const wanted = new Set(items.filter((n) => PUSHED_KINDS.includes(n.kind)).map((n) => n.id));
      pushed += heard.size;
      const missing = [...wanted].filter((id) => !heard.has(id));
      const extra = [...heard].filter((id) => !wanted.has(id));
      if (missing.length > 0) found.push(`${player.username}: notices ${missing.join(", ")} were never pushed`);
      if (extra.length > 0) found.push(`${player.username}: pushed notices ${extra.join(", ")} not in their list`);
    }
    return { found, pushed };
  };
  const deadline = Date.now() + PUSH_WAIT_MS;
  let judged = judge();
  while (judged.found.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    judged = judge();
  }
  // Under injected faults pushes may be lost (the bell re-reads on reconnect); the lists above stay exact.
  const into = ctx.options.retryForMs > 0 ? ctx.notes : ctx.differences;
  into.push(...judged.found.slice(0, SHOWN).map((f) => `notice pushes: ${f}`));
  if (judged.found.length > SHOWN) into.push(`notice pushes: … and ${judged.found.length - SHOWN} more`);
  return { pushed: judged.pushed };
}

/**
 * Every player's notices (the bell's list, as the player reads it) against the book: the same multiset of (kind,
 * amount, contest, reason), no duplicate and none for another player's money; the unread count, then Mark all read;
 * and the live pushes of the money notices.
 */
export async function verifyNotices(ctx: RunContext, draws: readonly SimDraw[]): Promise<NoticeCheck> {
  const found: string[] = [];
  const listed = new Map<SimPlayer, Notice[]>();
  await mapLimit(ctx.players, 16, async (player) => {
    const { items, unreadCount } = await playerNotices(ctx, player, found);
    listed.set(player, items);
    if (new Set(items.map((n) => n.id)).size !== items.length)
      found.push(`${player.username}: a notice is listed twice`);
    compareCounts(player, expectedKeys(ctx, player, draws), items.map(keyOf), found);
    await checkReading(ctx, player, items, unreadCount, found);
  });
  ctx.differences.push(...found.slice(0, SHOWN).map((f) => `notices: ${f}`));
  if (found.length > SHOWN) ctx.differences.push(`notices: … and ${found.length - SHOWN} more`);
  const { pushed } = await checkPushes(ctx, listed);
  const checked = [...listed.values()].reduce((sum, items) => sum + items.length, 0);
  ctx.log(`notices: ${checked} checked for ${listed.size} players, ${pushed} pushed live`);
  return { checked, players: listed.size, pushed };
}
