import { RESTRICTED_ROOM } from "@sabong/shared/contracts";
import type { App, AppContext } from "../../http/context.ts";
import { touchPlaySession } from "./play-sessions.ts";
import { restrictionOf } from "./restriction-store.ts";

/** A player's play session is written at most this often from their requests (a request is one write at most). */
export const TOUCH_EVERY_MS = 60_000;
/** Past this many players remembered, entries older than TOUCH_EVERY_MS are let go. */
const REMEMBERED_MAX = 50_000;

/**
 * Every answered request of a signed-in player continues their play session (play-sessions.ts), at most once a
 * minute per player in this process, after the answer has gone out (onResponse): it never slows a request.
 */
export function installSessionTouch(app: App, ctx: AppContext, now: () => number): void {
  const touchedAtMs = new Map<number, number>();
  app.addHook("onResponse", async (request) => {
    const auth = request.auth;
    if (auth?.type !== "player") return;
    const nowMs = now();
    const last = touchedAtMs.get(auth.userId);
    if (last !== undefined && nowMs - last < TOUCH_EVERY_MS) return;
    touchedAtMs.set(auth.userId, nowMs);
    if (touchedAtMs.size > REMEMBERED_MAX) {
      for (const [userId, at] of touchedAtMs) if (nowMs - at >= TOUCH_EVERY_MS) touchedAtMs.delete(userId);
    }
    await touchPlaySession(ctx.db, auth.userId, nowMs).catch((err: unknown) => {
      request.log.warn({ err }, "play session touch failed");
    });
  });
}

/** Restricted players' sockets sit in a room announcements skip (they get no announcement pushes). */
export function installRestrictedRoom(ctx: AppContext, now: () => number): void {
  ctx.realtime.onConnect(async (user) => {
    if (user.type !== "player") return [];
    return (await restrictionOf(ctx.db, user.userId, now())) ? [RESTRICTED_ROOM] : [];
  });
}
