import { changePasswordSchema } from "@sabong/shared/auth";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { putPassword } from "../../api/auth.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { notify } from "../../lib/toast.tsx";
import { zodResolver } from "../../lib/zod-resolver.ts";

/** The shared contract plus the confirmation field, which never leaves the browser. */
const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ["confirmPassword"],
    message: "The new passwords do not match",
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const NEW_PASSWORD_HINT = "At least 8 characters.";

/** Change password (agents and players; staff and admin reach it from the account menu). */
export function ChangePasswordPage() {
  const id = useId();
  const change = useMutation({ mutationFn: putPassword });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      const { message } = await change.mutateAsync({ oldPassword, newPassword });
      notify.success(message);
      reset();
    } catch {
      // Shown from the mutation's error below.
    }
  });

  const busy = isSubmitting || change.isPending;

  return (
    <>
      <PageHeader title="Change Password" />
      <div className="card border-0 shadow-sm form-card">
        <div className="card-body p-4">
          <ErrorAlert error={change.error} className="py-2" />
          <form onSubmit={onSubmit} noValidate>
            <FormField id={`${id}-old`} label="Current password" error={errors.oldPassword?.message}>
              <input
                {...fieldProps(`${id}-old`, errors.oldPassword?.message)}
                type="password"
                autoComplete="current-password"
                {...register("oldPassword")}
              />
            </FormField>
            <FormField
              id={`${id}-new`}
              label="New password"
              error={errors.newPassword?.message}
              hint={NEW_PASSWORD_HINT}
            >
              <input
                {...fieldProps(`${id}-new`, errors.newPassword?.message, NEW_PASSWORD_HINT)}
                type="password"
                autoComplete="new-password"
                {...register("newPassword")}
              />
            </FormField>
            <FormField id={`${id}-confirm`} label="Confirm new password" error={errors.confirmPassword?.message}>
              <input
                {...fieldProps(`${id}-confirm`, errors.confirmPassword?.message)}
                type="password"
                autoComplete="new-password"
                {...register("confirmPassword")}
              />
            </FormField>
            <button type="submit" className="btn btn-primary mt-2" disabled={busy}>
              {busy ? "Saving…" : "Change password"}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
