import { plainIssueMessage } from "@sabong/shared/contracts";
import { centavosToPesosText, parsePesos } from "@sabong/shared/money";
import {
  type CapOverride,
  capOverrideSchema,
  formatMultiplier,
  parseMultiplier,
  type TallyRow,
} from "@sabong/shared/number-games";

/** The cap form as typed: pesos and multiplier as text; empty means "the draw's default". */
export type CapFormValues = { cap: string; notAccepted: boolean; multiplier: string };
export type CapFormErrors = Partial<Record<keyof CapFormValues, string>>;

/** The form for a combination: its current override, if the tally lists one (a default cap is left empty). */
export function capFormOf(row: TallyRow | undefined, defaultCapCentavos: number): CapFormValues {
  return {
    cap: row && row.capCentavos !== defaultCapCentavos ? centavosToPesosText(row.capCentavos) : "",
    notAccepted: row?.notAccepted ?? false,
    multiplier: row?.multiplierHundredths != null ? formatMultiplier(row.multiplierHundredths).replace(/^×/, "") : "",
  };
}

/** The override to send for `combination`, checked against the contract, or the errors per field. */
export function toCapOverride(
  combination: string,
  values: CapFormValues,
): { ok: true; override: CapOverride } | { ok: false; errors: CapFormErrors } {
  const errors: CapFormErrors = {};
  let capCentavos: number | null = null;
  if (values.cap.trim() !== "") {
    const cap = parsePesos(values.cap);
    if (cap.ok) capCentavos = cap.centavos;
    else errors.cap = cap.message;
  }
  let multiplierHundredths: number | null = null;
  if (values.multiplier.trim() !== "") {
    const multiplier = parseMultiplier(values.multiplier);
    if (multiplier.ok) multiplierHundredths = multiplier.hundredths;
    else errors.multiplier = multiplier.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = capOverrideSchema.safeParse({
    combination,
    capCentavos,
    notAccepted: values.notAccepted,
    multiplierHundredths,
  });
  if (!parsed.success) {
    // Every field's error at once, in plain words.
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "multiplierHundredths" ? "multiplier" : "cap";
      errors[field] ??= plainIssueMessage(issue, field === "multiplier" ? "Multiplier" : "Cap");
    }
    return { ok: false, errors };
  }
  return { ok: true, override: parsed.data };
}
