import { addCalendarDays, manilaDateOf, manilaDayStart } from "@sabong/shared/time";

/** One segment of the committed demo clip, as its VOD playlist (clip.m3u8) names it. */
export type ClipSegment = { uri: string; durationMs: number };

export type LiveSegment = ClipSegment & {
  /** The segment's media sequence number: segments played since the clock's origin, counting every loop. */
  sequence: number;
  /** The clip starts over here: timestamps jump back, so the player must reset its timeline. */
  discontinuity: boolean;
};

export type LiveWindow = {
  mediaSequence: number;
  /** Loops started before the window's first segment: each loop's start is one discontinuity. */
  discontinuitySequence: number;
  targetDurationSeconds: number;
  segments: LiveSegment[];
};

/** The segments of a VOD playlist as ffmpeg writes it (`#EXTINF:<seconds>,` then the segment's URI). */
export function parseClip(playlist: string): ClipSegment[] {
  const segments: ClipSegment[] = [];
  let durationMs: number | null = null;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) durationMs = Math.round(Number(extinf[1]) * 1000);
    else if (line !== "" && !line.startsWith("#") && durationMs !== null) {
      segments.push({ uri: line, durationMs });
      durationMs = null;
    }
  }
  if (segments.length === 0 || segments.some((s) => !(s.durationMs > 0))) {
    throw new Error("the demo clip's playlist names no segments of positive length");
  }
  return segments;
}

/** The demo clock starts an hour before its week begins, so the window is full from the week's first second. */
const ORIGIN_LEAD_MS = 3_600_000;

/**
 * The demo clock's origin for `nowMs`: the latest Monday 00:00 in Manila (less an hour), so every server process
 * agrees and the stream restarts once a week. Why not the Unix epoch: hls.js walks an array indexed by the
 * discontinuity sequence on every playlist reload (150 million loops since 1970 pinned a phone's CPU; a week is ≤ 8,400).
 */
export function demoClockOriginMs(nowMs: number): number {
  const today = manilaDateOf(new Date(nowMs));
  const daysSinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return manilaDayStart(addCalendarDays(today, -daysSinceMonday)).getTime() - ORIGIN_LEAD_MS;
}

/**
 * The live window at `clockMs` (ms since the clock's origin, demoClockOriginMs): the clip loops from the origin, and
 * the playlist lists the last `size` segments already fully "broadcast", not the one playing at `clockMs`.
 */
export function liveWindow(clip: readonly ClipSegment[], clockMs: number, size: number): LiveWindow {
  if (clip.length === 0 || size < 1) throw new Error("a live window needs segments and a size of at least 1");
  const loopMs = clip.reduce((sum, s) => sum + s.durationMs, 0);
  const loop = Math.floor(clockMs / loopMs);
  let offsetMs = clockMs - loop * loopMs;
  let index = 0;
  for (const segment of clip) {
    if (offsetMs < segment.durationMs) break;
    offsetMs -= segment.durationMs;
    index++;
  }
  const current = loop * clip.length + index;
  // Sequence numbers never go below 0 (only a clock near its origin lists fewer segments).
  const first = Math.max(0, current - size);
  const segments = Array.from({ length: current - first }, (_, i): LiveSegment => {
    const sequence = first + i;
    const at = clip[mod(sequence, clip.length)] as ClipSegment;
    // The first segment's own discontinuity is already counted in the discontinuity sequence.
    return { ...at, sequence, discontinuity: i > 0 && mod(sequence, clip.length) === 0 };
  });
  return {
    mediaSequence: first,
    discontinuitySequence: Math.floor(first / clip.length),
    targetDurationSeconds: Math.ceil(Math.max(...clip.map((s) => s.durationMs)) / 1000),
    segments,
  };
}

/** The window as a live media playlist (no EXT-X-ENDLIST: the player keeps reloading it). */
export function renderLivePlaylist(window: LiveWindow): string {
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    `#EXT-X-TARGETDURATION:${window.targetDurationSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
  ];
  for (const segment of window.segments) {
    if (segment.discontinuity) lines.push("#EXT-X-DISCONTINUITY");
    lines.push(`#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`, segment.uri);
  }
  return `${lines.join("\n")}\n`;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;
