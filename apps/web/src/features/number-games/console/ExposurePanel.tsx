import { formatPesos } from "@sabong/shared/money";
import { type DrawTally, type DrawView, formatMultiplier, type TallyRow } from "@sabong/shared/number-games";
import { useId, useState } from "react";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";
import { onSubmitted } from "../../../components/FormCard.tsx";
import { PesosInput } from "../../../components/PesosInput.tsx";
import { ConsolePanel } from "./ConsoleParts.tsx";
import { type CapFormErrors, type CapFormValues, capFormOf, toCapOverride } from "./cap-form.ts";
import { exposureOf, topExposures } from "./heat.ts";
import type { DrawActions } from "./use-draw-actions.ts";

const TOP_EXPOSURES = 8;

/** The largest exposures against their caps, as progress bars; a click picks the combination for the cap form. */
export function ExposureList({ tally, onSelect }: { tally: DrawTally | undefined; onSelect: (c: string) => void }) {
  const top = topExposures(tally?.rows ?? [], TOP_EXPOSURES);
  return (
    <ConsolePanel titleId="exposures-title" title="Largest exposures">
      {top.length === 0 ? (
        <p className="text-body-secondary mb-0">No stakes yet.</p>
      ) : (
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {top.map((row) => (
            <li key={row.combination}>
              <ExposureBar row={row} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}
    </ConsolePanel>
  );
}

function ExposureBar({ row, onSelect }: { row: TallyRow; onSelect: (c: string) => void }) {
  const percent = Math.round(exposureOf(row) * 100);
  const tone = row.notAccepted ? "bg-dark" : percent >= 100 ? "bg-danger" : percent >= 75 ? "bg-warning" : "bg-success";
  return (
    <button
      type="button"
      className="btn btn-link p-0 w-100 text-start text-reset"
      onClick={() => onSelect(row.combination)}
    >
      <span className="d-flex justify-content-between small">
        <span className="fw-semibold tabular">
          {row.combination}
          {row.notAccepted ? " · not accepted" : ""}
          {row.multiplierHundredths !== null ? ` · ${formatMultiplier(row.multiplierHundredths)}` : ""}
        </span>
        <span className="tabular">
          {formatPesos(row.liabilityCentavos)} / {formatPesos(row.capCentavos)}
        </span>
      </span>
      <span
        className="progress d-flex"
        role="progressbar"
        aria-label={`${row.combination} liability against its cap`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span className={`progress-bar ${tone}`} style={{ width: `${percent}%` }} />
      </span>
    </button>
  );
}

type CapFormProps = {
  draw: DrawView;
  combination: string | null;
  row: TallyRow | undefined;
  actions: DrawActions;
  editable: boolean;
};

/** A combination's cap override for this draw: its cap, not accepted at all, or a reduced straight multiplier. */
export function CapOverrideForm(props: CapFormProps) {
  return (
    <ConsolePanel
      titleId="cap-form-title"
      title={<>Cap override{props.combination ? ` · ${props.combination}` : ""}</>}
    >
      {props.combination === null ? (
        <p className="text-body-secondary mb-0">Pick a combination in the tally to change its cap.</p>
      ) : (
        // Remount per combination so the fields start from its current override.
        <CapFields
          key={`${props.combination}:${props.row?.capCentavos}:${props.row?.notAccepted}`}
          {...props}
          combination={props.combination}
        />
      )}
    </ConsolePanel>
  );
}

function CapFields({ draw, combination, row, actions, editable }: CapFormProps & { combination: string }) {
  const id = useId();
  const [values, setValues] = useState<CapFormValues>(() => capFormOf(row, draw.terms.defaultCapCentavos));
  const [errors, setErrors] = useState<CapFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (patch: Partial<CapFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const save = async () => {
    const checked = toCapOverride(combination, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setServerError(await actions.saveCaps([checked.override]));
  };

  return (
    <form noValidate onSubmit={onSubmitted(() => void save())}>
      <fieldset disabled={!editable || actions.savingCaps}>
        <div className="mb-2">
          <label className="form-label" htmlFor={`${id}-cap`}>
            Cap (liability) for {combination}
          </label>
          <PesosInput
            id={`${id}-cap`}
            value={values.cap}
            invalid={Boolean(errors.cap)}
            placeholder={`${formatPesos(draw.terms.defaultCapCentavos)} (default)`}
            onChange={(e) => set({ cap: e.target.value })}
          />
          {errors.cap ? <div className="text-danger small">{errors.cap}</div> : null}
        </div>
        <div className="mb-2">
          <label className="form-label" htmlFor={`${id}-multiplier`}>
            Reduced straight multiplier (×)
          </label>
          <input
            id={`${id}-multiplier`}
            className={`form-control tabular${errors.multiplier ? " is-invalid" : ""}`}
            inputMode="decimal"
            value={values.multiplier}
            placeholder={`${formatMultiplier(draw.terms.straightMultiplierHundredths)} (default)`}
            onChange={(e) => set({ multiplier: e.target.value })}
          />
          {errors.multiplier ? <div className="invalid-feedback">{errors.multiplier}</div> : null}
        </div>
        <div className="form-check mb-2">
          <input
            id={`${id}-listed`}
            className="form-check-input"
            type="checkbox"
            checked={values.notAccepted}
            onChange={(e) => set({ notAccepted: e.target.checked })}
          />
          <label className="form-check-label" htmlFor={`${id}-listed`}>
            Not accepted in this draw
          </label>
        </div>
        <ErrorAlert error={serverError} className="py-2" />
        <button type="submit" className="btn btn-outline-primary">
          {actions.savingCaps ? "Saving…" : "Save cap"}
        </button>
      </fieldset>
      {editable ? null : <p className="form-text mb-0">Caps can be changed until betting closes.</p>}
    </form>
  );
}
