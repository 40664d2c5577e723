import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { loginThroughUi } from "./support/session.ts";
import { screenshot, shown, waitForPath } from "./support/ui.ts";

/**
 * The demo's live video (issue 12, item 2): the demo events play the server's looping demo stream out of the box and
 * keep playing across the clip's loop (a discontinuity in the live playlist): with the browser's own HLS player
 * (Chromium has one; no hls.js downloaded), and through hls.js where the browser has none.
 */

const baseUrl = inject("baseUrl");
/** The committed clip's length (apps/server/demo-stream/clip.m3u8). */
const CLIP_SECONDS = 12;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** `frames`: frames the video has shown (or dropped), so a jump of the clock alone does not count as playing. */
type Playback = { currentTime: number; readyState: number; paused: boolean; error: number | null; frames: number };

const playbackOf = (page: Page): Promise<Playback> =>
  page
    .getByTestId("live-video")
    .locator("video")
    .evaluate((video: HTMLVideoElement) => ({
      currentTime: video.currentTime,
      readyState: video.readyState,
      paused: video.paused,
      error: video.error?.code ?? null,
      frames: video.getVideoPlaybackQuality().totalVideoFrames,
    }));

/** Opens the demo derby as the player and watches it past the clip's loop; returns the scripts the page fetched. */
async function watchDemoDerby(page: Page, name: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  await loginThroughUi(page, baseUrl, "player");
  await waitForPath(page, "/player/home");
  const card = page.getByTestId("lounge-event").filter({ hasText: "Demo Derby" });
  await shown(card);
  expect(await card.getByText("No stream yet").count()).toBe(0);
  await card.click();
  await page.waitForURL((url) => /^\/player\/home\/\d+$/.test(url.pathname));

  await shown(page.getByLabel("Live video: Demo Derby"));
  // Playing: enough data for the current frame and the clock moving.
  await expect.poll(async () => (await playbackOf(page)).readyState, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const start = await playbackOf(page);
  await expect
    .poll(async () => (await playbackOf(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(start.currentTime + 2);
  expect(await page.getByText("No live stream for this event yet").count()).toBe(0);
  expect(await page.getByText("The live stream is not available right now").count()).toBe(0);
  await screenshot(page, name, false);

  // Past the clip's end: the live playlist wraps to its first segment and the video plays on.
  await expect
    .poll(async () => (await playbackOf(page)).currentTime, { timeout: 3 * CLIP_SECONDS * 1000, interval: 500 })
    .toBeGreaterThan(start.currentTime + CLIP_SECONDS + 2);
  await expect
    .poll(async () => {
      const now = await playbackOf(page);
      return { playing: now.readyState >= 2 && !now.paused, error: now.error };
    })
    .toEqual({ playing: true, error: null });
  // Frames came all along (15 fps; half the clip's, allowing a busy machine's player a jump to the live edge).
  expect((await playbackOf(page)).frames - start.frames).toBeGreaterThan((CLIP_SECONDS * 15) / 2);
  expect(await page.getByText("The live stream is not available right now").count()).toBe(0);
  return scripts;
}

const isHlsJs = (path: string) => /\/assets\/hls[^/]*\.js$/.test(path);

describe("the demo sabong event", () => {
  it("plays the looping demo stream with the browser's own HLS player", async () => {
    const { context, page } = await newPage(browser);
    const scripts = await watchDemoDerby(page, "demo-stream-event-1280");
    expect(scripts.filter(isHlsJs)).toEqual([]);
    await context.close();
  });

  it("plays it through hls.js in a browser without its own HLS player", async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? "" : canPlayType.call(this, type);
      };
    });
    const scripts = await watchDemoDerby(page, "demo-stream-event-hlsjs-1280");
    expect(scripts.filter(isHlsJs).length).toBeGreaterThan(0);
    await context.close();
  });
});
