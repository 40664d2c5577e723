import {
  complianceQueueSchema,
  decisionResultSchema,
  type ExclusionList,
  exclusionImportResultSchema,
  exclusionListSchema,
  type FamilyExclusionBody,
  type IdentityUploadBody,
  type IdentityView,
  identityViewSchema,
  type ReviewDecisionBody,
} from "@sabong/shared/identity";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../lib/api-client.ts";
import { identityStatusKeys } from "./identity-status.ts";

/**
 * Know your customer (packages/shared/src/identity/api.ts, docs/decisions/0013): the player's identity, the
 * compliance queue and its images, the admin's exclusion list and the staff permission.
 */
export const identityKeys = {
  ...identityStatusKeys,
  queue: () => [...identityKeys.all, "queue"] as const,
  image: (submissionId: number, kind: ImageKind) => [...identityKeys.all, "image", submissionId, kind] as const,
  exclusions: () => [...identityKeys.all, "exclusions"] as const,
};

export type ImageKind = "id" | "selfie";

const idResultSchema = z.object({ id: z.number().int() });

// ---------------------------------------------------------------- the player's own

// GET /api/identity: the player's status, what it allows, and the reviewer's words (api/identity-status.ts).
export { fetchIdentity, identityQuery } from "./identity-status.ts";

/** POST /api/identity {identity, idPhoto, selfie (base64), idempotencyKey} → the status (under review). */
export function postIdentity(body: IdentityUploadBody): Promise<IdentityView> {
  return api.post("identity", undefined, body, { schema: identityViewSchema });
}

// ---------------------------------------------------------------- the compliance review

/** GET /api/compliance/queue: the submissions waiting, oldest first, with their matches. */
export function fetchComplianceQueue(signal?: AbortSignal) {
  return api.get("compliance", "queue", { schema: complianceQueueSchema, signal });
}

export const complianceQueueQuery = () =>
  queryOptions({ queryKey: identityKeys.queue(), queryFn: ({ signal }) => fetchComplianceQueue(signal) });

/** GET /api/compliance/submissions/:id/images/:kind: the picture as a blob (each view is audited by the server). */
export async function fetchSubmissionImage(submissionId: number, kind: ImageKind, signal?: AbortSignal) {
  const response = await api.open("GET", "compliance", `submissions/${submissionId}/images/${kind}`, undefined, signal);
  return response.blob();
}

/** Never kept: the picture is read while its screen shows, and forgotten when it closes. */
export const submissionImageQuery = (submissionId: number, kind: ImageKind) =>
  queryOptions({
    queryKey: identityKeys.image(submissionId, kind),
    queryFn: ({ signal }) => fetchSubmissionImage(submissionId, kind, signal),
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** POST /api/compliance/submissions/:id/decide {decision, idempotencyKey}; a second decision answers 409. */
export function postDecision(input: { submissionId: number; decision: ReviewDecisionBody; idempotencyKey: string }) {
  const { submissionId, ...body } = input;
  return api.post("compliance", `submissions/${submissionId}/decide`, body, { schema: decisionResultSchema });
}

/** PUT /api/admin/staff/:id/permissions {permission, granted}: the admin grants or withdraws "compliance". */
export function putStaffPermission(input: { userId: number; granted: boolean }) {
  return api.put("admin", `staff/${input.userId}/permissions`, { permission: "compliance", granted: input.granted });
}

// ---------------------------------------------------------------- the exclusion list

/** GET /api/admin/exclusions: counts and each entry's metadata (never the identifiers). */
export function fetchExclusions(signal?: AbortSignal): Promise<ExclusionList> {
  return api.get("admin", "exclusions", { schema: exclusionListSchema, signal });
}

export const exclusionsQuery = () =>
  queryOptions({ queryKey: identityKeys.exclusions(), queryFn: ({ signal }) => fetchExclusions(signal) });

/** POST /api/admin/exclusions/import {csv} → how many were added; a bad line imports nothing. */
export function postExclusionImport(csv: string) {
  return api.post("admin", "exclusions/import", { csv }, { schema: exclusionImportResultSchema });
}

/** POST /api/admin/exclusions: a family exclusion, with its requester and document reference. */
export function postFamilyExclusion(body: FamilyExclusionBody) {
  return api.post("admin", "exclusions", body, { schema: idResultSchema });
}

/** DELETE /api/admin/exclusions/:id {reason}: the entry is kept, its keys stop matching. */
export async function deleteExclusion(input: { id: number; reason: string }) {
  const response = await api.open("DELETE", "admin", `exclusions/${input.id}`, { reason: input.reason });
  return idResultSchema.parse(await response.json());
}
