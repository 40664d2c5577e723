import {
  type WhitelistEntry,
  type WhitelistInput,
  whitelistLockoutMessage,
  whitelistRefusedMessage,
} from "@sabong/shared/whitelist";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, businessRule, conflict, forbidden, notFound } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import type { LoginPolicy } from "../auth/service.ts";
import { users } from "../users/table.ts";
import { type Cidr, formatCidr, ipAllowed, normaliseIp, parseCidr } from "./cidr.ts";
import { ipWhitelist } from "./table.ts";

type Actor = NonNullable<AuditActor>;

/** Token types whose logins the whitelist restricts: those who run the site. */
const RESTRICTED_TYPES = new Set(["admin", "staff", "staff2"]);

/** Serialises whitelist changes, so two admins cannot each remove the other's last entry for their address. */
const WHITELIST_LOCK = 7263540101;

async function ranges(db: DbOrTx): Promise<(Cidr & { id: number })[]> {
  const rows = await db
    .select({ id: ipWhitelist.id, cidr: ipWhitelist.cidr })
    .from(ipWhitelist)
    .orderBy(asc(ipWhitelist.id));
  return rows.flatMap(({ id, cidr }) => {
    const parsed = parseCidr(cidr);
    return parsed ? [{ ...parsed, id }] : [];
  });
}

export async function listWhitelist(db: DbOrTx): Promise<WhitelistEntry[]> {
  const rows = await db
    .select({ entry: ipWhitelist, createdByUsername: users.username })
    .from(ipWhitelist)
    .leftJoin(users, eq(users.id, ipWhitelist.createdBy))
    .orderBy(asc(ipWhitelist.id));
  return rows.map(({ entry, createdByUsername }) => ({
    id: entry.id,
    cidr: entry.cidr,
    family: entry.family as WhitelistEntry["family"],
    note: entry.note,
    createdByUsername,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/** A change may leave the list empty (no restriction) or holding the acting admin's address, never locking them out. */
function assertNotLockedOut(remaining: readonly Cidr[], actor: Actor): void {
  if (remaining.length === 0 || ipAllowed(remaining, actor.ip ?? null)) return;
  throw businessRule(whitelistLockoutMessage(normaliseIp(actor.ip ?? "unknown")));
}

async function lockWhitelist(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WHITELIST_LOCK})`);
}

export async function addWhitelistEntry(db: DbOrTx, actor: Actor, input: WhitelistInput): Promise<WhitelistEntry> {
  const cidr = parseCidr(input.address);
  if (!cidr) {
    throw badRequest(
      `"${input.address}" is not an IPv4 or IPv6 address or CIDR range (examples: 203.0.113.7, 203.0.113.0/24, 2001:db8::/32)`,
    );
  }
  const text = formatCidr(cidr);
  const id = await transact(db, async (tx) => {
    await lockWhitelist(tx);
    const current = await ranges(tx);
    if (current.some((range) => formatCidr(range) === text)) throw conflict(`${text} is already on the whitelist`);
    assertNotLockedOut([...current, cidr], actor);
    const [row] = await tx
      .insert(ipWhitelist)
      .values({ cidr: text, family: cidr.family, note: input.note, createdBy: actor.userId })
      .returning();
    if (!row) throw new Error("whitelist entry not created");
    await recordAudit(tx, {
      actor,
      action: "whitelist.add",
      entityType: "whitelist",
      entityId: row.id,
      before: null,
      after: { cidr: text, note: input.note },
    });
    return row.id;
  });
  const entry = (await listWhitelist(db)).find((e) => e.id === id);
  if (!entry) throw new Error("whitelist entry vanished");
  return entry;
}

export async function removeWhitelistEntry(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  await transact(db, async (tx) => {
    await lockWhitelist(tx);
    const [row] = await tx.select().from(ipWhitelist).where(eq(ipWhitelist.id, id));
    if (!row) throw notFound("Whitelist entry not found");
    assertNotLockedOut(
      (await ranges(tx)).filter((range) => range.id !== id),
      actor,
    );
    await tx.delete(ipWhitelist).where(eq(ipWhitelist.id, id));
    await recordAudit(tx, {
      actor,
      action: "whitelist.remove",
      entityType: "whitelist",
      entityId: id,
      before: { cidr: row.cidr, note: row.note },
      after: null,
    });
  });
}

/**
 * Login policy: once the whitelist holds an entry, admin, staff and staff2 may log in only from a listed address.
 * Runs after the password was verified, so each refusal is a real credential used from elsewhere: audited.
 */
export const whitelistPolicy: LoginPolicy = async (db, user, context) => {
  if (!RESTRICTED_TYPES.has(user.type)) return;
  const current = await ranges(db);
  if (current.length === 0 || ipAllowed(current, context.ip)) return;
  const ip = normaliseIp(context.ip ?? "unknown");
  const [who] = await db.select({ username: users.username }).from(users).where(eq(users.id, user.id));
  await transact(db, (tx) =>
    recordAudit(tx, {
      actor: { userId: user.id, username: who?.username ?? "", ip },
      action: "login.refused",
      entityType: "user",
      entityId: user.id,
      before: null,
      after: { reason: "address not whitelisted", ip },
    }),
  );
  throw forbidden(whitelistRefusedMessage(ip));
};
