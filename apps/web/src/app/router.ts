import { useEffect } from "react";
import { useNavigate, useRoutes } from "react-router";
import { setNavigator } from "../lib/navigation.ts";
import { routes } from "./routes.tsx";

/**
 * The product's routes, in React Router's declarative mode (inside a <BrowserRouter>): the screens fetch their data
 * with TanStack Query, not route loaders, and the data router would add about 16 KB gzip to what every player
 * downloads (docs/performance.md). Navigation from outside React (logout, HTTP 401) goes through it.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => {
      void navigate(path, { replace: true });
    });
    return () => setNavigator(null);
  }, [navigate]);
  return useRoutes(routes);
}
