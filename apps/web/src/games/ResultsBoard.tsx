import { type FightResult, type Game, mainSides, RESULT_LABELS } from "@sabong/shared/betting";
import { contestTitle } from "@sabong/shared/games";
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { sideTone } from "./betting.ts";
import "../components/betting.css";
import {
  type BoardLayout,
  type BoardResult,
  beadRoad,
  columnsThatFit,
  resultCounts,
  streakRoad,
} from "./results-board.ts";

type Props = {
  game: Game;
  /** Declared fights, oldest first. */
  results: readonly BoardResult[];
  /** Columns shown even before there are results (fills the frame). */
  minCols?: number;
};

const SHORT: Record<FightResult, string> = {
  MERON: "M",
  WALA: "W",
  PULA: "P",
  PUTI: "T",
  DRAW: "D",
  CANCELLED: "C",
};

/** The results board of an event: past fights as coloured chips, in the bead road and the streak road. */
export function ResultsBoard({ game, results, minCols = 12 }: Props) {
  const [view, setView] = useState<"bead" | "streak">("bead");
  const id = useId();
  const counts = resultCounts(results);
  const legend: FightResult[] = [...mainSides(game), "DRAW", "CANCELLED"];

  return (
    <section className="results-board" aria-labelledby={`${id}-title`} data-testid="results-board">
      <div className="results-board-head">
        <h2 id={`${id}-title`} className="h6 mb-0">
          Results
        </h2>
        <fieldset className="btn-group btn-group-sm" aria-label="Board view">
          <button
            type="button"
            className={`btn ${view === "bead" ? "btn-secondary" : "btn-outline-secondary"}`}
            aria-pressed={view === "bead"}
            onClick={() => setView("bead")}
          >
            Trend
          </button>
          <button
            type="button"
            className={`btn ${view === "streak" ? "btn-secondary" : "btn-outline-secondary"}`}
            aria-pressed={view === "streak"}
            onClick={() => setView("streak")}
          >
            Streaks
          </button>
        </fieldset>
      </div>
      <ul className="results-legend list-unstyled">
        {legend.map((result) => (
          <li key={result}>
            <span className={`result-dot ${sideTone(result)}`} aria-hidden="true" />
            {result === "CANCELLED" ? "CANCELLED" : RESULT_LABELS[result].replace(" WINS", "")}{" "}
            <strong className="tabular">{counts[result] ?? 0}</strong>
          </li>
        ))}
      </ul>
      <BoardGrid game={game} results={results} view={view} minCols={minCols} />
      {results.length === 0 ? <p className="results-empty small mb-0">No results yet for this event.</p> : null}
    </section>
  );
}

/** How many chip columns fill the frame, whatever its width (measured again as it resizes). */
function useFitColumns(scroller: RefObject<HTMLDivElement | null>): number {
  const [fitCols, setFitCols] = useState(0);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      const chip = Number.parseFloat(getComputedStyle(el).getPropertyValue("--chip")) || 24;
      setFitCols(columnsThatFit(el.clientWidth, chip));
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [scroller]);
  return fitCols;
}

/** Keeps the newest chip in sight (the board scrolls sideways once it outgrows the frame); runs on each new layout. */
function useNewestInSight(scroller: RefObject<HTMLDivElement | null>, layout: BoardLayout): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout is what moves the newest chip
  useEffect(() => {
    const el = scroller.current;
    const newest = el?.querySelector<HTMLElement>(".result-chip.is-newest");
    if (!el || !newest) return;
    el.scrollLeft = Math.max(0, newest.offsetLeft + newest.offsetWidth + 8 - el.clientWidth);
  }, [layout]);
}

function BoardGrid({
  game,
  results,
  view,
  minCols,
}: {
  game: Game;
  results: readonly BoardResult[];
  view: "bead" | "streak";
  minCols: number;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const fitCols = useFitColumns(scroller);
  const cols = Math.max(minCols, fitCols);
  const layout: BoardLayout = useMemo(
    () => (view === "bead" ? beadRoad(results, 6, cols) : streakRoad(results, 6, cols)),
    [view, results, cols],
  );
  useNewestInSight(scroller, layout);

  const newest = results.at(-1)?.number;

  return (
    <div className="results-scroll" ref={scroller}>
      <ol
        className={`results-grid is-${view} list-unstyled`}
        style={{
          gridTemplateColumns: `repeat(${layout.cols}, var(--chip))`,
          gridTemplateRows: `repeat(${layout.rows}, var(--chip))`,
        }}
      >
        {layout.cells.map((cell) => (
          <li
            key={`${cell.col}-${cell.row}-${cell.number}`}
            className={`result-chip ${sideTone(cell.result)}${cell.number === newest ? " is-newest" : ""}`}
            style={{ gridColumn: cell.col + 1, gridRow: cell.row + 1 }}
            title={`${contestTitle(game)} #${cell.number}: ${RESULT_LABELS[cell.result]}${cell.draws ? ` (+${cell.draws} draw)` : ""}`}
            data-result={cell.result}
          >
            <span className="visually-hidden">{`${contestTitle(game)} ${cell.number}: ${RESULT_LABELS[cell.result]}`}</span>
            <span aria-hidden="true">{view === "bead" ? cell.number : SHORT[cell.result]}</span>
            {cell.draws > 0 ? (
              <span className="result-draws" aria-hidden="true">
                {cell.draws}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
