import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter, useLocation } from "react-router";
import { queryClient } from "../api/query-client.ts";
import { AppToasts } from "../lib/toast.tsx";
import { ScreenErrorBoundary } from "./errors/ScreenErrorBoundary.tsx";
import { AppRoutes } from "./router.ts";

/** Providers around the routes: server state (TanStack Query), the browser's address, and toasts. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
      <AppToasts />
    </QueryClientProvider>
  );
}

/** The routes, with a boundary that shows a failed shell or sign-in screen instead of a blank page. */
function Routes() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <AppRoutes />
    </ScreenErrorBoundary>
  );
}
