import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client.ts";
import { onServerClosed } from "../lib/realtime.ts";
import { onLogout } from "../lib/session.ts";
import { startBalanceSync } from "./balance-sync.ts";
import { userKeys } from "./user.ts";

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

// The server closed the socket (the session ended, e.g. a time-out taken in another tab): ask for the user detail at
// once, whose 401 signs out here, and the sign-in screen gives the server's reason.
onServerClosed(() => void queryClient.refetchQueries({ queryKey: userKeys.detail() }));

// The 'balance' push refreshes the user detail (the shells' points) and the screens showing balances.
startBalanceSync(queryClient);
