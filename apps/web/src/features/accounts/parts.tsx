import {
  AGENT_TYPES,
  type HierarchyUser,
  RATE_FIELD_LABELS,
  RATE_FIELDS,
  type RateField,
  type Rates,
  userRoleLabel,
} from "@sabong/shared";
import { useId, useState } from "react";
import { ConfirmModal } from "../../app/ui/ConfirmModal.tsx";
import { bpToInput, formatBp, parsePercentRate } from "../../lib/money-input.ts";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useAdminReactivate } from "./admin-reactivate-user.ts";
import { useAdminSuspend } from "./admin-suspend-user.ts";
import { useReactivateDownline } from "./reactivate-downline.ts";
import { useSuspendDownline } from "./suspend-downline.ts";

/** A role (token type, or agent type for agents) as lists label it. */
export function roleLabel(role: string): string {
  return (AGENT_TYPES as readonly string[]).includes(role) ? userRoleLabel("user", role) : userRoleLabel(role, null);
}

const SHORT_LABELS: Record<RateField, string> = {
  sabongBp: "Sabong",
  pick2Bp: "P2",
  pick3Bp: "P3",
  gameEndingBp: "GE",
  suertresBp: "Suertres",
};

/** "Sabong 2.5% · P2 4% · …" (compact, for list rows). */
export function RatesSummary({ rates }: { rates: Rates }) {
  return (
    <span className="small">
      <span className="fw-semibold">{formatBp(rates.sabongBp)}</span>
      <span className="d-block text-body-secondary">
        {RATE_FIELDS.filter((field) => field !== "sabongBp")
          .map((field) => `${SHORT_LABELS[field]} ${formatBp(rates[field])}`)
          .join(" · ")}
      </span>
    </span>
  );
}

/** Username over name: the first cell of every account row. */
export function UserCell({ user }: { user: Pick<HierarchyUser, "username" | "name"> }) {
  return (
    <span className="d-block min-w-0">
      <span className="d-block fw-semibold text-break">{user.username}</span>
      <span className="d-block small text-body-secondary text-break">{user.name}</span>
    </span>
  );
}

export type StatusChange = { user: HierarchyUser; action: "suspend" | "reactivate" };

/**
 * Confirms a suspension (with an optional reason kept in the audit) or a reactivation, through the admin's routes
 * (`scope` admin) or the tree routes an agent uses (`scope` tree).
 */
export function StatusChangeModal({
  change,
  scope,
  onClose,
}: {
  change: StatusChange;
  scope: "admin" | "tree";
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const adminSuspend = useAdminSuspend();
  const adminReactivate = useAdminReactivate();
  const treeSuspend = useSuspendDownline();
  const treeReactivate = useReactivateDownline();
  const once = useSingleFlight();
  const { user, action } = change;
  const suspend = action === "suspend";
  const mutation = suspend
    ? scope === "admin"
      ? adminSuspend
      : treeSuspend
    : scope === "admin"
      ? adminReactivate
      : treeReactivate;

  const confirm = () => {
    once(async () => {
      if (suspend) {
        await (scope === "admin" ? adminSuspend : treeSuspend).mutateAsync({
          userId: user.id,
          reason: reason.trim() || undefined,
        });
      } else {
        await (scope === "admin" ? adminReactivate : treeReactivate).mutateAsync({ userId: user.id });
      }
      notify.success(suspend ? `${user.username} is suspended` : `${user.username} is active again`);
      onClose();
    });
  };

  return (
    <ConfirmModal
      title={suspend ? `Suspend ${user.username}?` : `Reactivate ${user.username}?`}
      confirmLabel={suspend ? "Suspend" : "Reactivate"}
      busyLabel={suspend ? "Suspending…" : "Reactivating…"}
      tone={suspend ? "danger" : "success"}
      busy={mutation.isPending}
      error={mutation.error?.message ?? null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {suspend ? (
        <>
          <p>
            <strong>{user.username}</strong> ({user.name}) will be signed out at once and cannot log in until
            reactivated. Their points stay where they are.
          </p>
          <label htmlFor={`${id}-reason`} className="form-label">
            Reason (optional, kept in the audit log)
          </label>
          <textarea
            id={`${id}-reason`}
            className="form-control"
            rows={2}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      ) : (
        <p className="mb-0">
          <strong>{user.username}</strong> ({user.name}) will be able to log in again.
        </p>
      )}
    </ConfirmModal>
  );
}

export type RateTexts = Record<RateField, string>;

export function ratesToTexts(rates: Rates): RateTexts {
  return Object.fromEntries(RATE_FIELDS.map((field) => [field, bpToInput(rates[field])])) as RateTexts;
}

/** Reads the five percentage fields against their caps; errors per field, or the rates in basis points. */
export function readRates(
  texts: RateTexts,
  caps: Rates,
): { ok: true; rates: Rates } | { ok: false; errors: Partial<RateTexts> } {
  const errors: Partial<RateTexts> = {};
  const rates = {} as Rates;
  for (const field of RATE_FIELDS) {
    const parsed = parsePercentRate(texts[field], caps[field]);
    if (parsed.ok) rates[field] = parsed.value;
    else errors[field] = parsed.error;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, rates };
}

/** The five percentage inputs, each with its cap ("Up to 4%"). */
export function RateFields({
  idPrefix,
  values,
  errors,
  caps,
  onChange,
}: {
  idPrefix: string;
  values: RateTexts;
  errors: Partial<RateTexts>;
  caps: Rates;
  onChange: (field: RateField, value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="form-label fs-6 fw-semibold mb-2">Commission percentages</legend>
      <div className="row g-2">
        {RATE_FIELDS.map((field) => {
          const fieldId = `${idPrefix}-${field}`;
          const error = errors[field];
          return (
            <div className="col-6 col-sm-4" key={field}>
              <label htmlFor={fieldId} className="form-label small mb-1">
                {RATE_FIELD_LABELS[field]}
              </label>
              <div className="input-group input-group-sm">
                <input
                  id={fieldId}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  className={`form-control tabular${error ? " is-invalid" : ""}`}
                  value={values[field]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${fieldId}-note`}
                  onChange={(event) => onChange(field, event.target.value)}
                />
                <span className="input-group-text">%</span>
              </div>
              <div className={`small ${error ? "text-danger" : "text-body-secondary"}`} id={`${fieldId}-note`}>
                {error || `Up to ${formatBp(caps[field])}`}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
