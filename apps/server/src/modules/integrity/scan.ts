import {
  type ContestStake,
  cashCyclingSignal,
  concentrationSignal,
  type IntegrityThresholds,
  largeDailyTotalSignals,
  largeTransactionSignals,
  lateMoneySignal,
  otherAgentSignal,
  resultTimingSignal,
  staffCircleSignal,
  structuringSignal,
} from "@sabong/shared/integrity";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { intOf, resultRows, rowsOf, textOf } from "../../db/sql.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { auditActors } from "../audit/service.ts";
import { type AlertDraft, raiseAlerts } from "./alerts.ts";
import {
  accountLinks,
  declaredFightsToScan,
  drawLines,
  drawsToScan,
  fightStakes,
  fightsToScan,
  markScanned,
  NO_TRANSFER,
  playerMoney,
  playersWithNewMoney,
  staffCircle,
} from "./readers.ts";
import { readThresholds } from "./thresholds.ts";

/** One scan lock for every process: the watch runs in one of them at a time. */
const SCAN_LOCK = 7263540016;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ScanSummary = { fights: number; draws: number; players: number; raised: number };

/**
 * One pass of the watch, off the hot path: the fights closed and draws settled since the last pass, and the players
 * whose money moved. Each contest is marked scanned in the transaction that raises its alerts. Bounded per pass.
 */
export async function scanOnce(db: Db, nowMs: number = Date.now()): Promise<ScanSummary> {
  const summary: ScanSummary = { fights: 0, draws: 0, players: 0, raised: 0 };
  const thresholds = await readThresholds(db);
  for (const fight of await fightsToScan(db)) {
    summary.raised += await scanContest(db, `fight:${fight.fightId}`, async () => fightDrafts(db, fight, thresholds));
    summary.fights += 1;
  }
  for (const { fightId } of await declaredFightsToScan(db)) {
    const contest = `fight:${fightId}`;
    summary.raised += await scanContest(db, `${contest}:staff`, async () =>
      staffCircleDrafts(db, contest, await fightStakes(db, fightId), thresholds),
    );
  }
  for (const draw of await drawsToScan(db)) {
    summary.raised += await scanContest(db, `draw:${draw.drawId}`, async () => drawDrafts(db, draw, thresholds));
    summary.draws += 1;
  }
  const money = await scanMoney(db, thresholds, nowMs);
  summary.players = money.players;
  summary.raised += money.raised;
  return summary;
}

async function scanContest(db: Db, contest: string, drafts: () => Promise<AlertDraft[]>): Promise<number> {
  const found = await drafts();
  return transact(db, async (tx) => {
    if (!(await markScanned(tx, contest))) return 0;
    const raised = await raiseAlerts(tx, found);
    // A staff-circle alert is not pushed: the staff member it names is on that console.
    const warned = found.filter((draft) => draft.contest?.startsWith("fight:") && draft.signal.kind !== "staff-circle");
    const contestWarned = warned[0]?.contest;
    if (raised.length > 0 && contestWarned) await warnOperators(tx, contestWarned, warned, raised);
    return raised.length;
  });
}

type Tx = Parameters<Parameters<typeof transact>[1]>[0];

/** An alert on a fight reaches the operator's console at once, through the one publisher. */
async function warnOperators(
  tx: Tx,
  contest: string,
  drafts: readonly AlertDraft[],
  alertIds: readonly number[],
): Promise<void> {
  const fightId = Number(contest.slice("fight:".length));
  const [fight] = rowsOf(
    z.object({ event_id: z.number() }),
    await tx.execute(sql`select event_id from fights_view where id = ${fightId}`),
  );
  if (!fight) return;
  const kinds = [...new Set(drafts.map((draft) => draft.signal.kind.replace("-", " ")))].join(" and ");
  recordEvent(tx, {
    type: "integrity.alert",
    eventId: fight.event_id,
    fightId,
    message: `Integrity alert on this fight: ${kinds}. Compliance has it in the alerts queue.`,
    alertIds,
  });
}

async function fightDrafts(
  db: Db,
  fight: { fightId: number; closedAtMs: number },
  thresholds: IntegrityThresholds,
): Promise<AlertDraft[]> {
  const contest = `fight:${fight.fightId}`;
  const stakes = await fightStakes(db, fight.fightId);
  const drafts: AlertDraft[] = [];
  const late = lateMoneySignal(stakes, fight.closedAtMs, thresholds.lateMoney);
  if (late) {
    const ids = new Set(late.evidence.lateBetIds);
    const accounts = stakes.filter((stake) => ids.has(stake.betId)).map((stake) => stake.accountId);
    drafts.push({ signal: late, subject: `${contest}:${late.evidence.side}`, accountIds: accounts, contest });
  }
  return [...drafts, ...(await ringDrafts(db, contest, stakes, thresholds))];
}

/** One-sided concentration on a fight's sides or a draw's combinations: the same rule over the contest's stakes. */
async function ringDrafts(
  db: Db,
  contest: string,
  stakes: readonly ContestStake[],
  thresholds: IntegrityThresholds,
): Promise<AlertDraft[]> {
  const links = await accountLinks(db, [...new Set(stakes.map((stake) => stake.accountId))]);
  const ring = concentrationSignal(stakes, links, thresholds.concentration);
  if (!ring) return [];
  return [{ signal: ring, subject: `${contest}:${ring.evidence.side}`, accountIds: ring.evidence.accountIds, contest }];
}

