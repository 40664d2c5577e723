import { rateFieldLabel } from "@sabong/shared/commission";
import { basisPointsToText, formatBasisPoints, parsePercent } from "@sabong/shared/money";
import { RATE_FIELDS, type RateField, type Rates } from "@sabong/shared/users";

/** "2.5%", then "Pick 2 4% · Pick 3 …" (compact, for list rows); labels are the commission balances'. */
export function RatesSummary({ rates }: { rates: Rates }) {
  return (
    <span className="small">
      <span className="fw-semibold">{formatBasisPoints(rates.sabongBp)}</span>
      <span className="d-block text-body-secondary">
        {RATE_FIELDS.filter((field) => field !== "sabongBp")
          .map((field) => `${rateFieldLabel(field)} ${formatBasisPoints(rates[field])}`)
          .join(" · ")}
      </span>
    </span>
  );
}

export type RateTexts = Record<RateField, string>;

export function ratesToTexts(rates: Rates): RateTexts {
  return Object.fromEntries(RATE_FIELDS.map((field) => [field, basisPointsToText(rates[field])])) as RateTexts;
}

/** Reads the five percentage fields against their caps; errors per field, or the rates in basis points. */
export function readRates(
  texts: RateTexts,
  caps: Rates,
): { ok: true; rates: Rates } | { ok: false; errors: Partial<RateTexts> } {
  const errors: Partial<RateTexts> = {};
  const rates = {} as Rates;
  for (const field of RATE_FIELDS) {
    // A blank percentage field means 0%.
    const parsed = parsePercent(texts[field], caps[field]);
    if (parsed.ok) rates[field] = parsed.bp;
    else if (parsed.reason === "EMPTY") rates[field] = 0;
    else errors[field] = parsed.message;
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
                {rateFieldLabel(field)}
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
                {error || `Up to ${formatBasisPoints(caps[field])}`}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
