import { E_WALLET_LABELS, E_WALLETS, type EWallet } from "@sabong/shared/cash-requests";
import { type ChangeEvent, Fragment, type ReactNode, useId } from "react";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { fieldProps } from "../../components/FormField.tsx";
import { FieldError } from "./FieldError.tsx";
import type { DraftField, RequestDraft } from "./request-form.ts";
import { type CashRequestFormState, useCashRequestForm } from "./use-cash-request-form.ts";

type FieldsProps = { form: CashRequestFormState; f: (field: DraftField) => string };

/** A typed field's input props: tied to its label and message, showing the draft's text and changing it. */
function textInput(
  { draft, errors, set }: CashRequestFormState,
  id: string,
  field: "amount" | "reference" | "walletNumber",
  hint?: string,
) {
  return {
    ...fieldProps(id, errors[field], hint),
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  };
}

/** The player's request: cash in (a payment's reference, a screenshot if they like) or cash out (to a number). */
export function CashRequestForm() {
  const id = useId();
  const form = useCashRequestForm();
  const { draft, errors, set } = form;
  const cashIn = draft.kind === "cash-in";
  const f = (field: DraftField) => `${id}-${field}`;
  return (
    <form className="card card-body mb-4" noValidate onSubmit={form.submit} aria-label="Cash in or cash out request">
      <KindChoice id={id} form={form} />

      <Field id={f("desk")} label="Ask" error={errors.desk}>
        <select
          {...fieldProps(f("desk"), errors.desk)}
          className="form-select"
          value={draft.desk}
          onChange={(event) => set("desk", event.target.value as RequestDraft["desk"])}
        >
          <option value="upline">My agent</option>
          <option value="cashier">The cashier</option>
        </select>
      </Field>

      <Field id={f("amount")} label="Amount (₱)" error={errors.amount}>
        <input {...textInput(form, f("amount"), "amount")} inputMode="decimal" autoComplete="off" placeholder="0.00" />
      </Field>

      <Field id={f("eWallet")} label={cashIn ? "Paid with" : "Send to"} error={errors.eWallet}>
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
      </Field>

      {cashIn ? <CashInFields form={form} f={f} /> : <CashOutField form={form} f={f} />}

      <ErrorAlert error={form.error} className="py-2" />
      <button type="submit" className="btn btn-primary w-100" disabled={form.sending}>
        {form.sending ? "Sending…" : cashIn ? "Ask for cash in" : "Ask for cash out"}
      </button>
    </form>
  );
}

/** Cash in or cash out, as two toggle buttons. */
function KindChoice({ id, form }: { id: string; form: CashRequestFormState }) {
  return (
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
              checked={form.draft.kind === kind}
              onChange={() => form.chooseKind(kind)}
            />
            <label
              htmlFor={`${id}-kind-${kind}`}
              className={`btn ${form.draft.kind === kind ? "btn-primary" : "btn-light border"}`}
            >
              {kind === "cash-in" ? "Cash in (load)" : "Cash out (withdraw)"}
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}

/** A field of the form: its label, its control (with any hint), then its error. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A cash in's payment reference and its optional screenshot. */
function CashInFields({ form, f }: FieldsProps) {
  const { draft, errors, set, fileInput } = form;
  return (
    <>
      <Field id={f("reference")} label="Payment reference number" error={errors.reference}>
        <input {...textInput(form, f("reference"), "reference", `${f("reference")}-hint`)} autoComplete="off" />
        {errors.reference ? null : (
          <div className="form-text" id={`${f("reference")}-hint`}>
            The Ref No. on your {E_WALLET_LABELS[draft.eWallet]} receipt.
          </div>
        )}
      </Field>
      <Field id={f("screenshot")} label="Screenshot of the payment (optional)" error={errors.screenshot}>
        <input
          ref={fileInput}
          {...fieldProps(f("screenshot"), errors.screenshot)}
          type="file"
          accept="image/jpeg,image/png"
          onChange={(event) => set("screenshot", event.target.files?.[0] ?? null)}
        />
      </Field>
    </>
  );
}

/** A cash out's e-wallet number. */
function CashOutField({ form, f }: FieldsProps) {
  const { draft, errors } = form;
  return (
    <Field id={f("walletNumber")} label={`${E_WALLET_LABELS[draft.eWallet]} mobile number`} error={errors.walletNumber}>
      <input
        {...textInput(form, f("walletNumber"), "walletNumber")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0917 123 4567"
      />
    </Field>
  );
}
