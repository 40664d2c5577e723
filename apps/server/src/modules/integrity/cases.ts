import type { AlertDetail, AlertList, AlertRow, AlertStatus } from "@sabong/shared/integrity";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/sql.ts";
import { businessRule, conflict, notFound } from "../../errors.ts";
import { type AuditActor, auditChange } from "../audit/service.ts";
import { revokeSessions } from "../auth/service.ts";
import { lockUser, updateUser } from "../users/service.ts";

/** The queue shows the newest this many; older open alerts stay counted and reachable by kind. */
const QUEUE_LIMIT = 200;
const OPEN = ["new", "assigned"] as const;

const stamp = z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString());
const alertColumns = z.object({
  id: z.number(),
  kind: z.string(),
  subject: z.string(),
  score: z.number(),
  contest: z.string().nullable(),
  account_ids: z.array(z.number()),
  accounts: z.array(z.object({ id: z.number(), username: z.string(), status: z.string() })),
  status: z.string(),
  assigned_to: z.string().nullable(),
  raised_at: stamp,
  closed_at: stamp.nullable(),
  evidence: z.unknown(),
});

const selectAlerts = sql`
  select a.id, a.kind, a.subject, a.score, a.contest, a.account_ids, a.status, a.raised_at, a.closed_at, a.evidence,
    (select username from users_view where id = a.assigned_to) as assigned_to,
    coalesce((select json_agg(json_build_object('id', u.id, 'username', u.username, 'status', u.status) order by u.id)
      from users_view u where u.id = any(a.account_ids)), '[]'::json) as accounts
  from integrity_alerts a`;

function toRow(row: z.infer<typeof alertColumns>): AlertRow {
  return {
    id: row.id,
    kind: row.kind as AlertRow["kind"],
    subject: row.subject,
    score: row.score,
    contest: row.contest,
    accountIds: row.account_ids,
    accounts: row.accounts,
    status: row.status as AlertStatus,
    assignedTo: row.assigned_to,
    raisedAt: row.raised_at,
    closedAt: row.closed_at,
  };
}

/** Open alerts highest score first (then oldest), or closed ones newest first. */
export async function listAlerts(
  db: DbOrTx,
  query: { status: "open" | "closed" | "all"; kind?: string | undefined },
): Promise<AlertList> {
  const statusFilter =
    query.status === "open"
      ? sql`a.status in ('new', 'assigned')`
      : query.status === "closed"
        ? sql`a.status in ('benign', 'confirmed')`
        : sql`true`;
  const kindFilter = query.kind ? sql`a.kind = ${query.kind}` : sql`true`;
  const order = query.status === "open" ? sql`a.score desc, a.id` : sql`a.id desc`;
  const rows = rowsOf(
    alertColumns,
    await db.execute(
      sql`${selectAlerts} where ${statusFilter} and ${kindFilter} order by ${order} limit ${QUEUE_LIMIT}`,
    ),
  );
  const [open] = rowsOf(
    z.object({ count: z.coerce.number() }),
    await db.execute(sql`select count(*) as count from integrity_alerts where status in ('new', 'assigned')`),
  );
  return { alerts: rows.map(toRow), openCount: open?.count ?? 0 };
}

export async function alertDetail(db: DbOrTx, alertId: number): Promise<AlertDetail> {
  const [row] = rowsOf(alertColumns, await db.execute(sql`${selectAlerts} where a.id = ${alertId}`));
  if (!row) throw notFound("Alert not found");
  const notes = rowsOf(
    z.object({ id: z.number(), author: z.string(), body: z.string(), at: stamp }),
    await db.execute(sql`
      select n.id, u.username as author, n.body, n.at from integrity_notes n join users_view u on u.id = n.author_id
      where n.alert_id = ${alertId} order by n.id`),
  );
  return { ...toRow(row), evidence: row.evidence, notes };
}

