import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client.ts";
import { onLogout } from "../lib/session.ts";
import { startBalanceSync } from "./balance-sync.ts";

/** Server answers (4xx/5xx) are final; only network failures are retried, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
    mutations: { retry: false },
  },
});

// Nothing fetched for one user may be shown to the next.
onLogout(() => queryClient.clear());

// The 'balance' push refreshes the user detail (the shells' points) and the screens showing balances.
startBalanceSync(queryClient);
