import type { ComponentProps } from "react";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";

/** The top of a sign-in style page: title, a line of guidance and the server's refusal (if any). */
export function AuthHeading({ title, lead, error }: { title: string; lead: string; error: Error | null }) {
  return (
    <>
      <PageTitle title={title} />
      <h1 className="h4 mb-1">{title}</h1>
      <p className="text-body-secondary mb-4">{lead}</p>
      <ErrorAlert error={error} className="py-2" />
    </>
  );
}

/** The username field (no autocapitalisation or spell check: usernames are lower case). */
export function UsernameField({
  id,
  error,
  input,
}: {
  id: string;
  error: string | undefined;
  /** The input's own props: its name, or a form library's registration. */
  input: ComponentProps<"input">;
}) {
  return (
    <FormField id={id} label="Username" error={error}>
      <input {...fieldProps(id, error)} autoComplete="username" autoCapitalize="none" spellCheck={false} {...input} />
    </FormField>
  );
}

/** The form's full-width submit button, with its text while the request runs. */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn btn-warning w-100 fw-semibold mt-2" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
