import { ACCESS_TOKEN_STORAGE_KEY, type TokenClaims, type UserDetail } from "@sabong/shared";
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
 * Points live here too, initially 0, and follow the user detail once it is loaded.
 */
export type Identity = Pick<TokenClaims, "type" | "role" | "username" | "name">;
export type Account = UserDetail["account"];

export type SessionState = {
  token: string;
  identity: Identity;
  user: UserDetail | null;
  account: Account | null;
  points: number;
  /** Off-canvas sidebar on narrow screens. */
  sidebarOpen: boolean;
  /** Sidebar folded away on wide screens. */
  sidebarCollapsed: boolean;
};

export const EMPTY_IDENTITY: Identity = Object.freeze({ type: "", role: "", username: "", name: "" });

const signedOut = (): SessionState => ({
  token: "",
  identity: EMPTY_IDENTITY,
  user: null,
  account: null,
  points: 0,
  sidebarOpen: false,
  sidebarCollapsed: false,
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
  window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  update({ token, identity, user: null, account: null, points: 0 });
  return identity;
}

/** The stored token, as sent in the Authorization header. */
export function storedToken(): string {
  return readStoredToken();
}

/** The server refused the token (HTTP 401): remove it and forget who was signed in. */
export function dropToken(): void {
  window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  update({ token: "", identity: EMPTY_IDENTITY, user: null, account: null, points: 0, sidebarOpen: false });
}

/** Holds the loaded user detail; the points follow its account. */
export function setUserDetail(user: UserDetail): void {
  update({ user, account: user.account, points: user.account.points });
}

export function setPoints(points: number): void {
  update({ points });
}

export function setSidebarOpen(open: boolean): void {
  if (state.sidebarOpen !== open) update({ sidebarOpen: open });
}

export function setSidebarCollapsed(collapsed: boolean): void {
  if (state.sidebarCollapsed !== collapsed) update({ sidebarCollapsed: collapsed });
}

/** Runs on every logout (e.g. to empty the query cache); returns an unsubscribe function. */
export function onLogout(handler: () => void): () => void {
  logoutHandlers.add(handler);
  return () => {
    logoutHandlers.delete(handler);
  };
}

export function logout(): void {
  window.localStorage.clear();
  update(signedOut());
  for (const handler of logoutHandlers) handler();
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
