import type { AgentSummary, AgentSummaryQuery } from "@sabong/shared/accounting";
import { GAME_IDS, type GameId } from "@sabong/shared/games";
import { userRoleLabel } from "@sabong/shared/users";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { branchesOf, type UserGameFigures, userGameFigures } from "../accounting/service.ts";
import { chainDown } from "../users/service.ts";
import { usersView } from "../users/table.ts";

type GameFigures = { game: GameId; turnoverCentavos: number; commissionCentavos: number };
type Sums = { turnoverCentavos: number; commissionCentavos: number; byGame: Map<GameId, GameFigures> };

const emptySums = (): Sums => ({ turnoverCentavos: 0, commissionCentavos: 0, byGame: new Map() });

function add(sums: Sums, game: GameId, turnoverCentavos: number, commissionCentavos: number): void {
  sums.turnoverCentavos += turnoverCentavos;
  sums.commissionCentavos += commissionCentavos;
  const figures = sums.byGame.get(game) ?? { game, turnoverCentavos: 0, commissionCentavos: 0 };
  figures.turnoverCentavos += turnoverCentavos;
  figures.commissionCentavos += commissionCentavos;
  sums.byGame.set(game, figures);
}

/** The same games, in registry order, for every row (zeros included) so per-game columns line up. */
function byGameOf(sums: Sums, games: readonly GameId[]): GameFigures[] {
  return games.map((game) => sums.byGame.get(game) ?? { game, turnoverCentavos: 0, commissionCentavos: 0 });
}

/** A row's (or the root's, or the totals') figures, per game in the columns shown. */
function figuresOf(sums: Sums, games: readonly GameId[]) {
  return {
    turnoverCentavos: sums.turnoverCentavos,
    commissionCentavos: sums.commissionCentavos,
    byGame: byGameOf(sums, games),
  };
}

type Summed = { rowSums: Map<number, Sums>; totals: Sums; own: Sums };

/** Each user's figures into its branch's row (the direct downline it sits under), the root's own, and the totals. */
function sumByBranch(
  figures: readonly UserGameFigures[],
  rootId: number,
  branches: Map<number, number>,
  downlineIds: readonly number[],
): Summed {
  const rowSums = new Map<number, Sums>(downlineIds.map((id) => [id, emptySums()]));
  const totals = emptySums();
  const own = emptySums();
  for (const f of figures) {
    if (f.userId === rootId) {
      // The root's own stakes are part of its subtree's turnover (its row one level up counts them too).
      add(own, f.game, f.turnoverCentavos, f.commissionCentavos);
      add(totals, f.game, f.turnoverCentavos, 0);
      continue;
    }
    const branch = branches.get(f.userId);
    const sums = branch === undefined ? undefined : rowSums.get(branch);
    if (!sums) continue;
    // Turnover counts every stake in the branch; commission only what the downline itself earned.
    const commission = f.userId === branch ? f.commissionCentavos : 0;
    add(sums, f.game, f.turnoverCentavos, commission);
    add(totals, f.game, f.turnoverCentavos, commission);
  }
  return { rowSums, totals, own };
}

/** The games with any figure in the totals or the root's own, in registry order: the report's columns. */
function gamesShown({ totals, own }: Summed): GameId[] {
  return GAME_IDS.filter((game) =>
    [totals, own].some((sums) => {
      const figures = sums.byGame.get(game);
      return figures && (figures.turnoverCentavos !== 0 || figures.commissionCentavos !== 0);
    }),
  );
}

type Downline = { userId: number; username: string; type: string; agentType: string | null; hasDownlines: boolean };

/** One row per direct downline, the largest turnover first. */
function downlineRows(downlines: readonly Downline[], rowSums: Map<number, Sums>, games: readonly GameId[]) {
  const rows = downlines.map((d) => {
    const sums = rowSums.get(d.userId) ?? emptySums();
    return {
      userId: d.userId,
      username: d.username,
      label: userRoleLabel(d.type, d.agentType),
      hasDownlines: Boolean(d.hasDownlines),
      ...figuresOf(sums, games),
    };
  });
  rows.sort(
    (a, b) =>
      b.turnoverCentavos - a.turnoverCentavos ||
      b.commissionCentavos - a.commissionCentavos ||
      a.username.localeCompare(b.username),
  );
  return rows;
}

/** The root, its direct downlines, which branch each user of the subtree is in, and everyone's figures. */
function readSummaryInputs(db: DbOrTx, rootId: number, query: AgentSummaryQuery) {
  return Promise.all([
    db.select({ type: usersView.type, agentType: usersView.agentType }).from(usersView).where(eq(usersView.id, rootId)),
    db
      .select({
        userId: usersView.id,
        username: usersView.username,
        type: usersView.type,
        agentType: usersView.agentType,
        // Qualified: a bare column here would name the subquery's own row.
        hasDownlines: sql<boolean>`exists (select 1 from users_view d where d.upline_id = "users_view"."id")`,
      })
      .from(usersView)
      .where(eq(usersView.uplineId, rootId)),
    branchesOf(db, rootId),
    userGameFigures(db, { from: query.from, to: query.to, rootUserId: rootId }),
  ]);
}

/**
 * An agent's downlines over Manila days `from`..`to` (spec: Summary Reports): for each direct downline of the root,
 * the stakes of everyone at or below it (turnover) and the commission that downline itself earned, by game; and the
 * root's own stakes and commission (a referring player bets too), its stakes counted in the TOTAL. The root is the
 * viewer, or `agentId` when it is the viewer or below it; any other id answers 404 like the rest of the tree. Every figure comes from the accounting core (ledger transfers), so it reconciles with the admin's reports.
 */
export async function agentSummary(db: DbOrTx, viewerId: number, query: AgentSummaryQuery): Promise<AgentSummary> {
  const rootId = query.agentId ?? viewerId;
  const path = await chainDown(db, viewerId, rootId);
  if (!path) throw notFound("User not found");

  const [[root], downlines, branches, figures] = await readSummaryInputs(db, rootId, query);
  if (!root) throw notFound("User not found");

  const summed = sumByBranch(
    figures,
    rootId,
    branches,
    downlines.map((d) => d.userId),
  );
  const games = gamesShown(summed);
  const rootEntry = path[path.length - 1] ?? { id: rootId, username: "" };
  return {
    from: query.from,
    to: query.to,
    root: { userId: rootId, username: rootEntry.username, label: userRoleLabel(root.type, root.agentType) },
    path: path.map((entry) => ({ userId: entry.id, username: entry.username })),
    rows: downlineRows(downlines, summed.rowSums, games),
    rootOwn: figuresOf(summed.own, games),
    totals: figuresOf(summed.totals, games),
  };
}
