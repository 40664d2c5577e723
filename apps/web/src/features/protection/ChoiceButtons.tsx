import { useId } from "react";

type Props<T extends string | number> = {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
};

/**
 * One choice among a few, as a row of toggle buttons (radio buttons underneath): lengths, intervals. Gold, as the
 * player area is dark (blue outline text on its black misses AA contrast).
 */
export function ChoiceButtons<T extends string | number>({ legend, options, value, onChange, disabled }: Props<T>) {
  const id = useId();
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="form-label fs-6 mb-2">{legend}</legend>
      <div className="d-flex flex-wrap gap-2">
        {options.map((option) => (
          <span key={String(option.value)}>
            <input
              type="radio"
              className="btn-check"
              name={id}
              id={`${id}-${option.value}`}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <label className="btn btn-outline-warning" htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
