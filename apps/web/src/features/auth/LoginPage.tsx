import { type Credentials, credentialsSchema, homePathFor } from "@sabong/shared";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { FormField, fieldProps } from "../../app/ui/FormField.tsx";
import { PageTitle } from "../../app/ui/PageTitle.tsx";
import { setToken } from "../../lib/session.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useLogin } from "./login.ts";

type FormValues = z.input<typeof credentialsSchema>;

/** /auth/login: signs in and lands on the home of the account's area; server refusals are shown inline. */
export function LoginPage() {
  const id = useId();
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const { accessToken } = await login.mutateAsync(credentials);
      const identity = setToken(accessToken);
      navigate(homePathFor(identity.type), { replace: true });
    } catch {
      // The message is shown from the mutation's error below.
    }
  });

  const busy = isSubmitting || login.isPending;

  return (
    <>
      <PageTitle title="Sign in" />
      <h1 className="h4 mb-1">Sign in</h1>
      <p className="text-body-secondary mb-4">Welcome back. Enter your account details.</p>
      {login.error ? (
        <div className="alert alert-danger py-2" role="alert">
          {login.error.message}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <FormField id={`${id}-username`} label="Username" error={errors.username?.message}>
          <input
            {...fieldProps(`${id}-username`, errors.username?.message)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...register("username")}
          />
        </FormField>
        <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
          <input
            {...fieldProps(`${id}-password`, errors.password?.message)}
            type="password"
            autoComplete="current-password"
            {...register("password")}
          />
        </FormField>
        <button type="submit" className="btn btn-warning w-100 fw-semibold mt-2" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <p className="text-center text-body-secondary small mt-4 mb-0">
        Have a referral code? <Link to="/auth/register">Create an account</Link>
      </p>
    </>
  );
}
