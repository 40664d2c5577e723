import type { InputHTMLAttributes } from "react";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  labelClassName?: string;
};

/** A label and its input (the caller lays them out); every other prop is the input's. */
export function InputField({ label, labelClassName = "form-label", ...input }: Props) {
  return (
    <>
      <label htmlFor={input.id} className={labelClassName}>
        {label}
      </label>
      <input {...input} />
    </>
  );
}
