import { type Registration, registrationSchema } from "@sabong/shared/auth";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { postRegistration } from "../../api/auth.ts";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { AuthHeading, AuthSubmit, UsernameField } from "./auth-parts.tsx";

type FormValues = z.input<typeof registrationSchema>;

const PASSWORD_HINT = "At least 8 characters.";

/** /auth/register?ref=CODE: the referral code comes from the link; the new account then awaits approval. */
export function RegisterPage() {
  const id = useId();
  const [params] = useSearchParams();
  const registration = useMutation({ mutationFn: postRegistration });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { username: "", name: "", password: "", refCode: params.get("ref") ?? "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync(values);
    } catch {
      // Shown from the mutation's error below.
    }
  });

  if (registration.isSuccess) {
    return (
      <>
        <PageTitle title="Create an account" />
        <h1 className="h4 mb-3">Registration received</h1>
        <div className="alert alert-success" role="status">
          {registration.data.message}
        </div>
        <Link to="/auth/login" className="btn btn-warning w-100 fw-semibold">
          Back to login
        </Link>
      </>
    );
  }

  const busy = isSubmitting || registration.isPending;

  return (
    <>
      <AuthHeading
        title="Create an account"
        lead="Your account is activated once your agent approves it."
        error={registration.error}
      />
      <form onSubmit={onSubmit} noValidate>
        <UsernameField id={`${id}-username`} error={errors.username?.message} input={register("username")} />
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
          <input {...fieldProps(`${id}-name`, errors.name?.message)} autoComplete="name" {...register("name")} />
        </FormField>
        <FormField id={`${id}-password`} label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
          <input
            {...fieldProps(`${id}-password`, errors.password?.message, PASSWORD_HINT)}
            type="password"
            autoComplete="new-password"
            {...register("password")}
          />
        </FormField>
        <FormField id={`${id}-ref`} label="Referral code" error={errors.refCode?.message}>
          <input
            {...fieldProps(`${id}-ref`, errors.refCode?.message)}
            autoCapitalize="none"
            spellCheck={false}
            {...register("refCode")}
          />
        </FormField>
        <AuthSubmit busy={busy} label="Create account" busyLabel="Creating account…" />
      </form>
      <p className="text-center text-body-secondary small mt-4 mb-0">
        Already registered? <Link to="/auth/login">Back to login</Link>
      </p>
    </>
  );
}
