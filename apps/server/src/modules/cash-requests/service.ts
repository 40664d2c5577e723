import {
  type CashRequestDesk,
  type CashRequestKind,
  type CashRequestState,
  type CashRequestView,
  cashRequestTransition,
  type EWallet,
} from "@sabong/shared/cash-requests";
import { checkImage } from "@sabong/shared/identity";
import { formatPesos } from "@sabong/shared/money";
import { and, asc, desc, eq, ne, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, businessRule, DomainError, forbidden, notFound } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { pointsAccount } from "../ledger/service.ts";
import { recordNotice } from "../notices/service.ts";
import { findUserRow } from "../users/service.ts";
import { users } from "../users/table.ts";
import { load, type WalletActor, withdraw } from "../wallet/service.ts";
import { cashRequestScreenshots, cashRequests } from "./table.ts";

/**
 * Cash-in and cash-out requests (docs/decisions/0015-cash-requests.md). A player asks; the upline agent (desk
 * "upline") or any cashier (desk "cashier") approves with the wallet station's own load or withdrawal, or rejects
 * with a reason; the player may cancel while it waits. Each step is audited and pushed to both sides.
 */

export const REQUEST_NOT_FOUND = "Request not found";
/** How many decided requests a queue shows under the waiting ones, and a player's list holds. */
const RECENT_LIMIT = 20;
const PLAYER_LIMIT = 50;

type Viewer = { userId: number; type: string };

const handlers = alias(users, "handler");
const deciders = alias(users, "decider");
const players = alias(users, "player");

const viewColumns = {
  id: cashRequests.id,
  kind: cashRequests.kind,
  desk: cashRequests.desk,
  state: cashRequests.state,
  amountCentavos: cashRequests.amountCentavos,
  eWallet: cashRequests.eWallet,
  reference: cashRequests.reference,
  walletNumber: cashRequests.walletNumber,
  screenshotId: cashRequestScreenshots.requestId,
  playerId: cashRequests.playerId,
  playerUsername: players.username,
  handlerId: cashRequests.handlerId,
  handlerUsername: handlers.username,
  decidedById: cashRequests.decidedBy,
  decidedByUsername: deciders.username,
  reason: cashRequests.reason,
  transferId: cashRequests.transferId,
  createdAt: cashRequests.createdAt,
  decidedAt: cashRequests.decidedAt,
};

const person = (userId: number | null, username: string | null) =>
  userId === null || username === null ? null : { userId, username };

async function readViews(
  db: DbOrTx,
  where: SQL | undefined,
  order: "oldest" | "newest",
  limit: number,
): Promise<CashRequestView[]> {
  const rows = await db
    .select(viewColumns)
    .from(cashRequests)
    .innerJoin(players, eq(players.id, cashRequests.playerId))
    .leftJoin(handlers, eq(handlers.id, cashRequests.handlerId))
    .leftJoin(deciders, eq(deciders.id, cashRequests.decidedBy))
    .leftJoin(cashRequestScreenshots, eq(cashRequestScreenshots.requestId, cashRequests.id))
    .where(where)
    .orderBy(order === "oldest" ? asc(cashRequests.id) : desc(cashRequests.id))
    .limit(limit);
  return rows.map(
    (row): CashRequestView => ({
      id: row.id,
      kind: row.kind as CashRequestKind,
      desk: row.desk as CashRequestDesk,
      state: row.state as CashRequestState,
      amountCentavos: row.amountCentavos,
      eWallet: row.eWallet as EWallet,
      reference: row.reference,
      walletNumber: row.walletNumber,
      hasScreenshot: row.screenshotId !== null,
      player: { userId: row.playerId, username: row.playerUsername },
      handler: person(row.handlerId, row.handlerUsername),
      decidedBy: person(row.decidedById, row.decidedByUsername),
      reason: row.reason,
      transferId: row.transferId,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }),
  );
}

async function viewOf(db: DbOrTx, id: number): Promise<CashRequestView> {
  const [view] = await readViews(db, eq(cashRequests.id, id), "oldest", 1);
  if (!view) throw notFound(REQUEST_NOT_FOUND);
  return view;
}

/** The requests this viewer may work: their own players' (upline desk), and the desk's for cashiers. */
function handledBy(viewer: Viewer): SQL | undefined {
  const own = eq(cashRequests.handlerId, viewer.userId);
  return viewer.type === "staff2" ? or(own, eq(cashRequests.desk, "cashier")) : own;
}

/**
 * Someone may handle a request when it was addressed to them (their player asked them) or, at the cashiers' desk,
 * when they are a cashier. Anyone else learns nothing: the same 404 as an unknown id.
 */
function mayHandle(viewer: Viewer, row: { desk: string; handlerId: number | null }): boolean {
  return row.desk === "cashier" ? viewer.type === "staff2" : row.handlerId === viewer.userId;
}

/**
 * Both sides learn that a request was made or moved: a live push now (the event `cash-request.changed`, published
 * after commit). The lead wires the notices list here after the merge (modules/notices `recordNotice`): the player's
 * notice on a decision, with the amount and the reason.
 */
