import { COMMISSION_BALANCE_LIST } from "@sabong/shared/commission";
import type { BalancePush } from "@sabong/shared/contracts";
import { centavosToPesos } from "@sabong/shared/money";
import type { UserDetail } from "@sabong/shared/users";
import type { QueryClient } from "@tanstack/react-query";
import { listenPush } from "../lib/realtime.ts";
import { setPointsCentavos } from "../lib/session.ts";
import { accountKeys, agentSummaryKeys, cashierKeys, commissionKeys, dashboardKeys, walletKeys } from "./keys.ts";
import { userKeys } from "./user.ts";

/**
 * The user's balances after a committed change come to the screen in two ways, and neither refetches /api/user:
 * the answer of the user's own money action (e.g. a placed bet's `balanceCentavos`), and the 'balance' push (every
 * wallet, in centavos) sent to the user's room after any change (loads, withdrawals, bets, payouts, reverts…).
 */

/**
 * Screens that show balances, money logs or figures a money move changes (an agent's commission in its summary, the
 * admin's circulation and loads today): marked stale on a push (only the ones on screen refetch).
 */
export const BALANCE_LIST_ROOTS = [
  walletKeys.all,
  commissionKeys.all,
  accountKeys.all,
  cashierKeys.all,
  agentSummaryKeys.all,
  dashboardKeys.all,
] as const;

/** The user detail (pesos, per the spec) with the points of a money action's answer. */
export function userDetailWithPoints(detail: UserDetail, pointsCentavos: number): UserDetail {
  const points = centavosToPesos(pointsCentavos);
  return detail.account.points === points ? detail : { ...detail, account: { ...detail.account, points } };
}

/** The user detail (pesos) with every wallet of a 'balance' push (centavos). */
export function userDetailWithBalance(detail: UserDetail, push: BalancePush): UserDetail {
  const account = { ...detail.account, points: centavosToPesos(push.pointsCentavos) };
  for (const balance of COMMISSION_BALANCE_LIST) {
    const centavos = push.commissionByGameCentavos[balance.game];
    if (centavos !== undefined) account[balance.amountField] = centavosToPesos(centavos);
  }
  return { ...detail, account };
}

function writeUserDetail(queryClient: QueryClient, change: (detail: UserDetail) => UserDetail): void {
  queryClient.setQueryData<UserDetail>(userKeys.detail(), (detail) => (detail ? change(detail) : detail));
}

/** A money action answered with the user's new points: the header and the cached user detail take them. */
export function applyPoints(queryClient: QueryClient, pointsCentavos: number): void {
  writeUserDetail(queryClient, (detail) => userDetailWithPoints(detail, pointsCentavos));
  setPointsCentavos(pointsCentavos);
}

/** The 'balance' push: written into the user detail and the header; balance lists on screen refetch. */
export function applyBalancePush(queryClient: QueryClient, push: BalancePush): void {
  writeUserDetail(queryClient, (detail) => userDetailWithBalance(detail, push));
  setPointsCentavos(push.pointsCentavos);
  void invalidateBalanceLists(queryClient);
}

/** Balance lists and logs are marked stale (only the ones on screen refetch). */
export function invalidateBalanceLists(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    BALANCE_LIST_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  ).then(() => undefined);
}

/**
 * After the user's own money action, when its answer does not carry every balance: the user detail and the balance
 * screens refetch. (Pushes never call this.)
 */
export function refreshBalances(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [userKeys.detail(), ...BALANCE_LIST_ROOTS].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey: [...queryKey] }),
    ),
  ).then(() => undefined);
}

/** Applies every 'balance' push (parsed with its shared contract; a malformed one is ignored). Returns the stop. */
export function startBalanceSync(queryClient: QueryClient): () => void {
  return listenPush("balance", (push) => applyBalancePush(queryClient, push));
}
