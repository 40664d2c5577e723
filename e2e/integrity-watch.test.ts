import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  betApi,
  createEventApi,
  expectText,
  fightActionApi,
  fundedPlayer,
  PLAYER_PASSWORD,
  signedIn,
} from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { api, apiLogin } from "./support/session.ts";
import { shown, waitForPath } from "./support/ui.ts";

/**
 * The integrity watch end to end (issue 23), on the default thresholds. During a live sabong fight three players
 * signed in on one phone (one X-Device-Id) put all of WALA's ₱15,000 in (concentration: above 60 % of the side and
 * above ₱10,000); when the fight closes the operator's console shows the alert at once. Then the admin (who holds
 * compliance) works the case to closure on the Alerts page, and the audit log holds each step.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;
const contexts: BrowserContext[] = [];
let operator: Page;
let eventId: number;
let fightId: number;
let ring: string[];
let alertId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  ring = await Promise.all([1, 2, 3].map(() => fundedPlayer(baseUrl, 10_000, "ring")));
  const created = await createEventApi(baseUrl, "sabong");
  eventId = created.event.id;
  fightId = created.fight.id;
  await fightActionApi(baseUrl, "sabong", fightId, "open");
  const op = await signedIn(browser, baseUrl, "operator");
  contexts.push(op.context);
  operator = op.page;
});

afterAll(async () => {
  // No live event is left behind for the other suites' lobbies.
  await fightActionApi(baseUrl, "sabong", fightId, "declare", { result: "MERON" }).catch(() => {});
  const token = await apiLogin(baseUrl, "operator");
  await api(baseUrl, token, "PUT", `/bet-ops/events/${eventId}`, { status: "ENDED" }).catch(() => {});
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe("the integrity watch", () => {
  it("an arranged side raises an alert that appears on the operator's console at once", async () => {
    await operator.goto(`${baseUrl}/operator/arena/${eventId}`);
    await expectText(operator.getByTestId("console-fight-state"), "OPEN");

    const crowd = await fundedPlayer(baseUrl, 10_000, "crowd");
    await betApi(baseUrl, "sabong", crowd, fightId, "MERON", 5_000);
    // The ring signs in on one phone: the same device id on each account's session.
    const phone = randomUUID();
    for (const username of ring) await apiLogin(baseUrl, username, PLAYER_PASSWORD, phone);
    for (const username of ring) await betApi(baseUrl, "sabong", username, fightId, "WALA", 5_000);
    await fightActionApi(baseUrl, "sabong", fightId, "close");

    // The scan runs every 2 s; the push reaches the console without a reload.
    const warning = operator.getByText(/Integrity alert on this fight: .*concentration/);
    await shown(warning.first());
    await expectText(warning.first(), /Compliance has it in the alerts queue\./);
  });

  it("compliance takes the case, notes it and closes it as confirmed; each step is audited", async () => {
    const admin = await signedIn(browser, baseUrl, "admin");
    contexts.push(admin.context);
    const page = admin.page;
    await page.goto(`${baseUrl}/admin/alerts`);
    await shown(page.getByRole("heading", { name: "Alerts" }));
    const row = page
      .getByRole("row")
      .filter({ hasText: `Fight ${fightId}, WALA` })
      .filter({ hasText: ring[0] ?? "" });
    await row.getByRole("link", { name: "Stakes from linked accounts" }).click();
    await page.waitForURL(/\/admin\/alerts\/\d+$/, { timeout: 15_000 });
    alertId = Number(new URL(page.url()).pathname.split("/").pop());
    await waitForPath(page, `/admin/alerts/${alertId}`);
    for (const username of ring) await shown(page.getByText(username, { exact: true }));

    await page.getByRole("button", { name: "Take this case" }).click();
    await shown(page.getByText(/^Being worked, with admin\./));

    await page.getByLabel("Note").fill("One phone for three accounts, all on WALA.");
    await page.getByRole("button", { name: "Add note" }).click();
    await shown(page.getByText("One phone for three accounts, all on WALA.", { exact: true }));

    await page.getByLabel("Note").fill("Arranged side: reported.");
    await page.getByLabel("Confirmed: report it to the regulator").check();
    await page.getByRole("button", { name: "Close the case" }).click();
    await shown(page.getByText(/^Closed: confirmed, with admin\./));
    await expect(page.getByRole("button", { name: "Close the case" }).count()).resolves.toBe(0);

    const token = await apiLogin(baseUrl, "admin");
    const detail = await api<{ status: string; notes: { body: string }[] }>(
      baseUrl,
      token,
      "GET",
      `/compliance/alerts/${alertId}`,
    );
    expect(detail.status).toBe("confirmed");
    expect(detail.notes.map((note) => note.body)).toContain("One phone for three accounts, all on WALA.");
    const audit = await api<{ items: { action: string; actorUsername: string | null }[] }>(
      baseUrl,
      token,
      "GET",
      `/admin/audit?entityType=integrity-alert&entityId=${alertId}&pageSize=50`,
    );
    const steps = audit.items.map((item) => item.action).reverse();
    expect(steps).toEqual(
      expect.arrayContaining(["integrity.alert.assign", "integrity.alert.note", "integrity.alert.close"]),
    );
    expect(steps.indexOf("integrity.alert.assign")).toBeLessThan(steps.indexOf("integrity.alert.close"));
    expect(audit.items.every((item) => item.actorUsername === "admin")).toBe(true);
  });
});
