import type { ReactNode } from "react";

type Props = {
  id: string;
  label: string;
  /** The chosen option's value; empty (null, undefined, "") selects the option whose value is "". */
  value: string | number | null | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  labelClassName?: string;
  selectClassName?: string;
  /** The options. */
  children: ReactNode;
};

/** A label and its select (the caller lays them out): filters and pickers of list screens. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  disabled,
  labelClassName = "form-label",
  selectClassName = "form-select",
  children,
}: Props) {
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={selectClassName}
        value={value ?? ""}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </>
  );
}
