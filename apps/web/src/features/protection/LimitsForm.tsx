import { COOLING_OFF_MS, LIMIT_KEYS, manilaMomentText, type ProtectionView } from "@sabong/shared/protection";
import type { QueryKey } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { fieldProps } from "../../components/FormField.tsx";
import { PesosInput } from "../../components/PesosInput.tsx";
import { ResultAlert } from "../../components/ResultAlert.tsx";
import { formValuesOf, type LimitChange, type LimitFormValues, planLimitChanges } from "./limit-form.ts";
import { isMoneyLimit, LIMIT_GROUPS, limitLabel, type Viewer } from "./limit-text.ts";
import { LimitSaveError, type SendLimit, useSaveLimits } from "./use-save-limits.ts";

type Props = {
  view: ProtectionView;
  viewer: Viewer;
  send: SendLimit;
  /** The view's query, refetched after saving. */
  viewKey: QueryKey;
};

/** What was saved, in words: lower limits now, higher or removed ones after the 24-hour wait. */
function savedText(saved: readonly LimitChange[], view: ProtectionView, nowMs: number): string {
  const inForce = new Map(view.limits.map((limit) => [limit.key, limit.value]));
  const loosened = saved.filter(({ key, value }) => {
    const before = inForce.get(key) ?? null;
    return before !== null && (value === null || value > before);
  });
  const parts = [];
  if (loosened.length < saved.length) parts.push("New and lower limits apply now.");
  if (loosened.length > 0) {
    parts.push(
      `Higher or removed limits apply on ${manilaMomentText(nowMs + COOLING_OFF_MS)}; until then you can cancel them.`,
    );
  }
  return `Saved. ${parts.join(" ")}`;
}

/**
 * Set, lower, raise or remove limits (react-hook-form). Every box is checked at once against the same rules as the
 * server's and every problem is listed; then the changes are sent in an order the rules accept.
 */
export function LimitsForm({ view, viewer, send, viewKey }: Props) {
  const id = useId();
  const save = useSaveLimits(send, viewKey);
  const [done, setDone] = useState<string | null>(null);
  const resolver: Resolver<LimitFormValues> = async (values) => {
    const { errors } = planLimitChanges(view, values, viewer, Date.now());
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors = Object.fromEntries(entries.map(([key, message]) => [key, { type: "rules", message }]));
    return { values: {}, errors: fieldErrors as FieldErrors<LimitFormValues> };
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<LimitFormValues>({ resolver, defaultValues: formValuesOf(view) });

  // A fresh view (after saving, or a change from elsewhere) refills the boxes with the limits in force.
  useEffect(() => reset(formValuesOf(view)), [view, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setDone(null);
    const nowMs = Date.now();
    const { changes } = planLimitChanges(view, values, viewer, nowMs);
    if (changes.length === 0) {
      setDone("Nothing to change: the boxes hold the limits in force.");
      return;
    }
    try {
      const saved = await save.mutateAsync(changes);
      setDone(savedText(saved, view, nowMs));
    } catch {
      // Shown from the mutation's error below.
    }
  });

  const failure = save.error instanceof LimitSaveError ? save.error : null;
  // In the form's order, whichever rule found them.
  const problems = LIMIT_KEYS.flatMap((key) => {
    const message = errors[key]?.message;
    return message ? [[key, message] as const] : [];
  });
  const you = viewer === "player" ? "your" : "the player's";

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`}>
        Change {you} limits
      </h2>
      <p className="small text-body-secondary">
        Leave a box empty for no limit. A lower limit applies at once. A higher limit, or removing one, applies after 24
        hours: until then it shows as pending{viewer === "player" ? " and you can cancel it" : ""}.
        {viewer === "upline" ? " A limit the player set can only be raised or removed by the player." : ""}
      </p>
      {isSubmitted && problems.length > 0 ? (
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
        <ResultAlert testId="limits-saved" onDismiss={() => setDone(null)}>
          {done}
        </ResultAlert>
      ) : null}

      {LIMIT_GROUPS.map((group) => (
        <fieldset key={group.title} className="mb-3">
          <legend className="fs-6 fw-semibold mb-1">{group.title}</legend>
          <p className="small text-body-secondary mb-2">{group.about}</p>
          <div className="row g-2">
            {group.keys.map((key) => {
              const fieldId = `${id}-${key.replace(":", "-")}`;
              const message = errors[key]?.message;
              const field = fieldProps(fieldId, message);
              return (
                <div key={key} className={group.keys.length > 1 ? "col-12 col-md-4" : "col-12 col-md-6"}>
                  <label htmlFor={fieldId} className="form-label small mb-1">
                    {limitLabel(key)}
                  </label>
                  {isMoneyLimit(key) ? (
                    <PesosInput
                      id={fieldId}
                      aria-invalid={field["aria-invalid"]}
                      aria-describedby={field["aria-describedby"]}
                      invalid={Boolean(message)}
                      placeholder="No limit"
                      {...register(key)}
                    />
                  ) : (
                    <input
                      {...field}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="No limit"
                      {...register(key)}
                    />
                  )}
                  {/* d-block: the money box sits in an input group, which Bootstrap's sibling rule cannot see. */}
                  {message ? (
                    <div className="invalid-feedback d-block" id={`${fieldId}-error`}>
                      {message}
                    </div>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save limits"}
      </button>
    </form>
  );
}
