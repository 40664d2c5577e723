import {
  type KycStatus,
  type PlayerStatusResult,
  type StaffSettableStatus,
  staffStatusTransition,
} from "@sabong/shared/identity";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { conflict, notFound } from "../../errors.ts";
import { type AuditActor, auditChange } from "../audit/service.ts";
import { revokeSessions } from "../auth/service.ts";
import { lockUserAccounts, movePoints, userAccountId } from "../ledger/service.ts";
import { users } from "../users/table.ts";
import { noticeIdentityDecision } from "./notice.ts";

type Actor = NonNullable<AuditActor>;

export type Returned = { returnedCentavos: number; returnedTo: string | null; transferId: number | null };

/**
 * A closed account's points go back to its direct upline agent through the ledger (CLOSURE_RETURN: the agent
 * settles with the person, as for a withdrawal), and every session of the player ends. The wallets are locked
 * first, before the users row the caller then updates: every money path takes them in that order (a bet locks the
 * wallet, then the users row FOR SHARE), so a bet racing a closure either lands before it (and its stake is not
 * returned: it is in escrow) or finds the account closed. Nothing below zero moves (a debt stays the player's).
 */
export async function returnBalanceToUpline(tx: Tx, playerId: number, actorId: number): Promise<Returned> {
  const [player] = await tx
    .select({ uplineId: users.uplineId, username: users.username })
    .from(users)
    .where(eq(users.id, playerId));
  if (!player) throw notFound("Player not found");
  const [upline] =
    player.uplineId === null
      ? []
      : await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, player.uplineId));
  const fromId = await userAccountId(tx, playerId, "points");
  const toId = upline ? await userAccountId(tx, upline.id, "points") : fromId;
  const balances = await lockUserAccounts(tx, [fromId, toId]);
  const balance = balances.get(fromId) ?? 0;
  let returned: Returned = { returnedCentavos: 0, returnedTo: null, transferId: null };
  if (balance > 0 && upline) {
    const moved = await movePoints(tx, {
      fromUserId: playerId,
      toUserId: upline.id,
      amountCentavos: balance,
      code: "CLOSURE_RETURN",
      refType: "user",
      refId: playerId,
      actorId,
    });
    returned = { returnedCentavos: balance, returnedTo: upline.username, transferId: moved.transferId };
  }
  await revokeSessions(tx, playerId);
  return returned;
}

/**
 * Staff set a player's status by hand with a reason (verified after an in-person check; closed when found barred):
 * the users row locked, `staffStatusTransition` decides (a second identical change finds it done: 409), a closure
 * returns the balance first, and the audit records before and after.
 */
export async function setPlayerStatus(
  tx: Tx,
  input: { playerId: number; status: StaffSettableStatus; reason: string; actor: Actor },
): Promise<PlayerStatusResult> {
  const { playerId, actor } = input;
  const [found] = await tx.select({ type: users.type }).from(users).where(eq(users.id, playerId));
  if (found?.type !== "player") throw notFound("Player not found");
  // The wallets before the users row (see returnBalanceToUpline); a refused change rolls the return back.
  const returned: Returned =
    input.status === "closed"
      ? await returnBalanceToUpline(tx, playerId, actor.userId)
      : { returnedCentavos: 0, returnedTo: null, transferId: null };
  const [row] = await tx.select({ status: users.kycStatus }).from(users).where(eq(users.id, playerId)).for("update");
  const before = (row?.status ?? "unverified") as KycStatus;
  const outcome = staffStatusTransition(before, input.status, input.reason);
  if (!outcome.ok) throw conflict(outcome.message);
  await tx.update(users).set({ kycStatus: outcome.status }).where(eq(users.id, playerId));
  await auditChange(tx, actor, "identity.status.set", ["user", playerId], {
    before: { kycStatus: before },
    after: {
      kycStatus: outcome.status,
      reason: outcome.message,
      ...(input.status === "closed" ? { ...returned, sessions: "ended" } : {}),
    },
  });
  await noticeIdentityDecision(tx, { playerId, status: outcome.status, reason: outcome.message });
  return {
    userId: playerId,
    before,
    status: outcome.status,
    returnedCentavos: returned.returnedCentavos,
    returnedTo: returned.returnedTo,
  };
}
