import {
  markNoticesReadSchema,
  noticesPageSchema,
  noticesQuerySchema,
  unreadCountSchema,
} from "@sabong/shared/notices";
import { authenticate, caller } from "../../http/auth.ts";
import type { App, AppContext } from "../../http/context.ts";
import { listNotices, markNoticesRead } from "./service.ts";

const tags = ["notices"];

/** Every signed-in user reads their own notices; nobody reads another's (no user id is taken). */
export function registerNoticeRoutes(app: App, ctx: AppContext): void {
  app.get(
    "/notices",
    {
      preHandler: authenticate(ctx),
      schema: { tags, querystring: noticesQuerySchema, response: { 200: noticesPageSchema } },
    },
    async (request) => listNotices(ctx.db, caller(request).userId, request.query.page, request.query.pageSize),
  );

  app.post(
    "/notices/read",
    {
      preHandler: authenticate(ctx),
      schema: { tags, body: markNoticesReadSchema, response: { 200: unreadCountSchema } },
    },
    async (request) => {
      const upTo = request.body.upToAt;
      return markNoticesRead(ctx.db, caller(request).userId, upTo ? new Date(upTo) : undefined);
    },
  );
}
