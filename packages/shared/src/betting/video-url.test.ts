import { describe, expect, it } from "vitest";
import { DEMO_STREAM_URL, videoUrlSchema } from "./contracts.ts";

describe("an event's stream URL", () => {
  it("is an http(s) .m3u8 link on the arena's stream host", () => {
    expect(videoUrlSchema.safeParse("https://cdn.example.com/live/arena.m3u8?token=1").success).toBe(true);
    expect(videoUrlSchema.safeParse("http://10.0.0.5/arena/live.m3u8").success).toBe(true);
  });

  it("or exactly the server's own demo stream, the one same-origin path allowed", () => {
    expect(videoUrlSchema.safeParse(DEMO_STREAM_URL).success).toBe(true);
    expect(videoUrlSchema.safeParse(` ${DEMO_STREAM_URL} `).data).toBe(DEMO_STREAM_URL);
    for (const other of ["/other/live.m3u8", "/demo-stream/clip.m3u8", "//evil.example/live.m3u8", "live.m3u8"]) {
      expect(videoUrlSchema.safeParse(other).success, other).toBe(false);
    }
  });
});
