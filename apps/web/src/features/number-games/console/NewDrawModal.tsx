import type { NumberGame } from "@sabong/shared/games";
import { GAME_PERIOD_LABELS, GAME_PERIODS } from "@sabong/shared/number-games";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type FieldPath, get, useForm } from "react-hook-form";
import { drawKeys } from "../../../api/number-games/keys.ts";
import { postDraw } from "../../../api/number-games/staff.ts";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";
import { FormField, fieldProps } from "../../../components/FormField.tsx";
import { Modal } from "../../../components/Modal.tsx";
import { ModalActions } from "../../../components/ModalActions.tsx";
import { notify } from "../../../lib/toast.tsx";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { emptyNewDraw, type NewDrawFormValues, newDrawFormSchema } from "./new-draw-form.ts";

type Props = { game: NumberGame; onClose: () => void; onCreated: (drawId: number) => void };

/** Game-ending: a draw for one basketball game's period (betting closes at tip-off unless a cut-off is given). */
export function NewDrawModal({ game, onClose, onCreated }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: Parameters<typeof postDraw>[1]) => postDraw(game, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drawKeys.staffDraws(game) }),
  });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(newDrawFormSchema),
    defaultValues: emptyNewDraw(),
  });
  const errorOf = (name: FieldPath<NewDrawFormValues>): string | undefined =>
    (get(formState.errors, name) as { message?: string } | undefined)?.message;

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const draw = await create.mutateAsync(body);
      notify.success(`Draw "${draw.label}" created`);
      onCreated(draw.id);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  const field = (name: FieldPath<NewDrawFormValues>, label: string, type = "text", hint?: string) => {
    const fieldId = `${id}-${name.replace(".", "-")}`;
    const error = errorOf(name);
    return (
      <FormField className="col-md-4" id={fieldId} label={label} error={error} hint={hint}>
        <input {...fieldProps(fieldId, error, hint)} {...register(name)} type={type} autoComplete="off" />
      </FormField>
    );
  };

  return (
    <Modal
      title="New draw"
      onClose={onClose}
      busy={create.isPending}
      size="lg"
      onSubmit={() => void onSubmit()}
      footer={<ModalActions onCancel={onClose} busy={create.isPending} label="Create draw" />}
    >
      <ErrorAlert error={serverError} />
      <div className="row g-3">
        {field("matchup.league", "League")}
        {field("matchup.home", "Home team")}
        {field("matchup.away", "Away team")}
        <FormField className="col-md-4" id={`${id}-period`} label="Period">
          <select id={`${id}-period`} className="form-select" {...register("matchup.period")}>
            {GAME_PERIODS.map((period) => (
              <option key={period} value={period}>
                {GAME_PERIOD_LABELS[period]}
              </option>
            ))}
          </select>
        </FormField>
        {field("tipOff", "Tip-off (Manila time)", "datetime-local")}
        {field("cutoff", "Cut-off (optional)", "datetime-local", "Empty: betting closes at tip-off.")}
      </div>
    </Modal>
  );
}
