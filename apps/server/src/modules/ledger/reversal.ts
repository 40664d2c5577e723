import type { RevertPreview } from "@sabong/shared/betting";
import { withRevertReason } from "@sabong/shared/notices";
import { walletAccountLabel } from "@sabong/shared/wallet";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";
import { users } from "../users/table.ts";
import { systemAccountId } from "./account-ids.ts";
import type { TransferCode } from "./accounts.ts";
import { lockUserAccounts, postTransfers } from "./core.ts";
import { recoverFromUser } from "./debts.ts";
import { accountBalances, accountOwners, userAccountIds } from "./reads.ts";
import { planRevert, type RevertPlan, type SettlementTransfer } from "./revert-plan.ts";

/**
 * Master reverts of settlements (a fight's, a draw's): find the settlement's transfers, plan their reversal against
 * the balances now, and book it. The caller says which transfers belong to the settlement and updates its own rows.
 */

/**
 * The transfers of a settlement: from its first transfer on (anything older belongs to a settlement already
 * reverted), with one of its codes, matching `refs` (a condition on the transfer `t`).
 */
export async function settlementTransfersSince(
  db: DbOrTx,
  firstTransferId: number | null,
  codes: readonly TransferCode[],
  refs: SQL,
): Promise<SettlementTransfer[]> {
  if (firstTransferId == null) return [];
  const result = await db.execute(sql`
    select t.id, t.debit_account_id, t.credit_account_id, t.amount_centavos, t.code, t.ref_type, t.ref_id,
      a.kind, a.owner_user_id, a.purpose
    from ledger_transfers t
    join ledger_accounts a on a.id = t.credit_account_id
    where t.id >= ${firstTransferId} and t.code = any(${`{${codes.join(",")}}`}::text[]) and (${refs})
    order by t.id`);
  return resultRows<{
    id: string | number;
    debit_account_id: number;
    credit_account_id: number;
    amount_centavos: string | number;
    code: string;
    ref_type: string;
    ref_id: string;
    kind: string;
    owner_user_id: number | null;
    purpose: string;
  }>(result).map((r) => ({
    id: Number(r.id),
    debitAccountId: Number(r.debit_account_id),
    creditAccountId: Number(r.credit_account_id),
    amountCentavos: Number(r.amount_centavos),
    code: r.code,
    refType: r.ref_type,
    refId: r.ref_id,
    creditKind: r.kind,
    creditOwnerId: r.owner_user_id == null ? null : Number(r.owner_user_id),
    creditPurpose: r.purpose,
  }));
}

/**
 * The revert of these transfers, planned on the balances now. With `lock` (inside the revert's transaction) the
 * wallets read are locked, so the balances it plans with are the balances it moves; without, it is a preview.
 */
export async function buildRevertPlan(
  db: DbOrTx,
  transfers: readonly SettlementTransfer[],
  label: string,
  lock: boolean,
): Promise<RevertPlan> {
  const owners = [...new Set(transfers.map((t) => t.creditOwnerId).filter((id): id is number => id !== null))];
  const pointsAccountOf = await userAccountIds(db, owners, "points");
  const walletIds = [
    ...new Set([
      ...transfers.filter((t) => t.creditKind === "user").map((t) => t.creditAccountId),
      ...pointsAccountOf.values(),
    ]),
  ];
  const balances =
    walletIds.length === 0
      ? new Map<number, number>()
      : lock
        ? await lockUserAccounts(db as Tx, walletIds)
        : await accountBalances(db, walletIds);
  const usernames = new Map(
    owners.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(sql`${users.id} = any(${toPgArray(owners)}::int[])`)
        ).map((u) => [u.id, u.username]),
  );
  const bank = await systemAccountId(db, "bank");
  return planRevert(label, transfers, balances, pointsAccountOf, bank, usernames);
}

/**
 * Books a plan: the REVERSAL transfers in one call, then each recovery (points now, the rest as the user's debt).
 * Nothing is updated or deleted; no balance goes below zero.
 */
export async function applyRevertPlan(
  tx: Tx,
  plan: RevertPlan,
  ref: {
    refType: string;
    refId: number | string;
    label: string;
    actorId: number | null;
    /** The operator's reason: it rides on the memos, where the players' notices read it (decision 0014). */
    reason?: string;
  },
): Promise<void> {
  const reversals = plan.reversals.map((t) => ({ ...t, memo: withRevertReason(t.memo ?? "", ref.reason) }));
  await postTransfers(tx, reversals, ref.actorId);
  for (const recovery of plan.recoveries) {
    await recoverFromUser(tx, {
      userId: recovery.userId,
      amountCentavos: recovery.amountCentavos,
      creditAccountId: recovery.creditAccountId,
      code: "REVERSAL",
      reversesTransferId: recovery.reversesTransferId,
      refType: ref.refType,
      refId: ref.refId,
      // The memo is shown in the owner's wallet log: the wallet in words, not its internal name.
      memo: withRevertReason(
        `revert of ${ref.label}: ${walletAccountLabel(recovery.purpose)} already spent`,
        ref.reason,
      ),
      actorId: ref.actorId,
    });
  }
}

/** Owner, purpose and username of the accounts a revert moves, for the answer. */
export async function describeRevertMoves(
  db: DbOrTx,
  moves: ReadonlyMap<number, number>,
): Promise<RevertPreview["accounts"]> {
  const rows = await accountOwners(db, [...moves.keys()]);
  return rows
    .map((r) => ({
      accountId: r.accountId,
      ownerUserId: r.ownerUserId,
      username: r.ownerUsername,
      purpose: r.purpose,
      changeCentavos: moves.get(r.accountId) ?? 0,
    }))
    .filter((r) => r.changeCentavos !== 0)
    .sort((a, b) => a.accountId - b.accountId);
}
