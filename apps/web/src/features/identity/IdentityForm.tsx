import { useId } from "react";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { BarredQuestions, ContactAndIdFields, PersonFields } from "./identity-fields.tsx";
import { PicturePicker } from "./PicturePicker.tsx";
import { useIdentityForm } from "./use-identity-form.ts";

/**
 * The player's identity: the typed fields, the three questions, the ID and its two pictures, sent once (one
 * idempotency key per filled form: pressing again after a failure sends the same key).
 */
export function IdentityForm() {
  const id = useId();
  const form = useIdentityForm();
  const { problemCount, busy } = form;
  const fields = { id, register: form.register, errors: form.errors };

  return (
    <form onSubmit={form.onSubmit} noValidate className="card border-0 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 mb-1">
          Verify your identity
        </h2>
        <p className="text-body-secondary small">
          The law allows only people 21 and over to play. Give your details as they are on your ID. Only our compliance
          reviewers see your pictures.
        </p>
        <ErrorAlert error={form.submitError} className="py-2" />
        {problemCount > 0 ? (
          <div className="alert alert-warning py-2" role="alert">
            Please check the {problemCount === 1 ? "field marked" : `${problemCount} fields marked`} below.
          </div>
        ) : null}

        <PersonFields {...fields} />
        <BarredQuestions {...fields} />
        <ContactAndIdFields {...fields} />

        <PicturePicker
          id={`${id}-idPhoto`}
          label="Photo of your ID"
          hint="The whole front of the ID, readable. JPEG or PNG, at most 5 MB."
          error={form.pictureErrors.idPhoto}
          onPicked={form.pick("idPhoto")}
        />
        <PicturePicker
          id={`${id}-selfie`}
          label="Selfie holding your ID"
          hint="Your face and the ID in one picture. JPEG or PNG, at most 5 MB."
          error={form.pictureErrors.selfie}
          onPicked={form.pick("selfie")}
        />

        <button type="submit" className="btn btn-warning fw-semibold w-100" disabled={busy}>
          {busy ? "Sending…" : "Send for review"}
        </button>
      </div>
    </form>
  );
}
