import { type CashRequestKind, E_WALLET_LABELS, E_WALLETS, type EWallet } from "@sabong/shared/cash-requests";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, Fragment, useId, useRef, useState } from "react";
import { cashRequestKeys, postCashIn, postCashOut } from "../../api/cash-requests.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { fieldProps } from "../../components/FormField.tsx";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { notify } from "../../lib/toast.tsx";
import {
  checkDraft,
  type DraftErrors,
  type DraftField,
  emptyDraft,
  fileAsBase64,
  type RequestDraft,
} from "./request-form.ts";

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <div className="invalid-feedback d-block" id={`${id}-error`}>
      {error}
    </div>
  ) : null;
}

/** The player's request: cash in (a payment's reference, a screenshot if they like) or cash out (to a number). */
export function CashRequestForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RequestDraft>(emptyDraft("cash-in"));
  const [errors, setErrors] = useState<DraftErrors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  // One key per request being sent: a retry after a lost answer sends it again, a new request gets a new one.
  const key = useRef(newIdempotencyKey());

  const send = useMutation({
    mutationFn: async (checked: Extract<ReturnType<typeof checkDraft>, { ok: true }>) => {
      const idempotencyKey = key.current;
      if (checked.kind === "cash-out") return postCashOut({ ...checked.body, idempotencyKey });
      const screenshot = checked.screenshot ? await fileAsBase64(checked.screenshot) : undefined;
      return postCashIn({ ...checked.body, idempotencyKey, ...(screenshot ? { screenshot } : {}) });
    },
    onSuccess: (request) => {
      key.current = newIdempotencyKey();
      setDraft(emptyDraft(request.kind));
      if (fileInput.current) fileInput.current.value = "";
      notify.success(
        `Your ${request.kind === "cash-in" ? "cash in" : "cash out"} request was sent. You will see here when it is approved.`,
      );
      void queryClient.invalidateQueries({ queryKey: cashRequestKeys.all });
    },
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

  const cashIn = draft.kind === "cash-in";
  const f = (field: DraftField) => `${id}-${field}`;
  return (
    <form className="card card-body mb-4" noValidate onSubmit={submit} aria-label="Cash in or cash out request">
      <fieldset className="mb-3">
        <legend className="form-label fs-6">What do you want?</legend>
        <div className="btn-group w-100">
          {(["cash-in", "cash-out"] as const).map((kind) => (
            <Fragment key={kind}>
              <input
                type="radio"
                className="btn-check"
                id={`${id}-kind-${kind}`}
                name={`${id}-kind`}
                checked={draft.kind === kind}
                onChange={() => chooseKind(kind)}
              />
              <label
                htmlFor={`${id}-kind-${kind}`}
                className={`btn ${draft.kind === kind ? "btn-primary" : "btn-light border"}`}
              >
                {kind === "cash-in" ? "Cash in (load)" : "Cash out (withdraw)"}
              </label>
            </Fragment>
          ))}
        </div>
      </fieldset>

      <div className="mb-3">
        <label htmlFor={f("desk")} className="form-label">
          Ask
        </label>
        <select
          {...fieldProps(f("desk"), errors.desk)}
          className="form-select"
          value={draft.desk}
          onChange={(event) => set("desk", event.target.value as RequestDraft["desk"])}
        >
          <option value="upline">My agent</option>
          <option value="cashier">The cashier</option>
        </select>
        <FieldError id={f("desk")} error={errors.desk} />
      </div>

      <div className="mb-3">
        <label htmlFor={f("amount")} className="form-label">
          Amount (₱)
        </label>
        <input
          {...fieldProps(f("amount"), errors.amount)}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={draft.amount}
          onChange={(event) => set("amount", event.target.value)}
        />
        <FieldError id={f("amount")} error={errors.amount} />
      </div>

      <div className="mb-3">
        <label htmlFor={f("eWallet")} className="form-label">
          {cashIn ? "Paid with" : "Send to"}
        </label>
        <select
          {...fieldProps(f("eWallet"), errors.eWallet)}
          className="form-select"
          value={draft.eWallet}
          onChange={(event) => set("eWallet", event.target.value as EWallet)}
        >
          {E_WALLETS.map((wallet) => (
            <option key={wallet} value={wallet}>
              {E_WALLET_LABELS[wallet]}
            </option>
          ))}
        </select>
        <FieldError id={f("eWallet")} error={errors.eWallet} />
      </div>

      {cashIn ? (
        <>
          <div className="mb-3">
            <label htmlFor={f("reference")} className="form-label">
              Payment reference number
            </label>
            <input
              {...fieldProps(f("reference"), errors.reference, `${f("reference")}-hint`)}
              autoComplete="off"
              value={draft.reference}
              onChange={(event) => set("reference", event.target.value)}
            />
            {errors.reference ? null : (
              <div className="form-text" id={`${f("reference")}-hint`}>
                The Ref No. on your {E_WALLET_LABELS[draft.eWallet]} receipt.
              </div>
            )}
            <FieldError id={f("reference")} error={errors.reference} />
          </div>
          <div className="mb-3">
            <label htmlFor={f("screenshot")} className="form-label">
              Screenshot of the payment (optional)
            </label>
            <input
              ref={fileInput}
              {...fieldProps(f("screenshot"), errors.screenshot)}
              type="file"
              accept="image/jpeg,image/png"
              onChange={(event) => set("screenshot", event.target.files?.[0] ?? null)}
            />
            <FieldError id={f("screenshot")} error={errors.screenshot} />
          </div>
        </>
      ) : (
        <div className="mb-3">
          <label htmlFor={f("walletNumber")} className="form-label">
            {E_WALLET_LABELS[draft.eWallet]} mobile number
          </label>
          <input
            {...fieldProps(f("walletNumber"), errors.walletNumber)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0917 123 4567"
            value={draft.walletNumber}
            onChange={(event) => set("walletNumber", event.target.value)}
          />
          <FieldError id={f("walletNumber")} error={errors.walletNumber} />
        </div>
      )}

      <ErrorAlert error={send.error} className="py-2" />
      <button type="submit" className="btn btn-primary w-100" disabled={send.isPending}>
        {send.isPending ? "Sending…" : cashIn ? "Ask for cash in" : "Ask for cash out"}
      </button>
    </form>
  );
}
