import {
  checkImage,
  type IdentitySubmissionBody,
  type IdentityView,
  type KycStatus,
  submitTransition,
  whatStatusAllows,
} from "@sabong/shared/identity";
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, businessRule, notFound } from "../../errors.ts";
import { type AuditActor, auditChange } from "../audit/service.ts";
import { users } from "../users/table.ts";
import { readKycAccess } from "./access-setting.ts";
import { listMatches } from "./exclusion-lookup.ts";
import { personKeys } from "./keys.ts";
import { identityImages, identitySubmissions } from "./table.ts";

export type UploadedImages = { idPhoto: string; selfie: string };

/** The base64 picture as stored: a JPEG or PNG by its bytes, at most 5 MB, metadata stripped; else a plain 400. */
function storedImage(base64: string, what: string): { mime: string; bytes: Uint8Array } {
  const checked = checkImage(new Uint8Array(Buffer.from(base64, "base64")));
  if (!checked.ok) throw badRequest(`${what}: ${checked.message}`);
  return { mime: checked.kind === "jpeg" ? "image/jpeg" : "image/png", bytes: checked.bytes };
}

/**
 * A player sends their identity: the images checked and stripped, the player's row locked while the status moves
 * to under review, the submission checked against the exclusion list (a match goes to the queue, shown).
 */
export async function submitIdentity(
  tx: Tx,
  input: { playerId: number; body: IdentitySubmissionBody; images: UploadedImages; secret: string; actor: AuditActor },
): Promise<IdentityView> {
  const idPhoto = storedImage(input.images.idPhoto, "The photo of the ID");
  const selfie = storedImage(input.images.selfie, "The selfie");
  const [me] = await tx
    .select({ status: users.kycStatus })
    .from(users)
    .where(eq(users.id, input.playerId))
    .for("update");
  if (!me) throw notFound("Player not found");
  const outcome = submitTransition(me.status as KycStatus);
  if (!outcome.ok) throw businessRule(outcome.message);

  const { body } = input;
  const keys = personKeys(
    { fullName: body.fullName, birthDate: body.birthDate, idNumbers: [body.idNumber], mobile: body.mobile },
    input.secret,
  );
  const personKey = keys.find((k) => k.kind === "name-birth-date")?.key;
  if (!personKey) throw badRequest("Full name must have letters");
  const matches = await listMatches(tx, keys);
  const [row] = await tx
    .insert(identitySubmissions)
    .values({ userId: input.playerId, ...body, personKey, exclusionMatches: matches })
    .returning({ id: identitySubmissions.id, createdAt: identitySubmissions.createdAt });
  if (!row) throw new Error("identity submission not inserted");
  await tx.insert(identityImages).values([
    { submissionId: row.id, kind: "id", ...idPhoto, sizeBytes: idPhoto.bytes.length },
    { submissionId: row.id, kind: "selfie", ...selfie, sizeBytes: selfie.bytes.length },
  ]);
  await tx.update(users).set({ kycStatus: outcome.status }).where(eq(users.id, input.playerId));
  await auditChange(tx, input.actor, "identity.submit", ["identity_submission", row.id], {
    before: { kycStatus: me.status },
    after: { kycStatus: outcome.status, exclusionMatches: matches },
  });
  return {
    status: outcome.status,
    allows: whatStatusAllows(outcome.status, await accessSettingOf(tx)),
    submittedAt: row.createdAt.toISOString(),
    message: null,
  };
}

/** The platform setting as the money paths apply it. */
async function accessSettingOf(db: DbOrTx) {
  const { waitingMayBet, waitingMayBeLoaded } = await readKycAccess(db);
  return { waitingMayBet, waitingMayBeLoaded };
}

/** The player's status, what it allows, and the latest reviewer's words (never the images, never a match). */
export async function identityView(db: DbOrTx, playerId: number): Promise<IdentityView> {
  const [me] = await db.select({ status: users.kycStatus }).from(users).where(eq(users.id, playerId));
  if (!me) throw notFound("Player not found");
  const status = me.status as KycStatus;
  const [latest] = await db
    .select({ createdAt: identitySubmissions.createdAt, reason: identitySubmissions.reason })
    .from(identitySubmissions)
    .where(eq(identitySubmissions.userId, playerId))
    .orderBy(desc(identitySubmissions.createdAt), desc(identitySubmissions.id))
    .limit(1);
  return {
    status,
    allows: whatStatusAllows(status, await accessSettingOf(db)),
    submittedAt: latest?.createdAt.toISOString() ?? null,
    message: latest?.reason ?? null,
  };
}

/** Used by tests and the review: the stored bytes of one image. */
export async function storedImageOf(db: DbOrTx, submissionId: number, kind: "id" | "selfie") {
  const [row] = await db
    .select({ mime: identityImages.mime, bytes: identityImages.bytes })
    .from(identityImages)
    .where(sql`${identityImages.submissionId} = ${submissionId} and ${identityImages.kind} = ${kind}`);
  return row ?? null;
}
