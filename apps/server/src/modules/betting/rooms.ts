import type { Db } from "../../db/client.ts";
import type { Realtime } from "../../realtime/types.ts";
import { eventExists } from "./repository.ts";

/** Signed-in sockets may join the room of an event that exists (read-only: rooms only receive pushes). */
export function registerEventRooms(db: Db, realtime: Realtime): void {
  realtime.onJoin(async (room) => {
    const match = /^event:(\d{1,9})$/.exec(room);
    if (!match) return false;
    return eventExists(db, Number(match[1]));
  });
}
