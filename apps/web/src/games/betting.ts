import type { FightResult, Side } from "@sabong/shared/betting";

/** CSS modifier of a side or result colour (side-meron, side-wala, side-pula, side-puti, side-draw, side-cancelled). */
export function sideTone(side: Side | FightResult): string {
  return `side-${side.toLowerCase()}`;
}
