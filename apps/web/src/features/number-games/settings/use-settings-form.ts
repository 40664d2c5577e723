import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import type { NumberGameSettings } from "@sabong/shared/number-games";
import { useState } from "react";
import { type FieldPath, get, useForm } from "react-hook-form";
import { notify } from "../../../lib/toast.tsx";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { type SettingsFormValues, settingsFormSchema, settingsToForm } from "./settings-form.ts";

/**
 * One game's settings form: the fields as typed, checked by the shared contract, saved with a notice; the server's
 * refusal is kept to show above the fields.
 */
export function useSettingsForm(
  game: NumberGame,
  settings: NumberGameSettings,
  onSave: (settings: NumberGameSettings) => Promise<unknown>,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(settingsFormSchema(game)),
    defaultValues: settingsToForm(game, settings),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (next) => {
    setServerError(null);
    try {
      await onSave(next);
      notify.success(`${GAME_REGISTRY[game].label} settings saved`);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return {
    register,
    /** The message under a field, if its value is refused. */
    errorOf: (name: FieldPath<SettingsFormValues>) => (get(errors, name) as { message?: string } | undefined)?.message,
    serverError,
    onSubmit,
    submitting: formState.isSubmitting,
  };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;
