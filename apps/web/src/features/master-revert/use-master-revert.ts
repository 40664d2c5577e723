import { type Game, type RevertAnswer, revertReasonSchema } from "@sabong/shared/betting";
import { firstIssueMessage } from "@sabong/shared/contracts";
import { contestTitle } from "@sabong/shared/games";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { eventFightsQuery, newestEventsFirst, operatorEventsQuery } from "../../api/betting/operator.ts";
import { revertPreviewQuery } from "../../api/betting/revert.ts";
import { notify } from "../../lib/toast.tsx";
import { useRevertFight } from "./revert-fight.ts";

export const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The master revert's state: the event and fight chosen (kept in the address), their preview, the reason and its
 * check, the confirmation step, and the revert sent and answered.
 */
export function useMasterRevert(game: Game) {
  const [params, setParams] = useSearchParams();
  const eventId = idParam(params.get("eventId"));
  const fightId = idParam(params.get("fightId"));
  const [reason, setReason] = useState("");
  const [reasonTouched, setReasonTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<RevertAnswer | null>(null);

  const events = useQuery(operatorEventsQuery(game));
  const fights = useQuery({ ...eventFightsQuery(game, eventId ?? 0), enabled: eventId !== null });
  const preview = useQuery({ ...revertPreviewQuery(game, fightId ?? 0), enabled: fightId !== null });
  const revert = useRevertFight(game);

  const select = (next: { eventId?: number | null; fightId?: number | null }) => {
    const search = new URLSearchParams();
    const e = next.eventId === undefined ? eventId : next.eventId;
    const f = next.fightId === undefined ? fightId : next.fightId;
    if (e) search.set("eventId", String(e));
    if (e && f) search.set("fightId", String(f));
    setParams(search, { replace: true });
    setConfirming(false);
    setDone(null);
  };

  const parsedReason = revertReasonSchema.safeParse({ reason });
  const reasonError = parsedReason.success
    ? null
    : firstIssueMessage(parsedReason.error.issues, "A reason is required", "Reason");

  const doRevert = async () => {
    if (!fightId || !parsedReason.success) return;
    try {
      const answer = await revert.mutateAsync({ fightId, reason: parsedReason.data.reason });
      notify.success(
        `${contestTitle(game)} #${answer.fight.number} reverted: ${answer.reversedTransfers} transfers reversed. Declare the right result from the console.`,
      );
      setReason("");
      setReasonTouched(false);
      setDone(answer);
      // The fight is no longer declared: leave its preview, keep the event.
      setParams(eventId ? { eventId: String(eventId) } : {}, { replace: true });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setConfirming(false);
    }
  };

  return {
    eventId,
    fightId,
    events: { isPending: events.isPending, items: newestEventsFirst(events.data?.items ?? []) },
    fights,
    preview,
    revert,
    select,
    reason: { text: reason, set: setReason, touched: reasonTouched, touch: () => setReasonTouched(true) },
    reasonError,
    confirming,
    setConfirming,
    done,
    doRevert,
  };
}

export type MasterRevert = ReturnType<typeof useMasterRevert>;
