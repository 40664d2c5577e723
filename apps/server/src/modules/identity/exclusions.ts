import type { ExclusionList, FamilyExclusionBody, PersonIdentifiers } from "@sabong/shared/identity";
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { type AuditActor, auditChange, recordAudit } from "../audit/service.ts";
import { users } from "../users/table.ts";
import { personKeys } from "./keys.ts";
import { exclusionEntries, exclusionKeys, identitySubmissions } from "./table.ts";

type Actor = NonNullable<AuditActor>;
type NewEntry = { source: "regulator" | "family" | "self-exclusion"; requester?: string; documentRef?: string };

/** Inserts entries with only their keys (never the identifiers); people that give no key are refused first. */
async function addPeople(tx: Tx, people: PersonIdentifiers[], entry: NewEntry, actor: Actor, secret: string) {
  const keyed = people.map((person, i) => {
    const keys = personKeys(person, secret);
    if (keys.length === 0) throw badRequest(`Entry ${i + 1} has no name with a date of birth, ID number or mobile`);
    return keys;
  });
  const ids: number[] = [];
  for (let from = 0; from < keyed.length; from += 500) {
    const chunk = keyed.slice(from, from + 500);
    const rows = await tx
      .insert(exclusionEntries)
      .values(chunk.map(() => ({ ...entry, addedBy: actor.userId })))
      .returning({ id: exclusionEntries.id });
    const keyRows = rows.flatMap((row, i) =>
      (chunk[i] ?? []).map((k) => ({ entryId: row.id, keyKind: k.kind, key: k.key })),
    );
    await tx.insert(exclusionKeys).values(keyRows);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The regulator's list: every line one entry, in one transaction (a bad line imports nothing). Audited by count. */
export async function importRegulatorList(tx: Tx, people: PersonIdentifiers[], actor: Actor, secret: string) {
  const ids = await addPeople(tx, people, { source: "regulator" }, actor, secret);
  await recordAudit(tx, {
    actor,
    action: "exclusion.import",
    entityType: "exclusion_list",
    after: { source: "regulator", added: ids.length, firstId: ids[0], lastId: ids.at(-1) },
  });
  return { added: ids.length };
}

/** A family exclusion, with who asked and the document; the audit names the entry, not the person. */
export async function addFamilyExclusion(tx: Tx, body: FamilyExclusionBody, actor: Actor, secret: string) {
  const person = { fullName: body.fullName, birthDate: body.birthDate, idNumbers: body.idNumbers, mobile: body.mobile };
  const [id] = await addPeople(
    tx,
    [person],
    { source: "family", requester: body.requester, documentRef: body.documentRef },
    actor,
    secret,
  );
  await recordAudit(tx, {
    actor,
    action: "exclusion.add",
    entityType: "exclusion_entry",
    entityId: id,
    after: { source: "family", requester: body.requester, documentRef: body.documentRef },
  });
  return { id: id ?? 0 };
}

/** Removal only with a reason, kept: the entry stays, its keys stop matching. */
export async function removeExclusion(tx: Tx, entryId: number, reason: string, actor: Actor) {
  const [entry] = await tx
    .select({ removedAt: exclusionEntries.removedAt })
    .from(exclusionEntries)
    .where(eq(exclusionEntries.id, entryId))
    .for("update");
  if (!entry) throw notFound("Exclusion entry not found");
  if (entry.removedAt) throw conflict("This entry is already removed");
  const now = new Date();
  await tx
    .update(exclusionEntries)
    .set({ removedAt: now, removedBy: actor.userId, removalReason: reason })
    .where(eq(exclusionEntries.id, entryId));
  await tx.update(exclusionKeys).set({ removedAt: now }).where(eq(exclusionKeys.entryId, entryId));
  await auditChange(tx, actor, "exclusion.remove", ["exclusion_entry", entryId], {
    before: { removed: false },
    after: { removed: true, reason },
  });
  return { id: entryId };
}

/** Counts and each entry's metadata, newest first (the latest 500); no identifier or key. */
export async function exclusionList(db: DbOrTx): Promise<ExclusionList> {
  const adder = alias(users, "adder");
  const remover = alias(users, "remover");
  const e = exclusionEntries;
  const [counts] = await db
    .select({
      regulator: sql<number>`count(*) filter (where ${e.source} = 'regulator' and ${e.removedAt} is null)::int`,
      family: sql<number>`count(*) filter (where ${e.source} = 'family' and ${e.removedAt} is null)::int`,
      selfExclusion: sql<number>`count(*) filter (where ${e.source} = 'self-exclusion' and ${e.removedAt} is null)::int`,
      removed: sql<number>`count(*) filter (where ${e.removedAt} is not null)::int`,
    })
    .from(e);
  const rows = await db
    .select({
      id: e.id,
      source: e.source,
      requester: e.requester,
      documentRef: e.documentRef,
      addedAt: e.addedAt,
      addedBy: adder.username,
      removedAt: e.removedAt,
      removedBy: remover.username,
      removalReason: e.removalReason,
      keyCount: sql<number>`(select count(*)::int from ${exclusionKeys} k where k.entry_id = ${e.id})`,
    })
    .from(e)
    .leftJoin(adder, eq(adder.id, e.addedBy))
    .leftJoin(remover, eq(remover.id, e.removedBy))
    .orderBy(desc(e.id))
    .limit(500);
  return {
    counts: {
      regulator: counts?.regulator ?? 0,
      family: counts?.family ?? 0,
      "self-exclusion": counts?.selfExclusion ?? 0,
      removed: counts?.removed ?? 0,
    },
    items: rows.map((r) => ({
      ...r,
      source: r.source as ExclusionList["items"][number]["source"],
      addedAt: r.addedAt.toISOString(),
      removedAt: r.removedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * A player's self-exclusion joins the list (issue 21: self-excluded people come back under new accounts), in the
 * self-exclusion's transaction: the keys of their latest identity submission (name + birth date, ID number,
 * mobile), or without one what registration gave (name, birth date, mobile). An account that gave nothing keyable
 * adds no entry: the self-exclusion itself still stands. The audit names the entry, not the person.
 */
export async function addSelfExclusionEntry(
  tx: Tx,
  playerId: number,
  actor: AuditActor,
  secret: string,
): Promise<number | null> {
  const [submission] = await tx
    .select({
      fullName: identitySubmissions.fullName,
      birthDate: identitySubmissions.birthDate,
      idNumber: identitySubmissions.idNumber,
      mobile: identitySubmissions.mobile,
    })
    .from(identitySubmissions)
    .where(eq(identitySubmissions.userId, playerId))
    .orderBy(desc(identitySubmissions.createdAt), desc(identitySubmissions.id))
    .limit(1);
  const [user] = await tx
    .select({ name: users.name, birthDate: users.birthDate, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, playerId));
  const person = submission
    ? { ...submission, idNumbers: [submission.idNumber] }
    : { fullName: user?.name ?? null, birthDate: user?.birthDate ?? null, mobile: user?.mobile ?? null };
  const keys = personKeys(person, secret);
  if (keys.length === 0) return null;
  const [entry] = await tx
    .insert(exclusionEntries)
    .values({ source: "self-exclusion", addedBy: actor?.userId ?? null })
    .returning({ id: exclusionEntries.id });
  if (!entry) throw new Error("exclusion entry not written");
  await tx.insert(exclusionKeys).values(keys.map((k) => ({ entryId: entry.id, keyKind: k.kind, key: k.key })));
  await recordAudit(tx, {
    actor,
    action: "exclusion.add",
    entityType: "exclusion_entry",
    entityId: entry.id,
    after: { source: "self-exclusion", keys: keys.length },
  });
  return entry.id;
}
