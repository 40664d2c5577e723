import {
  type BettingEvent,
  EVENT_STATUSES,
  GAME_LABELS,
  type Game,
  LAST_CALL_SECONDS_MAX,
  LAST_CALL_SECONDS_MIN,
} from "@sabong/shared/betting";
import { contestNoun, liveGame } from "@sabong/shared/games";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { fieldProps } from "../../components/FormField.tsx";
import { Modal } from "../../components/Modal.tsx";
import { ModalActions } from "../../components/ModalActions.tsx";
import { notify } from "../../lib/toast.tsx";
import {
  type EventFormErrors,
  type EventFormValues,
  emptyEventForm,
  eventToForm,
  toEventInput,
  toEventPatch,
} from "./event-form.ts";
import { useCreateEvent, useUpdateEvent } from "./event-mutations.ts";

const LAST_CALL_HINT = `Betting closes by itself this long after Last call (${LAST_CALL_SECONDS_MIN}–${LAST_CALL_SECONDS_MAX}).`;

type Props = {
  game: Game;
  /** Edit this event; create a new one when absent. */
  event?: BettingEvent;
  onClose: () => void;
  onCreated?: (eventId: number) => void;
};

/** Create or edit an event: arena/name, date, stream URL, plasada %, draw odds, min/max bet, last call, draw side. */
export function EventFormModal({ game, event, onClose, onCreated }: Props) {
  const id = useId();
  const drawAlways = liveGame(game).draw === "always";
  const create = useCreateEvent(game);
  const update = useUpdateEvent(game);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<EventFormValues>({
    defaultValues: event ? eventToForm(event) : emptyEventForm(game),
  });
  const errors: EventFormErrors = Object.fromEntries(
    Object.entries(formState.errors).map(([key, value]) => [key, value?.message]),
  );
  const saving = create.isPending || update.isPending;

  const showErrors = (list: EventFormErrors) => {
    for (const [field, message] of Object.entries(list)) {
      setError(field as keyof EventFormValues, { type: "validate", message });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (event) {
        const patch = toEventPatch(values, game);
        if (!patch.ok) return showErrors(patch.errors);
        await update.mutateAsync({ eventId: event.id, patch: patch.body });
        notify.success("Event saved");
        onClose();
      } else {
        const input = toEventInput(values, game);
        if (!input.ok) return showErrors(input.errors);
        const created = await create.mutateAsync(input.body);
        notify.success(`Event "${created.event.name}" created`);
        onCreated?.(created.event.id);
        onClose();
      }
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  const field = (name: keyof EventFormValues, hint?: string) => ({
    ...fieldProps(`${id}-${name}`, errors[name], hint),
    ...register(name),
  });
  const feedback = (name: keyof EventFormValues, hint?: string) =>
    errors[name] ? (
      <div className="invalid-feedback" id={`${id}-${name}-error`}>
        {errors[name]}
      </div>
    ) : hint ? (
      <div className="form-text" id={`${id}-${name}-hint`}>
        {hint}
      </div>
    ) : null;

  return (
    <Modal
      title={event ? `Edit event · ${event.name}` : `New ${GAME_LABELS[game]} event`}
      onClose={onClose}
      busy={saving}
      size="lg"
      onSubmit={() => void onSubmit()}
      footer={<ModalActions onCancel={onClose} busy={saving} label={event ? "Save changes" : "Create event"} />}
    >
      <ErrorAlert error={serverError} />
      <div className="row g-3">
        <div className="col-md-8">
          <label className="form-label" htmlFor={`${id}-name`}>
            Arena / event name
          </label>
          <input {...field("name")} placeholder="e.g. Cebu Coliseum Derby" autoComplete="off" />
          {feedback("name")}
        </div>
        <div className="col-md-4">
          <label className="form-label" htmlFor={`${id}-eventDate`}>
            Date
          </label>
          <input {...field("eventDate")} type="date" />
          {feedback("eventDate")}
        </div>
        <div className="col-12">
          <label className="form-label" htmlFor={`${id}-videoUrl`}>
            Stream URL (HLS .m3u8)
          </label>
          <input
            {...field("videoUrl", "Leave empty until the arena's stream is ready; players see a notice meanwhile.")}
            type="url"
            placeholder="https://stream.example.com/arena/live.m3u8"
            autoComplete="off"
          />
          {feedback("videoUrl", "Leave empty until the arena's stream is ready; players see a notice meanwhile.")}
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor={`${id}-plasadaPercent`}>
            Plasada %
          </label>
          <input {...field("plasadaPercent")} inputMode="decimal" />
          {feedback("plasadaPercent")}
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor={`${id}-drawOdds`}>
            Draw odds (1 : n)
          </label>
          <input {...field("drawOdds")} inputMode="numeric" />
          {feedback("drawOdds")}
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor={`${id}-minBet`}>
            Minimum bet (₱)
          </label>
          <input {...field("minBet")} inputMode="decimal" />
          {feedback("minBet")}
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor={`${id}-maxBet`}>
            Maximum bet (₱)
          </label>
          <input {...field("maxBet")} inputMode="decimal" />
          {feedback("maxBet")}
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor={`${id}-lastCallSeconds`}>
            Last call (seconds)
          </label>
          <input
            {...field("lastCallSeconds", LAST_CALL_HINT)}
            type="number"
            min={LAST_CALL_SECONDS_MIN}
            max={LAST_CALL_SECONDS_MAX}
            step={1}
            inputMode="numeric"
          />
          {feedback("lastCallSeconds", LAST_CALL_HINT)}
        </div>
        <div className="col-md-6">
          <div className="form-check form-switch mt-md-4">
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-drawEnabled`}
              disabled={drawAlways}
              {...register("drawEnabled")}
            />
            <label className="form-check-label" htmlFor={`${id}-drawEnabled`}>
              DRAW side offered to bettors
            </label>
            <div className="form-text">
              {drawAlways ? `${GAME_LABELS[game]} always offers DRAW.` : `Off by default for ${GAME_LABELS[game]}.`}
            </div>
          </div>
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor={`${id}-status`}>
            Status
          </label>
          <select {...register("status")} id={`${id}-status`} className="form-select">
            {EVENT_STATUSES.filter((s) => event || s !== "ENDED").map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
          <div className="form-text">An event goes LIVE by itself when its first {contestNoun(game)} opens.</div>
        </div>
      </div>
    </Modal>
  );
}
