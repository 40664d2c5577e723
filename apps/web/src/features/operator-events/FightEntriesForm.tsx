import { type FightView, type Game, SIDE_LABELS } from "@sabong/shared/betting";
import { contestTitle, entryTitle, type MainSide } from "@sabong/shared/games";
import { useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { Modal } from "../../components/Modal.tsx";
import { ModalActions } from "../../components/ModalActions.tsx";
import { sideTone } from "../../games/betting.ts";
import type { EntriesFormValues, EntryField } from "./fight-entries-form.ts";
import { useFightEntriesForm } from "./use-fight-entries-form.ts";

type Props = { game: Game; fight: FightView; onClose: () => void };

const WEIGHT_HINT = "Kilograms to the gram, e.g. 2.150 (or grams: 2150)";

/**
 * The operator's form of a fight's two entries: rooster, owner and weight per side (a side left blank: none). It
 * sends the entries it opened with, so a save over another console's change is refused; the form then shows the
 * entries as they are now, to check and save again.
 */
export function FightEntriesForm({ game, fight, onClose }: Props) {
  const id = useId();
  const form = useFightEntriesForm(game, fight, onClose);
  const kit = { id, register: form.register, errors: form.errors };
  return (
    <Modal
      title={`Entries · ${contestTitle(game)} #${fight.number}`}
      onClose={onClose}
      busy={form.saving}
      onSubmit={() => void form.onSubmit()}
      footer={<ModalActions onCancel={onClose} busy={form.saving} label="Save entries" />}
    >
      <ErrorAlert error={form.serverError} />
      <p className="small text-body-secondary">Players see these beside each side. Leave a side blank to show none.</p>
      {form.sides.map((side) => (
        <fieldset key={side} className={`entries-fieldset ${sideTone(side)}`} data-testid={`entries-form-${side}`}>
          <legend className="entries-legend">{SIDE_LABELS[side]}</legend>
          <div className="row g-2">
            <EntryInput kit={kit} side={side} name="rooster" label={entryTitle(game)} />
            <EntryInput kit={kit} side={side} name="owner" label="Owner" />
            <EntryInput kit={kit} side={side} name="weight" label="Weight (kg)" hint={WEIGHT_HINT} />
          </div>
        </fieldset>
      ))}
    </Modal>
  );
}

type EntryKit = { id: string; register: UseFormRegister<EntriesFormValues>; errors: FieldErrors<EntriesFormValues> };

/** One field of a side's entry; the weight typed as a decimal. */
function EntryInput({
  kit,
  side,
  name,
  label,
  hint,
}: {
  kit: EntryKit;
  side: MainSide;
  name: EntryField;
  label: string;
  hint?: string;
}) {
  const error = kit.errors[side]?.[name]?.message;
  const fieldId = `${kit.id}-${side}-${name}`;
  return (
    <FormField id={fieldId} label={label} error={error} hint={hint} className="col-sm-6">
      <input
        {...fieldProps(fieldId, error, hint)}
        {...kit.register(`${side}.${name}`)}
        autoComplete="off"
        inputMode={name === "weight" ? "decimal" : undefined}
        placeholder={name === "weight" ? "2.150" : undefined}
      />
    </FormField>
  );
}
