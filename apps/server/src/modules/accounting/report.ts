import {
  type AccountingCriteria,
  type AccountingPoint,
  type AccountingReport,
  type AccountingRow,
  type CategorySum,
  figuresFromSums,
  reportDayLabel,
} from "@sabong/shared/accounting";
import { GAME_IDS } from "@sabong/shared/games";
import { addCalendarDays } from "@sabong/shared/time";
import { userRoleLabel } from "@sabong/shared/users";
import { inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, rowsOf } from "../../db/sql.ts";
import { notFound } from "../../errors.ts";
import { findUserRow } from "../users/service.ts";
import { users } from "../users/table.ts";
import { branchesSql } from "./classify.ts";
import { type ContestKey, contestLabels, gameLabel, isGameId } from "./labels.ts";
import { figureSource, openContestSource, type SourceKind } from "./sources.ts";
import { readAtWatermark } from "./watermark.ts";

/**
 * The admin's accounting report (GET /api/admin/accounting): figures of a range grouped by day, contest, game or
 * agent, with totals and the charts' series by day and by game, all from ONE statement over the rollups and the
 * tail (sources.ts), so rows, totals and series always add up to each other and to the ledger.
 */

type SumRow = { grp: "row" | "day" | "game"; key: string; game: string; category: string; role: string } & CategorySum;

function rowKey(groupBy: AccountingCriteria["groupBy"]): SQL {
  switch (groupBy) {
    case "day":
      return sql`src.day::text`;
    case "game":
      return sql`src.game`;
    case "contest":
      return sql`src.contest_kind || ':' || src.contest_id::text`;
    case "agent":
      return sql`coalesce('agent:' || br.branch::text, 'agent:none')`;
  }
}

function sourceKind(criteria: AccountingCriteria): SourceKind {
  if (criteria.agentId !== undefined) return criteria.groupBy === "contest" ? "transfers" : "users";
  return criteria.groupBy === "agent" ? "users" : "contests";
}

/** Category sums of the report: per row key, per day and per game (one statement, at one watermark). */
async function reportSums(db: DbOrTx, criteria: AccountingCriteria): Promise<SumRow[]> {
  const rootId = criteria.agentId ?? null;
  // By agent: each user's sums first, then their branch (a join of thousands of rows rather than of every user-day).
  const rowSource =
    criteria.groupBy === "agent"
      ? sql`(select user_id, category, role, sum(amount) as amount, sum(n) as n from src group by 1, 2, 3) as src
          left join (${branchesSql(rootId)}) as br on br.id = src.user_id`
      : sql`src`;
  const rowGame = criteria.groupBy === "contest" || criteria.groupBy === "game" ? sql`src.game` : sql`''`;
  const rows = rowsOf(
    z.object({
      grp: z.enum(["row", "day", "game"]),
      key: z.string(),
      game: z.string(),
      category: z.string(),
      role: z.string(),
      centavos: pgNumber,
      n: pgNumber,
    }),
    await readAtWatermark(db, (tx, watermark) =>
      tx.execute(sql`
      with src as materialized (
        ${figureSource(sourceKind(criteria), criteria, rootId, watermark)}
        union all ${openContestSource(criteria, rootId)})
      select 'row' as grp, ${rowKey(criteria.groupBy)} as key, ${rowGame} as game, src.category, src.role,
        sum(src.amount) as centavos, sum(src.n) as n
      from ${rowSource} group by 2, 3, 4, 5
      union all
      select 'day', src.day::text, '', src.category, '', sum(src.amount), sum(src.n) from src group by 2, 4
      union all
      select 'game', src.game, src.game, src.category, '', sum(src.amount), sum(src.n) from src group by 2, 4`),
    ),
  );
  return rows.map((r) => ({ ...r, centavos: Number(r.centavos), count: Number(r.n) }));
}

function groupSums(rows: readonly SumRow[], grp: SumRow["grp"]): Map<string, { game: string; sums: SumRow[] }> {
  const groups = new Map<string, { game: string; sums: SumRow[] }>();
  for (const row of rows) {
    if (row.grp !== grp) continue;
    const group = groups.get(row.key) ?? { game: row.game, sums: [] };
    group.sums.push(row);
    groups.set(row.key, group);
  }
  return groups;
}

