import type { DrawView, TicketView } from "@sabong/shared/number-games";
import type { PlayerDrawList } from "../../../api/number-games/player.ts";

/** How a `draw:state` push or a placed ticket changes the cached views of the game screen (pure; tested). */

const RECENT_SIZE = 10;
const isOpenState = (draw: DrawView) => draw.state === "OPEN" || draw.state === "SCHEDULED";
const isFinished = (draw: DrawView) => draw.state === "SETTLED" || draw.state === "CANCELLED";
const byDrawAt = (a: DrawView, b: DrawView) => a.drawAt.localeCompare(b.drawAt) || a.id - b.id;

/**
 * The open/recent lists with a draw's new state: open draws are kept by draw time, a closed draw stays where it is
 * until its result (the player still sees it), a settled or cancelled one moves to the head of the results.
 */
export function listWithDraw(list: PlayerDrawList, draw: DrawView): PlayerDrawList {
  const open = list.open.filter((d) => d.id !== draw.id);
  const recent = list.recent.filter((d) => d.id !== draw.id);
  const wasOpen = open.length !== list.open.length;
  if (isFinished(draw)) return { ...list, open, recent: [draw, ...recent].slice(0, RECENT_SIZE) };
  if (isOpenState(draw) || wasOpen) return { ...list, open: [...open, draw].sort(byDrawAt), recent };
  // A reverted draw (back to CLOSED) leaves the results until it settles again.
  return { ...list, open, recent };
}

/** The player's tickets with a placed one (a replayed answer is already there). */
export function ticketsWith(tickets: readonly TicketView[], placed: TicketView): TicketView[] {
  if (tickets.some((t) => t.id === placed.id)) return [...tickets];
  return [placed, ...tickets];
}

/** Whether a push changed what the player's tickets show (outcomes and payouts come with settlement or revert). */
export function outcomesMayChange(before: DrawView | undefined, after: DrawView): boolean {
  return before?.state !== after.state || before.result !== after.result;
}