async function drawDrafts(
  db: Db,
  draw: { drawId: number; drawAtMs: number; result: string },
  thresholds: IntegrityThresholds,
): Promise<AlertDraft[]> {
  const contest = `draw:${draw.drawId}`;
  const lines = await drawLines(db, draw.drawId, draw.result);
  const drafts: AlertDraft[] = [];
  const timing = resultTimingSignal(lines, draw.drawAtMs, thresholds.resultTiming);
  if (timing) {
    const ids = new Set(timing.evidence.betIds);
    const accounts = lines.filter((line) => ids.has(line.betId)).map((line) => line.accountId);
    drafts.push({ signal: timing, subject: contest, accountIds: accounts, contest });
  }
  return [
    ...drafts,
    ...(await ringDrafts(db, contest, lines, thresholds)),
    ...(await staffCircleDrafts(db, contest, lines, thresholds)),
  ];
}

/**
 * Staff and their circle: for each person who acted on the contest (audited: opened, closed, declared, entered or
 * confirmed a result), the stakes their circle placed on it. One alert per contest and staff member.
 */
async function staffCircleDrafts(
  db: Db,
  contest: string,
  stakes: readonly ContestStake[],
  thresholds: IntegrityThresholds,
): Promise<AlertDraft[]> {
  if (stakes.length === 0) return [];
  const [entityType = "", entityId = ""] = contest.split(":");
  const bets = stakes.map((stake) => ({ ...stake, contestId: contest }));
  const drafts: AlertDraft[] = [];
  for (const staffId of await auditActors(db, entityType, entityId)) {
    const circle = await staffCircle(db, staffId);
    const signal = staffCircleSignal(staffId, circle, new Set([contest]), bets, thresholds.staffCircle);
    if (signal) {
      drafts.push({ signal, subject: `${contest}:staff-${staffId}`, accountIds: signal.evidence.accountIds, contest });
    }
  }
  return drafts;
}

async function scanMoney(
  db: Db,
  thresholds: IntegrityThresholds,
  nowMs: number,
): Promise<{ players: number; raised: number }> {
  return transact(db, async (tx) => {
    const [locked] = rowsOf(
      z.object({ locked: z.boolean() }),
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SCAN_LOCK}) as locked`),
    );
    if (!locked?.locked) return { players: 0, raised: 0 };
    await tx.execute(sql`insert into integrity_state (id) values (1) on conflict do nothing`);
    const [state] = resultRows<Record<string, unknown>>(
      await tx.execute(
        sql`select scanned_xid::text as xid, scanned_transfer_id as id from integrity_state where id = 1 for update`,
      ),
    );
    const after = state
      ? { xid: textOf(state.xid, "scanned_xid"), id: intOf(state.id, "scanned_transfer_id") }
      : NO_TRANSFER;
    const { playerIds, last } = await playersWithNewMoney(tx, after);
    const windowMs = Math.max(thresholds.cashCycling.windowMs, thresholds.structuring.windowMs, DAY_MS);
    let raised = 0;
    for (const playerId of playerIds) {
      const money = await playerMoney(tx, playerId, nowMs - windowMs - DAY_MS);
      raised += (await raiseAlerts(tx, moneyDrafts(money, thresholds))).length;
    }
    await tx.execute(
      sql`update integrity_state set scanned_xid = ${last.xid}::xid8, scanned_transfer_id = ${last.id} where id = 1`,
    );
    return { players: playerIds.length, raised };
  });
}

function moneyDrafts(money: Awaited<ReturnType<typeof playerMoney>>, thresholds: IntegrityThresholds): AlertDraft[] {
  const player = money.playerId;
  const accountIds = [player];
  const drafts: AlertDraft[] = [];
  for (const signal of largeTransactionSignals(money.large, thresholds.largeTransaction)) {
    drafts.push({ signal, subject: `transfer:${signal.evidence.transferId}`, accountIds });
  }
  for (const signal of largeDailyTotalSignals(money.large, thresholds.largeTransaction)) {
    drafts.push({ signal, subject: `player:${player}:${signal.evidence.day}`, accountIds });
  }
  const structuring = structuringSignal(money.movements, thresholds.structuring);
  if (structuring) {
    drafts.push({
      signal: structuring,
      subject: `player:${player}:load:${structuring.evidence.loadIds[0]}`,
      accountIds,
    });
  }
  const cycling = cashCyclingSignal(money.movements, thresholds.cashCycling);
  if (cycling) drafts.push({ signal: cycling, subject: `withdrawal:${cycling.evidence.withdrawalId}`, accountIds });
  if (money.uplineId !== null) {
    const other = otherAgentSignal(money.uplineId, money.movements, thresholds.otherAgent);
    if (other) {
      const last = other.evidence.withdrawalIds.at(-1) ?? `agents:${other.evidence.loadingAgentIds.join(",")}`;
      drafts.push({ signal: other, subject: `player:${player}:other-agent:${last}`, accountIds });
    }
  }
  return drafts;
}