const point = (key: string, label: string, sums: readonly CategorySum[]): AccountingPoint => {
  const figures = figuresFromSums(sums);
  return { key, label, turnoverCentavos: figures.turnoverCentavos, houseResultCentavos: figures.houseResultCentavos };
};

/** Every day of the range, oldest first, zeros included. */
export function daySeries(from: string, to: string, byDay: ReadonlyMap<string, readonly CategorySum[]>) {
  const points: AccountingPoint[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
    points.push(point(day, reportDayLabel(day), byDay.get(day) ?? []));
  }
  return points;
}

type Branch = { id: number; username: string; type: string; agent_type: string | null };

async function agentLabels(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Branch>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, type: users.type, agent_type: users.agentType })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Row label, game and drill-down of each group. */
async function describeRows(
  db: DbOrTx,
  criteria: AccountingCriteria,
  groups: Map<string, { game: string; sums: SumRow[] }>,
): Promise<AccountingRow[]> {
  const keys = [...groups.keys()];
  const contests: ContestKey[] = keys.flatMap((key) => {
    const [kind, id] = key.split(":");
    return (kind === "fight" || kind === "draw") && criteria.groupBy === "contest" ? [{ kind, id: Number(id) }] : [];
  });
  const contestNames = await contestLabels(db, contests);
  const agentIds =
    criteria.groupBy === "agent" ? keys.filter((k) => k !== "agent:none").map((k) => Number(k.slice(6))) : [];
  const agents = await agentLabels(db, agentIds);
  const fixedGame = criteria.game === "all" ? null : criteria.game;
  type Described = { label: string; agentId: number | null; order: string };
  const describe = (key: string): Described => {
    if (criteria.groupBy === "day") return { label: reportDayLabel(key), agentId: null, order: key };
    if (criteria.groupBy === "game") {
      return { label: gameLabel(key), agentId: null, order: String(GAME_IDS.indexOf(key as never)).padStart(3, "0") };
    }
    if (criteria.groupBy === "contest") {
      const [kind, id] = key.split(":");
      const label = contestNames.get(key) ?? (kind === "" ? "No contest" : key);
      return { label, agentId: null, order: `${kind}:${id?.padStart(12, "0")}` };
    }
    const agent = key === "agent:none" ? undefined : agents.get(Number(key.slice(6)));
    if (!agent) return { label: "House (no player or agent)", agentId: null, order: "1" };
    const label = `${agent.username} · ${userRoleLabel(agent.type, agent.agent_type)}`;
    // The root's own row has nothing further down to open.
    return { label, agentId: agent.id === criteria.agentId ? null : agent.id, order: `0${agent.username}` };
  };
  const rows = keys.map((key) => {
    const group = groups.get(key) as { game: string; sums: SumRow[] };
    const game = isGameId(group.game) ? group.game : fixedGame;
    return { ...figuresFromSums(group.sums), key, game, ...describe(key) };
  });
  return rows.sort((a, b) => a.order.localeCompare(b.order)).map(({ order: _order, ...row }) => row);
}

/** The report; `agentId` (the subtree's root, included) must exist, else 404 "User not found". */
export async function accountingReport(db: DbOrTx, criteria: AccountingCriteria): Promise<AccountingReport> {
  let agentUsername: string | null = null;
  if (criteria.agentId !== undefined) {
    const agent = await findUserRow(db, criteria.agentId);
    if (!agent) throw notFound("User not found");
    agentUsername = agent.username;
  }
  const sums = await reportSums(db, criteria);
  const rowGroups = groupSums(sums, "row");
  const rows = await describeRows(db, criteria, rowGroups);
  const byDayGroups = groupSums(sums, "day");
  const byGameGroups = groupSums(sums, "game");
  return {
    criteria: {
      from: criteria.from,
      to: criteria.to,
      game: criteria.game,
      agentId: criteria.agentId ?? null,
      agentUsername,
      groupBy: criteria.groupBy,
    },
    rows,
    totals: figuresFromSums(sums.filter((s) => s.grp === "row")),
    byDay: daySeries(criteria.from, criteria.to, new Map([...byDayGroups].map(([k, g]) => [k, g.sums]))),
    byGame: GAME_IDS.filter((g) => byGameGroups.has(g)).map((g) =>
      point(g, gameLabel(g), byGameGroups.get(g)?.sums ?? []),
    ),
    generatedAt: new Date().toISOString(),
  };
}