/** The alert's row, locked: every case step decides on what it reads under this lock. */
async function lockAlert(tx: Tx, alertId: number): Promise<{ status: AlertStatus; accountIds: number[] }> {
  const [row] = rowsOf(
    z.object({ status: z.string(), account_ids: z.array(z.number()) }),
    await tx.execute(sql`select status, account_ids from integrity_alerts where id = ${alertId} for update`),
  );
  if (!row) throw notFound("Alert not found");
  return { status: row.status as AlertStatus, accountIds: row.account_ids };
}

const isOpen = (status: AlertStatus) => (OPEN as readonly string[]).includes(status);

async function addNote(tx: Tx, alertId: number, authorId: number, body: string): Promise<void> {
  await tx.execute(
    sql`insert into integrity_notes (alert_id, author_id, body) values (${alertId}, ${authorId}, ${body})`,
  );
}

/** The reviewer takes the case (a new alert, or one assigned to someone else). */
export async function assignAlert(tx: Tx, alertId: number, actor: NonNullable<AuditActor>): Promise<AlertDetail> {
  const alert = await lockAlert(tx, alertId);
  if (!isOpen(alert.status)) throw conflict("This alert is closed");
  await tx.execute(
    sql`update integrity_alerts set status = 'assigned', assigned_to = ${actor.userId} where id = ${alertId}`,
  );
  await auditChange(tx, actor, "integrity.alert.assign", ["integrity-alert", alertId], {
    before: { status: alert.status },
    after: { status: "assigned", assignedTo: actor.userId },
  });
  return alertDetail(tx, alertId);
}

export async function noteAlert(
  tx: Tx,
  alertId: number,
  body: string,
  actor: NonNullable<AuditActor>,
): Promise<AlertDetail> {
  await lockAlert(tx, alertId);
  await addNote(tx, alertId, actor.userId, body);
  await auditChange(tx, actor, "integrity.alert.note", ["integrity-alert", alertId], {});
  return alertDetail(tx, alertId);
}

/** Closes the case as benign or confirmed, with the note that says why. Voids nothing. */
export async function closeAlert(
  tx: Tx,
  alertId: number,
  input: { outcome: "benign" | "confirmed"; note: string },
  actor: NonNullable<AuditActor>,
): Promise<AlertDetail> {
  const alert = await lockAlert(tx, alertId);
  if (!isOpen(alert.status)) throw conflict("This alert is already closed");
  await addNote(tx, alertId, actor.userId, input.note);
  await tx.execute(sql`
    update integrity_alerts set status = ${input.outcome}, closed_at = now(), closed_by = ${actor.userId}
    where id = ${alertId}`);
  await auditChange(tx, actor, "integrity.alert.close", ["integrity-alert", alertId], {
    before: { status: alert.status },
    after: { status: input.outcome },
  });
  return alertDetail(tx, alertId);
}

/**
 * Suspends one of the accounts the alert names (never an admin or staff account): it cannot sign in and its sessions
 * end now. The reason is a case note and in the audit log.
 */
export async function suspendFromAlert(
  tx: Tx,
  alertId: number,
  input: { accountId: number; reason: string },
  actor: NonNullable<AuditActor>,
): Promise<AlertDetail> {
  const alert = await lockAlert(tx, alertId);
  if (!alert.accountIds.includes(input.accountId)) throw businessRule("This alert does not name that account");
  const target = await lockUser(tx, input.accountId);
  if (!target) throw notFound("Account not found");
  if (target.type !== "player" && target.type !== "user")
    throw businessRule("Only players and agents are suspended here");
  if (target.status === "suspended") throw conflict("This account is already suspended");
  await updateUser(tx, input.accountId, { status: "suspended" });
  await revokeSessions(tx, input.accountId);
  await addNote(tx, alertId, actor.userId, `Suspended ${target.username}: ${input.reason}`);
  await auditChange(tx, actor, "user.suspend", ["user", input.accountId], {
    before: { status: target.status },
    after: { status: "suspended", reason: input.reason, alertId, sessions: "ended" },
  });
  return alertDetail(tx, alertId);
}
