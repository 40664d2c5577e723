import { type Game, mainSides, RESULT_LABELS, type RevertAnswer } from "@sabong/shared/betting";
import { contestName, contestNoun, contestTitle, liveGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { useId } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ReasonField } from "../../components/ReasonField.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { RevertPreviewCard } from "./RevertPreviewCard.tsx";
import { idParam, type MasterRevert, useMasterRevert } from "./use-master-revert.ts";
import "../../components/betting.css";

/** /operator/master-revert and /operator/apple-master-revert: undo a declared result, with a preview and a reason. */
export function MasterRevertPage({ game }: { game: Game }) {
  const state = useMasterRevert(game);
  const { fightId, preview, done } = state;
  return (
    <>
      <PageHeader title="Master Revert" subtitle={liveGame(game).label} />
      <p className="text-body-secondary">
        A revert takes back every payout, refund and commission of a declared {contestNoun(game)} and returns it to
        CLOSED, so the right result can be declared again. Winners who already spent their payout go into debt for the
        difference.
      </p>
      <RevertPickers game={game} state={state} />
      {done ? <RevertDone game={game} done={done} /> : null}

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
            <RevertPreviewCard
              game={game}
              preview={preview.data}
              fight={state.fights.data?.items.find((f) => f.id === fightId) ?? null}
            />
          </div>
          <div className="col-lg-5">
            <ReasonCard game={game} state={state} />
          </div>
        </div>
      )}

      {state.confirming && preview.data ? (
        <ConfirmModal
          title={`Revert ${contestName(game, preview.data.fightNumber)} (${RESULT_LABELS[preview.data.result]})?`}
          confirmLabel="Revert result"
          tone="danger"
          busy={state.revert.isPending}
          confirmDisabled={state.reasonError !== null}
          onConfirm={() => void state.doRevert()}
          onCancel={() => state.setConfirming(false)}
        >
          <p>
            {preview.data.transferCount} transfers will be reversed and the {contestNoun(game)} goes back to CLOSED.
            Players see the result removed from the board.
          </p>
          <p className="mb-0 small text-body-secondary">Reason: {state.reason.text.trim()}</p>
        </ConfirmModal>
      ) : null}
    </>
  );
}

/** The event, then one of its declared fights (with result, stakes and earlier reverts). */
function RevertPickers({ game, state }: { game: Game; state: MasterRevert }) {
  const { eventId, fightId, events, fights, select } = state;
  const declared = (fights.data?.items ?? []).filter((f) => f.state === "DECLARED");
  return (
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
            {events.items.map((event) => (
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
  );
}

function RevertDone({ game, done }: { game: Game; done: RevertAnswer }) {
  return (
    <div className="alert alert-success" role="status" data-testid="revert-done">
      {contestTitle(game)} #{done.fight.number} is back to {done.fight.state}: {done.reversedTransfers} transfers
      reversed. <Link to={`${liveGame(game).routes.operatorEvents}/${done.fight.eventId}`}>Open the console</Link> to
      declare the right result.
    </div>
  );
}

/** The revert's reason (checked once left or on pressing), then the press that asks for confirmation. */
function ReasonCard({ game, state }: { game: Game; state: MasterRevert }) {
  const reasonId = useId();
  const { reason, reasonError } = state;
  return (
    <section className="card border-0 shadow-sm h-100">
      <div className="card-body">
        <h2 className="h5">Revert</h2>
        <ReasonField
          id={reasonId}
          maxLength={500}
          value={reason.text}
          placeholder={`e.g. Wrong side declared: ${mainSides(game)[1]} won per the referee`}
          onChange={reason.set}
          onBlur={reason.touch}
          error={reason.touched ? reasonError : null}
        />
        <button
          type="button"
          className="btn btn-danger w-100 mt-3"
          disabled={state.revert.isPending}
          onClick={() => {
            reason.touch();
            if (!reasonError) state.setConfirming(true);
          }}
        >
          Revert result…
        </button>
      </div>
    </section>
  );
}
