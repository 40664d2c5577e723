import { createBrowserRouter } from "react-router";
import { setNavigator } from "../lib/navigation.ts";
import { routes } from "./routes.tsx";

/** The browser router; navigation from outside React (logout, HTTP 401) goes through it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((path) => {
    void router.navigate(path, { replace: true });
  });
  return router;
}
