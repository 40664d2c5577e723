import { type Credentials, credentialsSchema, homePathFor } from "@sabong/shared";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { postLogin } from "../../api/auth.ts";
import { FormField, fieldProps } from "../../app/ui/FormField.tsx";
import { setToken } from "../../lib/session.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { AuthHeading, AuthSubmit, UsernameField } from "./auth-parts.tsx";

type FormValues = z.input<typeof credentialsSchema>;

/** /auth/login: signs in and lands on the home of the account's area; server refusals are shown inline. */
export function LoginPage() {
  const id = useId();
  const navigate = useNavigate();
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
