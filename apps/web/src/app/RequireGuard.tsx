import { type Guard, homePathFor } from "@sabong/shared/auth";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { LOGIN_PATH } from "../lib/config.ts";
import { useSession } from "../lib/session.ts";

/**
 * The router's own way to /auth/login (a guard refused the area, or the path is unknown). It marks the visit, so the
 * login screen shows its form then, even to a signed-in user, instead of sending them home (RedirectSignedIn).
 */
const REDIRECTED = { redirectedToLogin: true } as const;

export function ToLogin() {
  return <Navigate to={LOGIN_PATH} replace state={REDIRECTED} />;
}

/** Whether the router sent the visitor to /auth/login (ToLogin), rather than the visitor opening it. */
function wasSentToLogin(state: unknown): boolean {
  return typeof state === "object" && state !== null && "redirectedToLogin" in state;
}

/**
 * /auth/login's own guard, in the entry: a signed-in user who opens it goes straight to their home, before the login
 * screen's code is fetched; unless the router sent them there (a guard refused, an unknown path), so a guard and the
 * login screen never bounce a visitor between them.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const home = homePathFor(useSession((session) => session.identity.type));
  const { state } = useLocation();
  if (home !== LOGIN_PATH && !wasSentToLogin(state)) return <Navigate to={home} replace />;
  return children;
}

/** Lets the area render only when the decoded token type passes its guard; otherwise goes to /auth/login. */
export function RequireGuard({ guard, children }: { guard: Guard; children?: ReactNode }) {
  const type = useSession((session) => session.identity.type);
  if (!guard(type)) return <ToLogin />;
  return children ?? <Outlet />;
}
