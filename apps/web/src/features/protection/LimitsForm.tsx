import type { LimitKey, ProtectionView } from "@sabong/shared/protection";
import type { QueryKey } from "@tanstack/react-query";
import { useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { fieldProps } from "../../components/FormField.tsx";
import { PesosInput } from "../../components/PesosInput.tsx";
import { ResultAlert } from "../../components/ResultAlert.tsx";
import type { LimitFormValues } from "./limit-form.ts";
import { isMoneyLimit, LIMIT_GROUPS, limitLabel, type Viewer } from "./limit-text.ts";
import { useLimitsForm } from "./use-limits-form.ts";
import { LimitSaveError, type SendLimit } from "./use-save-limits.ts";

type Props = {
  view: ProtectionView;
  viewer: Viewer;
  send: SendLimit;
  /** The view's query, refetched after saving. */
  viewKey: QueryKey;
};

/**
 * Set, lower, raise or remove limits (react-hook-form). Every box is checked at once against the same rules as the
 * server's and every problem is listed; then the changes are sent in an order the rules accept.
 */
export function LimitsForm({ view, viewer, send, viewKey }: Props) {
  const id = useId();
  const form = useLimitsForm(view, viewer, send, viewKey);
  const { save } = form;
  const you = viewer === "player" ? "your" : "the player's";
  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`}>
        Change {you} limits
      </h2>
      <p className="small text-body-secondary">
        Leave a box empty for no limit. A lower limit applies at once. A higher limit, or removing one, applies after 24
        hours: until then it shows as pending{viewer === "player" ? " and you can cancel it" : ""}.
        {viewer === "upline" ? " A limit the player set can only be raised or removed by the player." : ""}
      </p>
      <LimitsOutcome form={form} />

      {LIMIT_GROUPS.map((group) => (
        <fieldset key={group.title} className="mb-3">
          <legend className="fs-6 fw-semibold mb-1">{group.title}</legend>
          <p className="small text-body-secondary mb-2">{group.about}</p>
          <div className="row g-2">
            {group.keys.map((key) => (
              <div key={key} className={group.keys.length > 1 ? "col-12 col-md-4" : "col-12 col-md-6"}>
                <LimitField formId={id} limit={key} register={form.register} errors={form.errors} />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save limits"}
      </button>
    </form>
  );
}

/** Every problem of the boxes, the change the server refused (or another failure), and what was saved. */
function LimitsOutcome({ form }: { form: ReturnType<typeof useLimitsForm> }) {
  const { problems, save, done } = form;
  const failure = save.error instanceof LimitSaveError ? save.error : null;
  return (
    <>
      {form.isSubmitted && problems.length > 0 ? (
        <ErrorAlert className="py-2">
          <p className="mb-1">Please fix these and save again:</p>
          <ul className="mb-0 ps-3">
            {problems.map(([key, message]) => (
              <li key={key}>
                {limitLabel(key)}: {message}
              </li>
            ))}
          </ul>
        </ErrorAlert>
      ) : null}
      {failure ? (
        <ErrorAlert className="py-2">
          {limitLabel(failure.key)}: {failure.message}
          {failure.saved.length > 0 ? " The changes before it were saved." : ""}
        </ErrorAlert>
      ) : (
        <ErrorAlert error={save.error} className="py-2" />
      )}
      {done ? (
        <ResultAlert testId="limits-saved" onDismiss={form.clearDone}>
          {done}
        </ResultAlert>
      ) : null}
    </>
  );
}

/** One limit's box: pesos for the money limits, a whole number otherwise; its problem under it. */
function LimitField({
  formId,
  limit,
  register,
  errors,
}: {
  formId: string;
  limit: LimitKey;
  register: UseFormRegister<LimitFormValues>;
  errors: FieldErrors<LimitFormValues>;
}) {
  const fieldId = `${formId}-${limit.replace(":", "-")}`;
  const message = errors[limit]?.message;
  const field = fieldProps(fieldId, message);
  return (
    <>
      <label htmlFor={fieldId} className="form-label small mb-1">
        {limitLabel(limit)}
      </label>
      {isMoneyLimit(limit) ? (
        <PesosInput
          id={fieldId}
          aria-invalid={field["aria-invalid"]}
          aria-describedby={field["aria-describedby"]}
          invalid={Boolean(message)}
          placeholder="No limit"
          {...register(limit)}
        />
      ) : (
        <input {...field} inputMode="numeric" autoComplete="off" placeholder="No limit" {...register(limit)} />
      )}
      {/* d-block: the money box sits in an input group, which Bootstrap's sibling rule cannot see. */}
      {message ? (
        <div className="invalid-feedback d-block" id={`${fieldId}-error`}>
          {message}
        </div>
      ) : null}
    </>
  );
}
