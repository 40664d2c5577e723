import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { setNavigator } from "../lib/navigation.ts";

/** An unsigned JWT with these claims: the client only decodes tokens, it never verifies them. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;
}

export const TOKENS = {
  admin: () => fakeToken({ type: "admin", role: "admin", username: "admin", name: "Admin" }),
  player: () => fakeToken({ type: "player", role: "player", username: "player", name: "Player One" }),
  operator: () => fakeToken({ type: "staff", role: "staff", username: "operator", name: "Operator" }),
  agent: (role: string) => fakeToken({ type: "user", role, username: role, name: `Agent ${role}` }),
};

/** Renders routes in a memory router (registered as the app navigator, like the real one) with a fresh query cache. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to) => {
    void router.navigate(to, { replace: true });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at a path, inside the same providers. */
export function renderAt(element: ReactElement, path = "/") {
  return renderRoutes([{ path: "*", element }], path);
}

/** A JSON answer for a mocked fetch. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
