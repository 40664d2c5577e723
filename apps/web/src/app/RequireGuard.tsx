import type { Guard } from "@sabong/shared";
import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LOGIN_PATH } from "../lib/config.ts";
import { useSession } from "../lib/session.ts";

/** Lets the area render only when the decoded token type passes its guard; otherwise goes to /auth/login. */
export function RequireGuard({ guard, children }: { guard: Guard; children?: ReactNode }) {
  const type = useSession((session) => session.identity.type);
  if (!guard(type)) return <Navigate to={LOGIN_PATH} replace />;
  return children ?? <Outlet />;
}
