import { drawRoom, drawStaffRoom, typeRoom } from "@sabong/shared/contracts";
import type { DomainEventMap } from "../../events/domain-events.ts";
import type { PushHandlers } from "../../events/publisher.ts";
import { drawAvailability } from "./availability.ts";
import { findDraw } from "./repository.ts";
import { drawTally } from "./tally.ts";
import { drawView, playerDrawView } from "./views.ts";

/** A draw's availability is pushed at most 4 a second, its staff tally at most 2 a second, however many tickets. */
export const AVAILABILITY_WINDOW_MS = 250;
export const TALLY_WINDOW_MS = 500;
const MAX_DRAWS_THROTTLED = 10_000;

type DrawRef = DomainEventMap["draw.changed"];

/** Draw changes in commit order; tickets throttled into availability (players) and tally (staff) pushes. */
export const numberGamePushes: PushHandlers = ({ db, realtime, closed, inOrder, keyedThrottle }) => {
  // Combinations changed on each draw since its last availability push (bounded like the throttle's keys).
  const changedCombinations = new Map<number, Set<string>>();
  const pushDraw = async ({ game, drawId }: DrawRef): Promise<void> => {
    const view = await drawView(db, await findDraw(db, game, drawId));
    if (closed()) return;
    // Players (the draw's room, their lists) get the player view; staff (the staff room, their lists) the full one.
    const forPlayers = playerDrawView(view);
    for (const room of [drawRoom(drawId), typeRoom("player")]) realtime.toRoom(room, "draw:state", forPlayers);
    for (const room of [drawStaffRoom(drawId), typeRoom("staff"), typeRoom("admin")]) {
      realtime.toRoom(room, "draw:state", view);
    }
  };
  const availability = keyedThrottle<number, DrawRef>("availability", {
    windowMs: AVAILABILITY_WINDOW_MS,
    maxKeys: MAX_DRAWS_THROTTLED,
    run: async ({ drawId }) => {
      const combinations = [...(changedCombinations.get(drawId) ?? [])];
      changedCombinations.delete(drawId);
      if (combinations.length === 0) return;
      const changed = await drawAvailability(db, drawId, combinations);
      if (changed && !closed()) realtime.toRoom(drawRoom(drawId), "draw:availability", { drawId, changed });
    },
  });
  const tally = keyedThrottle<number, DrawRef>("tally", {
    windowMs: TALLY_WINDOW_MS,
    maxKeys: MAX_DRAWS_THROTTLED,
    run: async ({ drawId }) => {
      const counts = await drawTally(db, drawId);
      if (!closed()) realtime.toRoom(drawStaffRoom(drawId), "draw:tally", counts);
    },
  });
  return {
    "draw.changed": (event) => inOrder("draw", () => pushDraw(event)),
    "tickets.placed": ({ game, drawId, combinations }) => {
      let pending = changedCombinations.get(drawId);
      if (!pending) {
        if (changedCombinations.size >= MAX_DRAWS_THROTTLED) return;
        pending = new Set();
        changedCombinations.set(drawId, pending);
      }
      for (const c of combinations) pending.add(c);
      availability.changed(drawId, { game, drawId });
      tally.changed(drawId, { game, drawId });
    },
  };
};
