import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless, with the network-quiet flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-quic",
      "--no-first-run",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A fresh context (own storage) per simulated person. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  const page = await context.newPage();
  return { context, page };
}
