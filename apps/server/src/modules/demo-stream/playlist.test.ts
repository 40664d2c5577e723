import { describe, expect, it } from "vitest";
import { type ClipSegment, demoClockOriginMs, liveWindow, parseClip, renderLivePlaylist } from "./playlist.ts";

/** Three segments of 2 s: the clip loops every 6 s. */
const CLIP: ClipSegment[] = [
  { uri: "segment0.ts", durationMs: 2_000 },
  { uri: "segment1.ts", durationMs: 2_000 },
  { uri: "segment2.ts", durationMs: 2_000 },
];
const LOOP_MS = 6_000;
/** The start of loop 1000 (a clock far from the epoch, as a real one is). */
const T0 = 1_000 * LOOP_MS;

const uris = (at: number, size = 2) => liveWindow(CLIP, at, size).segments.map((s) => s.uri);

describe("parseClip", () => {
  it("reads each segment's name and length from ffmpeg's VOD playlist", () => {
    const text = [
      "#EXTM3U",
      "#EXT-X-VERSION:3",
      "#EXT-X-TARGETDURATION:2",
      "#EXT-X-MEDIA-SEQUENCE:0",
      "#EXT-X-PLAYLIST-TYPE:VOD",
      "#EXTINF:2.000000,",
      "segment0.ts",
      "#EXTINF:1.533333,",
      "segment1.ts",
      "#EXT-X-ENDLIST",
      "",
    ].join("\n");
    expect(parseClip(text)).toEqual([
      { uri: "segment0.ts", durationMs: 2_000 },
      { uri: "segment1.ts", durationMs: 1_533 },
    ]);
  });

  it("refuses a playlist without segments", () => {
    expect(() => parseClip("#EXTM3U\n#EXT-X-ENDLIST\n")).toThrow(/no segments/);
  });
});

describe("liveWindow", () => {
  it("lists the last finished segments, not the one playing now", () => {
    // 1 s into segment1 of loop 1000: segment0 is done, segment1 is still playing.
    const window = liveWindow(CLIP, T0 + 3_000, 2);
    expect(window.segments.map((s) => [s.sequence, s.uri])).toEqual([
      [2_999, "segment2.ts"],
      [3_000, "segment0.ts"],
    ]);
    expect(window.mediaSequence).toBe(2_999);
    expect(window.targetDurationSeconds).toBe(2);
  });

  it("advances the media sequence by one per segment length, and not in between", () => {
    const at = (ms: number) => liveWindow(CLIP, T0 + ms, 2).mediaSequence;
    expect(at(2_000)).toBe(at(3_999));
    expect(at(4_000)).toBe(at(2_000) + 1);
    expect(at(4_000 + 10 * LOOP_MS)).toBe(at(4_000) + 30);
  });

  it("cycles through the clip's segments and wraps to the first", () => {
    expect(uris(T0 + 4_000)).toEqual(["segment0.ts", "segment1.ts"]);
    expect(uris(T0 + 6_000)).toEqual(["segment1.ts", "segment2.ts"]);
    expect(uris(T0 + 8_000)).toEqual(["segment2.ts", "segment0.ts"]);
  });

  it("marks a discontinuity where the clip starts over, except on the window's first segment", () => {
    const wrapping = liveWindow(CLIP, T0 + 8_000, 2);
    expect(wrapping.segments.map((s) => s.discontinuity)).toEqual([false, true]);
    const starting = liveWindow(CLIP, T0 + 4_000, 2);
    expect(starting.segments.map((s) => s.discontinuity)).toEqual([false, false]);
  });

  it("counts one discontinuity per loop begun before the window's first segment", () => {
    // Window [segment2 of loop 1000, segment0 of loop 1001]: 1000 loop starts are before it.
    expect(liveWindow(CLIP, T0 + 8_000, 2).discontinuitySequence).toBe(1_000);
    // Window starting on segment0 of loop 1001: its own discontinuity is counted here, not tagged.
    expect(liveWindow(CLIP, T0 + 10_000, 2).discontinuitySequence).toBe(1_001);
    // A window longer than the clip spans two loop starts.
    const long = liveWindow(CLIP, T0 + 8_000, 5);
    expect(long.segments.map((s) => [s.uri, s.discontinuity])).toEqual([
      ["segment2.ts", false],
      ["segment0.ts", true],
      ["segment1.ts", false],
      ["segment2.ts", false],
      ["segment0.ts", true],
    ]);
  });

  it("keeps a segment's discontinuity sequence the same from one playlist to the next", () => {
    // What a player computes: the playlist's discontinuity sequence plus the tags before the segment.
    const numberOf = (at: number) =>
      new Map(
        liveWindow(CLIP, at, 4).segments.map((s, i, all) => [
          s.sequence,
          liveWindow(CLIP, at, 4).discontinuitySequence + all.slice(0, i + 1).filter((x) => x.discontinuity).length,
        ]),
      );
    for (let ms = 0; ms < 2 * LOOP_MS; ms += 2_000) {
      const before = numberOf(T0 + ms);
      const after = numberOf(T0 + ms + 2_000);
      for (const [sequence, number] of after) {
        if (before.has(sequence)) expect(number, `segment ${sequence}`).toBe(before.get(sequence));
      }
    }
  });

  it("follows segments of different lengths", () => {
    const uneven: ClipSegment[] = [
      { uri: "a.ts", durationMs: 3_000 },
      { uri: "b.ts", durationMs: 1_000 },
    ];
    expect(liveWindow(uneven, 4_000 * 10 + 3_500, 1).segments.map((s) => s.uri)).toEqual(["a.ts"]);
    expect(liveWindow(uneven, 4_000 * 10 + 4_000, 1).segments.map((s) => s.uri)).toEqual(["b.ts"]);
    expect(liveWindow(uneven, 0, 1).targetDurationSeconds).toBe(3);
  });

  it("never lists a negative sequence number", () => {
    expect(liveWindow(CLIP, 2_500, 3).segments.map((s) => s.sequence)).toEqual([0]);
  });
});

