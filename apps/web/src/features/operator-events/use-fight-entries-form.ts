import { ENTRIES_CHANGED_MESSAGE, type FightEntriesView, type FightView, type Game } from "@sabong/shared/betting";
import { contestName, liveGame } from "@sabong/shared/games";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { notify } from "../../lib/toast.tsx";
import { useRefetchConsoleFight, useSaveFightEntries } from "./event-mutations.ts";
import {
  ENTRY_FIELDS,
  type EntriesFormErrors,
  type EntriesFormValues,
  entriesToForm,
  toEntriesBody,
} from "./fight-entries-form.ts";

/**
 * The entries form's state, checks and submit. It sends the entries it opened with; when another console changed
 * them meanwhile, the save is refused and the form starts again from the entries as they are now.
 */
export function useFightEntriesForm(game: Game, fight: FightView, onClose: () => void) {
  const { sides } = liveGame(game);
  const save = useSaveFightEntries(game, fight.eventId);
  const refetchFight = useRefetchConsoleFight(game, fight.eventId);
  const [startedFrom, setStartedFrom] = useState<FightEntriesView>(fight.entries ?? {});
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<EntriesFormValues>({
    defaultValues: entriesToForm(sides, fight.entries),
  });

  // In the form's order, so the first field in error takes the focus.
  const showErrors = (errors: EntriesFormErrors) => {
    let first = true;
    for (const side of sides) {
      for (const field of ENTRY_FIELDS) {
        const message = errors[side]?.[field];
        if (!message) continue;
        setError(`${side}.${field}`, { type: "validate", message }, { shouldFocus: first });
        first = false;
      }
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const converted = toEntriesBody(values, sides);
    if (!converted.ok) return showErrors(converted.errors);
    try {
      await save.mutateAsync({ fightId: fight.id, update: { entries: converted.body, previous: startedFrom } });
      notify.success(`Entries of ${contestName(game, fight.number)} saved`);
      onClose();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setServerError(message);
      if (message !== ENTRIES_CHANGED_MESSAGE) return;
      const latest = await refetchFight().catch(() => null);
      if (latest?.id !== fight.id || !latest.entries) return;
      setStartedFrom(latest.entries);
      reset(entriesToForm(sides, latest.entries));
    }
  });

  return { sides, register, errors: formState.errors, serverError, onSubmit, saving: save.isPending };
}
