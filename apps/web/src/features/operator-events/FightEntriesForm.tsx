import {
  ENTRIES_CHANGED_MESSAGE,
  type FightEntriesView,
  type FightView,
  type Game,
  SIDE_LABELS,
} from "@sabong/shared/betting";
import { contestName, contestTitle, entryTitle, liveGame, type MainSide } from "@sabong/shared/games";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { Modal } from "../../components/Modal.tsx";
import { ModalActions } from "../../components/ModalActions.tsx";
import { sideTone } from "../../games/betting.ts";
import { notify } from "../../lib/toast.tsx";
import { useRefetchConsoleFight, useSaveFightEntries } from "./event-mutations.ts";
import {
  ENTRY_FIELDS,
  type EntriesFormErrors,
  type EntriesFormValues,
  type EntryField,
  entriesToForm,
  toEntriesBody,
} from "./fight-entries-form.ts";

type Props = { game: Game; fight: FightView; onClose: () => void };

const WEIGHT_HINT = "Kilograms to the gram, e.g. 2.150 (or grams: 2150)";

/**
 * The operator's form of a fight's two entries: rooster, owner and weight per side (a side left blank: none). It
 * sends the entries it opened with, so a save over another console's change is refused; the form then shows the
 * entries as they are now, to check and save again.
 */
export function FightEntriesForm({ game, fight, onClose }: Props) {
  const id = useId();
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

  const field = (side: MainSide, name: EntryField, label: string, hint?: string) => {
    const error = formState.errors[side]?.[name]?.message;
    const fieldId = `${id}-${side}-${name}`;
    return (
      <FormField id={fieldId} label={label} error={error} hint={hint} className="col-sm-6">
        <input
          {...fieldProps(fieldId, error, hint)}
          {...register(`${side}.${name}`)}
          autoComplete="off"
          inputMode={name === "weight" ? "decimal" : undefined}
          placeholder={name === "weight" ? "2.150" : undefined}
        />
      </FormField>
    );
  };

  return (
    <Modal
      title={`Entries · ${contestTitle(game)} #${fight.number}`}
      onClose={onClose}
      busy={save.isPending}
      onSubmit={() => void onSubmit()}
      footer={<ModalActions onCancel={onClose} busy={save.isPending} label="Save entries" />}
    >
      <ErrorAlert error={serverError} />
      <p className="small text-body-secondary">Players see these beside each side. Leave a side blank to show none.</p>
      {sides.map((side) => (
        <fieldset key={side} className={`entries-fieldset ${sideTone(side)}`} data-testid={`entries-form-${side}`}>
          <legend className="entries-legend">{SIDE_LABELS[side]}</legend>
          <div className="row g-2">
            {field(side, "rooster", entryTitle(game))}
            {field(side, "owner", "Owner")}
            {field(side, "weight", "Weight (kg)", WEIGHT_HINT)}
          </div>
        </fieldset>
      ))}
    </Modal>
  );
}
