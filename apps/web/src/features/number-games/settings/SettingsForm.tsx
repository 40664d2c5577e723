import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import type { NumberGameSettings } from "@sabong/shared/number-games";
import { useId } from "react";
import type { FieldPath } from "react-hook-form";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";
import { fieldProps } from "../../../components/FormField.tsx";
import { rambolitoKeysOf, type SettingsFormValues } from "./settings-form.ts";
import { type SettingsFormState, useSettingsForm } from "./use-settings-form.ts";

type Props = {
  game: NumberGame;
  settings: NumberGameSettings;
  /** Saves; rejects with the server's message. */
  onSave: (settings: NumberGameSettings) => Promise<unknown>;
};

/** What the field components need: the form, and the id the fields' ids start with. */
type Parts = { form: SettingsFormState; id: string };

/** One game's settings: on/off, multipliers, stakes, default cap, schedule, cut-off, closed days, confirmation. */
export function SettingsForm({ game, settings, onSave }: Props) {
  const id = useId();
  const entry = GAME_REGISTRY[game];
  const platformDrawn = entry.result === "platform-draw";
  const form = useSettingsForm(game, settings, onSave);
  const parts = { form, id };

  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={`${entry.label} settings`}>
      <ErrorAlert error={form.serverError} />
      <Switch {...parts} name="enabled" label={`${entry.label} is on (players can bet)`} />
      <fieldset className="row g-3">
        <legend className="h6">Multipliers (stake × multiplier, stake included)</legend>
        <div className="col-sm-4">
          <TextSetting {...parts} name="straight" label="Straight" prefix="×" />
        </div>
        {rambolitoKeysOf(game).map((key) => (
          <div className="col-sm-4" key={key}>
            <TextSetting {...parts} name={`rambolito.${key}`} label={`Rambolito (${key} permutations)`} prefix="×" />
          </div>
        ))}
      </fieldset>
      <StakeFields {...parts} />
      <ScheduleFields {...parts} scores={entry.result === "scores"} />
      <Switch
        {...parts}
        name="confirmResults"
        label={
          platformDrawn
            ? "A second operator confirms results (not used: the platform draws this game)"
            : "A second operator confirms each entered result"
        }
        disabled={platformDrawn}
      />
      <p className="form-text">Changes apply to draws not yet open; open draws keep the terms they opened with.</p>
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {form.submitting ? "Saving…" : `Save ${entry.label} settings`}
      </button>
    </form>
  );
}

function StakeFields(parts: Parts) {
  return (
    <fieldset className="row g-3">
      <legend className="h6">Stakes and caps</legend>
      <div className="col-sm-4">
        <TextSetting {...parts} name="minStake" label="Minimum stake per line" prefix="₱" />
      </div>
      <div className="col-sm-4">
        <TextSetting {...parts} name="maxStake" label="Maximum stake per line" prefix="₱" />
      </div>
      <div className="col-sm-4">
        <TextSetting
          {...parts}
          name="defaultCap"
          label="Default cap per combination"
          hint="The most paid if that combination comes out."
          prefix="₱"
        />
      </div>
    </fieldset>
  );
}

/** Draw times (a scores game's are usually empty: operators create each draw), cut-off and closed days. */
function ScheduleFields({ scores, ...parts }: Parts & { scores: boolean }) {
  return (
    <fieldset className="row g-3">
      <legend className="h6">Schedule (Manila time)</legend>
      <div className="col-sm-8">
        <TextSetting
          {...parts}
          name="drawTimes"
          label="Draw times"
          hint={scores ? "Usually empty: operators create each draw." : "HH:MM, comma-separated."}
        />
      </div>
      <div className="col-sm-4">
        <TextSetting {...parts} name="cutoffMinutes" label="Cut-off (minutes before the draw)" />
      </div>
      <div className="col-sm-8">
        <TextSetting {...parts} name="closedYearly" label="Closed every year" hint="MM-DD, comma-separated." />
      </div>
      <div className="col-sm-4 d-flex align-items-center">
        <Switch {...parts} name="holyWeek" label="Closed Maundy Thursday to Easter Sunday" />
      </div>
      <div className="col-12">
        <TextSetting {...parts} name="closedDates" label="Closed on these dates" hint="YYYY-MM-DD, comma-separated." />
      </div>
    </fieldset>
  );
}

type TextProps = Parts & { name: FieldPath<SettingsFormValues>; label: string; hint?: string; prefix?: string };

/** A text setting: its label, its input (after a prefix such as ₱ or ×), then its error or hint. */
function TextSetting({ form, id, name, label, hint, prefix }: TextProps) {
  const fieldId = `${id}-${name.replace(".", "-")}`;
  const error = form.errorOf(name);
  const control = <input {...fieldProps(fieldId, error, hint)} {...form.register(name)} autoComplete="off" />;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={fieldId}>
        {label}
      </label>
      {prefix ? (
        <div className={`input-group${error ? " has-validation" : ""}`}>
          <span className="input-group-text">{prefix}</span>
          {control}
          {feedback(fieldId, error, hint)}
        </div>
      ) : (
        <>
          {control}
          {feedback(fieldId, error, hint)}
        </>
      )}
    </div>
  );
}

type SwitchProps = Parts & { name: "enabled" | "holyWeek" | "confirmResults"; label: string; disabled?: boolean };

function Switch({ form, id, name, label, disabled = false }: SwitchProps) {
  return (
    <div className="form-check form-switch mb-3">
      <input
        id={`${id}-${name}`}
        className="form-check-input"
        type="checkbox"
        disabled={disabled}
        {...form.register(name)}
      />
      <label className="form-check-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
    </div>
  );
}

function feedback(fieldId: string, error?: string, hint?: string) {
  if (error) {
    return (
      <div className="invalid-feedback" id={`${fieldId}-error`}>
        {error}
      </div>
    );
  }
  return hint ? (
    <div className="form-text w-100" id={`${fieldId}-hint`}>
      {hint}
    </div>
  ) : null;
}
