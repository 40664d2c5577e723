import {
  ageOn,
  type ExclusionKind,
  type IdType,
  isAdult,
  type KycStatus,
  type QueueItem,
  type ReviewDecision,
  reviewTransition,
} from "@sabong/shared/identity";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { type AuditActor, auditChange, recordAudit } from "../audit/service.ts";
import { users } from "../users/table.ts";
import { returnBalanceToUpline } from "./closing.ts";
import { noticeIdentityDecision } from "./notice.ts";
import { identityImages, identitySubmissions } from "./table.ts";

type MatchOn = QueueItem["otherAccounts"][number]["on"][number];

type Submission = typeof identitySubmissions.$inferSelect;
type Sharing = { userId: number; username: string; idNumber: string; mobile: string; personKey: string };

/** Every submission sharing an ID number, a mobile or a name and birth date with one of `subs` (theirs included). */
async function submissionsSharingWith(db: DbOrTx, subs: readonly Submission[]): Promise<Sharing[]> {
  const s = identitySubmissions;
  return db
    .select({
      userId: s.userId,
      username: users.username,
      idNumber: s.idNumber,
      mobile: s.mobile,
      personKey: s.personKey,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(
      or(
        inArray(
          s.idNumber,
          subs.map((x) => x.idNumber),
        ),
        inArray(
          s.mobile,
          subs.map((x) => x.mobile),
        ),
        inArray(
          s.personKey,
          subs.map((x) => x.personKey),
        ),
      ),
    );
}

/** The other accounts a submission shares something with, each once with what it shares, by user id. */
function otherAccountsOf(x: Submission, others: readonly Sharing[]): QueueItem["otherAccounts"] {
  const byUser = new Map<number, { userId: number; username: string; on: Set<MatchOn> }>();
  for (const o of others) {
    if (o.userId === x.userId) continue;
    const on: MatchOn[] = [];
    if (o.idNumber === x.idNumber) on.push("id-number");
    if (o.mobile === x.mobile) on.push("mobile");
    if (o.personKey === x.personKey) on.push("name-birth-date");
    if (on.length === 0) continue;
    const entry = byUser.get(o.userId) ?? { userId: o.userId, username: o.username, on: new Set<MatchOn>() };
    for (const kind of on) entry.on.add(kind);
    byUser.set(o.userId, entry);
  }
  return [...byUser.values()]
    .map((u) => ({ userId: u.userId, username: u.username, on: [...u.on] }))
    .sort((a, b) => a.userId - b.userId);
}

/** The compliance queue: submissions under review, oldest first, with the list's matches and other accounts'. */
export async function complianceQueue(db: DbOrTx, nowMs: number): Promise<{ items: QueueItem[] }> {
  const s = identitySubmissions;
  const rows = await db
    .select({ submission: s, username: users.username })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .where(eq(s.status, "under-review"))
    .orderBy(asc(s.createdAt), asc(s.id))
    .limit(200);
  if (rows.length === 0) return { items: [] };
  const others = await submissionsSharingWith(
    db,
    rows.map((r) => r.submission),
  );
  const items = rows.map(
    ({ submission: x, username }): QueueItem => ({
      id: x.id,
      userId: x.userId,
      username,
      fullName: x.fullName,
      birthDate: x.birthDate,
      ageYears: ageOn(x.birthDate, nowMs),
      address: x.address,
      nationality: x.nationality,
      occupation: x.occupation,
      governmentEmployee: x.governmentEmployee,
      militaryOrPolice: x.militaryOrPolice,
      operatorEmployee: x.operatorEmployee,
      mobile: x.mobile,
      idType: x.idType as IdType,
      idNumber: x.idNumber,
      submittedAt: x.createdAt.toISOString(),
      exclusionMatches: x.exclusionMatches as ExclusionKind[],
      otherAccounts: otherAccountsOf(x, others),
    }),
  );
  return { items };
}

/**
 * A reviewer decides a submission: its row locked, so of two reviewers deciding at once the second finds it decided
 * (409). The player's status follows (a closure returns the balance through the upline); an under-21 cannot be
 * approved; the decision is in the audit log with before and after.
 */
export async function decideSubmission(
  tx: Tx,
  input: { submissionId: number; decision: ReviewDecision; actor: NonNullable<AuditActor>; nowMs?: number },
): Promise<{ id: number; status: KycStatus }> {
  const s = identitySubmissions;
  const [row] = await tx
    .select({ status: s.status, userId: s.userId, birthDate: s.birthDate })
    .from(s)
    .where(eq(s.id, input.submissionId))
    .for("update");
  if (!row) throw notFound("Submission not found");
  const current = row.status as KycStatus;
  const outcome = reviewTransition(current, input.decision);
  if (!outcome.ok) throw current === "under-review" ? badRequest(outcome.message) : conflict(outcome.message);
  // Under 21 on the Manila calendar today may never be verified: the reviewer closes the account instead.
  if (outcome.status === "verified" && !isAdult(row.birthDate, input.nowMs ?? Date.now())) {
    throw badRequest("This person is under 21: close the account instead of approving it");
  }
  // A closure returns the balance to the upline and ends the sessions: the wallets before the users row.
  const returned =
    outcome.status === "closed" ? await returnBalanceToUpline(tx, row.userId, input.actor.userId) : undefined;
  await tx
    .update(s)
    .set({ status: outcome.status, reviewerId: input.actor.userId, decidedAt: new Date(), reason: outcome.message })
    .where(eq(s.id, input.submissionId));
  await tx.update(users).set({ kycStatus: outcome.status }).where(eq(users.id, row.userId));
  await recordAudit(tx, {
    actor: input.actor,
    action: `identity.review.${input.decision.kind}`,
    entityType: "identity_submission",
    entityId: input.submissionId,
    before: { status: current, userId: row.userId },
    after: { status: outcome.status, userId: row.userId, reason: outcome.message, ...returned },
  });
  await noticeIdentityDecision(tx, { playerId: row.userId, status: outcome.status, reason: outcome.message });
  return { id: input.submissionId, status: outcome.status };
}

/** One image for a reviewer; the view itself is audited (who, when, which image) in the same transaction. */
export async function viewImage(
  tx: Tx,
  input: { submissionId: number; kind: "id" | "selfie"; actor: NonNullable<AuditActor> },
): Promise<{ mime: string; bytes: Uint8Array }> {
  const [image] = await tx
    .select({ mime: identityImages.mime, bytes: identityImages.bytes })
    .from(identityImages)
    .where(and(eq(identityImages.submissionId, input.submissionId), eq(identityImages.kind, input.kind)));
  if (!image) throw notFound("Image not found");
  await auditChange(tx, input.actor, "identity.image.view", ["identity_submission", input.submissionId], {
    after: { kind: input.kind },
  });
  return image;
}
