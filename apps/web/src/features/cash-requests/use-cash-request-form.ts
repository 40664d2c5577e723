import type { CashRequestKind } from "@sabong/shared/cash-requests";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { cashRequestKeys, postCashIn, postCashOut } from "../../api/cash-requests.ts";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { notify } from "../../lib/toast.tsx";
import {
  type CheckedDraft,
  checkDraft,
  type DraftErrors,
  type DraftField,
  emptyDraft,
  fileAsBase64,
  type RequestDraft,
} from "./request-form.ts";

/** Sends a checked request under the key of the request being sent; once sent, the form starts again. */
function useSendRequest(onSent: (kind: CashRequestKind) => void) {
  const queryClient = useQueryClient();
  // One key per request being sent: a retry after a lost answer sends it again, a new request gets a new one.
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: async (checked: Extract<CheckedDraft, { ok: true }>) => {
      const idempotencyKey = key.current;
      if (checked.kind === "cash-out") return postCashOut({ ...checked.body, idempotencyKey });
      const screenshot = checked.screenshot ? await fileAsBase64(checked.screenshot) : undefined;
      return postCashIn({ ...checked.body, idempotencyKey, ...(screenshot ? { screenshot } : {}) });
    },
    onSuccess: (request) => {
      key.current = newIdempotencyKey();
      onSent(request.kind);
      notify.success(
        `Your ${request.kind === "cash-in" ? "cash in" : "cash out"} request was sent. You will see here when it is approved.`,
      );
      void queryClient.invalidateQueries({ queryKey: cashRequestKeys.all });
    },
  });
}

/**
 * The player's cash request form: the draft and its errors (a field's error goes when it changes; another kind clears
 * them all), checked at once on submit, then sent; once sent, an empty draft of the same kind.
 */
export function useCashRequestForm() {
  const [draft, setDraft] = useState<RequestDraft>(emptyDraft("cash-in"));
  const [errors, setErrors] = useState<DraftErrors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendRequest((kind) => {
    setDraft(emptyDraft(kind));
    if (fileInput.current) fileInput.current.value = "";
  });

  const set = <K extends keyof RequestDraft>(field: K, value: RequestDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field as DraftField]: undefined }));
  };
  const chooseKind = (kind: CashRequestKind) => {
    setDraft((current) => ({ ...current, kind }));
    setErrors({});
    send.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    send.mutate(checked);
  };

  return { draft, errors, fileInput, set, chooseKind, submit, error: send.error, sending: send.isPending };
}

export type CashRequestFormState = ReturnType<typeof useCashRequestForm>;
