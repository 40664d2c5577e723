import { RESTRICTED_ROOM } from "@sabong/shared/contracts";
import { createCoalescer } from "../../events/coalesce.ts";
import type { App, AppContext } from "../../http/context.ts";
import { TOUCHES_PER_TRANSACTION, touchPlaySessions } from "./play-sessions.ts";
import { restrictionOf } from "./restriction-store.ts";

/** A player's play session is written at most this often from their requests (a request is one write at most). */
export const TOUCH_EVERY_MS = 60_000;
/**
 * The players whose requests came within this window are touched together: one short transaction for all of them
 * instead of one (five round trips) per player, which under a rush of bets were most of PostgreSQL's statements.
 */
export const TOUCH_WINDOW_MS = 250;
/** Past this many players remembered, entries older than TOUCH_EVERY_MS are let go; as many may wait for a touch. */
const REMEMBERED_MAX = 50_000;

/**
 * Every answered request of a signed-in player continues their play session (play-sessions.ts), at most once a
 * minute per player in this process, after the answer has gone out (onResponse) and gathered with the other
 * players' over TOUCH_WINDOW_MS: it never slows a request. Closing the app touches what is still waiting.
 */
export function installSessionTouch(app: App, ctx: AppContext, now: () => number): void {
  const touchedAtMs = new Map<number, number>();
  /** Each waiting player's latest request instant. */
  const waiting = new Map<number, number>();
  const touches = createCoalescer({
    windowMs: TOUCH_WINDOW_MS,
    maxPending: REMEMBERED_MAX,
    flush: async (userIds) => {
      for (let i = 0; i < userIds.length; i += TOUCHES_PER_TRANSACTION) {
        const batch = userIds.slice(i, i + TOUCHES_PER_TRANSACTION).flatMap((userId) => {
          const nowMs = waiting.get(userId);
          waiting.delete(userId);
          return nowMs === undefined ? [] : [{ userId, nowMs }];
        });
        await touchPlaySessions(ctx.db, batch).catch((err: unknown) => {
          app.log.warn({ err, players: batch.length }, "play session touch failed");
        });
      }
    },
  });
  app.addHook("onResponse", async (request) => {
    const auth = request.auth;
    if (auth?.type !== "player") return;
    // Bounded: past REMEMBERED_MAX players waiting, a touch is skipped (the player's next request makes it).
    if (waiting.size >= REMEMBERED_MAX) return;
    const nowMs = now();
    const last = touchedAtMs.get(auth.userId);
    if (last !== undefined && nowMs - last < TOUCH_EVERY_MS) return;
    touchedAtMs.set(auth.userId, nowMs);
    if (touchedAtMs.size > REMEMBERED_MAX) {
      for (const [userId, at] of touchedAtMs) if (nowMs - at >= TOUCH_EVERY_MS) touchedAtMs.delete(userId);
    }
    waiting.set(auth.userId, nowMs);
    touches.add([auth.userId]);
  });
  app.addHook("onClose", async () => {
    await touches.idle();
    touches.close();
  });
}

/** Restricted players' sockets sit in a room announcements skip (they get no announcement pushes). */
export function installRestrictedRoom(ctx: AppContext, now: () => number): void {
  ctx.realtime.onConnect(async (user) => {
    if (user.type !== "player") return [];
    return (await restrictionOf(ctx.db, user.userId, now())) ? [RESTRICTED_ROOM] : [];
  });
}
