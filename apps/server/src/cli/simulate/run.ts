import type { EventConsole } from "@sabong/shared/betting";
import type { IntegrityThresholds } from "@sabong/shared/integrity";
import { Api, pressBody } from "./api.ts";
import { createRing, launder } from "./collusion.ts";
import { emptyProtectionStats, emptyStats, type ProtectionStats, type RunContext, type Stats } from "./context.ts";
import { type DrawStats, emptyDrawStats } from "./draw-bettor.ts";
import type { SimDraw } from "./draw-model.ts";
import { runDraws } from "./draws.ts";
import { verifyHistory } from "./history-verify.ts";
import { type AcceptedBet, chainOf, type SimFight } from "./model.ts";
import { type NoticeCheck, verifyNotices } from "./notices-verify.ts";
import { runFight } from "./operator.ts";
import type { SimulationOptions } from "./options.ts";
import { RESTRICT_BEFORE_FIGHT, restrictSome, setLimits } from "./protection.ts";
import { connectListeners, createEvent, setUp } from "./setup.ts";
import { closeAll } from "./sockets.ts";
import { type LedgerSummary, verifyAgents, verifyBets, verifyLedger, verifyPlayers, verifyPushes } from "./verify.ts";
import { checkWatch, restoreThresholds, setRunThresholds, type WatchReport } from "./watch.ts";

export type SimulationReport = {
  ok: boolean;
  differences: string[];
  notes: string[];
  stats: Stats;
  protection: ProtectionStats;
  drawStats: DrawStats;
  ledger: LedgerSummary[];
  /** Notices read through the player's API and compared with the book (notices-verify.ts). */
  notices: NoticeCheck;
  databaseKind: string;
  eventId: number;
  durationMs: number;
  bettingMs: number;
  /** Transient failures retried (only with retryForMs), by status. */
  transient: Record<string, number>;
  /** Every bet the run saw accepted (the fault harness looks each one up in the database). */
  acceptedBetIds: number[];
  /** The integrity watch's check (options.watch or collusion), with the ring's size (0 without --collusion). */
  watch: (WatchReport & { ringSize: number }) | null;
};

/** What the fault harness watches while the run goes on. */
export type SimulationHooks = {
  api?: (api: Api) => void;
  event?: (eventId: number) => void;
  /** Every bet acknowledged so far, with when (the restore drill compares them with a restored database). */
  acknowledgedBets?: (read: () => AcceptedBet[]) => void;
  /** Asked after the last of `options.fights`: true runs one more fight (the harness keeps players betting). */
  moreFights?: () => boolean;
};

/** However long `moreFights` asks, a run ends after this many times `options.fights`. */
const MAX_EXTRA_FIGHTS_FACTOR = 60;

function describeFight(fight: SimFight): string {
  const results = fight.declared.join(" → reverted → ");
  return `fight ${fight.number}: ${fight.bets.length} bets accepted, ${results}`;
}

type StartedRun = { ctx: RunContext; firstFightId: number; databaseKind: string };

/** Players, agents, the ring (with --collusion), the event and its listeners: everything the fights need. */
async function startRun(
  api: Api,
  options: SimulationOptions,
  log: (line: string) => void,
  hooks: SimulationHooks,
): Promise<StartedRun> {
  const differences: string[] = [];
  log(`setting up ${options.players} players on ${options.url} (seed ${options.seed})`);
  const setup = await setUp(api, options, differences);
  const ring = options.collusion ? await createRing({ api, options }, setup) : [];
  if (ring.length > 0) log(`a ring of ${ring.length} on one device: ${ring.map((m) => m.username).join(", ")}`);
  const topRate = Math.max(0, ...setup.agents.filter((a) => !a.isLoader).map((a) => a.rateBp));
  const { event, firstFightId } = await createEvent(api, options, setup.tokens.operator, setup.prefix, topRate);
  log(
    `event ${event.id}: plasada ${event.plasadaBp} bp, draw pays ×${event.drawOddsMultiplier}, stakes ` +
      `${event.minStakeCentavos}..${event.maxStakeCentavos} centavos; chain ${setup.agents.map((a) => `${a.username} ${a.rateBp} bp`).join(", ")}`,
  );
  hooks.event?.(event.id);
  hooks.acknowledgedBets?.(() => [...setup.players, ...ring].flatMap((p) => p.bets));
  const listeners = await connectListeners(options.url, setup.players, setup.tokens.operator, event.id);
  const ctx: RunContext = {
    options,
    api,
    log,
    differences,
    notes: [],
    stats: emptyStats(),
    protection: emptyProtectionStats(),
    tokens: setup.tokens,
    agents: setup.agents,
    chain: chainOf(setup.agents),
    players: setup.players,
    ring,
    fixedFights: new Map(),
    agentPointsMoved: new Map(),
    playersById: new Map([...setup.players, ...ring].map((p) => [p.userId, p])),
    commissionDue: new Map(),
    event,
    fights: [],
    listeners: listeners.players,
    operatorListener: listeners.operator,
    expectedPushes: { results: 0, reverts: 0, warnings: 0 },
    prefix: setup.prefix,
  };
  return { ctx, firstFightId, databaseKind: setup.databaseKind };
}

