import type { Bet, SettledBet } from "@sabong/shared/betting";
import { BET_PAGE_SIZE_MAX } from "@sabong/shared/contracts";
import { errorOf } from "./api.ts";
import type { RunContext } from "./context.ts";
import { mapLimit } from "./limit.ts";
import { sideTotals } from "./model.ts";
import type { Listener } from "./sockets.ts";
import { findUser, listUsers } from "./users.ts";

/** Differences of one kind are summarised past this many, so a systematic bug does not drown the report. */
const SHOWN_PER_CHECK = 10;
const PUSH_WAIT_MS = 15_000;

function report(ctx: RunContext, check: string, found: string[]): void {
  ctx.differences.push(...found.slice(0, SHOWN_PER_CHECK));
  if (found.length > SHOWN_PER_CHECK) ctx.differences.push(`${check}: … and ${found.length - SHOWN_PER_CHECK} more`);
}

function listenerDifferences(ctx: RunContext): string[] {
  const found: string[] = [];
  const { results, reverts } = ctx.expectedPushes;
  for (const player of ctx.players) {
    // A restricted player was signed out everywhere, their socket with them (protection.ts checks that part).
    if (player.guard?.restriction) continue;
    const listener = ctx.listeners.get(player.userId) as Listener;
    const name = `${player.username} socket`;
    if (listener.results !== results) found.push(`${name}: ${listener.results} result pushes, expected ${results}`);
    if (listener.reverted !== reverts) found.push(`${name}: ${listener.reverted} revert pushes, expected ${reverts}`);
    // Players who never bet had no push since they connected (their load came before).
    const moved = player.bets.length > 0;
    if (moved && listener.lastBalanceCentavos !== player.balanceCentavos) {
      found.push(`${name}: last balance push ${listener.lastBalanceCentavos}, the book says ${player.balanceCentavos}`);
    }
    for (const fight of ctx.fights) {
      if (fight.bets.length === 0) continue;
      const expected = sideTotals(fight.bets);
      const got = listener.lastTotals.get(fight.id);
      if (got?.totalCentavos !== expected.totalCentavos || got.betCount !== expected.betCount) {
        found.push(
          `${name}: last totals of fight ${fight.number} ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`,
        );
      }
    }
    if (listener.errors.length > 0) found.push(`${name}: ${listener.errors.join("; ")}`);
  }
  const operator = ctx.operatorListener;
  if (operator.warnings !== ctx.expectedPushes.warnings) {
    found.push(`operator socket: ${operator.warnings} low-payout warnings, expected ${ctx.expectedPushes.warnings}`);
  }
  return found;
}

/** What every socket heard: each result and revert, the last totals of each fight, the last balance. */
export async function verifyPushes(ctx: RunContext): Promise<void> {
  // Pushes trail the answers (totals are throttled to 4 a second): wait until they settle, then judge.
  const deadline = Date.now() + PUSH_WAIT_MS;
  let found = listenerDifferences(ctx);
  while (found.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    found = listenerDifferences(ctx);
  }
  // Under injected faults a socket on a killed process, or pushes between processes while Redis is away, are
  // expected to miss pushes (the web app re-reads on reconnect); the money checks below stay exact.
  if (ctx.options.retryForMs > 0) {
    ctx.notes.push(...found.slice(0, SHOWN_PER_CHECK).map((f) => `pushes (fault injected): ${f}`));
    if (found.length > SHOWN_PER_CHECK) ctx.notes.push(`pushes: … and ${found.length - SHOWN_PER_CHECK} more`);
  } else report(ctx, "pushes", found);
}

/** Every player's points against the book; players earn no commission. */
export async function verifyPlayers(ctx: RunContext): Promise<void> {
  const users = new Map((await listUsers(ctx.api, ctx.tokens.admin, ctx.prefix)).map((u) => [u.username, u]));
  const found: string[] = [];
  for (const player of [...ctx.players, ...ctx.ring]) {
    const user = users.get(player.username);
    if (!user) {
      found.push(`${player.username}: missing from the user list`);
      continue;
    }
    if (user.balances.pointsCentavos !== player.balanceCentavos) {
      found.push(
        `${player.username}: points ${user.balances.pointsCentavos}, the rules say ${player.balanceCentavos} ` +
          `(loaded ${player.loadedCentavos}, ${player.bets.length} bets)`,
      );
    }
    if (user.balances.commissionCentavos !== 0) {
      found.push(`${player.username}: commission ${user.balances.commissionCentavos}, expected 0`);
    }
  }
  report(ctx, "player balances", found);
}

