import path from "node:path";
import type { FastifyStaticOptions } from "@fastify/static";

/** Vite names every file under assets/ by its content's hash: a changed file is a new URL, so it never goes stale. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html names the current assets: the browser revalidates it each time (ETag, so usually a 304). */
const REVALIDATE = "no-cache";
/** Unhashed files (favicon): kept a short while. */
const SHORT = "public, max-age=3600";

/**
 * The @fastify/static options for the built web app: precompressed copies (`.br`, `.gz`, written by
 * apps/web/build/precompress.ts) for browsers that accept them, and caching by kind of file.
 */
export function webAppStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    // Files are looked up per request, so a rebuild of the web app is served without a restart.
    wildcard: true,
    preCompressed: true,
    // Set below per file instead of @fastify/static's one max-age for all.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader("cache-control", cacheControlOf(path.relative(root, filePath)));
      // The answer depends on Accept-Encoding: a shared cache must not give a .br body to a browser without brotli.
      response.setHeader("vary", "Accept-Encoding");
    },
  };
}

/** `relativePath`: the file sent, relative to the web app's root (possibly its .br/.gz copy). */
function cacheControlOf(relativePath: string): string {
  const [top] = relativePath.split(path.sep);
  if (top === "assets") return IMMUTABLE;
  if (relativePath.replace(/\.(br|gz)$/, "") === "index.html") return REVALIDATE;
  return SHORT;
}
