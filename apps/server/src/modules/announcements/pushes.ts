import type { PushHandlers } from "../../events/publisher.ts";

/** The announcement to everyone, a refresh to every player. */
export const announcementPushes: PushHandlers = ({ realtime, inOrder }) => ({
  "announcement.set": (event) =>
    inOrder("announcement", () => realtime.toEveryone("announcement", { value: event.value })),
  "players.refresh": () => inOrder("refresh", () => realtime.toPlayers("refresh", {})),
});
