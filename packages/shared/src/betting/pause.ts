import type { Side } from "./sides.ts";

/** Sides on which the operator has paused betting; a plain array so it serialises as JSON. */
export type PausedSides = readonly Side[];

export function isSidePaused(paused: PausedSides, side: Side): boolean {
  return paused.includes(side);
}

/** A new list with `side` paused or resumed; never mutates, never duplicates. */
export function setSidePaused(paused: PausedSides, side: Side, pause: boolean): Side[] {
  const rest = paused.filter((s) => s !== side);
  return pause ? [...rest, side] : rest;
}
