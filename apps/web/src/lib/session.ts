import { ACCESS_TOKEN_STORAGE_KEY, type TokenClaims } from "@sabong/shared/auth";
import { type Centavos, pesosToCentavos } from "@sabong/shared/money";
import type { UserDetail } from "@sabong/shared/users";
import { jwtDecode } from "jwt-decode";
import { useSyncExternalStore } from "react";
import { LOGIN_PATH } from "./config.ts";
import { navigateTo } from "./navigation.ts";

/**
 * Session and application state (spec section 4).
 *
 * The access token is kept in localStorage under `accessToken`; setting it stores it and decodes it into the
 * identity {type, role, username, name}. Logout clears all local storage, resets the identity to empty strings,
 * empties token, user and account state, closes the sidebar and goes to /auth/login.
 * Points live here too (in centavos), initially 0, and follow the user detail once it is loaded and every 'balance'
 * push. Whenever a signed-in session ends (logout, a refused token, another user signing in) the `onLogout` handlers
 * run, so nothing fetched for one user is shown to the next.
 */
export type Identity = Pick<TokenClaims, "type" | "role" | "username" | "name">;
export type Account = UserDetail["account"];

export type SessionState = {
  token: string;
  identity: Identity;
  user: UserDetail | null;
  account: Account | null;
  /** The points shown in the headers; the user detail carries pesos, the 'balance' push centavos. */
  pointsCentavos: Centavos;
  /** Off-canvas sidebar on narrow screens. */
  sidebarOpen: boolean;
  /** Sidebar folded away on wide screens. */
  sidebarCollapsed: boolean;
  /**
   * Why the last session ended, when the server or the app said so ("You are on a time-out until …"): the sign-in
   * screen shows it. Empty otherwise; cleared by the next sign-in.
   */
  signOutReason: string;
};

export const EMPTY_IDENTITY: Identity = Object.freeze({ type: "", role: "", username: "", name: "" });

const signedOut = (): SessionState => ({
  token: "",
  identity: EMPTY_IDENTITY,
  user: null,
  account: null,
  pointsCentavos: 0,
  sidebarOpen: false,
  sidebarCollapsed: false,
  signOutReason: "",
});

type DecodedToken = Partial<Record<keyof Identity, unknown>> & { exp?: unknown };

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Decodes a token into the identity; throws when it is not a readable JWT. */
export function decodeIdentity(token: string): Identity {
  const claims = jwtDecode<DecodedToken>(token);
  return { type: text(claims.type), role: text(claims.role), username: text(claims.username), name: text(claims.name) };
}

function isExpired(token: string): boolean {
  try {
    const { exp } = jwtDecode<DecodedToken>(token);
    return typeof exp === "number" && exp * 1000 <= Date.now();
  } catch {
    return true;
  }
}

function readStoredToken(): string {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

/** The state at page load: the stored token, if it is still readable and unexpired. */
function initialState(): SessionState {
  const token = readStoredToken();
  if (!token) return signedOut();
  if (isExpired(token)) {
    window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    return signedOut();
  }
  return { ...signedOut(), token, identity: decodeIdentity(token) };
}

let state: SessionState = initialState();
const listeners = new Set<() => void>();
const logoutHandlers = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Stores the token and decodes it into the identity. Throws (and stores nothing) when the token is unreadable. */
export function setToken(token: string): Identity {
  const identity = decodeIdentity(token);
  const previous = state.identity.username;
  window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  update({ token, identity, user: null, account: null, pointsCentavos: 0, signOutReason: "" });
  if (previous && previous !== identity.username) sessionEnded();
  return identity;
}

/** The stored token, as sent in the Authorization header. */
export function storedToken(): string {
  return readStoredToken();
}

/**
 * The server refused the token (HTTP 401): remove it and forget who was signed in. `reason` is the server's answer,
 * kept for the sign-in screen when a signed-in session was ended (a time-out taken in another tab, say).
 */
export function dropToken(reason = ""): void {
  const signedIn = state.token !== "";
  window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  // The sidebar's collapsed state is a preference of the device: it stays.
  update({
    ...signedOut(),
    sidebarCollapsed: state.sidebarCollapsed,
    signOutReason: signedIn ? reason : state.signOutReason,
  });
  if (signedIn) sessionEnded();
}

/** Holds the loaded user detail; the points follow its account (pesos there). */
export function setUserDetail(user: UserDetail): void {
  update({ user, account: user.account, pointsCentavos: pesosToCentavos(user.account.points) });
}

/** The points after a committed change (the 'balance' push, a placed bet's answer). */
export function setPointsCentavos(pointsCentavos: Centavos): void {
  if (state.pointsCentavos !== pointsCentavos) update({ pointsCentavos });
}

export function setSidebarOpen(open: boolean): void {
  if (state.sidebarOpen !== open) update({ sidebarOpen: open });
}

export function setSidebarCollapsed(collapsed: boolean): void {
  if (state.sidebarCollapsed !== collapsed) update({ sidebarCollapsed: collapsed });
}

/** Runs whenever a signed-in session ends (e.g. to empty the query cache); returns an unsubscribe function. */
export function onLogout(handler: () => void): () => void {
  logoutHandlers.add(handler);
  return () => {
    logoutHandlers.delete(handler);
  };
}

function sessionEnded(): void {
  for (const handler of logoutHandlers) handler();
}

let serverLogout: ((token: string) => void) | null = null;

/**
 * How logout tells the server to end the session (api/auth.ts `postLogout`, wired in main.tsx: the api layer
 * imports this store, so it cannot be imported from here). Best-effort: logout never waits for it.
 */
export function setServerLogout(send: ((token: string) => void) | null): void {
  serverLogout = send;
}

/** Signs out here (and, best-effort, on the server); `reason` is shown on the sign-in screen. */
export function logout(reason = ""): void {
  if (state.token && serverLogout) {
    try {
      serverLogout(state.token);
    } catch {
      // The server ends the session at the token's expiry anyway; signing out here must not depend on it.
    }
  }
  window.localStorage.clear();
  update({ ...signedOut(), signOutReason: reason });
  sessionEnded();
  navigateTo(LOGIN_PATH);
}

/** Reads a slice of the session; re-renders only when that slice changes. */
export function useSession<T>(selector: (session: SessionState) => T): T {
  return useSyncExternalStore(
    subscribeSession,
    () => selector(state),
    () => selector(state),
  );
}
