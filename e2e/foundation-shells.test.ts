import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { api, apiLogin, loginThroughUi } from "./support/session.ts";
import { screenshot, shown, uniqueName, waitForPath } from "./support/ui.ts";

/**
 * Every area's shell as its users see it after signing in through the login screen (spec section 2): where they land,
 * the header, and the sidebar with the spec's labels and routes. Every menu link is followed, so a link whose route
 * is missing (and falls back to /auth/login) fails here. Screenshots of each shell at desktop width and at 360 px go
 * to .e2e-artifacts/.
 */

type MenuLink = readonly [label: string, href: string];
type MenuItem = { group: string; links: MenuLink[] } | { link: MenuLink } | { action: string };

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(username: string, home: string): Promise<Page> {
  const { page } = await newPage(browser);
  await loginThroughUi(page, baseUrl, username);
  await waitForPath(page, home);
  return page;
}

function heading(page: Page, name: string): Locator {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

async function expectLinkTarget(link: Locator, href: string): Promise<void> {
  await shown(link);
  expect(await link.getAttribute("href")).toBe(href);
}

/** Follows a menu link: the browser goes to its route and the screen is titled like the entry. */
async function follow(page: Page, link: Locator, [label, href]: MenuLink): Promise<void> {
  await link.click();
  await waitForPath(page, href);
  await shown(heading(page, label));
}

async function openGroup(menu: Locator, title: string): Promise<void> {
  const toggle = menu.getByRole("button", { name: title, exact: true });
  await shown(toggle);
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
}

/** Checks the sidebar holds exactly these entries in this order, then follows every link. */
async function checkMenu(page: Page, menu: Locator, items: MenuItem[]): Promise<void> {
  const topLevel = await menu.locator(":scope > ul > li > :is(a, button)").allInnerTexts();
  expect(topLevel.map((text) => text.trim())).toEqual(
    items.map((item) => ("group" in item ? item.group : "link" in item ? item.link[0] : item.action)),
  );
  for (const item of items) {
    if ("group" in item) {
      await openGroup(menu, item.group);
      for (const entry of item.links) {
        const link = menu.getByRole("link", { name: entry[0], exact: true });
        await expectLinkTarget(link, entry[1]);
        await follow(page, link, entry);
        // Landing on a screen of the group keeps the group open.
        expect(await menu.getByRole("button", { name: item.group, exact: true }).getAttribute("aria-expanded")).toBe(
          "true",
        );
      }
    } else if ("link" in item) {
      const link = menu.getByRole("link", { name: item.link[0], exact: true });
      await expectLinkTarget(link, item.link[1]);
      await follow(page, link, item.link);
    } else {
      await shown(menu.getByRole("button", { name: item.action, exact: true }));
    }
  }
}

/** Desktop screenshot, then 360 px wide with the menu closed and open. */
async function screenshots(page: Page, name: string, menu: Locator): Promise<void> {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-360`);
  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await shown(menu);
  await page.waitForTimeout(300);
  await screenshot(page, `${name}-360-menu`, false);
}

describe("shells after signing in through the login screen", () => {
  it("admin: /admin/dashboard, 'Dashboard' and 'Admin / Management', the admin menu", async () => {
    const page = await signIn("admin", "/admin/dashboard");
    const header = page.getByRole("banner");
    await shown(header.getByText("Dashboard", { exact: true }));
    await shown(header.getByText("Admin / Management", { exact: true }));
    await shown(heading(page, "Dashboard"));

    const menu = page.getByRole("navigation", { name: "Admin menu" });
    await checkMenu(page, menu, [
      {
        group: "Home",
        links: [
          ["Dashboard", "/admin/dashboard"],
          ["Accounting Reports", "/admin/accounting"],
        ],
      },
      {
        group: "Wallet Station",
        links: [
          ["Wallet Station", "/admin/walletstation"],
          ["Wallet Logs", "/admin/wallet-log"],
        ],
      },
      {
        group: "Accounts",
        links: [
          ["All Users", "/admin/users"],
          ["Active INCORPORATOR", "/admin/downlines"],
          ["Approvals", "/admin/approvals"],
        ],
      },
      { link: ["All bets", "/admin/bets"] },
      { link: ["Whitelist", "/admin/whitelist"] },
      { action: "Logout" },
      { link: ["Number games", "/admin/number-games"] },
      { link: ["Responsible gaming", "/admin/responsible-gaming"] },
      { link: ["Identity review", "/admin/compliance"] },
      { link: ["Exclusion list", "/admin/exclusions"] },
      { link: ["Alerts", "/admin/alerts"] },
      { link: ["Settings", "/admin/settings"] },
    ]);

    await page.goto(`${baseUrl}/admin/dashboard`);
    await shown(heading(page, "Dashboard"));
    await screenshots(page, "shell-admin", menu);
    await page.context().close();
  });

  const agentMenu = (active: string): MenuItem[] => [
    {
      group: "Home",
      links: [
        ["Dashboard", "/agent/dashboard"],
        ["Summary Reports", "/agent/summary"],
      ],
    },
    { link: ["Wallet Station", "/agent/wallet-station"] },
    {
      group: "Commission",
      links: [
        ["Self Convert Commission", "/agent/commission"],
        ["Commission Logs", "/agent/commission-log"],
      ],
    },
    {
      group: active,
      links: [
        [active, "/agent/downlines"],
        ["Wallet Logs", "/agent/wallet-log"],
        ["Approvals", "/agent/approvals"],
      ],
    },
    { link: ["Players", "/agent/players"] },
    { link: ["Change Password", "/agent/change-password"] },
    { action: "Logout" },
    { link: ["Downline bets", "/agent/bets"] },
    { link: ["Cash Requests", "/agent/cash-requests"] },
    { link: ["Notices", "/agent/notices"] },
  ];

  async function checkAgentHeader(page: Page, username: string, typeLabel: string): Promise<void> {
    const header = page.getByRole("banner");
    const account = header.getByRole("button", { name: `${username} ${typeLabel}`, exact: true });
    await shown(account.getByText(username, { exact: true }));
    await shown(account.getByText(typeLabel, { exact: true }));
    // The header dropdown carries Change Password and Logout.
    await account.click();
    expect(await account.getAttribute("aria-expanded")).toBe("true");
    await expectLinkTarget(header.getByRole("link", { name: "Change Password" }), "/agent/change-password");
    await shown(header.getByRole("button", { name: "Logout" }));
    await page.keyboard.press("Escape");
    await expect.poll(() => account.getAttribute("aria-expanded")).toBe("false");
  }

  it("gold-agent: username and 'MASTER-AGENT' in the header, the 'Active {type}' group", async () => {
    const page = await signIn("gold", "/agent/dashboard");
    await shown(heading(page, "Dashboard"));
    await checkAgentHeader(page, "gold", "MASTER-AGENT");
    const menu = page.getByRole("navigation", { name: "Agent menu" });
    await checkMenu(page, menu, agentMenu("Active PLAYERS"));
    await page.goto(`${baseUrl}/agent/dashboard`);
    await shown(heading(page, "Dashboard"));
    await screenshots(page, "shell-agent-gold", menu);
    await page.context().close();
  });

  it("incorporator: 'HEAD-INCORPORATOR' in the header, 'Active INCORPORATOR' group", async () => {
    const page = await signIn("incorporator", "/agent/dashboard");
    await checkAgentHeader(page, "incorporator", "HEAD-INCORPORATOR");
    const menu = page.getByRole("navigation", { name: "Agent menu" });
    await checkMenu(page, menu, agentMenu("Active INCORPORATOR"));
    await page.context().close();
  });

  it("loader: the loader menu variant", async () => {
    const page = await signIn("loader", "/agent/dashboard");
    await checkAgentHeader(page, "loader", "GOLD-AGENT");
    const menu = page.getByRole("navigation", { name: "Agent menu" });
    await checkMenu(page, menu, [
      { link: ["Dashboard", "/agent/dashboard"] },
      { link: ["Wallet Station", "/agent/wallet-station"] },
      { link: ["Wallet Logs", "/agent/wallet-log"] },
      { link: ["Active PLAYERS", "/agent/downlines"] },
      { link: ["Approvals", "/agent/approvals"] },
      { link: ["Players", "/agent/players"] },
      { link: ["Change Password", "/agent/change-password"] },
      { action: "Logout" },
      { link: ["Cash Requests", "/agent/cash-requests"] },
      { link: ["Notices", "/agent/notices"] },
    ]);
    // None of the normal groups.
    expect(await menu.getByRole("button", { name: /^(Home|Commission|Active .*)$/ }).count()).toBe(0);
    await page.goto(`${baseUrl}/agent/dashboard`);
    await shown(heading(page, "Dashboard"));
    await screenshots(page, "shell-agent-loader", menu);
    await page.context().close();
  });

  it("staff2 (cashier): /staff/*, dropdowns Home, Wallet Station, Commission, Accounts", async () => {
    const page = await signIn("cashier", "/staff/dashboard");
    await shown(page.getByRole("banner").getByText("cashier", { exact: true }));
    const menu = page.getByRole("navigation", { name: "Staff menu" });
    await checkMenu(page, menu, [
      {
        group: "Home",
        links: [
          ["Dashboard", "/staff/dashboard"],
          ["Summary Reports", "/staff/summary"],
        ],
      },
      {
        group: "Wallet Station",
        links: [
          ["Wallet Station", "/staff/wallet-station"],
          ["Wallet Logs", "/staff/wallet-log"],
        ],
      },
      {
        group: "Commission",
        links: [
          ["Self Convert Commission", "/staff/commission"],
          ["Commission Logs", "/staff/commission-log"],
        ],
      },
      { group: "Accounts", links: [["All Players", "/staff/players"]] },
      { action: "Logout" },
      { link: ["Cash Requests", "/staff/cash-requests"] },
      { link: ["Identity review", "/staff/compliance"] },
    ]);
    await page.goto(`${baseUrl}/staff/dashboard`);
    await shown(heading(page, "Dashboard"));
    await screenshots(page, "shell-staff-cashier", menu);
    await page.context().close();
  });

  it("operator (staff): /operator/arena, 'Operator' / 'Staff', Sabong and Apple na pula/puti groups", async () => {
    const page = await signIn("operator", "/operator/arena");
    const header = page.getByRole("banner");
    await shown(header.getByText("Operator", { exact: true }).first());
    await shown(header.getByText("Staff", { exact: true }));
    await shown(heading(page, "Event List"));

    const menu = page.getByRole("navigation", { name: "Operator menu" });
    await checkMenu(page, menu, [
      {
        group: "Sabong",
        links: [
          ["Event List", "/operator/arena"],
          ["Master Revert", "/operator/master-revert"],
        ],
      },
      {
        group: "Apple na pula/puti",
        links: [
          ["Event List", "/operator/applepulaputi/event-list"],
          ["Master Revert", "/operator/apple-master-revert"],
        ],
      },
      { action: "Set announcement" },
      { action: "Refresh players' site" },
      { action: "Logout" },
      {
        group: "Number games",
        links: [
          ["Pick 2", "/operator/pick2/draws"],
          ["Pick 3", "/operator/pick3/draws"],
          ["Suertres", "/operator/suertres/draws"],
          ["Game Ending", "/operator/game-ending/draws"],
        ],
      },
    ]);

    // 'Set announcement' opens the modal.
    await menu.getByRole("button", { name: "Set announcement" }).click();
    const dialog = page.getByRole("dialog", { name: "Set announcement" });
    await shown(dialog.getByLabel("Announcement"));
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.goto(`${baseUrl}/operator/arena`);
    await shown(heading(page, "Event List"));
    await screenshots(page, "shell-operator", menu);
    await page.context().close();
  });

  it("player: 'Welcome player!', the black side menu, the marquee with the current announcement", async () => {
    const text = `Shells check ${uniqueName("news")}`;
    await api(baseUrl, await apiLogin(baseUrl, "operator"), "POST", "/bet-ops/announcement", { announcement: text });

    const page = await signIn("player", "/player/home");
    await shown(page.getByRole("banner").getByText("Welcome player!", { exact: true }));
    await shown(heading(page, "Sabong Lounge"));

    const marquee = page.getByTestId("announcement-marquee");
    await shown(marquee);
    await expect.poll(() => marquee.textContent()).toBe(text);
    // It scrolls.
    expect(await marquee.evaluate((element) => getComputedStyle(element).animationName)).toBe("announcement-scroll");

    const menu = page.getByRole("navigation", { name: "Player menu" });
    expect(await menu.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(0, 0, 0)");
    await checkMenu(page, menu, [
      { link: ["Sabong Lounge", "/player/home"] },
      { link: ["Apple to Apple", "/player/applepulaputi/list"] },
      { link: ["Bets", "/player/bets-history"] },
      { link: ["Account", "/player/account"] },
      { link: ["Change Password", "/player/change-password"] },
      { action: "Log Out" },
      { link: ["Number games", "/player/number-games"] },
      { link: ["Identity", "/player/identity"] },
      { link: ["Cash in / Cash out", "/player/cash-requests"] },
    ]);
    await page.goto(`${baseUrl}/player/home`);
    await shown(heading(page, "Sabong Lounge"));
    await screenshots(page, "shell-player", menu);
    await page.context().close();
  });
});