type BetHistoryPage = { items: Bet[]; total: number };

async function history(ctx: RunContext, token: string): Promise<Bet[]> {
  const bets: Bet[] = [];
  for (let page = 1; ; page++) {
    const answer = await ctx.api.limited<BetHistoryPage>(
      "GET",
      `/bets2/bets?pageSize=${BET_PAGE_SIZE_MAX}&page=${page}`,
      { token },
    );
    if (answer.status !== 200) throw new Error(`bet history answered ${errorOf(answer)}`);
    bets.push(...answer.body.items);
    if (answer.body.items.length < BET_PAGE_SIZE_MAX || bets.length >= answer.body.total) return bets;
  }
}

/** Each player's bet history: exactly the accepted bets, each with the outcome and payout the rules give it. */
export async function verifyBets(ctx: RunContext): Promise<void> {
  const settled = new Map<number, SettledBet>();
  for (const fight of ctx.fights) for (const bet of fight.current?.settlement.bets ?? []) settled.set(bet.betId, bet);
  const found: string[] = [];
  await mapLimit([...ctx.players, ...ctx.ring], 16, async (player) => {
    const served = new Map((await history(ctx, player.token)).map((b) => [b.id, b]));
    for (const bet of player.bets) {
      const got = served.get(bet.betId);
      served.delete(bet.betId);
      const own = settled.get(bet.betId);
      const expected = {
        fightId: bet.fightId,
        side: bet.side,
        stakeCentavos: bet.stakeCentavos,
        status: own?.outcome ?? "PENDING",
        payoutCentavos: own?.payoutCentavos ?? null,
      };
      const actual = got && {
        fightId: got.fightId,
        side: got.side,
        stakeCentavos: got.stakeCentavos,
        status: got.status,
        payoutCentavos: got.payoutCentavos,
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        found.push(
          `${player.username} bet ${bet.betId}: ${JSON.stringify(actual)}, the rules say ${JSON.stringify(expected)}`,
        );
      }
    }
    for (const extra of served.values()) found.push(`${player.username}: bet ${extra.id} was never accepted`);
  });
  report(ctx, "bet history", found);
}

/** The chain's commission grew by exactly what the rules owe it; their points moved only by the ring's withdrawals. */
export async function verifyAgents(ctx: RunContext): Promise<void> {
  const found: string[] = [];
  for (const agent of ctx.agents) {
    const user = await findUser(ctx.api, ctx.tokens.admin, agent.username);
    const earned = user.balances.commissionCentavos - agent.commissionBeforeCentavos;
    const due = ctx.commissionDue.get(agent.userId) ?? 0;
    if (earned !== due) found.push(`${agent.username}: commission grew by ${earned}, the rules say ${due}`);
    const moved = user.balances.pointsCentavos - agent.pointsBeforeCentavos;
    const expected = ctx.agentPointsMoved.get(agent.userId) ?? 0;
    if (moved !== expected) found.push(`${agent.username}: points moved by ${moved}, expected ${expected}`);
  }
  report(ctx, "agents", found);
}

export type LedgerSummary = { via: string; ok: boolean; transfers: number; violations: string[] };

type LedgerReport = { ok: boolean; violations: string[]; transfers: number };

/** The ledger check: through the admin API, and directly on PostgreSQL when its URL is given. */
export async function verifyLedger(ctx: RunContext): Promise<LedgerSummary[]> {
  const summaries: LedgerSummary[] = [];
  const answer = await ctx.api.call<LedgerReport>("GET", "/admin/ledger/check", { token: ctx.tokens.admin });
  if (answer.status === 200) {
    summaries.push({ via: "GET /api/admin/ledger/check", ...answer.body });
  } else {
    ctx.differences.push(`ledger check: GET /api/admin/ledger/check answered ${answer.status} ${errorOf(answer)}`);
  }
  if (ctx.options.databaseUrl) {
    // Loaded only when asked: the API-only run needs no database driver.
    const { openDatabase } = await import("../../db/client.ts");
    const { checkLedger } = await import("../../modules/ledger/service.ts");
    const database = await openDatabase({ databaseUrl: ctx.options.databaseUrl, poolSize: 2 });
    try {
      summaries.push({ via: "checkLedger on --database-url", ...(await checkLedger(database.db)) });
    } finally {
      await database.close();
    }
  }
  for (const summary of summaries) {
    for (const violation of summary.violations) ctx.differences.push(`ledger (${summary.via}): ${violation}`);
    if (!summary.ok && summary.violations.length === 0) ctx.differences.push(`ledger (${summary.via}): not ok`);
  }
  return summaries;
}
