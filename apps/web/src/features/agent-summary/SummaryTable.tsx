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

/** A row's turnover or commission, in pesos. */
function FigureCell({ figure, centavos }: { figure: "turnover" | "commission"; centavos: number }) {
  return (
    <td
      className="text-end tabular text-nowrap"
      data-label={figure === "turnover" ? "Turnover" : "Commission"}
      data-figure={figure}
    >
      {formatPesos(centavos)}
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
        <DownlineRow key={row.userId} row={row} games={games} drillDown={drillDown} />
      ))}
      {own ? <OwnBetsRow root={summary.root} own={own} /> : null}
      <tr className="table-light fw-semibold" data-username="TOTAL">
        <th scope="row" className="stack-main">
          TOTAL
        </th>
        <td className="d-none d-md-table-cell" />
        <FigureCell figure="turnover" centavos={summary.totals.turnoverCentavos} />
        <FigureCell figure="commission" centavos={summary.totals.commissionCentavos} />
        <GameCells byGame={summary.totals.byGame} />
      </tr>
    </TableCard>
  );
}

const gameLabel = (game: GameFigures["game"]) => GAME_REGISTRY[game].label;

/** A game cell for each of the line's games. */
function GameCells({ byGame }: { byGame: readonly GameFigures[] }) {
  return byGame.map((figures) => <GameCell key={figures.game} label={gameLabel(figures.game)} figures={figures} />);
}

type DownlineRowProps = {
  row: AgentSummary["rows"][number];
  /** The table's game columns: a game the downline had no activity in shows zero. */
  games: readonly GameFigures["game"][];
  drillDown: Props["drillDown"];
};

/** A direct downline: its subtree's turnover, its own commission, each game; a link down when it has downlines. */
function DownlineRow({ row, games, drillDown }: DownlineRowProps) {
  return (
    <tr data-username={row.username}>
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
      <FigureCell figure="turnover" centavos={row.turnoverCentavos} />
      <FigureCell figure="commission" centavos={row.commissionCentavos} />
      {games.map((game) => (
        <GameCell key={game} label={gameLabel(game)} figures={row.byGame.find((g) => g.game === game)} />
      ))}
    </tr>
  );
}

type OwnBetsProps = { root: AgentSummary["root"]; own: AgentSummary["totals"] };

/** The root's own bets (a referring player): its turnover by game, its commission left to the sentence above. */
function OwnBetsRow({ root, own }: OwnBetsProps) {
  return (
    <tr data-username="OWN" className="fst-italic">
      <th scope="row" className="stack-main fw-semibold">
        Own bets of {root.username}
      </th>
      <td data-label="Type">
        <span className="badge text-bg-light border">{root.label}</span>
      </td>
      <FigureCell figure="turnover" centavos={own.turnoverCentavos} />
      {/* Its commission is the sentence above the table, not a line of the TOTAL. */}
      <td className="text-end text-body-secondary" data-label="Commission" data-figure="commission">
        —
      </td>
      <GameCells byGame={own.byGame} />
    </tr>
  );
}
