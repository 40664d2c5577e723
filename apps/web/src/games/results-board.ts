import type { FightResult } from "@sabong/shared/betting";

/** One declared fight on the board (the contract's results board item). */
export type BoardResult = { fightId: number; number: number; result: FightResult };

/** A chip at a grid position (0-based column and row). */
export type BoardCell = { col: number; row: number; number: number; result: FightResult; draws: number };
export type BoardLayout = { cols: number; rows: number; cells: BoardCell[] };

export const BOARD_ROWS = 6;

/**
 * The bead road: every result in fight order, top to bottom, then the next column (the classic e-sabong trend
 * board). `minCols` pads the grid so an early board still fills its frame.
 */
export function beadRoad(results: readonly BoardResult[], rows = BOARD_ROWS, minCols = 0): BoardLayout {
  const cells = results.map((r, i) => ({
    col: Math.floor(i / rows),
    row: i % rows,
    number: r.number,
    result: r.result,
    draws: 0,
  }));
  return { cols: Math.max(minCols, Math.ceil(results.length / rows)), rows, cells };
}

const isMain = (result: FightResult) => result !== "DRAW" && result !== "CANCELLED";

/**
 * The streak road ("big road"): wins of one side run down a column; a new column starts when the other side wins.
 * A column that is full, or that would run into an earlier streak, turns right along its last row (the dragon
 * tail). Draws do not take a cell: they are counted on the chip before them (or on the first chip when the board
 * opens with draws). Cancelled fights are left out.
 */
export function streakRoad(results: readonly BoardResult[], rows = BOARD_ROWS, minCols = 0): BoardLayout {
  const cells: BoardCell[] = [];
  const taken = new Set<string>();
  const key = (col: number, row: number) => `${col}:${row}`;
  let leadingDraws = 0;
  let streakCol = -1; // column where the current streak started
  let turned = false; // the current streak runs right along its last row
  let last: BoardCell | null = null;

  for (const r of results) {
    if (!isMain(r.result)) {
      if (r.result === "DRAW") {
        if (last) last.draws += 1;
        else leadingDraws += 1;
      }
      continue;
    }
    let col: number;
    let row: number;
    if (!last || last.result !== r.result) {
      col = streakCol + 1;
      row = 0;
      while (taken.has(key(col, row))) col += 1;
      streakCol = col;
      turned = false;
    } else if (!turned && last.row + 1 < rows && !taken.has(key(last.col, last.row + 1))) {
      col = last.col;
      row = last.row + 1;
    } else {
      turned = true;
      col = last.col + 1;
      row = last.row;
      while (taken.has(key(col, row))) col += 1;
    }
    const cell: BoardCell = { col, row, number: r.number, result: r.result, draws: 0 };
    if (leadingDraws > 0) {
      cell.draws = leadingDraws;
      leadingDraws = 0;
    }
    cells.push(cell);
    taken.add(key(col, row));
    last = cell;
  }

  const used = cells.reduce((max, c) => Math.max(max, c.col + 1), 0);
  return { cols: Math.max(minCols, used), rows, cells };
}

/** How many of each outcome, for the board's header. */
export function resultCounts(results: readonly BoardResult[]): Partial<Record<FightResult, number>> {
  const counts: Partial<Record<FightResult, number>> = {};
  for (const r of results) counts[r.result] = (counts[r.result] ?? 0) + 1;
  return counts;
}

/** Space between chips and padding around the grid (px), as in betting.css. */
export const CHIP_GAP_PX = 3;
const GRID_PADDING_PX = 4;

/** How many columns of chips fit a frame `width` px wide (the board fills its frame with empty columns). */
export function columnsThatFit(width: number, chipPx: number): number {
  return Math.max(0, Math.floor((width - 2 * GRID_PADDING_PX + CHIP_GAP_PX) / (chipPx + CHIP_GAP_PX)));
}
