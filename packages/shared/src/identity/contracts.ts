import { z } from "zod";
import { ID_NUMBER_HINTS, ID_TYPES, normalizeIdNumber } from "./id-types.ts";
import { normalizeName } from "./names.ts";
import { birthDateSchema, mobileSchema } from "./person-fields.ts";
import { KYC_STATUSES, REASON_MAX_LENGTH } from "./status.ts";

/**
 * The identity API's bodies (docs/decisions/0013-know-your-customer.md). The typed part of a submission is validated
 * here; the two images (ID photo, selfie holding it) are checked by `checkImage` on their bytes. Age and the
 * exclusion list are decided by the server with the rules (`ageOn`, `exclusionKeys`): a contract has no clock.
 */

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`);

const yesNo = (question: string) => z.boolean({ error: () => `Answer yes or no: ${question}` });

export const idTypeSchema = z.enum(ID_TYPES, {
  error: () => "Choose PhilSys, passport, driver's licence, UMID, PRC, postal or voter's ID",
});

export const kycStatusSchema = z.enum(KYC_STATUSES);

export const identitySubmissionBodySchema = z
  .object({
    fullName: text("Full name", 1, 120).refine(
      (name) => normalizeName(name).replace(/\d| /g, "") !== "",
      "Full name must have letters",
    ),
    birthDate: birthDateSchema,
    address: text("Address", 5, 300),
    nationality: text("Nationality", 2, 60),
    occupation: text("Occupation", 2, 100),
    governmentEmployee: yesNo("do you work for the government?"),
    militaryOrPolice: yesNo("are you in the military or the police?"),
    operatorEmployee: yesNo("do you work for this operator?"),
    mobile: mobileSchema,
    idType: idTypeSchema,
    idNumber: text("ID number", 1, 40),
  })
  .superRefine((body, ctx) => {
    if (normalizeIdNumber(body.idType, body.idNumber) === null) {
      ctx.addIssue({ code: "custom", path: ["idNumber"], message: ID_NUMBER_HINTS[body.idType] });
    }
  })
  .transform((body) => ({ ...body, idNumber: normalizeIdNumber(body.idType, body.idNumber) as string }));
export type IdentitySubmissionInput = z.input<typeof identitySubmissionBodySchema>;
export type IdentitySubmissionBody = z.output<typeof identitySubmissionBodySchema>;

export const note = (field: string) => text(field, 1, REASON_MAX_LENGTH);

/** A reviewer's decision (the rules in `reviewTransition` decide whether it may be taken). */
export const reviewDecisionBodySchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("approve") }),
    z.object({ kind: z.literal("reject"), reason: note("A reason the player will see") }),
    z.object({ kind: z.literal("ask-for-more"), request: note("What the player should send") }),
    z.object({ kind: z.literal("close"), reason: note("The reason for closing") }),
  ],
  { error: () => "Choose approve, reject, ask for more or close" },
);
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBodySchema>;
