import type { DrawView } from "@sabong/shared/number-games";
import { manilaStamp } from "@sabong/shared/time";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";
import { FormField, fieldProps } from "../../../components/FormField.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { manilaTime } from "./new-draw-form.ts";
import type { DrawActions } from "./use-draw-actions.ts";

const expectedEndFormSchema = z.object({ expectedEnd: manilaTime("Expected end") });

/** An instant as a datetime-local value in Manila time ("2026-11-27T21:30"). */
const manilaLocalValue = (iso: string) => manilaStamp(new Date(iso), "minutes").replace(" ", "T");

const HINT = "Results can be entered from then. It cannot be before the cut-off.";

type Props = { draw: DrawView; actions: DrawActions };

/**
 * A game-ending draw's expected end (results are refused before it), moved by the operator when the game runs
 * late or tips off late (audited by the server); the result buttons follow the new time.
 */
export function ExpectedEndControl({ draw, actions }: Props) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(expectedEndFormSchema),
    values: { expectedEnd: draw.expectedEndAt ? manilaLocalValue(draw.expectedEndAt) : "" },
  });
  if (!draw.expectedEndAt || draw.state === "SETTLED" || draw.state === "CANCELLED") return null;

  const onSubmit = handleSubmit(async ({ expectedEnd }) => {
    setServerError(null);
    const problem = await actions.moveExpectedEnd(expectedEnd);
    if (problem) setServerError(problem);
    else setEditing(false);
  });
  const fieldId = `${id}-expected-end`;
  const error = formState.errors.expectedEnd?.message;

  return (
    <div className="mb-3">
      <p className="mb-2" data-testid="expected-end">
        Expected end of the game: <strong className="tabular">{formatDateTime(draw.expectedEndAt)}</strong>
        {editing ? null : (
          <button type="button" className="btn btn-sm btn-outline-secondary ms-2" onClick={() => setEditing(true)}>
            Move expected end
          </button>
        )}
      </p>
      {editing ? (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Move expected end">
          <ErrorAlert error={serverError} className="py-2" />
          <FormField id={fieldId} label="New expected end (Manila time)" error={error} hint={HINT}>
            <input
              {...fieldProps(fieldId, error, HINT)}
              {...register("expectedEnd")}
              type="datetime-local"
              autoComplete="off"
            />
          </FormField>
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-sm btn-primary" disabled={actions.movingExpectedEnd}>
              {actions.movingExpectedEnd ? "Saving…" : "Save expected end"}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={actions.movingExpectedEnd}
              onClick={() => {
                setServerError(null);
                setEditing(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
