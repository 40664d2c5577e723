/**
 * Every client-side constant of the product in one place (spec sections 4 and 9).
 * Values from the build environment (VITE_*) override the defaults.
 */

/** Base of every API call (spec section 7). */
export const API_BASE: string = import.meta.env.VITE_API_BASE || "/api";

/** The realtime (Socket.IO) host; by default the site's own origin, where /socket.io is served or proxied. */
export function realtimeUrl(): string {
  return import.meta.env.VITE_REALTIME_URL || window.location.origin;
}

/** Socket connect timeout and reconnect delays (spec sections 4 and 9). */
export const SOCKET_CONNECT_TIMEOUT_MS = 20_000;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5_000;

/** Below this width the sidebar is an off-canvas menu that closes on an outside click (spec section 9). */
export const MOBILE_SIDEBAR_BREAKPOINT_PX = 992;

/** Toast defaults (spec section 9): shown 5000 ms, top-right, newest on top, no maximum. */
export const TOAST_AUTO_CLOSE_MS = 5_000;

/** Where a signed-out or refused visitor is sent. */
export const LOGIN_PATH = "/auth/login";

/** Shown to players before the page reloads on the server's 'refresh' push (spec section 4). */
export const SITE_REFRESH_MESSAGE = "Please standby. Site will refresh";

/** The fallback message of a failed call (spec section 8). */
export const GENERIC_ERROR_MESSAGE = "Something went wrong";

export const APP_NAME = "Sabong Live";
