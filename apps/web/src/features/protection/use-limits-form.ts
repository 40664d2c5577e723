import { COOLING_OFF_MS, LIMIT_KEYS, manilaMomentText, type ProtectionView } from "@sabong/shared/protection";
import type { QueryKey } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { formValuesOf, type LimitChange, type LimitFormValues, planLimitChanges } from "./limit-form.ts";
import type { Viewer } from "./limit-text.ts";
import { type SendLimit, useSaveLimits } from "./use-save-limits.ts";

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
 * The limits form's state, checks and submit: every box checked at once by the server's rules (planLimitChanges),
 * the changes then sent in an order the rules accept, and what was saved said in words.
 */
export function useLimitsForm(view: ProtectionView, viewer: Viewer, send: SendLimit, viewKey: QueryKey) {
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

  // In the form's order, whichever rule found them.
  const problems = LIMIT_KEYS.flatMap((key) => {
    const message = errors[key]?.message;
    return message ? [[key, message] as const] : [];
  });
  return { register, errors, isSubmitted, problems, onSubmit, save, done, clearDone: () => setDone(null) };
}