describe("renderLivePlaylist", () => {
  it("writes a live playlist: sequences, the discontinuity at the wrap, no end", () => {
    expect(renderLivePlaylist(liveWindow(CLIP, T0 + 8_000, 2))).toBe(
      [
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        "#EXT-X-TARGETDURATION:2",
        "#EXT-X-MEDIA-SEQUENCE:3002",
        "#EXT-X-DISCONTINUITY-SEQUENCE:1000",
        "#EXTINF:2.000,",
        "segment2.ts",
        "#EXT-X-DISCONTINUITY",
        "#EXTINF:2.000,",
        "segment0.ts",
        "",
      ].join("\n"),
    );
  });
});

describe("demoClockOriginMs", () => {
  const HOUR_MS = 3_600_000;
  // Monday 2026-11-23 00:00 in Manila (UTC+8).
  const MONDAY = Date.parse("2026-11-22T16:00:00Z");

  it("is the latest Monday 00:00 in Manila, less an hour, all week long", () => {
    for (const at of ["2026-11-22T16:00:00Z", "2026-11-25T02:00:00Z", "2026-11-29T15:59:59Z"]) {
      expect(demoClockOriginMs(Date.parse(at)), at).toBe(MONDAY - HOUR_MS);
    }
    // Sunday 23:59:59 in Manila still belongs to the week before.
    expect(demoClockOriginMs(MONDAY - 1_000)).toBe(MONDAY - 7 * 24 * HOUR_MS - HOUR_MS);
  });

  it("keeps the counters small (hls.js walks an array as long as the discontinuity sequence)", () => {
    const endOfWeek = MONDAY + 7 * 24 * HOUR_MS - 1_000;
    const window = liveWindow(CLIP, endOfWeek - demoClockOriginMs(endOfWeek), 6);
    expect(window.discontinuitySequence).toBeLessThan((7 * 24 * 3_600) / 6 + 1_000);
    expect(window.segments).toHaveLength(6);
  });

  it("lists a full window from the week's first second", () => {
    expect(liveWindow(CLIP, MONDAY - demoClockOriginMs(MONDAY), 6).segments).toHaveLength(6);
  });
});
