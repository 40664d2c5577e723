import type { BettingEvent, Game } from "@sabong/shared/betting";
import { useState } from "react";
import { useForm } from "react-hook-form";
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

type Options = {
  game: Game;
  /** Edit this event; create a new one when absent. */
  event?: BettingEvent;
  onClose: () => void;
  onCreated?: (eventId: number) => void;
};

/**
 * The event form's state, checks and submit: the typed values, the contract's messages under their fields, the
 * server's refusal above them; an edit saves a patch, a new event is created.
 */
export function useEventForm({ game, event, onClose, onCreated }: Options) {
  const create = useCreateEvent(game);
  const update = useUpdateEvent(game);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<EventFormValues>({
    defaultValues: event ? eventToForm(event) : emptyEventForm(game),
  });
  const errors: EventFormErrors = Object.fromEntries(
    Object.entries(formState.errors).map(([key, value]) => [key, value?.message]),
  );

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

  return { register, errors, serverError, onSubmit, saving: create.isPending || update.isPending };
}
