import { QueryClientProvider } from "@tanstack/react-query";
import type { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "../lib/query-client.ts";
import { AppToasts } from "../lib/toast.tsx";

type Router = ReturnType<typeof createBrowserRouter>;

/** Providers around the router: server state (TanStack Query) and toasts. */
export function App({ router }: { router: Router }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToasts />
    </QueryClientProvider>
  );
}
