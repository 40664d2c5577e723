import { adminGuard, staffOnlyGuard } from "@sabong/shared/auth";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Realtime } from "../../realtime/types.ts";
import { draws } from "./table.ts";

async function drawExists(db: Db, drawId: number): Promise<boolean> {
  const [row] = await db.select({ id: draws.id }).from(draws).where(eq(draws.id, drawId));
  return row !== undefined;
}

/**
 * Signed-in sockets may join the room of a draw that exists (draw:<id>: state and availability); its staff room
 * (draw-staff:<id>: the full tally) only those the staff routes admit (staff, admin) may join. Rooms only receive pushes.
 */
export function registerDrawRooms(db: Db, realtime: Realtime): void {
  realtime.onJoin(async (room, user) => {
    const match = /^draw(-staff)?:(\d{1,9})$/.exec(room);
    if (!match) return false;
    if (match[1] && !staffOnlyGuard(user.type) && !adminGuard(user.type)) return false;
    return drawExists(db, Number(match[2]));
  });
}
