import { registrationSchema } from "@sabong/shared/auth";
import { normalizeMobile } from "@sabong/shared/identity";
import { isCalendarDate } from "@sabong/shared/time";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { postRegistration } from "../../api/auth.ts";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { AuthHeading, AuthSubmit, UsernameField } from "./auth-parts.tsx";

/**
 * The registration with what the exclusion list is checked against (issue 21): the date of birth and the mobile
 * number; and the password typed twice (only the first is sent).
 */
const registerFormSchema = registrationSchema
  .extend({
    birthDate: z
      .string()
      .refine((date) => date !== "", "Date of birth is required")
      .refine((date) => date === "" || isCalendarDate(date), "Date of birth must look like 2001-01-31"),
    mobile: z
      .string()
      .refine((m) => m.trim() !== "", "Mobile number is required")
      .refine(
        (m) => m.trim() === "" || normalizeMobile(m) !== null,
        "Give a Philippine mobile number, like 0917 123 4567",
      )
      .transform((m) => normalizeMobile(m) ?? m),
    confirmPassword: z.string(),
  })
  .refine((form) => form.confirmPassword === form.password, {
    path: ["confirmPassword"],
    message: "The two passwords are not the same: type them again",
  });
type FormValues = z.input<typeof registerFormSchema>;
type Submitted = z.output<typeof registerFormSchema>;

const PASSWORD_HINT = "At least 8 characters.";
const MOBILE_HINT = "For example 0917 123 4567.";

/** /auth/register?ref=CODE: the referral code comes from the link; the new account then awaits approval. */
export function RegisterPage() {
  const id = useId();
  const [params] = useSearchParams();
  const registration = useMutation({ mutationFn: postRegistration });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Submitted>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      username: "",
      name: "",
      birthDate: "",
      mobile: "",
      password: "",
      confirmPassword: "",
      refCode: params.get("ref") ?? "",
    },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _, ...values }) => {
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
        <FormField id={`${id}-birthDate`} label="Date of birth" error={errors.birthDate?.message}>
          <input
            {...fieldProps(`${id}-birthDate`, errors.birthDate?.message)}
            type="date"
            autoComplete="bday"
            {...register("birthDate")}
          />
        </FormField>
        <FormField id={`${id}-mobile`} label="Mobile number" error={errors.mobile?.message} hint={MOBILE_HINT}>
          <input
            {...fieldProps(`${id}-mobile`, errors.mobile?.message, MOBILE_HINT)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...register("mobile")}
          />
        </FormField>
        <FormField id={`${id}-password`} label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
          <input
            {...fieldProps(`${id}-password`, errors.password?.message, PASSWORD_HINT)}
            type="password"
            autoComplete="new-password"
            {...register("password")}
          />
        </FormField>
        <FormField id={`${id}-confirm`} label="Type the password again" error={errors.confirmPassword?.message}>
          <input
            {...fieldProps(`${id}-confirm`, errors.confirmPassword?.message)}
            type="password"
            autoComplete="new-password"
            {...register("confirmPassword")}
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
