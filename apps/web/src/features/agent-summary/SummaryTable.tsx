import { type AgentSummary, ownBetsLine } from "@sabong/shared/accounting";
import { GAME_REGISTRY } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { Link } from "react-router";
import { EndTh, TableCard } from "../../components/TableCard.tsx";

type GameFigures = AgentSummary["totals"]["byGame"][number];

type Props = {
  summary: AgentSummary;
  /** The address of a row's drill-down (its own downlines). */
  drillDown: (userId: number) => string;
  /** Another range or level is loading. */
  stale: boolean;
};

/** One game's figures in a cell: the turnover, and the commission under it when there is some. */
function GameCell({ figures, label }: { figures: GameFigures | undefined; label: string }) {
  return (
    <td className="text-end tabular text-nowrap" data-label={label}>
      <span>{formatPesos(figures?.turnoverCentavos ?? 0)}</span>
      {figures?.commissionCentavos ? (
        <span className="d-block small text-body-secondary">commission {formatPesos(figures.commissionCentavos)}</span>
      ) : null}
    </td>
  );
}

/**
 * The root's direct downlines: turnover of each one's subtree and the commission it earned itself, then one column
 * per game with activity (turnover, commission under it); the root's own bets when it placed some (a referring
 * player); and a TOTAL row of those lines. A row with downlines of its own drills down.
 */
export function SummaryTable({ summary, drillDown, stale }: Props) {
  const games = summary.totals.byGame.map((figures) => figures.game);
  const gameLabel = (game: (typeof games)[number]) => GAME_REGISTRY[game].label;
  const own = summary.rootOwn.turnoverCentavos !== 0 ? ownBetsLine(summary) : null;
  return (
    <TableCard
      caption={`Downlines of ${summary.root.username}`}
      dim={stale}
      testId="agent-summary-table"
      head={
        <>
          <th scope="col">Downline</th>
          <th scope="col">Type</th>
          <EndTh>Turnover</EndTh>
          <EndTh>Commission</EndTh>
          {games.map((game) => (
            <EndTh key={game}>{gameLabel(game)}</EndTh>
          ))}
        </>
      }
    >
      {summary.rows.map((row) => (
        <tr key={row.userId} data-username={row.username}>
          <th scope="row" className="stack-main fw-semibold text-break">
            {row.hasDownlines ? (
              <Link to={drillDown(row.userId)} title={`Downlines of ${row.username}`}>
                {row.username}
              </Link>
            ) : (
              row.username
            )}
          </th>
          <td data-label="Type">
            <span className="badge text-bg-light border">{row.label}</span>
          </td>
          <td className="text-end tabular text-nowrap" data-label="Turnover" data-figure="turnover">
            {formatPesos(row.turnoverCentavos)}
          </td>
          <td className="text-end tabular text-nowrap" data-label="Commission" data-figure="commission">
            {formatPesos(row.commissionCentavos)}
          </td>
          {games.map((game) => (
            <GameCell key={game} label={gameLabel(game)} figures={row.byGame.find((g) => g.game === game)} />
          ))}
        </tr>
      ))}
      {own ? (
        <tr data-username="OWN" className="fst-italic">
          <th scope="row" className="stack-main fw-semibold">
            Own bets of {summary.root.username}
          </th>
          <td data-label="Type">
            <span className="badge text-bg-light border">{summary.root.label}</span>
          </td>
          <td className="text-end tabular text-nowrap" data-label="Turnover" data-figure="turnover">
            {formatPesos(own.turnoverCentavos)}
          </td>
          {/* Its commission is the sentence above the table, not a line of the TOTAL. */}
          <td className="text-end text-body-secondary" data-label="Commission" data-figure="commission">
            —
          </td>
          {own.byGame.map((figures) => (
            <GameCell key={figures.game} label={gameLabel(figures.game)} figures={figures} />
          ))}
        </tr>
      ) : null}
      <tr className="table-light fw-semibold" data-username="TOTAL">
        <th scope="row" className="stack-main">
          TOTAL
        </th>
        <td className="d-none d-md-table-cell" />
        <td className="text-end tabular text-nowrap" data-label="Turnover" data-figure="turnover">
          {formatPesos(summary.totals.turnoverCentavos)}
        </td>
        <td className="text-end tabular text-nowrap" data-label="Commission" data-figure="commission">
          {formatPesos(summary.totals.commissionCentavos)}
        </td>
        {summary.totals.byGame.map((figures) => (
          <GameCell key={figures.game} label={gameLabel(figures.game)} figures={figures} />
        ))}
      </tr>
    </TableCard>
  );
}