export async function notifyRequestDecided(
  tx: Tx,
  request: {
    id: number;
    playerId: number;
    handlerId: number | null;
    desk: string;
    state: CashRequestState;
    kind: string;
    amountCentavos: number;
    reason?: string | null;
  },
): Promise<void> {
  recordEvent(tx, {
    type: "cash-request.changed",
    requestId: request.id,
    state: request.state,
    playerId: request.playerId,
    handlerId: request.handlerId,
    cashierDesk: request.desk === "cashier",
  });
  // An approval moves money, and the ledger's notice says so (decision 0014); a refusal moves none: say it here.
  if (request.state === "rejected") {
    const what = request.kind === "cash-in" ? "cash-in" : "cash-out";
    await recordNotice(tx, {
      userId: request.playerId,
      kind: "cash-request",
      title: `Your ${what} request of ₱${formatPesos(request.amountCentavos)} was not approved`,
      body: request.reason ? `Reason: ${request.reason}` : "",
      amountCentavos: request.amountCentavos,
      ref: { type: "cash_request", id: request.id },
    });
  }
}

type NewRequest = {
  desk: CashRequestDesk;
  amountCentavos: number;
  eWallet: EWallet;
} & ({ kind: "cash-in"; reference: string; screenshot?: string } | { kind: "cash-out"; walletNumber: string });

/** The screenshot as stored: a JPEG or PNG by its bytes, at most 5 MB, metadata stripped; else a plain 400. */
function storedScreenshot(base64: string): { mime: string; bytes: Uint8Array } {
  const checked = checkImage(new Uint8Array(Buffer.from(base64, "base64")));
  if (!checked.ok) throw badRequest(checked.message.replace("The photo", "The screenshot"));
  return { mime: checked.kind === "jpeg" ? "image/jpeg" : "image/png", bytes: checked.bytes };
}

/** A player asks. Refused plainly: an inactive player, no upline to ask, a cash-out above the balance now. */
export async function createCashRequest(tx: Tx, actor: WalletActor, input: NewRequest): Promise<CashRequestView> {
  const screenshot = input.kind === "cash-in" && input.screenshot ? storedScreenshot(input.screenshot) : null;
  const player = await findUserRow(tx, actor.userId);
  if (player?.type !== "player") throw forbidden("Only players can ask for a cash in or cash out");
  if (player.status !== "active") throw forbidden("Your account is not active");
  const handlerId = input.desk === "upline" ? player.uplineId : null;
  if (input.desk === "upline" && handlerId === null) throw businessRule("You have no agent to ask: ask the cashier");
  if (input.kind === "cash-out") {
    const balance = (await pointsAccount(tx, player.id))?.balanceCentavos ?? 0;
    if (balance < input.amountCentavos) {
      throw new DomainError(
        "INSUFFICIENT_FUNDS",
        `You have ${formatPesos(balance, { symbol: true })}: you cannot cash out ${formatPesos(input.amountCentavos, { symbol: true })}`,
      );
    }
  }
  const [row] = await tx
    .insert(cashRequests)
    .values({
      playerId: player.id,
      kind: input.kind,
      desk: input.desk,
      handlerId,
      amountCentavos: input.amountCentavos,
      eWallet: input.eWallet,
      reference: input.kind === "cash-in" ? input.reference : null,
      walletNumber: input.kind === "cash-out" ? input.walletNumber : null,
    })
    .returning({ id: cashRequests.id });
  if (!row) throw new Error("cash request not inserted");
  if (screenshot) {
    await tx.insert(cashRequestScreenshots).values({
      requestId: row.id,
      mime: screenshot.mime,
      bytes: screenshot.bytes,
      sizeBytes: screenshot.bytes.length,
    });
  }
  const view = await viewOf(tx, row.id);
  await recordAudit(tx, {
    actor,
    action: `cash-request.${input.kind}`,
    entityType: "cash_request",
    entityId: row.id,
    before: null,
    after: auditedFacts(view),
  });
  await notifyRequestDecided(tx, {
    id: row.id,
    playerId: player.id,
    handlerId,
    desk: input.desk,
    state: "pending",
    kind: input.kind,
    amountCentavos: input.amountCentavos,
  });
  return view;
}

/** What the audit keeps of a request: no screenshot, the wallet number only as the player gave it. */
function auditedFacts(view: CashRequestView) {
  return {
    kind: view.kind,
    desk: view.desk,
    state: view.state,
    amountCentavos: view.amountCentavos,
    eWallet: view.eWallet,
    reference: view.reference,
    walletNumber: view.walletNumber,
    handlerId: view.handler?.userId ?? null,
    reason: view.reason,
    transferId: view.transferId,
  };
}

