type Props = {
  /** The form's `useId()`: the boxes are `${id}-from` and `${id}-to`. */
  id: string;
  from: string;
  to: string;
  /** Called with the box's raw value ("" when cleared). */
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
  /** Marks both boxes invalid (the form shows why). */
  invalid?: boolean;
  required?: boolean;
  /** Whether each box's calendar stops at the other's day (From ≤ To). */
  linked?: boolean;
};

/** From and To (Manila calendar days): two date boxes, each one column of a filter form's grid row. */
export function DateRangeFields({
  id,
  from,
  to,
  onFromChange,
  onToChange,
  invalid = false,
  required,
  linked = true,
}: Props) {
  const className = `form-control form-control-sm${invalid ? " is-invalid" : ""}`;
  return (
    <>
      <div className="col-6 col-md-3 col-xl-2">
        <label htmlFor={`${id}-from`} className="form-label small mb-1">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          required={required}
          className={className}
          value={from}
          max={linked ? to || undefined : undefined}
          onChange={(event) => onFromChange(event.target.value)}
        />
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <label htmlFor={`${id}-to`} className="form-label small mb-1">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          required={required}
          className={className}
          value={to}
          min={linked ? from || undefined : undefined}
          onChange={(event) => onToChange(event.target.value)}
        />
      </div>
    </>
  );
}
