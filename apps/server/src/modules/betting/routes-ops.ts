import type { Game } from "@sabong/shared/betting";
import type { App, AppContext } from "../../http/context.ts";
import { operatorScope } from "./route-schemas.ts";
import { registerOperatorEntryRoutes } from "./routes-ops-entries.ts";
import { registerOperatorEventRoutes } from "./routes-ops-events.ts";
import { registerOperatorFightRoutes } from "./routes-ops-fights.ts";
import { registerOperatorResultRoutes } from "./routes-ops-results.ts";

/**
 * Operator routes of one game (the prefix fixes the game), one file per resource: events, the betting window of a
 * fight, its entries, its result. Staff act, admins may read. The services record what changed; the publisher pushes
 * it after commit.
 */
export function registerOperatorRoutes(app: App, ctx: AppContext, game: Game, prefix: string): void {
  const scope = operatorScope(app, ctx, game, prefix);
  registerOperatorEventRoutes(scope);
  registerOperatorFightRoutes(scope);
  registerOperatorEntryRoutes(scope);
  registerOperatorResultRoutes(scope);
}
