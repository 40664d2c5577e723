import type { AlertList, AlertRow, IntegrityThresholds, SignalKind } from "@sabong/shared/integrity";
import { sleep } from "./bet-answers.ts";
import { LATE_WINDOW_MS, RING_BETS, RING_SIZE } from "./collusion.ts";
import type { RunContext } from "./context.ts";

/**
 * The integrity watch as the simulation checks it: thresholds set for the run (and restored), the scan waited for,
 * then every pattern the ring planted must have raised its alert naming ring accounts, and no alert of those kinds
 * may name the crowd (a false positive is a difference: the crowd bets at random, early, and never withdraws).
 */
export const PLANTED_KINDS = ["late-money", "concentration", "cash-cycling", "other-agent", "structuring"] as const;

export type WatchReport = {
  /** Alerts of the planted kinds naming the ring, by kind. */
  raised: Record<string, number>;
  /** Alerts of the planted kinds naming the crowd's players. */
  falsePositives: number;
};

/** The scan runs every 2 s: alerts unchanged over this long (and every expected one in) means it is done. */
const STABLE_MS = 6_000;
const WAIT_LIMIT_MS = 90_000;
const POLL_MS = 1_000;

/**
 * The run's thresholds: the late-money window short enough for the sim's fights (the crowd's bets all fall before
 * it in a fixed fight), a late minimum above what the crowd's random late bets bring, and a concentration share the
 * ring's stakes pass against a crowd of 50. Everything else as it was. Answers the thresholds to restore.
 */
export async function setRunThresholds(ctx: RunContext): Promise<IntegrityThresholds> {
  const path = "/admin/integrity/thresholds";
  const before = await ctx.api.ok<IntegrityThresholds>("GET", path, { token: ctx.tokens.admin });
  const ringLate = RING_SIZE * RING_BETS * ctx.event.maxStakeCentavos;
  const run: IntegrityThresholds = {
    ...before,
    lateMoney: { windowMs: LATE_WINDOW_MS, swingBasisPoints: 3_000, minimumCentavos: Math.floor(ringLate / 2) },
    concentration: { shareBasisPoints: 3_000, minimumCentavos: Math.floor(ringLate / 4) },
  };
  await ctx.api.ok("PUT", path, { token: ctx.tokens.admin, body: run });
  return before;
}

export async function restoreThresholds(ctx: RunContext, before: IntegrityThresholds): Promise<void> {
  await ctx.api.ok("PUT", "/admin/integrity/thresholds", { token: ctx.tokens.admin, body: before });
}

async function alertsOf(ctx: RunContext, kind: SignalKind): Promise<AlertRow[]> {
  const list = await ctx.api.ok<AlertList>("GET", `/compliance/alerts?status=all&kind=${kind}`, {
    token: ctx.tokens.admin,
  });
  return list.alerts;
}

/** What the ring planted: one alert each, described for the difference when it is missing. */
type Expectation = { kind: SignalKind; what: string; matches: (alert: AlertRow) => boolean };

function expectations(ctx: RunContext): Expectation[] {
  const ring = new Set(ctx.ring.map((member) => member.userId));
  const namesRing = (alert: AlertRow) => alert.accountIds.some((id) => ring.has(id));
  const expected: Expectation[] = [];
  for (const fight of ctx.fights.filter((f) => ctx.fixedFights.has(f.number))) {
    const contest = `fight:${fight.id}`;
    for (const kind of ["late-money", "concentration"] as const) {
      expected.push({
        kind,
        what: `fight ${fight.number} (fixed)`,
        matches: (alert) => alert.contest === contest && namesRing(alert),
      });
    }
  }
  for (const member of ctx.ring) {
    for (const kind of ["cash-cycling", "other-agent"] as const) {
      expected.push({ kind, what: member.username, matches: (alert) => alert.accountIds.includes(member.userId) });
    }
  }
  const structured = ctx.ring[0];
  if (structured) {
    expected.push({
      kind: "structuring",
      what: structured.username,
      matches: (alert) => alert.accountIds.includes(structured.userId),
    });
  }
  return expected;
}

/**
 * Waits for the scan (alerts of the planted kinds unchanged for STABLE_MS and every expected one in, at most
 * WAIT_LIMIT_MS), then books a difference for each planted pattern without its alert and for each alert naming
 * the crowd.
 */
export async function checkWatch(ctx: RunContext): Promise<WatchReport> {
  const crowd = new Set(ctx.players.map((player) => player.userId));
  const ring = new Set(ctx.ring.map((member) => member.userId));
  const expected = expectations(ctx);
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let alerts: AlertRow[] = [];
  let signature = "";
  let stableSince = Date.now();
  for (;;) {
    alerts = (await Promise.all(PLANTED_KINDS.map((kind) => alertsOf(ctx, kind)))).flat();
    const now = alerts
      .map((alert) => alert.id)
      .sort((a, b) => a - b)
      .join(",");
    if (now !== signature) {
      signature = now;
      stableSince = Date.now();
    }
    const allIn = expected.every((e) => alerts.some((alert) => alert.kind === e.kind && e.matches(alert)));
    if ((allIn && Date.now() - stableSince >= STABLE_MS) || Date.now() >= deadline) break;
    await sleep(POLL_MS);
  }
  for (const e of expected) {
    if (!alerts.some((alert) => alert.kind === e.kind && e.matches(alert))) {
      ctx.differences.push(`integrity watch: no ${e.kind} alert for the ring's ${e.what}`);
    }
  }
  const raised: Record<string, number> = {};
  let falsePositives = 0;
  for (const alert of alerts) {
    if (alert.accountIds.some((id) => ring.has(id))) raised[alert.kind] = (raised[alert.kind] ?? 0) + 1;
    const named = alert.accountIds.filter((id) => crowd.has(id));
    if (named.length === 0) continue;
    falsePositives++;
    ctx.differences.push(
      `integrity watch: a ${alert.kind} alert (${alert.subject}) names ${named.length} of the crowd's players, ` +
        "who bet at random and never withdraw",
    );
  }
  return { raised, falsePositives };
}
