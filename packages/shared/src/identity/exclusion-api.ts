import { z } from "zod";
import { isCalendarDate } from "../time/manila.ts";

/** The admin's exclusion-list bodies and answers (docs/decisions/0013); the list shows no identifier, only metadata. */
export const EXCLUSION_SOURCES = ["regulator", "family", "self-exclusion"] as const;
export const exclusionSourceSchema = z.enum(EXCLUSION_SOURCES);

/** 5 MB of CSV: the regulator's list is thousands of lines, not millions. */
export const EXCLUSION_CSV_MAX_LENGTH = 5 * 1024 * 1024;

export const exclusionImportBodySchema = z.object({
  csv: z
    .string({ error: () => "Paste or upload the list as CSV text" })
    .min(1, "The list is empty")
    .max(EXCLUSION_CSV_MAX_LENGTH, "The list is larger than 5 MB: split it"),
});

const words = (field: string, max: number) =>
  z
    .string({ error: () => `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const familyExclusionBodySchema = z.object({
  fullName: words("The excluded person's full name", 120),
  birthDate: z
    .string({ error: () => "Date of birth is required" })
    .refine(isCalendarDate, "Date of birth must look like 2001-01-31"),
  idNumbers: z.array(words("An ID number", 40)).max(10, "At most 10 ID numbers").default([]),
  mobile: z.string().trim().max(30, "Mobile number must be at most 30 characters").optional(),
  requester: words("Who asked for the exclusion", 120),
  documentRef: words("The document reference", 120),
});
export type FamilyExclusionBody = z.infer<typeof familyExclusionBodySchema>;

export const exclusionRemovalBodySchema = z.object({ reason: words("The reason for removing it", 500) });

export const exclusionEntrySchema = z.object({
  id: z.number().int(),
  source: exclusionSourceSchema,
  requester: z.string().nullable(),
  documentRef: z.string().nullable(),
  keyCount: z.number().int(),
  addedAt: z.string(),
  addedBy: z.string().nullable(),
  removedAt: z.string().nullable(),
  removedBy: z.string().nullable(),
  removalReason: z.string().nullable(),
});
export const exclusionListSchema = z.object({
  counts: z.object({
    regulator: z.number().int(),
    family: z.number().int(),
    "self-exclusion": z.number().int(),
    removed: z.number().int(),
  }),
  items: z.array(exclusionEntrySchema),
});
export type ExclusionList = z.infer<typeof exclusionListSchema>;
export const exclusionImportResultSchema = z.object({ added: z.number().int() });
