import { ANNOUNCEMENT_SAVED_MESSAGE, announcementSchema, setAnnouncementSchema } from "@sabong/shared/announcements";
import { adminGuard, staffOnlyGuard } from "@sabong/shared/auth";
import { messageBodySchema } from "@sabong/shared/contracts";
import { auditActor, authenticate, caller, requireGuard } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { restrictionOf } from "../protection/service.ts";
import { readAnnouncement, recordPlayersRefresh, setAnnouncement } from "./service.ts";

export function registerAnnouncementRoutes(app: App, ctx: AppContext): void {
  // Operators (staff) set the announcement; every signed-in user reads it.
  app.get(
    "/bet-ops/announcement",
    {
      preHandler: requireGuard(ctx, staffOnlyGuard),
      schema: { tags: ["announcement"], response: { 200: announcementSchema } },
    },
    async () => ({ value: await readAnnouncement(ctx.db) }),
  );

  app.post(
    "/bet-ops/announcement",
    {
      preHandler: requireGuard(ctx, staffOnlyGuard),
      schema: { tags: ["announcement"], body: setAnnouncementSchema, response: { 200: messageBodySchema } },
    },
    async (request) => {
      await setAnnouncement(ctx.db, request.body.announcement, auditActor(request));
      return { message: ANNOUNCEMENT_SAVED_MESSAGE };
    },
  );

  // A player on a time-out or self-exclusion gets no announcement (it would invite them back to play).
  app.get(
    "/user/announcement",
    { preHandler: authenticate(ctx), schema: { tags: ["announcement"], response: { 200: announcementSchema } } },
    async (request) => {
      const me = caller(request);
      if (me.type === "player" && (await restrictionOf(ctx.db, me.userId))) return { value: "" };
      return { value: await readAnnouncement(ctx.db) };
    },
  );

  // Operators and admins can make every player's page reload (after a deployment, a stream change...).
  app.post(
    "/bet-ops/refresh",
    {
      preHandler: requireGuard(ctx, staffOnlyGuard, adminGuard),
      schema: { tags: ["announcement"], response: { 200: messageBodySchema } },
    },
    async (request) => {
      await recordPlayersRefresh(ctx.db, auditActor(request));
      return { message: "Players' pages are refreshing" };
    },
  );
}
