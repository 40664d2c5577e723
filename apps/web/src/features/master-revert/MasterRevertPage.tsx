import { type Game, mainSides, RESULT_LABELS, type RevertAnswer, revertReasonSchema } from "@sabong/shared/betting";
import { firstIssueMessage } from "@sabong/shared/contracts";
import { contestName, contestNoun, contestTitle, liveGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { eventFightsQuery, newestEventsFirst, operatorEventsQuery } from "../../api/betting/operator.ts";
import { revertPreviewQuery } from "../../api/betting/revert.ts";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ReasonField } from "../../components/ReasonField.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { notify } from "../../lib/toast.tsx";
import { RevertPreviewCard } from "./RevertPreviewCard.tsx";
import { useRevertFight } from "./revert-fight.ts";
import "../../components/betting.css";

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /operator/master-revert and /operator/apple-master-revert: undo a declared result, with a preview and a reason. */
export function MasterRevertPage({ game }: { game: Game }) {
  const [params, setParams] = useSearchParams();
  const eventId = idParam(params.get("eventId"));
  const fightId = idParam(params.get("fightId"));
  const reasonId = useId();
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

  const declared = (fights.data?.items ?? []).filter((f) => f.state === "DECLARED");
  const fight = fights.data?.items.find((f) => f.id === fightId) ?? null;
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

  const sortedEvents = newestEventsFirst(events.data?.items ?? []);

  return (
    <>
      <PageHeader title="Master Revert" subtitle={liveGame(game).label} />
      <p className="text-body-secondary">
        A revert takes back every payout, refund and commission of a declared {contestNoun(game)} and returns it to
        CLOSED, so the right result can be declared again. Winners who already spent their payout go into debt for the
        difference.
      </p>

      <div className="card border-0 shadow-sm mb-3">
        <div className="card-body row g-3">
          <div className="col-md-6">
            <SelectField
              id="revert-event"
              label="Event"
              value={eventId}
              onChange={(value) => select({ eventId: idParam(value), fightId: null })}
              disabled={events.isPending}
            >
              <option value="">{events.isPending ? "Loading events…" : "Choose an event"}</option>
              {sortedEvents.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name} · {event.eventDate} · {event.status}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-md-6">
            <SelectField
              id="revert-fight"
              label={`Declared ${contestNoun(game)}`}
              value={fightId}
              onChange={(value) => select({ fightId: idParam(value) })}
              disabled={!eventId || fights.isPending}
            >
              <option value="">
                {!eventId
                  ? "Choose an event first"
                  : declared.length === 0
                    ? `No declared ${contestNoun(game, 2)}`
                    : `Choose a ${contestNoun(game)}`}
              </option>
              {declared.map((f) => (
                <option key={f.id} value={f.id}>
                  {contestTitle(game)} #{f.number} · {f.result ? RESULT_LABELS[f.result] : "—"} ·{" "}
                  {formatPesos(f.totalCentavos)} staked
                  {f.revertCount > 0 ? ` · reverted ×${f.revertCount}` : ""}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      </div>

      {done ? (
        <div className="alert alert-success" role="status" data-testid="revert-done">
          {contestTitle(game)} #{done.fight.number} is back to {done.fight.state}: {done.reversedTransfers} transfers
          reversed. <Link to={`${liveGame(game).routes.operatorEvents}/${done.fight.eventId}`}>Open the console</Link>{" "}
          to declare the right result.
        </div>
      ) : null}

      {!fightId ? (
        done ? null : (
          <EmptyState title={`Pick an event and a declared ${contestNoun(game)}.`}>
            The preview shows every account the revert would move before anything is changed.
          </EmptyState>
        )
      ) : preview.isPending ? (
        <Spinner label="Preparing the preview…" />
      ) : preview.isError ? (
        <div className="alert alert-warning">{preview.error.message}</div>
      ) : (
        <div className="row g-3">
          <div className="col-lg-7">
            <RevertPreviewCard game={game} preview={preview.data} fight={fight} />
          </div>
          <div className="col-lg-5">
            <section className="card border-0 shadow-sm h-100">
              <div className="card-body">
                <h2 className="h5">Revert</h2>
                <ReasonField
                  id={reasonId}
                  maxLength={500}
                  value={reason}
                  placeholder={`e.g. Wrong side declared: ${mainSides(game)[1]} won per the referee`}
                  onChange={setReason}
                  onBlur={() => setReasonTouched(true)}
                  error={reasonTouched ? reasonError : null}
                />
                <button
                  type="button"
                  className="btn btn-danger w-100 mt-3"
                  disabled={revert.isPending}
                  onClick={() => {
                    setReasonTouched(true);
                    if (!reasonError) setConfirming(true);
                  }}
                >
                  Revert result…
                </button>
              </div>
            </section>
          </div>
        </div>
      )}

      {confirming && preview.data ? (
        <ConfirmModal
          title={`Revert ${contestName(game, preview.data.fightNumber)} (${RESULT_LABELS[preview.data.result]})?`}
          confirmLabel="Revert result"
          tone="danger"
          busy={revert.isPending}
          confirmDisabled={reasonError !== null}
          onConfirm={() => void doRevert()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {preview.data.transferCount} transfers will be reversed and the {contestNoun(game)} goes back to CLOSED.
            Players see the result removed from the board.
          </p>
          <p className="mb-0 small text-body-secondary">Reason: {reason.trim()}</p>
        </ConfirmModal>
      ) : null}
    </>
  );
}
