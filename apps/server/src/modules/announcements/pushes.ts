import { RESTRICTED_ROOM } from "@sabong/shared/contracts";
import type { PushHandlers } from "../../events/publisher.ts";

/** The announcement to everyone but players on a time-out or self-exclusion, a refresh to every player. */
export const announcementPushes: PushHandlers = ({ realtime, inOrder }) => ({
  "announcement.set": (event) =>
    inOrder("announcement", () => realtime.toEveryoneExcept(RESTRICTED_ROOM, "announcement", { value: event.value })),
  "players.refresh": () => inOrder("refresh", () => realtime.toPlayers("refresh", {})),
});
