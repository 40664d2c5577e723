import { plainIssueMessage } from "@sabong/shared/contracts";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * Validates a react-hook-form form with a zod contract from @sabong/shared: the parsed (trimmed, normalised) values
 * reach the submit handler, and each issue is shown under its field, every field at once, in plain words
 * (plainIssueMessage: the contract's own message, never the validator's "Too big: expected …").
 */
export function zodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) path.push("root");
      let target = errors;
      for (const key of path.slice(0, -1)) {
        target[key] ??= {};
        target = target[key] as Record<string, unknown>;
      }
      const last = path.at(-1) ?? "root";
      target[last] ??= { type: issue.code, message: plainIssueMessage(issue) };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
