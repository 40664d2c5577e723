import { ID_TYPE_LABELS, ID_TYPES, type IdentitySubmissionBody } from "@sabong/shared/identity";
import { useId, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { identityKeys, postIdentity } from "../../api/identity.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { BARRED_QUESTIONS, EMPTY_IDENTITY, type IdentityFormValues, identityResolver } from "./identity-form.ts";
import { PicturePicker } from "./PicturePicker.tsx";
import type { Picture } from "./picture.ts";

type Pictures = { idPhoto: Picture | null; selfie: Picture | null };

const MISSING = {
  idPhoto: "Choose a photo of your ID",
  selfie: "Choose a selfie of you holding your ID",
};

/**
 * The player's identity: the typed fields, the three questions, the ID and its two pictures, sent once (one
 * idempotency key per filled form: pressing again after a failure sends the same key).
 */
export function IdentityForm() {
  const id = useId();
  const submit = useInvalidatingMutation(identityKeys.all, postIdentity);
  const resolver = useMemo(() => identityResolver(), []);
  const key = useRef(newIdempotencyKey());
  const [pictures, setPictures] = useState<Pictures>({ idPhoto: null, selfie: null });
  const [pictureErrors, setPictureErrors] = useState<Partial<Record<keyof Pictures, string>>>({});
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<IdentityFormValues, unknown, IdentitySubmissionBody>({ resolver, defaultValues: EMPTY_IDENTITY });

  const checkPictures = () => {
    const problems: Partial<Record<keyof Pictures, string>> = {};
    for (const field of ["idPhoto", "selfie"] as const) {
      if (!pictures[field]) problems[field] = MISSING[field];
    }
    setPictureErrors(problems);
    return pictures.idPhoto?.ok && pictures.selfie?.ok ? { idPhoto: pictures.idPhoto, selfie: pictures.selfie } : null;
  };

  const onSubmit = handleSubmit(
    async (identity) => {
      const chosen = checkPictures();
      if (!chosen) return;
      try {
        await submit.mutateAsync({
          identity,
          idPhoto: chosen.idPhoto.base64,
          selfie: chosen.selfie.base64,
          idempotencyKey: key.current,
        });
      } catch {
        // Shown from the mutation's error above the form.
      }
    },
    // The pictures' problems show with the fields' ones, all at once.
    () => checkPictures(),
  );

  const text = (
    field: "fullName" | "address" | "nationality" | "occupation",
    label: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <FormField id={`${id}-${field}`} label={label} error={errors[field]?.message} hint={hint}>
      <input
        {...fieldProps(`${id}-${field}`, errors[field]?.message, hint)}
        autoComplete={autoComplete}
        {...register(field)}
      />
    </FormField>
  );

  const busy = isSubmitting || submit.isPending;
  const problemCount = Object.keys(errors).length + Object.keys(pictureErrors).length;

  return (
    <form onSubmit={onSubmit} noValidate className="card border-0 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 mb-1">
          Verify your identity
        </h2>
        <p className="text-body-secondary small">
          The law allows only people 21 and over to play. Give your details as they are on your ID. Only our compliance
          reviewers see your pictures.
        </p>
        <ErrorAlert error={submit.error} className="py-2" />
        {problemCount > 0 ? (
          <div className="alert alert-warning py-2" role="alert">
            Please check the {problemCount === 1 ? "field marked" : `${problemCount} fields marked`} below.
          </div>
        ) : null}

        {text("fullName", "Full name", "name", "As written on your ID.")}
        <FormField id={`${id}-birthDate`} label="Date of birth" error={errors.birthDate?.message}>
          <input
            {...fieldProps(`${id}-birthDate`, errors.birthDate?.message)}
            type="date"
            autoComplete="bday"
            {...register("birthDate")}
          />
        </FormField>
        {text("address", "Home address", "street-address")}
        {text("nationality", "Nationality", "off")}
        {text("occupation", "Occupation", "organization-title", "Your work, for example driver, vendor, student.")}

        {BARRED_QUESTIONS.map(({ field, question }) => {
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
        })}

        <FormField
          id={`${id}-mobile`}
          label="Mobile number"
          error={errors.mobile?.message}
          hint="For example 0917 123 4567."
        >
          <input
            {...fieldProps(`${id}-mobile`, errors.mobile?.message, "For example 0917 123 4567.")}
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

        <PicturePicker
          id={`${id}-idPhoto`}
          label="Photo of your ID"
          hint="The whole front of the ID, readable. JPEG or PNG, at most 5 MB."
          error={pictureErrors.idPhoto}
          onPicked={(picture) => {
            setPictures((current) => ({ ...current, idPhoto: picture }));
            setPictureErrors(({ idPhoto: _, ...rest }) => rest);
          }}
        />
        <PicturePicker
          id={`${id}-selfie`}
          label="Selfie holding your ID"
          hint="Your face and the ID in one picture. JPEG or PNG, at most 5 MB."
          error={pictureErrors.selfie}
          onPicked={(picture) => {
            setPictures((current) => ({ ...current, selfie: picture }));
            setPictureErrors(({ selfie: _, ...rest }) => rest);
          }}
        />

        <button type="submit" className="btn btn-warning fw-semibold w-100" disabled={busy}>
          {busy ? "Sending…" : "Send for review"}
        </button>
      </div>
    </form>
  );
}
