import type { Guard } from "@sabong/shared";
import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LOGIN_PATH } from "../lib/config.ts";
import { useSession } from "../lib/session.ts";

/**
 * The router's own way to /auth/login (a guard refused the area, or the path is unknown). It marks the visit, so the
 * login screen shows its form then, even to a signed-in user, instead of sending them home (LoginPage).
 */
const REDIRECTED = { redirectedToLogin: true } as const;

export function ToLogin() {
  return <Navigate to={LOGIN_PATH} replace state={REDIRECTED} />;
}

/** Whether the router sent the visitor to /auth/login (ToLogin), rather than the visitor opening it. */
export function wasSentToLogin(state: unknown): boolean {
  return typeof state === "object" && state !== null && "redirectedToLogin" in state;
}

/** Lets the area render only when the decoded token type passes its guard; otherwise goes to /auth/login. */
export function RequireGuard({ guard, children }: { guard: Guard; children?: ReactNode }) {
  const type = useSession((session) => session.identity.type);
  if (!guard(type)) return <ToLogin />;
  return children ?? <Outlet />;
}
