import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DEMO_STREAM_URL } from "@sabong/shared/betting";
import { notFound } from "../../errors.ts";
import type { App } from "../../http/context.ts";
import { type ClipSegment, demoClockOriginMs, liveWindow, parseClip, renderLivePlaylist } from "./playlist.ts";

/** The committed clip (apps/server/demo-stream, remade by its make.sh). */
export const DEMO_CLIP_DIR = path.resolve(import.meta.dirname, "../../../demo-stream");
/**
 * Segments per live playlist (12 s). hls.js starts 3 segments behind the live edge, which leaves a slow phone 3 more
 * before its position slides out of the window.
 */
const WINDOW_SEGMENTS = 6;
/** The playlist changes every segment: the player must ask each time. */
const PLAYLIST_CACHE = "no-cache";
/** Segment URLs carry the clip's content hash (`?v=`), so a remade clip is new URLs and these never go stale. */
const SEGMENT_CACHE = "public, max-age=31536000, immutable";

type Clip = { segments: ClipSegment[]; files: Map<string, Buffer>; version: string };

/** Reads the clip's playlist and every segment it names (about 100 KB) into memory, once at start. */
async function loadClip(dir: string): Promise<Clip> {
  const segments = parseClip(await readFile(path.join(dir, "clip.m3u8"), "utf8"));
  const files = new Map<string, Buffer>();
  const hash = createHash("sha256");
  for (const { uri } of segments) {
    // Plain file names only: the clip's playlist decides what is served, never the request's path.
    if (!/^[\w-]+\.mpegts$/.test(uri)) throw new Error(`unexpected demo segment name ${uri}`);
    const body = await readFile(path.join(dir, uri));
    files.set(uri, body);
    hash.update(uri).update(body);
  }
  return { segments, files, version: hash.digest("hex").slice(0, 12) };
}

/**
 * The demo events' live video: the committed clip looped forever as a live HLS stream, computed from the clock.
 * Outside /api: these are public media files, cached like the web app's (the API's answers are never stored).
 */
export async function registerDemoStreamRoutes(app: App, dir = DEMO_CLIP_DIR): Promise<void> {
  const clip = await loadClip(dir);
  const versioned = clip.segments.map((s) => ({ ...s, uri: `${s.uri}?v=${clip.version}` }));
  const folder = DEMO_STREAM_URL.slice(0, DEMO_STREAM_URL.lastIndexOf("/"));

  app.get(DEMO_STREAM_URL, { schema: { hide: true } }, async (_request, reply) => {
    const nowMs = Date.now();
    const window = liveWindow(versioned, nowMs - demoClockOriginMs(nowMs), WINDOW_SEGMENTS);
    return reply
      .header("content-type", "application/vnd.apple.mpegurl")
      .header("cache-control", PLAYLIST_CACHE)
      .send(renderLivePlaylist(window));
  });
  app.get<{ Params: { segment: string } }>(`${folder}/:segment`, { schema: { hide: true } }, async (request, reply) => {
    const body = clip.files.get(request.params.segment);
    if (!body) throw notFound();
    return reply.header("content-type", "video/mp2t").header("cache-control", SEGMENT_CACHE).send(body);
  });
}
