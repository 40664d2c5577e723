import {
  type CashRequestDesk,
  type CashRequestState,
  type CashRequestView,
  cashRequestTransition,
  type EWallet,
} from "@sabong/shared/cash-requests";
import { checkImage } from "@sabong/shared/identity";
import { formatPesos } from "@sabong/shared/money";
import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { badRequest, businessRule, DomainError, forbidden, notFound } from "../../errors.ts";
import { recordEvent, transact } from "../../events/transact.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { pointsAccount } from "../ledger/service.ts";
import { recordNotice } from "../notices/service.ts";
import { findUserRow } from "../users/service.ts";
import { load, type WalletActor, withdraw } from "../wallet/service.ts";
import { cashRequestScreenshots, cashRequests } from "./table.ts";
import { mayHandle, REQUEST_NOT_FOUND, type Viewer, viewOf } from "./views.ts";

/**
 * Cash-in and cash-out requests (docs/decisions/0015-cash-requests.md). A player asks; the upline agent (desk
 * "upline") or any cashier (desk "cashier") approves with the wallet station's own load or withdrawal, or rejects
 * with a reason; the player may cancel while it waits. Each step is audited and pushed to both sides.
 */

/**
 * Both sides learn that a request was made or moved: a live push (the event `cash-request.changed`, published
 * after commit), and on a refusal the player's notice with the amount and the reason.
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
