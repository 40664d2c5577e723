import { readFile } from "node:fs/promises";
import path from "node:path";
import { DEMO_STREAM_URL } from "@sabong/shared/betting";
import { describe, expect, it } from "vitest";
import { testAppSuite } from "../../testing/app.ts";
import { DEMO_CLIP_DIR } from "./routes.ts";

/** The stream is served the same on either database: the embedded one suffices. */
describe("the demo stream", () => {
  const t = testAppSuite("pglite");

  const playlist = async () => {
    const response = await t.app.inject({ method: "GET", url: DEMO_STREAM_URL });
    const uris = response.body.split("\n").filter((line) => line !== "" && !line.startsWith("#"));
    return { response, uris };
  };

  it("answers a live playlist the player asks for again each time", async () => {
    const { response, uris } = await playlist();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.apple.mpegurl");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toMatch(/^#EXTM3U\n/);
    expect(response.body).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+\n/);
    expect(response.body).toMatch(/#EXT-X-DISCONTINUITY-SEQUENCE:\d+\n/);
    expect(response.body).not.toContain("#EXT-X-ENDLIST");
    expect(uris).toHaveLength(6);
  });

  it("serves the committed segments the playlist names, cached for good", async () => {
    const { uris } = await playlist();
    const uri = uris[0] as string;
    expect(uri).toMatch(/^segment\d+\.mpegts\?v=[0-9a-f]{12}$/);
    const segment = await t.app.inject({ method: "GET", url: new URL(uri, `http://x${DEMO_STREAM_URL}`).pathname });
    const name = uri.split("?")[0] as string;
    expect(segment.statusCode).toBe(200);
    expect(segment.headers["content-type"]).toBe("video/mp2t");
    expect(segment.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(segment.rawPayload.equals(await readFile(path.join(DEMO_CLIP_DIR, name)))).toBe(true);
  });

  it("serves no other file of the folder or beyond it", async () => {
    for (const url of [
      "/demo-stream/make.sh",
      "/demo-stream/clip.m3u8",
      "/demo-stream/segment99.mpegts",
      "/demo-stream/..%2Fpackage.json",
      "/demo-stream/%2E%2E%2F%2E%2E%2Fpackage.json",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: "Not found" });
    }
  });
});
