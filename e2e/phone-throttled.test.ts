import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { measurePhone, type PhoneRun } from "./support/phone.ts";
import { ARTIFACTS_DIR } from "./support/ui.ts";

/**
 * A phone on mobile data (issue 12): a new player's first visit on a throttled phone profile (360×740, touch, "Fast 3G",
 * CPU 4× slower) reaches the login form and, signed in, the lounge; a repeat visit takes every hashed file from the
 * browser's cache. The timings are written to the console and .e2e-artifacts/phone-throttled.json, never asserted:
 * the before/after figures (median of 3, `npm run bench -- --only phone`) are in docs/performance.md.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;
let run: PhoneRun;

beforeAll(async () => {
  browser = await launchBrowser();
  run = await measurePhone(browser, baseUrl);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.info(
    `phone profile: login form ${seconds(run.loginFormColdMs)} (cold, ${run.cold.bytes} bytes), ` +
      `lounge ${seconds(run.loungeMs)} after signing in, login form ${seconds(run.loginFormWarmMs)} ` +
      `(repeat visit, ${run.warm.bytes} bytes)`,
  );
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(path.join(ARTIFACTS_DIR, "phone-throttled.json"), `${JSON.stringify(run, null, 2)}\n`);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe("a phone on mobile data", () => {
  it("a first visit shows the login form, its files downloaded", () => {
    expect(run.cold.assetsDownloaded.length).toBeGreaterThan(0);
  });

  it("signing in leads to the lounge", () => {
    expect(run.loungePath).toBe("/player/home");
  });

  it("a repeat visit shows the login form again without downloading any hashed file", () => {
    expect(run.warm.assetsDownloaded).toEqual([]);
    expect(run.warm.assetsFromCache.length).toBeGreaterThan(0);
  });
});
