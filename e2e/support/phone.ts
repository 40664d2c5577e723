import type { Browser, CDPSession, Page } from "playwright-core";
import { DEMO_PASSWORD } from "./session.ts";

/**
 * A phone on mobile data, timed as a person would notice it (issue 12): a 360×740 touch screen with a mobile Chrome
 * user agent, DevTools' "Fast 3G" network (since renamed "Slow 4G": 562.5 ms round trips, 1.44 Mbit/s down, 675
 * kbit/s up) and a CPU four times slower than this machine's. Used by e2e/phone-throttled.test.ts and bench/phone.ts
 * (which runs it against any server, e.g. an older build, with --base-url).
 */

export const PHONE_NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
export const PHONE_CPU_SLOWDOWN = 4;
const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

/** Generous: a cold load on this profile took 8.8 s before issue 12. */
const WAIT_MS = 60_000;

/** What the network carried for one visit, from the page's DevTools events. */
export type VisitTraffic = {
  /** Bytes on the wire (headers and compressed bodies). */
  bytes: number;
  /** Hashed files (/assets/…) answered with a body from the server rather than the browser's cache or a 304. */
  assetsDownloaded: string[];
  /** Hashed files the browser took from its cache (or the server confirmed with a 304). */
  assetsFromCache: string[];
};

export type PhoneRun = {
  /** Navigation to /auth/login until its Username field shows, empty cache. */
  loginFormColdMs: number;
  /** "Log in" pressed until the lounge shows its events (or says there are none). */
  loungeMs: number;
  /** Where signing in led (the lounge: /player/home). */
  loungePath: string;
  /** A repeat visit to /auth/login (signed out, cache kept) until the Username field shows. */
  loginFormWarmMs: number;
  cold: VisitTraffic;
  warm: VisitTraffic;
};

type Recorder = { traffic: () => VisitTraffic; reset: () => void };

/** Counts every response of the page from DevTools' Network events (Playwright does not say what came from cache). */
function recordTraffic(session: CDPSession): Recorder {
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  const downloaded = new Set<string>();
  let bytes = 0;
  session.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
  session.on("Network.requestServedFromCache", (e) => cached.add(e.requestId));
  session.on("Network.responseReceived", (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.status === 304) cached.add(e.requestId);
    else downloaded.add(e.requestId);
  });
  session.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
  });
  const assets = (ids: Set<string>) =>
    [...ids].map((id) => urls.get(id) ?? "").filter((url) => new URL(url, "http://x").pathname.startsWith("/assets/"));
  return {
    traffic: () => ({
      bytes,
      assetsDownloaded: assets(new Set([...downloaded].filter((id) => !cached.has(id)))),
      assetsFromCache: assets(cached),
    }),
    reset: () => {
      urls.clear();
      cached.clear();
      downloaded.clear();
      bytes = 0;
    },
  };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** After the timed part: what the page still fetches (late chunks, fonts) belongs to the visit's traffic too. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: WAIT_MS }).catch(() => {});
}

const usernameField = (page: Page) => page.getByLabel("Username");

/** The lounge's main content: its events, or its word that there are none (the spinner gone either way). */
const loungeContent = (page: Page) =>
  page.getByTestId("lounge-event").first().or(page.getByText("No live events right now."));

/**
 * One visit of a new person on the phone profile (own browser context, so an empty cache): the login form cold,
 * signing in as `username` to the lounge, then signed out again a repeat visit to the login form with the cache kept.
 */
export async function measurePhone(
  browser: Browser,
  baseUrl: string,
  credentials: { username: string; password?: string } = { username: "player" },
): Promise<PhoneRun> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
  });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Network.enable");
    await session.send("Network.emulateNetworkConditions", PHONE_NETWORK);
    await session.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
    const recorder = recordTraffic(session);

    const loginFormColdMs = await timed(async () => {
      await page.goto(`${baseUrl}/auth/login`, { waitUntil: "commit", timeout: WAIT_MS });
      await usernameField(page).waitFor({ state: "visible", timeout: WAIT_MS });
    });
    await settled(page);
    const cold = recorder.traffic();

    await usernameField(page).fill(credentials.username);
    await page.getByLabel("Password").fill(credentials.password ?? DEMO_PASSWORD);
    const loungeMs = await timed(async () => {
      await page.getByRole("button", { name: /log ?in|sign in/i }).click();
      await loungeContent(page).waitFor({ state: "visible", timeout: WAIT_MS });
    });

    const loungePath = new URL(page.url()).pathname;

    // Signed out (the token is all the app keeps), so /auth/login shows its form rather than sending the player home.
    await session.send("Storage.clearDataForOrigin", {
      origin: new URL(baseUrl).origin,
      storageTypes: "local_storage",
    });
    await page.goto("about:blank");
    recorder.reset();
    const loginFormWarmMs = await timed(async () => {
      await page.goto(`${baseUrl}/auth/login`, { waitUntil: "commit", timeout: WAIT_MS });
      await usernameField(page).waitFor({ state: "visible", timeout: WAIT_MS });
    });
    await settled(page);
    const warm = recorder.traffic();
    return { loginFormColdMs, loungeMs, loungePath, loginFormWarmMs, cold, warm };
  } finally {
    await context.close();
  }
}
