/**
 * A screen's code that could not be fetched: after a release the old hashed files are gone (each build names its
 * chunks anew), or the phone lost its connection mid-load. Browsers word the failure differently.
 */
const CHUNK_LOAD_MESSAGES = [
  "Failed to fetch dynamically imported module", // Chromium
  "error loading dynamically imported module", // Firefox
  "Importing a module script failed", // Safari
  "Unable to preload CSS", // Vite's CSS preload
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_MESSAGES.some((text) => message.includes(text));
}

export const RELOADED_AT_KEY = "sabong.chunkReloadAt";
/** One automatic reload per minute at most: a file that is really missing must not reload the page forever. */
const RELOAD_GAP_MS = 60_000;

/** Whether to reload the page to fetch the current release's files (and remember that we did). */
export function shouldReloadForNewRelease(storage: Pick<Storage, "getItem" | "setItem">, nowMs: number): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Number.isFinite(last) && nowMs - last < RELOAD_GAP_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(nowMs));
  return true;
}
