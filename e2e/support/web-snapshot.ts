import { cpSync, existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Route } from "playwright-core";

/**
 * The built web app, frozen for one test run.
 *
 * The server serves apps/web/dist straight from the working tree and registers its static files once, at start.
 * Anyone running `npm run build -w @sabong/web` during a browser run (other suites, other engineers) empties and
 * refills that folder with new file names: pages then load an index.html whose scripts no longer exist, and every
 * later test fails. So the global setup copies the build once, and each browser context answers the web app's own
 * files (HTML, scripts, styles, images) from that copy. Everything else, /api and the Socket.IO connection, still
 * goes to the real server. The global setup also checks that the real server serves this very build (the SPA
 * fallback included), so its static serving stays covered.
 *
 * E2E_LIVE_WEB=1 turns the copy off (the browser then loads everything from the server).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
export const WEB_DIST = path.join(ROOT, "apps/web/dist");

/** Script and stylesheet paths an index.html references. */
export function referencedAssets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? "");
}

function completeBuild(dir: string): boolean {
  const index = path.join(dir, "index.html");
  if (!existsSync(index)) return false;
  const assets = referencedAssets(readFileSync(index, "utf8"));
  return assets.length > 0 && assets.every((asset) => existsSync(path.join(dir, asset)));
}

/** Copies apps/web/dist once it is a complete build (waits out a build in progress); returns the copy. */
export async function snapshotWebDist(timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (completeBuild(WEB_DIST)) {
      const copy = path.join(mkdtempSync(path.join(tmpdir(), "sabong-e2e-web-")), "dist");
      cpSync(WEB_DIST, copy, { recursive: true });
      if (completeBuild(copy)) return copy;
    }
    if (Date.now() > deadline) {
      throw new Error(`${WEB_DIST} holds no complete build: run \`npm run build -w @sabong/web\` first`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Fails unless the real server answers the root, a deep client route and the scripts with this build. */
export async function checkServerServes(baseUrl: string, snapshot: string): Promise<void> {
  const indexHtml = readFileSync(path.join(snapshot, "index.html"), "utf8");
  for (const pathname of ["/", "/player/home", "/no/such/screen"]) {
    const response = await fetch(`${baseUrl}${pathname}`);
    const body = await response.text();
    if (!response.ok || !response.headers.get("content-type")?.includes("text/html") || body !== indexHtml) {
      throw new Error(`the server does not serve the web build's index.html at ${pathname} (${response.status})`);
    }
  }
  for (const asset of referencedAssets(indexHtml)) {
    const response = await fetch(`${baseUrl}${asset}`);
    if (!response.ok || (await response.arrayBuffer()).byteLength !== statSync(path.join(snapshot, asset)).size) {
      throw new Error(`the server does not serve ${asset} of the web build (${response.status})`);
    }
  }
}

function isServerPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/socket.io");
}

/** Answers the web app's files from the snapshot, like the server does: a file if it exists, else index.html. */
async function serve(route: Route, snapshot: string): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  if (request.method() !== "GET" || isServerPath(url.pathname)) return route.fallback();
  const file = path.join(snapshot, path.normalize(decodeURIComponent(url.pathname)));
  const inside = file.startsWith(`${snapshot}${path.sep}`);
  if (inside && existsSync(file) && statSync(file).isFile()) return route.fulfill({ path: file });
  // The page itself still comes from the server (Chromium's local-network checks treat a document made up by the
  // test as foreign, and would then block its WebSocket to 127.0.0.1); only its body is the frozen index.html.
  const response = await route.fetch();
  return route.fulfill({
    response,
    body: readFileSync(path.join(snapshot, "index.html"), "utf8"),
    contentType: "text/html; charset=utf-8",
  });
}

/** Routes the context's requests for the web app (same origin as `baseUrl`) to the snapshot. */
export async function useWebSnapshot(context: BrowserContext, baseUrl: string, snapshot: string): Promise<void> {
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin === origin && !isServerPath(url.pathname),
    (route) => serve(route, snapshot),
  );
}
