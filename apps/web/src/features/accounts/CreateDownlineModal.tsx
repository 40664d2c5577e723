import { type DownlineRole, MAX_RATE_BP, RATE_FIELDS, type Rates, userRoleLabel } from "@sabong/shared/users";
import { type ChangeEvent, type ReactNode, useId } from "react";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { Modal } from "../../components/Modal.tsx";
import { ModalActions } from "../../components/ModalActions.tsx";
import { RateFields } from "./rates.tsx";
import { type AccountTextKey, type CreateDownlineForm, useCreateDownlineForm } from "./use-create-downline-form.ts";

type Props = {
  /** What the caller may create, next level first. */
  roles: readonly DownlineRole[];
  /** The caller's own percentages: a downline's cannot be higher. */
  caps: Rates;
  onClose: () => void;
};

export function downlineRoleLabel(role: DownlineRole): string {
  return role === "player" ? "PLAYER" : userRoleLabel("user", role);
}

/**
 * Creates an account directly under the caller (active at once): username, name, first password, and the
 * commission percentages, each at most the caller's own. Loaders earn nothing, so they get no percentages.
 */
export function CreateDownlineModal({ roles, caps, onClose }: Props) {
  const id = useId();
  const form = useCreateDownlineForm(roles, caps, onClose);
  return (
    <Modal
      title="New downline"
      size="lg"
      onClose={onClose}
      busy={form.busy}
      onSubmit={form.submit}
      footer={<ModalActions onCancel={onClose} busy={form.busy} label="Create account" busyLabel="Creating…" />}
    >
      <ErrorAlert error={form.error} className="py-2" />
      <div className="row g-3">
        <div className="col-12 col-sm-6">
          <label htmlFor={`${id}-role`} className="form-label">
            Account type
          </label>
          <select
            id={`${id}-role`}
            className="form-select"
            value={form.role}
            onChange={(event) => form.setRole(event.target.value as DownlineRole)}
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {downlineRoleLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <AccountFields id={id} form={form} />
        <div className="col-12">
          {form.withRates ? (
            <RateFields
              idPrefix={`${id}-rate`}
              values={form.rates}
              errors={form.errors.rates ?? {}}
              caps={caps}
              onChange={form.setRate}
            />
          ) : (
            <p className="small text-body-secondary mb-0">
              Loaders only load and withdraw points for their players; they earn no commission (all percentages 0%).
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}

/** Username, name and first password, each with its error (or hint). */
function AccountFields({ id, form }: { id: string; form: CreateDownlineForm }) {
  const input = (key: AccountTextKey) => ({
    id: `${id}-${key}`,
    className: `form-control${form.errors[key] ? " is-invalid" : ""}`,
    "aria-invalid": form.errors[key] ? true : undefined,
    value: form.texts[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setText(key, event.target.value),
  });
  return (
    <>
      <TextField
        id={`${id}-username`}
        label="Username"
        error={form.errors.username}
        hint="3–32 characters: letters, digits, '.', '_' and '-'."
      >
        <input {...input("username")} autoComplete="off" autoCapitalize="none" spellCheck={false} />
      </TextField>
      <TextField id={`${id}-name`} label="Name" error={form.errors.name}>
        <input {...input("name")} autoComplete="off" />
      </TextField>
      <TextField
        id={`${id}-password`}
        label="Password"
        error={form.errors.password}
        hint="At least 8 characters. Give it to the new account privately."
      >
        <input type="password" {...input("password")} autoComplete="new-password" />
      </TextField>
    </>
  );
}

type TextFieldProps = { id: string; label: string; error: string | undefined; hint?: string; children: ReactNode };

/** A half-width field: its label, its input, then its error, or its hint while there is none. */
function TextField({ id, label, error, hint, children }: TextFieldProps) {
  return (
    <div className="col-12 col-sm-6">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {hint !== undefined ? (
        <div className={error ? "invalid-feedback" : "form-text"}>{error ?? hint}</div>
      ) : error ? (
        <div className="invalid-feedback">{error}</div>
      ) : null}
    </div>
  );
}

/** Rates at their highest: what an admin (top of the tree) may give. */
export const FULL_RATES: Rates = Object.fromEntries(RATE_FIELDS.map((field) => [field, MAX_RATE_BP])) as Rates;
