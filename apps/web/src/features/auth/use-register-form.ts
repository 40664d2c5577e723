import { registrationSchema } from "@sabong/shared/auth";
import { normalizeMobile } from "@sabong/shared/identity";
import { isCalendarDate } from "@sabong/shared/time";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { postRegistration } from "../../api/auth.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";

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
export type RegisterFormValues = z.input<typeof registerFormSchema>;
type Submitted = z.output<typeof registerFormSchema>;

/** The registration form: its fields checked by the schema above, then sent (without the second password) once. */
export function useRegisterForm(refCode: string) {
  const registration = useMutation({ mutationFn: postRegistration });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, Submitted>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: "", name: "", birthDate: "", mobile: "", password: "", confirmPassword: "", refCode },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _, ...values }) => {
    try {
      await registration.mutateAsync(values);
    } catch {
      // Shown from the mutation's error below.
    }
  });

  return { registration, register, errors, onSubmit, busy: isSubmitting || registration.isPending };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
