import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import type { NumberGameSettings } from "@sabong/shared/number-games";
import { useId, useState } from "react";
import { type FieldPath, get, useForm } from "react-hook-form";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";
import { fieldProps } from "../../../components/FormField.tsx";
import { notify } from "../../../lib/toast.tsx";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { rambolitoKeysOf, type SettingsFormValues, settingsFormSchema, settingsToForm } from "./settings-form.ts";

type Props = {
  game: NumberGame;
  settings: NumberGameSettings;
  /** Saves; rejects with the server's message. */
  onSave: (settings: NumberGameSettings) => Promise<unknown>;
};

/** One game's settings: on/off, multipliers, stakes, default cap, schedule, cut-off, closed days, confirmation. */
export function SettingsForm({ game, settings, onSave }: Props) {
  const id = useId();
  const entry = GAME_REGISTRY[game];
  const platformDrawn = entry.result === "platform-draw";
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(settingsFormSchema(game)),
    defaultValues: settingsToForm(game, settings),
  });

  const onSubmit = handleSubmit(async (next) => {
    setServerError(null);
    try {
      await onSave(next);
      notify.success(`${entry.label} settings saved`);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  const input = (name: FieldPath<SettingsFormValues>, label: string, hint?: string, prefix?: string) => {
    const fieldId = `${id}-${name.replace(".", "-")}`;
    const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
    const control = <input {...fieldProps(fieldId, error, hint)} {...register(name)} autoComplete="off" />;
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
  };
  const check = (name: "enabled" | "holyWeek" | "confirmResults", label: string, disabled = false) => (
    <div className="form-check form-switch mb-3">
      <input
        id={`${id}-${name}`}
        className="form-check-input"
        type="checkbox"
        disabled={disabled}
        {...register(name)}
      />
      <label className="form-check-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
    </div>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={`${entry.label} settings`}>
      <ErrorAlert error={serverError} />
      {check("enabled", `${entry.label} is on (players can bet)`)}
      <fieldset className="row g-3">
        <legend className="h6">Multipliers (stake × multiplier, stake included)</legend>
        <div className="col-sm-4">{input("straight", "Straight", undefined, "×")}</div>
        {rambolitoKeysOf(game).map((key) => (
          <div className="col-sm-4" key={key}>
            {input(`rambolito.${key}`, `Rambolito (${key} permutations)`, undefined, "×")}
          </div>
        ))}
      </fieldset>
      <fieldset className="row g-3">
        <legend className="h6">Stakes and caps</legend>
        <div className="col-sm-4">{input("minStake", "Minimum stake per line", undefined, "₱")}</div>
        <div className="col-sm-4">{input("maxStake", "Maximum stake per line", undefined, "₱")}</div>
        <div className="col-sm-4">
          {input("defaultCap", "Default cap per combination", "The most paid if that combination comes out.", "₱")}
        </div>
      </fieldset>
      <fieldset className="row g-3">
        <legend className="h6">Schedule (Manila time)</legend>
        <div className="col-sm-8">
          {input(
            "drawTimes",
            "Draw times",
            entry.result === "scores" ? "Usually empty: operators create each draw." : "HH:MM, comma-separated.",
          )}
        </div>
        <div className="col-sm-4">{input("cutoffMinutes", "Cut-off (minutes before the draw)")}</div>
        <div className="col-sm-8">{input("closedYearly", "Closed every year", "MM-DD, comma-separated.")}</div>
        <div className="col-sm-4 d-flex align-items-center">
          {check("holyWeek", "Closed Maundy Thursday to Easter Sunday")}
        </div>
        <div className="col-12">{input("closedDates", "Closed on these dates", "YYYY-MM-DD, comma-separated.")}</div>
      </fieldset>
      {check(
        "confirmResults",
        platformDrawn
          ? "A second operator confirms results (not used: the platform draws this game)"
          : "A second operator confirms each entered result",
        platformDrawn,
      )}
      <p className="form-text">Changes apply to draws not yet open; open draws keep the terms they opened with.</p>
      <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Saving…" : `Save ${entry.label} settings`}
      </button>
    </form>
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
