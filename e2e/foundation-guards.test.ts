import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { apiLogin } from "./support/session.ts";
import { forgeToken, screenshot, shown, storedToken, storeToken, waitForPath } from "./support/ui.ts";

/**
 * The area guards (spec section 6), the redirects of section 2 and the 401 rule of section 8, in a real browser:
 * the token sits in localStorage under `accessToken` exactly as the app keeps it.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Area = "admin" | "agent" | "staff" | "operator" | "player";

/** Two screens of each area with their titles: the guard protects the whole area, not only its home. */
const AREA_ROUTES: Record<Area, [path: string, title: string][]> = {
  admin: [
    ["/admin/dashboard", "Dashboard"],
    ["/admin/whitelist", "Whitelist"],
  ],
  agent: [
    ["/agent/dashboard", "Dashboard"],
    ["/agent/approvals", "Approvals"],
  ],
  staff: [
    ["/staff/dashboard", "Dashboard"],
    ["/staff/players", "All Players"],
  ],
  operator: [
    ["/operator/arena", "Event List"],
    ["/operator/apple-master-revert", "Master Revert"],
  ],
  player: [
    ["/player/home", "Sabong Lounge"],
    ["/player/account", "Account"],
  ],
};

/** Which areas each demo account may enter (staff, the operator, also passes the staff-or-staff2 guard). */
const ACCESS: { username: string; kind: string; areas: Area[] }[] = [
  { username: "admin", kind: "admin", areas: ["admin"] },
  { username: "gold", kind: "agent (user)", areas: ["agent"] },
  { username: "loader", kind: "agent placeholder (user)", areas: ["agent"] },
  { username: "cashier", kind: "staff2", areas: ["staff"] },
  { username: "operator", kind: "staff", areas: ["operator", "staff"] },
  { username: "player", kind: "player", areas: ["player"] },
];

async function expectOnLogin(page: Page): Promise<void> {
  await waitForPath(page, "/auth/login");
  await shown(page.getByRole("heading", { name: "Sign in" }));
}

describe("area guards", () => {
  for (const { username, kind, areas } of ACCESS) {
    it(`${username} (${kind}) enters ${areas.join(" and ")} and is sent to /auth/login from every other area`, async () => {
      const { context, page } = await newPage(browser);
      await storeToken(page, baseUrl, await apiLogin(baseUrl, username));
      for (const [area, routes] of Object.entries(AREA_ROUTES) as [Area, [string, string][]][]) {
        for (const [path, title] of routes) {
          await page.goto(`${baseUrl}${path}`);
          if (areas.includes(area)) {
            await shown(page.getByRole("heading", { level: 1, name: title, exact: true }));
            expect(new URL(page.url()).pathname, `${username} stays on ${path}`).toBe(path);
          } else {
            await expectOnLogin(page);
          }
        }
      }
      await context.close();
    });
  }

  it("without a token every area sends the visitor to /auth/login", async () => {
    const { context, page } = await newPage(browser);
    for (const routes of Object.values(AREA_ROUTES)) {
      for (const [path] of routes) {
        await page.goto(`${baseUrl}${path}`);
        await expectOnLogin(page);
      }
    }
    await context.close();
  });
});

describe("redirects and the auth area", () => {
  it("the root, unknown paths and unknown screens of an area go to /auth/login", async () => {
    const { context, page } = await newPage(browser);
    for (const path of ["/", "/no-such-page", "/auth", "/auth/nothing-here"]) {
      await page.goto(`${baseUrl}${path}`);
      await expectOnLogin(page);
    }
    // Signed in as admin, an unknown admin screen also goes to the login screen.
    await storeToken(page, baseUrl, await apiLogin(baseUrl, "admin"));
    await page.goto(`${baseUrl}/admin/no-such-screen`);
    await expectOnLogin(page);
    await context.close();
  });

  it("the login screen sits on the dark textured background", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/auth/login`);
    await shown(page.getByRole("heading", { name: "Sign in" }));
    const background = await page.locator(".auth-layout").evaluate((element) => ({
      color: getComputedStyle(element).backgroundColor,
      image: getComputedStyle(element).backgroundImage,
    }));
    expect(background.color).toBe("rgb(11, 13, 18)");
    expect(background.image).toContain("url(");
    await screenshot(page, "auth-login-desktop");
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, "auth-login-360");
    await context.close();
  });

  it("/auth/register?ref=CODE carries the referral code into the form", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/auth/register?ref=GOLD1234`);
    await shown(page.getByRole("heading", { name: "Create an account" }));
    expect(await page.getByLabel("Referral code").inputValue()).toBe("GOLD1234");
    await screenshot(page, "auth-register-desktop");
    // Without the parameter the field is empty.
    await page.goto(`${baseUrl}/auth/register`);
    await shown(page.getByRole("heading", { name: "Create an account" }));
    expect(await page.getByLabel("Referral code").inputValue()).toBe("");
    await context.close();
  });
});

describe("HTTP 401 from the API", () => {
  const forged = [
    { type: "user", role: "gold-agent", path: "/agent/dashboard" },
    { type: "player", role: "player", path: "/player/home" },
  ];
  for (const { type, role, path } of forged) {
    it(`a forged '${type}' token passes the guard of ${path}, the server refuses it: token removed, back to login`, async () => {
      const { context, page } = await newPage(browser);
      await storeToken(
        page,
        baseUrl,
        forgeToken({ sub: "1", sid: "forged", type, role, username: "forger", name: "Forger" }),
      );
      const refused = page.waitForResponse(
        (response) => new URL(response.url()).pathname.startsWith("/api/") && response.status() === 401,
      );
      await page.goto(`${baseUrl}${path}`);
      await refused;
      await expectOnLogin(page);
      expect(await storedToken(page)).toBeNull();
      // Coming back to the area now fails the guard at once.
      await page.goto(`${baseUrl}${path}`);
      await expectOnLogin(page);
      await context.close();
    });
  }

  it("an unreadable token is dropped and the visitor goes to /auth/login", async () => {
    const { context, page } = await newPage(browser);
    await storeToken(page, baseUrl, "not-a-token");
    await page.goto(`${baseUrl}/admin/dashboard`);
    await expectOnLogin(page);
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });
});
