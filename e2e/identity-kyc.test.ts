import { randomInt } from "node:crypto";
import { deflateSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { crc32 } from "../packages/shared/src/identity/images.ts";
import { seriousAxeFindings } from "./support/axe.ts";
import {
  betApi,
  createEventApi,
  fightActionApi,
  fundedPlayer,
  PLAYER_PASSWORD,
  placeBet,
  signedIn,
} from "./support/betting.ts";
import { launchBrowser } from "./support/browser.ts";
import { refCodeOf, screenshot, shown, uniqueName, waitForPath } from "./support/ui.ts";

/**
 * Know your customer as a player and the compliance reviewer meet it (issue 21): a player on a 360 px phone sends
 * their identity with two pictures and sees "under review"; the admin approves it in the queue, beside the pictures;
 * the player then bets. A person on the exclusion list cannot register.
 *
 * The refusal of an unverified player's bet and of an excluded person's registration come with the server's gating
 * and registration fields (kyc-server); the rest runs on the identity routes alone.
 */

const baseUrl = inject("baseUrl");
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 800 };
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A valid PNG of `size`×`size` pixels of one colour (RGB, 8 bits), built here: signature, IHDR, IDAT, IEND. */
function pngOf(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join("");

async function session(username: string, size: { width: number; height: number }, password?: string) {
  const opened = await signedIn(browser, baseUrl, username, { password, ...size, waitForSocket: false });
  contexts.push(opened.context);
  return opened.page;
}

async function expectNoSeriousFindings(page: Page, where: string) {
  expect((await seriousAxeFindings(page)).map((finding) => `${where}: ${finding}`)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

describe("know your customer", () => {
  it("a player on a phone sends their identity and sees 'under review'; the admin approves it; the player bets", async () => {
    // Loaded (a waiting player may be) but not yet verified: the lounge says why betting waits.
    const username = await fundedPlayer(baseUrl, 1_000, "kyc", { verified: false });
    const fullName = `Kyc ${username.replace(/[^a-z]/gi, "")} Tester`;
    const player = await session(username, PHONE, PLAYER_PASSWORD);

    // The lounge says why the player cannot bet yet, and leads to the identity screen.
    await player.goto(`${baseUrl}/player/home`);
    const banner = await shown(player.getByTestId("kyc-banner"));
    await banner.getByRole("link", { name: "Verify your identity" }).click();
    await waitForPath(player, "/player/identity");
    await shown(player.getByTestId("identity-status").getByTestId("kyc-badge").getByText("Not verified"));

    // Every problem at once, in plain words.
    await player.getByRole("button", { name: "Send for review" }).click();
    await shown(player.getByText("Full name is required"));
    await shown(player.getByText("Answer yes or no: do you work for the government?"));
    await shown(player.getByText("Choose a photo of your ID"));
    await shown(player.getByText("Choose a selfie of you holding your ID"));
    await expectNoSeriousFindings(player, "identity form with its errors (360 px)");

    // A picture's name proves nothing: its bytes are checked when chosen.
    await player
      .getByLabel("Photo of your ID")
      .setInputFiles({ name: "id.png", mimeType: "image/png", buffer: Buffer.from("GIF89a not a picture") });
    await shown(player.getByText("This file is not a JPEG or PNG picture"));

    await player.getByLabel("Full name").fill(fullName);
    await player.getByLabel("Date of birth").fill("1990-01-15");
    await player.getByLabel("Home address").fill("12 Rizal Street, Quezon City");
    await player.getByLabel("Occupation").fill("Driver");
    for (const question of [
      "Do you work for the government (an official or an employee)?",
      "Are you a member of the military or the police?",
      "Do you work for Sabong Live or its operator?",
    ]) {
      await player.getByRole("group", { name: question }).getByLabel("No").check();
    }
    await player.getByLabel("Mobile number").fill(`0917 ${digits(3)} ${digits(4)}`);
    await player.getByLabel("Type of ID").selectOption("passport");
    await player.getByLabel("ID number").fill(`P${digits(7)}A`);
    await player
      .getByLabel("Photo of your ID")
      .setInputFiles({ name: "id.png", mimeType: "image/png", buffer: pngOf(24, [20, 90, 200]) });
    await player
      .getByLabel("Selfie holding your ID")
      .setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: pngOf(24, [200, 150, 90]) });
    await shown(player.getByText("Chosen: selfie.png"));
    await player.getByRole("button", { name: "Send for review" }).click();

    await shown(player.getByTestId("identity-status").getByTestId("kyc-badge").getByText("Under review"));
    await shown(player.getByText(/Your identity is under review\./));
    await expect(player.getByRole("button", { name: "Send for review" }).count()).resolves.toBe(0);
    await expectNoSeriousFindings(player, "identity under review (360 px)");
    await screenshot(player, "kyc-under-review-phone");

    // The admin reviews it: the two pictures beside the typed data, the age, then Approve.
    const admin = await session("admin", DESKTOP);
    await admin.goto(`${baseUrl}/admin/compliance`);
    const item = await shown(admin.getByTestId(`queue-item-${username}`));
    await item.getByRole("button", { name: /^Review/ }).click();
    const detail = await shown(admin.getByTestId("submission-detail"));
    for (const kind of ["id", "selfie"]) {
      const image = await shown(detail.getByTestId(`kyc-image-${kind}`));
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(24);
    }
    await shown(detail.getByText(fullName).first());
    await shown(detail.getByText(/1990-01-15 \(age \d+/));
    await expectNoSeriousFindings(admin, "compliance review");
    await screenshot(admin, "kyc-review-desktop");
    await detail.getByRole("button", { name: "Approve" }).click();
    await shown(admin.getByText("Identity approved: the player can bet"));
    await expect.poll(() => admin.getByTestId(`queue-item-${username}`).count(), { timeout: 15_000 }).toBe(0);

    // The player is verified, the banner is gone, and a bet goes through.
    await player.goto(`${baseUrl}/player/identity`);
    await shown(player.getByText("Your identity is verified. You can bet."));
    const created = await createEventApi(baseUrl, "sabong");
    await fightActionApi(baseUrl, "sabong", created.fight.id, "open");
    await player.goto(`${baseUrl}/player/home/${created.event.id}`);
    await placeBet(player, "MERON", "100");
    await expect(player.getByTestId("kyc-banner").count()).resolves.toBe(0);
  }, 180_000);

  it("the admin lists the exclusion list and its CSV template on a phone-sized screen, without serious axe findings", async () => {
    const admin = await session("admin", PHONE);
    await admin.goto(`${baseUrl}/admin/exclusions`);
    await shown(admin.getByRole("heading", { name: "Exclusion list", level: 1 }));
    await shown(admin.getByTestId("csv-template").getByText(/name,date of birth,ID numbers/));
    await admin.getByRole("button", { name: "Add to the exclusion list" }).click();
    await shown(admin.getByText("The excluded person's full name is required"));
    await expectNoSeriousFindings(admin, "exclusion list with errors (360 px)");
  }, 60_000);

  it("an unverified player's bet is refused with plain words", async () => {
    const username = await fundedPlayer(baseUrl, 500, "kycno", { verified: false });
    const created = await createEventApi(baseUrl, "sabong");
    await fightActionApi(baseUrl, "sabong", created.fight.id, "open");
    await expect(betApi(baseUrl, "sabong", username, created.fight.id, "MERON", 100)).rejects.toThrow(
      /Verify your identity before you bet/,
    );
  }, 60_000);

  it("an excluded person's registration is refused", async () => {
    const fullName = `Excluded ${uniqueName("x").replace(/[^a-z]/gi, "")} Person`;
    const admin = await session("admin", DESKTOP);
    await admin.goto(`${baseUrl}/admin/exclusions`);
    await admin.getByLabel("Full name of the person to exclude").fill(fullName);
    await admin.getByLabel("Date of birth").fill("1985-06-30");
    await admin.getByLabel("Who asked (name and relation)").fill("Ana Person, spouse");
    await admin.getByLabel("Document reference").fill("Affidavit 2026-117");
    await admin.getByRole("button", { name: "Add to the exclusion list" }).click();
    await shown(admin.getByText(`${fullName} added to the exclusion list`));

    const refCode = await refCodeOf(baseUrl, "gold");
    const visitor = await browser.newContext({ viewport: PHONE });
    contexts.push(visitor);
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/auth/register?ref=${refCode}`);
    await page.getByLabel("Username").fill(uniqueName("excl"));
    await page.getByLabel("Name", { exact: true }).fill(fullName.toUpperCase());
    await page.getByLabel("Date of birth").fill("1985-06-30");
    await page.getByLabel("Mobile number").fill(`0918 ${digits(3)} ${digits(4)}`);
    await page.getByLabel("Password", { exact: true }).fill("excluded1234");
    await page.getByLabel("Type the password again").fill("excluded1234");
    await page.getByRole("button", { name: "Create account" }).click();
    await shown(
      page.getByRole("alert").getByText("We cannot open an account with these details. Please contact support."),
    );
    await expect(page.getByText("Registration received").count()).resolves.toBe(0);
    await screenshot(page, "kyc-excluded-registration-refused-phone");
  }, 60_000);

  it("registration asks for the password twice and says plainly when they differ", async () => {
    const refCode = await refCodeOf(baseUrl, "gold");
    const visitor = await browser.newContext({ viewport: PHONE });
    contexts.push(visitor);
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/auth/register?ref=${refCode}`);
    await page.getByLabel("Password", { exact: true }).fill("first12345");
    await page.getByLabel("Type the password again").fill("second1234");
    await page.getByRole("button", { name: "Create account" }).click();
    await shown(page.getByText("The two passwords are not the same: type them again"));
    await shown(page.getByText("Date of birth is required"));
    await shown(page.getByText("Mobile number is required"));
    await expectNoSeriousFindings(page, "registration with errors (360 px)");
  }, 60_000);
});
