import { centavosToPesos } from "@sabong/shared";
import type { QueryClient } from "@tanstack/react-query";
import { listen } from "./realtime.ts";
import { setPoints } from "./session.ts";

/** Pushed to the user's room after every committed change to their wallets (loads, withdrawals, bets, payouts…). */
export const BALANCE_EVENT = "balance";

/** Query roots whose screens show balances: refreshed whenever the user's own balance moves. */
export const BALANCE_QUERY_ROOTS = [["user", "detail"], ["wallet"], ["commission"], ["accounts"]] as const;

/** After any money movement: the user detail (the shells' points) and every screen showing balances refetch. */
export function refreshBalances(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    BALANCE_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  ).then(() => undefined);
}

/**
 * On the 'balance' push: the points shown in the header follow at once (the payload carries them in centavos),
 * then the user detail and the balance screens refetch. Returns the function that stops listening.
 */
export function startBalanceSync(queryClient: QueryClient): () => void {
  return listen(BALANCE_EVENT, (payload) => {
    const points = (payload as { pointsCentavos?: unknown } | null)?.pointsCentavos;
    if (typeof points === "number" && Number.isSafeInteger(points)) setPoints(centavosToPesos(points));
    void refreshBalances(queryClient);
  });
}
