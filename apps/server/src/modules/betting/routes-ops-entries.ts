import { fightEntriesUpdateSchema, fightViewSchema } from "@sabong/shared/betting";
import { hasEntries } from "@sabong/shared/games";
import { auditActor } from "../../http/auth.ts";
import { errorResponses } from "../../http/route-schemas.ts";
import { setFightEntries } from "./entries.ts";
import { fightParams, type OperatorScope } from "./route-schemas.ts";
import { fightView } from "./screens.ts";

/** A fight's entries (rooster, owner, weight per side). Only games whose registry entry has entries have the route. */
export function registerOperatorEntryRoutes({ app, ctx, game, prefix, tags, staff }: OperatorScope): void {
  if (!hasEntries(game)) return;
  app.put(
    `${prefix}/fights/:fightId/entries`,
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "Set the fight's entries (rooster, owner, weight per side) while it is in standby",
        params: fightParams,
        body: fightEntriesUpdateSchema,
        response: { 200: fightViewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { fight, event } = await setFightEntries(
        ctx.db,
        game,
        request.params.fightId,
        request.body,
        auditActor(request),
      );
      return fightView(ctx.db, fight, event);
    },
  );
}
