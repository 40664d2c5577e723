import type {
  CashRequestDesk,
  CashRequestKind,
  CashRequestState,
  CashRequestView,
  EWallet,
} from "@sabong/shared/cash-requests";
import { and, asc, desc, eq, ne, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { transact } from "../../events/transact.ts";
import { recordAudit } from "../audit/service.ts";
import { users } from "../users/table.ts";
import type { WalletActor } from "../wallet/service.ts";
import { cashRequestScreenshots, cashRequests } from "./table.ts";

// How cash requests are read and who may see them (docs/decisions/0015-cash-requests.md); the changes are in
// service.ts.

export const REQUEST_NOT_FOUND = "Request not found";
/** How many decided requests a queue shows under the waiting ones, and a player's list holds. */
const RECENT_LIMIT = 20;
const PLAYER_LIMIT = 50;

export type Viewer = { userId: number; type: string };

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

export async function viewOf(db: DbOrTx, id: number): Promise<CashRequestView> {
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
export function mayHandle(viewer: Viewer, row: { desk: string; handlerId: number | null }): boolean {
  return row.desk === "cashier" ? viewer.type === "staff2" : row.handlerId === viewer.userId;
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
