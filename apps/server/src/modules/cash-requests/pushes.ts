import { typeRoom } from "@sabong/shared/contracts";
import type { PushHandlers } from "../../events/publisher.ts";

/** A request made or moved: its player, and its handler (the agent asked, or every cashier at the desk). */
export const cashRequestPushes: PushHandlers = ({ realtime, inOrder }) => ({
  "cash-request.changed": (event) =>
    inOrder("cash-request", () => {
      const payload = { requestId: event.requestId, state: event.state };
      realtime.toUser(event.playerId, "cash-request:changed", payload);
      if (event.handlerId !== null) realtime.toUser(event.handlerId, "cash-request:changed", payload);
      if (event.cashierDesk) realtime.toRoom(typeRoom("staff2"), "cash-request:changed", payload);
    }),
});
