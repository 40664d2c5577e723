import { passwordSchema, usernameSchema } from "@sabong/shared/auth";
import { firstIssueMessage } from "@sabong/shared/contracts";
import { type DownlineRole, MAX_RATE_BP, RATE_FIELDS, type Rates, userRoleLabel } from "@sabong/shared/users";
import { useId, useState } from "react";
import { accountKeys, postDownline } from "../../api/accounts.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { Modal } from "../../components/Modal.tsx";
import { ModalActions } from "../../components/ModalActions.tsx";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { RateFields, type RateTexts, readRates } from "./rates.tsx";

type Props = {
  /** What the caller may create, next level first. */
  roles: readonly DownlineRole[];
  /** The caller's own percentages: a downline's cannot be higher. */
  caps: Rates;
  onClose: () => void;
};

const EMPTY_RATES: RateTexts = { sabongBp: "0", pick2Bp: "0", pick3Bp: "0", gameEndingBp: "0", suertresBp: "0" };

export function downlineRoleLabel(role: DownlineRole): string {
  return role === "player" ? "PLAYER" : userRoleLabel("user", role);
}

type Errors = Partial<Record<"username" | "name" | "password", string>> & { rates?: Partial<RateTexts> };

/**
 * Creates an account directly under the caller (active at once): username, name, first password, and the
 * commission percentages, each at most the caller's own. Loaders earn nothing, so they get no percentages.
 */
export function CreateDownlineModal({ roles, caps, onClose }: Props) {
  const id = useId();
  const create = useInvalidatingMutation(accountKeys.all, postDownline);
  const once = useSingleFlight();
  const [role, setRole] = useState<DownlineRole>(roles[0] ?? "player");
  const [username, setUsername] = useState("");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [rates, setRates] = useState<RateTexts>(EMPTY_RATES);
  const [errors, setErrors] = useState<Errors>({});
  const withRates = role !== "loader";

  const submit = () => {
    const next: Errors = {};
    const user = usernameSchema.safeParse(username);
    if (!user.success) next.username = firstIssueMessage(user.error.issues, "Enter a username", "Username");
    if (!name.trim()) next.name = "Name is required";
    else if (name.trim().length > 80) next.name = "Name must be at most 80 characters";
    const pass = passwordSchema.safeParse(password);
    if (!pass.success) next.password = firstIssueMessage(pass.error.issues, "Enter a password", "Password");
    const read = withRates ? readRates(rates, caps) : null;
    if (read && !read.ok) next.rates = read.errors;
    setErrors(next);
    if (!user.success || next.name || !pass.success || (read && !read.ok)) return;
    const percentages = read?.ok ? read.rates : {};
    const body = { username: user.data, name: name.trim(), password, role, ...percentages };
    once(async () => {
      const created = await create.mutateAsync(body);
      notify.success(`${created.username} was created as ${created.roleLabel}`);
      onClose();
    });
  };

  const field = (key: "username" | "name" | "password") => ({
    className: `form-control${errors[key] ? " is-invalid" : ""}`,
    "aria-invalid": errors[key] ? true : undefined,
  });

  return (
    <Modal
      title="New downline"
      size="lg"
      onClose={onClose}
      busy={create.isPending}
      onSubmit={submit}
      footer={<ModalActions onCancel={onClose} busy={create.isPending} label="Create account" busyLabel="Creating…" />}
    >
      <ErrorAlert error={create.error} className="py-2" />
      <div className="row g-3">
        <div className="col-12 col-sm-6">
          <label htmlFor={`${id}-role`} className="form-label">
            Account type
          </label>
          <select
            id={`${id}-role`}
            className="form-select"
            value={role}
            onChange={(event) => setRole(event.target.value as DownlineRole)}
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {downlineRoleLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-6">
          <label htmlFor={`${id}-username`} className="form-label">
            Username
          </label>
          <input
            id={`${id}-username`}
            {...field("username")}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <div className={errors.username ? "invalid-feedback" : "form-text"}>
            {errors.username ?? "3–32 characters: letters, digits, '.', '_' and '-'."}
          </div>
        </div>
        <div className="col-12 col-sm-6">
          <label htmlFor={`${id}-name`} className="form-label">
            Name
          </label>
          <input
            id={`${id}-name`}
            {...field("name")}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {errors.name ? <div className="invalid-feedback">{errors.name}</div> : null}
        </div>
        <div className="col-12 col-sm-6">
          <label htmlFor={`${id}-password`} className="form-label">
            Password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            {...field("password")}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className={errors.password ? "invalid-feedback" : "form-text"}>
            {errors.password ?? "At least 8 characters. Give it to the new account privately."}
          </div>
        </div>
        <div className="col-12">
          {withRates ? (
            <RateFields
              idPrefix={`${id}-rate`}
              values={rates}
              errors={errors.rates ?? {}}
              caps={caps}
              onChange={(key, value) => setRates((current) => ({ ...current, [key]: value }))}
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

/** Rates at their highest: what an admin (top of the tree) may give. */
export const FULL_RATES: Rates = Object.fromEntries(RATE_FIELDS.map((field) => [field, MAX_RATE_BP])) as Rates;
