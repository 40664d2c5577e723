import { typeRoom } from "@sabong/shared/contracts";
import type { ModulePlugin } from "../../http/context.ts";
import { registerIntegrityRoutes } from "./routes.ts";

/** The integrity and AML watch (docs/decisions/0016-integrity-watch.md): the alerts queue, cases and thresholds. */
export const integrityPlugin: ModulePlugin = {
  routes: registerIntegrityRoutes,
  pushes: ({ realtime, inOrder, log }) => ({
    "integrity.alert": ({ eventId, fightId, message, alertIds }) =>
      inOrder("integrity alert", () => {
        log.warn({ eventId, fightId, alertIds }, message);
        realtime.toRoom(typeRoom("staff"), "integrity:alert", { eventId, fightId, message, alertIds: [...alertIds] });
      }),
  }),
};