/** Every fight of the event (and more while `hooks.moreFights` asks), then the event ended; answers the betting time. */
async function runFights(ctx: RunContext, firstFightId: number, hooks: SimulationHooks): Promise<number> {
  const { options, api, event, differences } = ctx;
  const bettingStarted = Date.now();
  let fightId = firstFightId;
  const wantsFight = (number: number) =>
    number <= options.fights || (number <= options.fights * MAX_EXTRA_FIGHTS_FACTOR && (hooks.moreFights?.() ?? false));
  for (let number = 1; wantsFight(number); number++) {
    if (number > 1) {
      const next = await api.ok<EventConsole>("POST", `/bet-ops/events/${event.id}/next`, {
        token: ctx.tokens.operator,
        body: pressBody(),
      });
      if (next.fight.number !== number) differences.push(`next fight is number ${next.fight.number}, not ${number}`);
      fightId = next.fight.id;
    }
    if (number === RESTRICT_BEFORE_FIGHT) await restrictSome(ctx);
    const fight: SimFight = { id: fightId, number, bets: [], declared: [], current: null, reverts: 0 };
    ctx.fights.push(fight);
    await runFight(ctx, fight);
    ctx.log(`${describeFight(fight)} (${differences.length} differences so far)`);
  }
  const bettingMs = Date.now() - bettingStarted;
  await api.ok("PUT", `/bet-ops/events/${event.id}`, { token: ctx.tokens.operator, body: { status: "ENDED" } });
  return bettingMs;
}

type Verified = Pick<SimulationReport, "notices" | "ledger" | "watch">;

/** Everything checked against the book once the fights and draws are over (the ring launders first). */
async function verifyRun(ctx: RunContext, draws: readonly SimDraw[], watching: boolean): Promise<Verified> {
  ctx.log("checking pushes, balances, bet histories, notices, the agents' commission and the ledger");
  await verifyPushes(ctx);
  if (ctx.ring.length > 0) await launder(ctx);
  await verifyPlayers(ctx);
  await verifyBets(ctx);
  await verifyHistory(ctx, draws);
  const notices = await verifyNotices(ctx, draws);
  await verifyAgents(ctx);
  const ledger = await verifyLedger(ctx);
  let watch: SimulationReport["watch"] = null;
  if (watching) {
    ctx.log("waiting for the integrity watch's scan");
    watch = { ...(await checkWatch(ctx)), ringSize: ctx.ring.length };
  }
  return { notices, ledger, watch };
}

/**
 * One simulation against a running server: set up, run every fight, then check everything against the book.
 * Differences are collected, not thrown; a request the run needed and did not get throws (FatalApiError).
 */
export async function runSimulation(
  options: SimulationOptions,
  log: (line: string) => void = () => {},
  hooks: SimulationHooks = {},
): Promise<SimulationReport> {
  const started = Date.now();
  const api = new Api(options.url, options.maxInFlight, options.retryForMs);
  hooks.api?.(api);
  const { ctx, firstFightId, databaseKind } = await startRun(api, options, log, hooks);
  const { differences, ring } = ctx;
  const watching = options.watch === true || ring.length > 0;
  let thresholdsBefore: IntegrityThresholds | null = null;
  try {
    if (watching) thresholdsBefore = await setRunThresholds(ctx);
    await setLimits(ctx);
    const bettingMs = await runFights(ctx, firstFightId, hooks);
    const drawStats = emptyDrawStats();
    const draws = (options.draws ?? 0) > 0 ? await runDraws(ctx, drawStats) : [];
    const { notices, ledger, watch } = await verifyRun(ctx, draws, watching);
    return {
      ok: differences.length === 0,
      differences,
      notes: ctx.notes,
      stats: ctx.stats,
      protection: ctx.protection,
      drawStats,
      ledger,
      notices,
      databaseKind,
      eventId: ctx.event.id,
      durationMs: Date.now() - started,
      bettingMs,
      transient: { ...api.transient },
      acceptedBetIds: [...ctx.players, ...ring].flatMap((p) => p.bets.map((b) => b.betId)),
      watch,
    };
  } finally {
    if (thresholdsBefore) await restoreThresholds(ctx, thresholdsBefore);
    closeAll([ctx.operatorListener, ...ctx.listeners.values()]);
  }
}
