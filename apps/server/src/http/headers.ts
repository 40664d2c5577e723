import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The Content-Security-Policy of everything the server answers (the built web app, the API, the API docs).
 * - Scripts, styles, fonts and the app's own images come from this origin only: the Vite build is one module script
 *   and one stylesheet (Bootstrap included), no inline code. React's `style` props go through the CSSOM, which CSP
 *   does not govern, so no 'unsafe-inline' is needed. Bootstrap's icons are data: SVGs.
 * - connect-src: the API and Socket.IO on this origin (ws:/wss: for its websocket), and https: because hls.js
 *   fetches each event's playlist and segments from the stream host the operator entered (any https host).
 * - media-src/worker-src blob:: hls.js feeds the <video> through Media Source (a blob: URL) and may run a blob:
 *   worker; https: media is Safari's own HLS playing the stream URL directly.
 * - img-src blob:: the compliance review shows a submission's ID pictures from object URLs of blobs read with the
 *   reviewer's token (an <img src> to the API would send no token, and a cached copy would outlive the review).
 * - Nothing may frame the app (clickjacking on a betting slip), and no plugins, no <base> or foreign form targets.
 * `upgrade-insecure-requests` is left out: on a plain-http install (a LAN address) it would break every request.
 */
export const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", "ws:", "wss:", "https:"],
  "media-src": ["'self'", "blob:", "https:"],
  "worker-src": ["'self'", "blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

/** The API docs (Swagger UI, a developer page holding no user data) inject <style> elements at run time. */
const API_DOCS_CSP = Object.entries({ ...CONTENT_SECURITY_POLICY, "style-src": ["'self'", "'unsafe-inline'"] })
  .map(([name, values]) => `${name} ${values.join(" ")}`)
  .join(";");

/** HSTS tells browsers to use https for a year; sent only on https answers, never on a plain-http install. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Security headers on every answer (helmet), and `Cache-Control: no-store` on every API answer and every signed-in
 * one: API answers carry balances, bets, tokens and user data that neither the browser's cache nor a shared proxy
 * may keep (a shared computer's back button must not show the previous player's wallet). The API docs' static
 * files and the web app's static assets keep their own caching.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // The CSP's frame-ancestors says it; X-Frame-Options is for browsers that predate it.
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: false,
    // Cross-origin isolation headers would block the stream host's video segments; not needed by the app.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    if (mustNotBeStored(request)) reply.header("cache-control", "no-store");
    if (isApiDocs(request)) reply.header("content-security-policy", API_DOCS_CSP);
    return payload;
  });
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split("?")[0] ?? "";
}

function isApiDocs(request: FastifyRequest): boolean {
  return pathnameOf(request).startsWith("/api/docs");
}

function mustNotBeStored(request: FastifyRequest): boolean {
  if (request.auth) return true;
  if (isApiDocs(request)) return false;
  const pathname = pathnameOf(request);
  return pathname === "/api" || pathname.startsWith("/api/");
}
