import { type Credentials, credentialsSchema, homePathFor } from "@sabong/shared/auth";
import { plainIssueMessage } from "@sabong/shared/contracts";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { postLogin } from "../../api/auth.ts";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { setToken, useSession } from "../../lib/session.ts";
import { AuthHeading, AuthSubmit, UsernameField } from "./auth-parts.tsx";

type FieldErrors = Partial<Record<keyof Credentials, string>>;

/** The form's fields checked with the shared contract (trimmed, lower-cased username), as the server checks them. */
function checkCredentials(form: HTMLFormElement): z.ZodSafeParseResult<Credentials> {
  return credentialsSchema.safeParse(Object.fromEntries(new FormData(form)));
}

/** Each field's first message. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === "username" || field === "password") && !errors[field]) errors[field] = plainIssueMessage(issue);
  }
  return errors;
}

/**
 * /auth/login: signs in and lands on the home of the account's area; server refusals are shown inline.
 * Two fields, so no form library (docs/performance.md): the inputs are uncontrolled and checked on submit, then on
 * every change, and the first invalid one takes the focus. A signed-in user who opens /auth/login is sent home before
 * this screen is fetched (RedirectSignedIn in app/RequireGuard.tsx). A token the server refuses is dropped by the API
 * client's 401 rule, which brings the visitor back here signed out.
 */
export function LoginPage() {
  const id = useId();
  const navigate = useNavigate();
  const login = useMutation({ mutationFn: postLogin });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  // Why the last session ended (signed out by the server, a break taken): said once, above the form.
  const signOutReason = useSession((session) => session.signOutReason);

  const check = (form: HTMLFormElement) => {
    const result = checkCredentials(form);
    setErrors(result.success ? {} : fieldErrors(result.error.issues));
    return result;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const form = event.currentTarget;
    const result = check(form);
    if (!result.success) {
      const first = form.elements.namedItem(String(result.error.issues[0]?.path[0]));
      if (first instanceof HTMLInputElement) first.focus();
      return;
    }
    try {
      const { accessToken } = await login.mutateAsync(result.data);
      navigate(homePathFor(setToken(accessToken).type), { replace: true });
    } catch {
      // The message is shown from the mutation's error below.
    }
  };

  return (
    <>
      <AuthHeading title="Sign in" lead="Welcome back. Enter your account details." error={login.error} />
      {signOutReason && !login.error ? (
        <p className="alert alert-info py-2" role="status" data-testid="sign-out-reason">
          {signOutReason}
        </p>
      ) : null}
      <form onSubmit={onSubmit} onChange={(event) => submitted.current && check(event.currentTarget)} noValidate>
        <UsernameField id={`${id}-username`} error={errors.username} input={{ name: "username" }} />
        <FormField id={`${id}-password`} label="Password" error={errors.password}>
          <input
            {...fieldProps(`${id}-password`, errors.password)}
            name="password"
            type="password"
            autoComplete="current-password"
          />
        </FormField>
        <AuthSubmit busy={login.isPending} label="Sign in" busyLabel="Signing in…" />
      </form>
      <p className="text-center text-body-secondary small mt-4 mb-0">
        Have a referral code? <Link to="/auth/register">Create an account</Link>
      </p>
    </>
  );
}
