import { type FamilyExclusionBody, familyExclusionBodySchema } from "@sabong/shared/identity";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { identityKeys, postFamilyExclusion } from "../../api/identity.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { FormField, fieldProps } from "../../components/FormField.tsx";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";

/** The form's ID numbers are one text, separated by commas, semicolons or new lines. */
const formSchema = familyExclusionBodySchema.extend({
  idNumbers: z
    .string()
    .transform((text) =>
      text
        .split(/[,;\n]/)
        .map((n) => n.trim())
        .filter((n) => n !== ""),
    )
    .pipe(familyExclusionBodySchema.shape.idNumbers.unwrap()),
  mobile: z
    .string()
    .trim()
    .max(30, "Mobile number must be at most 30 characters")
    .transform((m) => (m === "" ? undefined : m)),
});
type FormValues = z.input<typeof formSchema>;

const EMPTY: FormValues = { fullName: "", birthDate: "", idNumbers: "", mobile: "", requester: "", documentRef: "" };

/** A family exclusion, asked for by a spouse, a parent or an adult child: who, who asked, and the document. */
export function FamilyExclusionForm() {
  const id = useId();
  const add = useInvalidatingMutation(identityKeys.exclusions(), postFamilyExclusion);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, FamilyExclusionBody>({
    resolver: zodResolver(formSchema as unknown as z.ZodType<FamilyExclusionBody, FormValues>),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      notify.success(`${body.fullName} added to the exclusion list`);
      reset(EMPTY);
    } catch {
      // Shown from the mutation's error.
    }
  });

  const field = (name: keyof FormValues, label: string, extra: { type?: string; hint?: string } = {}) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      error={errors[name]?.message}
      hint={extra.hint}
      className="col-12 col-sm-6"
    >
      <input
        {...fieldProps(`${id}-${name}`, errors[name]?.message, extra.hint)}
        type={extra.type ?? "text"}
        autoComplete="off"
        {...register(name)}
      />
    </FormField>
  );

  return (
    <form className="card border-0 shadow-sm h-100" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h6 text-uppercase text-body-secondary mb-3">
          Add a family exclusion
        </h2>
        <ErrorAlert error={add.error} className="py-2" />
        <div className="row g-2">
          {field("fullName", "Full name of the person to exclude")}
          {field("birthDate", "Date of birth", { type: "date" })}
          {field("idNumbers", "ID numbers", { hint: "Separate several with commas." })}
          {field("mobile", "Mobile number", { type: "tel" })}
          {field("requester", "Who asked (name and relation)", { hint: "For example Ana Cruz, spouse." })}
          {field("documentRef", "Document reference")}
        </div>
        <button type="submit" className="btn btn-primary mt-3" disabled={add.isPending}>
          {add.isPending ? "Adding…" : "Add to the exclusion list"}
        </button>
      </div>
    </form>
  );
}
