import { type Credentials, credentialsSchema, homePathFor } from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import type { z } from "zod";
import { postLogin } from "../../api/auth.ts";
import { wasSentToLogin } from "../../app/RequireGuard.tsx";
import { FormField, fieldProps } from "../../app/ui/FormField.tsx";
import { LOGIN_PATH } from "../../lib/config.ts";
import { setToken, useSession } from "../../lib/session.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { AuthHeading, AuthSubmit, UsernameField } from "./auth-parts.tsx";

type FormValues = z.input<typeof credentialsSchema>;

/**
 * /auth/login: signs in and lands on the home of the account's area; server refusals are shown inline.
 * A signed-in user who opens it goes straight to their home, unless the router sent them here (a guard refused, an
 * unknown path): then the form is shown, so a guard and this screen never bounce a visitor between them. A token
 * the server refuses is dropped by the API client's 401 rule, which brings the visitor back here signed out.
 */
export function LoginPage() {
  const id = useId();
  const navigate = useNavigate();
  const { state } = useLocation();
  const home = homePathFor(useSession((session) => session.identity.type));
  const login = useMutation({ mutationFn: postLogin });
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
  if (home !== LOGIN_PATH && !wasSentToLogin(state) && !busy) return <Navigate to={home} replace />;

  return (
    <>
      <AuthHeading title="Sign in" lead="Welcome back. Enter your account details." error={login.error} />
      <form onSubmit={onSubmit} noValidate>
        <UsernameField id={`${id}-username`} error={errors.username?.message} registration={register("username")} />
        <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
          <input
            {...fieldProps(`${id}-password`, errors.password?.message)}
            type="password"
            autoComplete="current-password"
            {...register("password")}
          />
        </FormField>
        <AuthSubmit busy={busy} label="Sign in" busyLabel="Signing in…" />
      </form>
      <p className="text-center text-body-secondary small mt-4 mb-0">
        Have a referral code? <Link to="/auth/register">Create an account</Link>
      </p>
    </>
  );
}
