import { ID_TYPE_LABELS, ID_TYPES } from "@sabong/shared/identity";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { BARRED_QUESTIONS, type IdentityFormValues } from "./identity-form.ts";

type FieldsProps = {
  /** The form's id, each field's id prefix. */
  id: string;
  register: UseFormRegister<IdentityFormValues>;
  errors: FieldErrors<IdentityFormValues>;
};

type TextFieldName = "fullName" | "address" | "nationality" | "occupation";

function TextField({
  id,
  register,
  errors,
  field,
  label,
  autoComplete,
  hint,
}: FieldsProps & { field: TextFieldName; label: string; autoComplete: string; hint?: string }) {
  return (
    <FormField id={`${id}-${field}`} label={label} error={errors[field]?.message} hint={hint}>
      <input
        {...fieldProps(`${id}-${field}`, errors[field]?.message, hint)}
        autoComplete={autoComplete}
        {...register(field)}
      />
    </FormField>
  );
}

/** Who the player is: name, birth date, address, nationality, occupation. */
export function PersonFields(props: FieldsProps) {
  const { id, register, errors } = props;
  return (
    <>
      <TextField {...props} field="fullName" label="Full name" autoComplete="name" hint="As written on your ID." />
      <FormField id={`${id}-birthDate`} label="Date of birth" error={errors.birthDate?.message}>
        <input
          {...fieldProps(`${id}-birthDate`, errors.birthDate?.message)}
          type="date"
          autoComplete="bday"
          {...register("birthDate")}
        />
      </FormField>
      <TextField {...props} field="address" label="Home address" autoComplete="street-address" />
      <TextField {...props} field="nationality" label="Nationality" autoComplete="off" />
      <TextField
        {...props}
        field="occupation"
        label="Occupation"
        autoComplete="organization-title"
        hint="Your work, for example driver, vendor, student."
      />
    </>
  );
}

/** The barred categories' three questions, each answered Yes or No. */
export function BarredQuestions({ id, register, errors }: FieldsProps) {
  return BARRED_QUESTIONS.map(({ field, question }) => {
    const error = errors[field]?.message;
    return (
      <fieldset key={field} className="mb-3" aria-describedby={error ? `${id}-${field}-error` : undefined}>
        <legend className="form-label fs-6 mb-1">{question}</legend>
        {(["yes", "no"] as const).map((value) => (
          <div key={value} className="form-check form-check-inline">
            <input
              id={`${id}-${field}-${value}`}
              type="radio"
              value={value}
              className={`form-check-input${error ? " is-invalid" : ""}`}
              {...register(field)}
            />
            <label htmlFor={`${id}-${field}-${value}`} className="form-check-label">
              {value === "yes" ? "Yes" : "No"}
            </label>
          </div>
        ))}
        {error ? (
          <div id={`${id}-${field}-error`} className="text-danger small">
            {error}
          </div>
        ) : null}
      </fieldset>
    );
  });
}

const MOBILE_HINT = "For example 0917 123 4567.";

/** How to reach the player and which ID they show: mobile, type of ID, its number. */
export function ContactAndIdFields({ id, register, errors }: FieldsProps) {
  return (
    <>
      <FormField id={`${id}-mobile`} label="Mobile number" error={errors.mobile?.message} hint={MOBILE_HINT}>
        <input
          {...fieldProps(`${id}-mobile`, errors.mobile?.message, MOBILE_HINT)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...register("mobile")}
        />
      </FormField>
      <FormField id={`${id}-idType`} label="Type of ID" error={errors.idType?.message}>
        <select
          {...fieldProps(`${id}-idType`, errors.idType?.message)}
          className={`form-select${errors.idType ? " is-invalid" : ""}`}
          {...register("idType")}
        >
          <option value="">Choose your ID</option>
          {ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {ID_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-idNumber`} label="ID number" error={errors.idNumber?.message}>
        <input
          {...fieldProps(`${id}-idNumber`, errors.idNumber?.message)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...register("idNumber")}
        />
      </FormField>
    </>
  );
}
