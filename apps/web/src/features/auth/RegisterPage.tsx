import { type ComponentProps, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { AuthHeading, AuthSubmit, UsernameField } from "./auth-parts.tsx";
import { type RegisterForm, type RegisterFormValues, useRegisterForm } from "./use-register-form.ts";

const PASSWORD_HINT = "At least 8 characters.";
const MOBILE_HINT = "For example 0917 123 4567.";

/** The fields after the username, in order; the input's id ends with `idSuffix` (its name unless given). */
const FIELDS: readonly (Omit<FieldProps, "form" | "id"> & { idSuffix?: string })[] = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "birthDate", label: "Date of birth", type: "date", autoComplete: "bday" },
  { name: "mobile", label: "Mobile number", hint: MOBILE_HINT, type: "tel", inputMode: "tel", autoComplete: "tel" },
  { name: "password", label: "Password", hint: PASSWORD_HINT, type: "password", autoComplete: "new-password" },
  {
    name: "confirmPassword",
    idSuffix: "confirm",
    label: "Type the password again",
    type: "password",
    autoComplete: "new-password",
  },
  { name: "refCode", idSuffix: "ref", label: "Referral code", autoCapitalize: "none", spellCheck: false },
];

/** /auth/register?ref=CODE: the referral code comes from the link; the new account then awaits approval. */
export function RegisterPage() {
  const id = useId();
  const [params] = useSearchParams();
  const form = useRegisterForm(params.get("ref") ?? "");
  const { registration, register, errors } = form;

  if (registration.isSuccess) return <Registered message={registration.data.message} />;

  return (
    <>
      <AuthHeading
        title="Create an account"
        lead="Your account is activated once your agent approves it."
        error={registration.error}
      />
      <form onSubmit={form.onSubmit} noValidate>
        <UsernameField id={`${id}-username`} error={errors.username?.message} input={register("username")} />
        {FIELDS.map(({ idSuffix, ...field }) => (
          <RegisterField key={field.name} form={form} id={`${id}-${idSuffix ?? field.name}`} {...field} />
        ))}
        <AuthSubmit busy={form.busy} label="Create account" busyLabel="Creating account…" />
      </form>
      <p className="text-center text-body-secondary small mt-4 mb-0">
        Already registered? <Link to="/auth/login">Back to login</Link>
      </p>
    </>
  );
}

type FieldProps = {
  form: RegisterForm;
  name: keyof RegisterFormValues;
  id: string;
  label: string;
  hint?: string;
} & Omit<ComponentProps<"input">, "form" | "name" | "id">;

/** A field of the form: its label, its input registered under `name`, then its error or hint. */
function RegisterField({ form, name, id, label, hint, ...input }: FieldProps) {
  const error = form.errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input {...fieldProps(id, error, hint)} {...input} {...form.register(name)} />
    </FormField>
  );
}

/** What the new account sees once sent: the server's message, and the way back to sign in. */
function Registered({ message }: { message: string }) {
  return (
    <>
      <PageTitle title="Create an account" />
      <h1 className="h4 mb-3">Registration received</h1>
      <div className="alert alert-success" role="status">
        {message}
      </div>
      <Link to="/auth/login" className="btn btn-warning w-100 fw-semibold">
        Back to login
      </Link>
    </>
  );
}