/** The request's row, locked: every state change and the approval's money move hold it. */
async function lockedRequest(tx: Tx, id: number) {
  const [row] = await tx.select().from(cashRequests).where(eq(cashRequests.id, id)).for("update");
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

async function handlingActor(tx: Tx, actor: WalletActor): Promise<Viewer> {
  const user = await findUserRow(tx, actor.userId);
  if (user?.status !== "active") throw forbidden("Your account is not active");
  return { userId: user.id, type: user.type };
}

/**
 * Approves: the wallet station's load (cash in) or withdrawal (cash out) from the handler's own points, in the same
 * transaction as the state change, under the request's row lock. The request id is the idempotency key: a second
 * approval (concurrent or replayed, by anyone allowed) finds the request approved and answers it as it stands,
 * without moving money again. A shortfall or a player's limit refuses plainly and leaves the request waiting.
 */
export function approveCashRequest(db: DbOrTx, actor: WalletActor, id: number): Promise<CashRequestView> {
  return transact(db, async (tx) => {
    const viewer = await handlingActor(tx, actor);
    const row = await lockedRequest(tx, id);
    if (!mayHandle(viewer, row)) throw notFound(REQUEST_NOT_FOUND);
    if (row.state === "approved") return viewOf(tx, id);
    const outcome = cashRequestTransition(row.state as CashRequestState, "approve");
    if (!outcome.ok) throw businessRule(outcome.message);
    const move = row.kind === "cash-in" ? load : withdraw;
    const moved = await move(tx, actor, row.playerId, row.amountCentavos);
    return decide(tx, actor, row, { state: "approved", transferId: moved.transferId, reason: null });
  });
}

/** Rejects a waiting request with the reason the player will read. */
export function rejectCashRequest(db: DbOrTx, actor: WalletActor, id: number, reason: string) {
  return transact(db, async (tx) => {
    const viewer = await handlingActor(tx, actor);
    const row = await lockedRequest(tx, id);
    if (!mayHandle(viewer, row)) throw notFound(REQUEST_NOT_FOUND);
    const outcome = cashRequestTransition(row.state as CashRequestState, "reject");
    if (!outcome.ok) throw businessRule(outcome.message);
    return decide(tx, actor, row, { state: "rejected", transferId: null, reason });
  });
}

/** The player takes back a waiting request of their own. */
export function cancelCashRequest(db: DbOrTx, actor: WalletActor, id: number) {
  return transact(db, async (tx) => {
    const row = await lockedRequest(tx, id);
    if (row.playerId !== actor.userId) throw notFound(REQUEST_NOT_FOUND);
    const outcome = cashRequestTransition(row.state as CashRequestState, "cancel");
    if (!outcome.ok) throw businessRule(outcome.message);
    return decide(tx, actor, row, { state: "cancelled", transferId: null, reason: null });
  });
}

async function decide(
  tx: Tx,
  actor: NonNullable<AuditActor>,
  row: typeof cashRequests.$inferSelect,
  change: { state: CashRequestState; transferId: number | null; reason: string | null },
): Promise<CashRequestView> {
  const before = await viewOf(tx, row.id);
  await tx
    .update(cashRequests)
    .set({
      state: change.state,
      transferId: change.transferId,
      reason: change.reason,
      decidedBy: actor.userId,
      decidedAt: new Date(),
    })
    .where(eq(cashRequests.id, row.id));
  const after = await viewOf(tx, row.id);
  const verb = change.state === "approved" ? "approve" : change.state === "rejected" ? "reject" : "cancel";
  await recordAudit(tx, {
    actor,
    action: `cash-request.${verb}`,
    entityType: "cash_request",
    entityId: row.id,
    before: auditedFacts(before),
    after: auditedFacts(after),
  });
  await notifyRequestDecided(tx, { ...row, state: change.state, reason: change.reason });
  return after;
}

/** The player's own requests, newest first. */
export async function playerRequests(db: DbOrTx, playerId: number): Promise<CashRequestView[]> {
  return readViews(db, eq(cashRequests.playerId, playerId), "newest", PLAYER_LIMIT);
}

/** The handler's queue: waiting requests oldest first, and the latest decided or cancelled ones. */
export async function requestQueue(db: DbOrTx, viewer: Viewer) {
  const mine = handledBy(viewer);
  const [pending, recent] = await Promise.all([
    readViews(db, and(mine, eq(cashRequests.state, "pending")), "oldest", 200),
    readViews(db, and(mine, ne(cashRequests.state, "pending")), "newest", RECENT_LIMIT),
  ]);
  return { pending, recent };
}

/**
 * The payment's screenshot, for whoever may handle the request and for admins (never the player's other agents);
 * every look is audited like any staff access to what a player gave.
 */
export async function screenshotOf(db: DbOrTx, actor: WalletActor, viewer: Viewer, id: number) {
  return transact(db, async (tx) => {
    const [row] = await tx
      .select({
        desk: cashRequests.desk,
        handlerId: cashRequests.handlerId,
        mime: cashRequestScreenshots.mime,
        bytes: cashRequestScreenshots.bytes,
      })
      .from(cashRequests)
      .innerJoin(cashRequestScreenshots, eq(cashRequestScreenshots.requestId, cashRequests.id))
      .where(eq(cashRequests.id, id));
    if (!row || !(viewer.type === "admin" || mayHandle(viewer, row))) throw notFound("Screenshot not found");
    await recordAudit(tx, {
      actor,
      action: "cash-request.screenshot-view",
      entityType: "cash_request",
      entityId: id,
      before: null,
      after: null,
    });
    return { mime: row.mime, bytes: row.bytes };
  });
}
