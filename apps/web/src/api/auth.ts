import { type ChangePassword, type Credentials, loginResponseSchema, type Registration } from "@sabong/shared/auth";
import { messageBodySchema } from "@sabong/shared/contracts";
import { api } from "../lib/api-client.ts";
import { API_BASE } from "../lib/config.ts";

/** Signing in, registering and the user's own password. */

/** POST /api/login {username, password} → {accessToken}. 401 wrong credentials, 429 too many attempts (wait Retry-After), 403 pending/suspended. */
export function postLogin(credentials: Credentials) {
  return api.login(credentials, { schema: loginResponseSchema });
}

/** POST /api/user {username, name, password, refCode} → 201 {message}: the account then awaits approval. */
export function postRegistration(registration: Registration & { birthDate: string; mobile: string }) {
  return api.post("user", undefined, registration, { schema: messageBodySchema });
}

/** PUT /api/user/password {oldPassword, newPassword} → {message}. */
export function putPassword(body: ChangePassword) {
  return api.put("user", "password", body, { schema: messageBodySchema });
}

/**
 * POST /api/logout → {message}: ends the session on the server (its sockets close everywhere). Fire and forget: the
 * spec's logout clears local state at once, so this neither is awaited nor reports failures, and it bypasses the
 * client's 401 rule (an answer arriving after the next sign-in must not sign that user out). `keepalive` lets it
 * outlive the navigation to the login page.
 */
export function postLogout(token: string): void {
  void fetch(`${API_BASE.replace(/\/$/, "")}/logout`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    keepalive: true,
  }).catch(() => {});
}
