import { MAX_IMAGE_BYTES } from "@sabong/shared/identity";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import {
  GIF_BYTES,
  GPS_TEXT,
  identityFields,
  identitySuite,
  jpegWithExif,
  pngWithText,
  uploadBody,
} from "../../testing/identity.ts";
import { storedImageOf } from "./submissions.ts";

describe.each(await testDatabaseKinds())("a player's identity submission on %s", (kind) => {
  const h = identitySuite(kind);

  it("a new player is unverified and may look around and be loaded but not bet", async () => {
    const player = await h.newPlayer();
    const view = await player.api("GET", "/api/identity");
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      status: "unverified",
      allows: { bet: false, load: true, lookAround: true },
      submittedAt: null,
      message: null,
    });
  });

  it("stores the typed fields and the pictures without their EXIF, and the player sees under review", async () => {
    const player = await h.newPlayer();
    expect(jpegWithExif().includes(GPS_TEXT)).toBe(true);
    const sent = await player.api("POST", "/api/identity", uploadBody(identityFields({ idNumber: "0111-2222-3333" })));
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe("under-review");
    expect((await player.api("GET", "/api/identity")).body.status).toBe("under-review");

    const [row] = resultRows<{ id: number; id_number: string; kyc_status: string }>(
      await h.db.execute(sql`select s.id, s.id_number, u.kyc_status from identity_submissions s
        join users u on u.id = s.user_id where s.user_id = ${player.id}`),
    );
    expect(row?.id_number).toBe("011122223333");
    expect(row?.kyc_status).toBe("under-review");
    for (const which of ["id", "selfie"] as const) {
      const stored = await storedImageOf(h.db, row?.id ?? 0, which);
      expect(stored?.mime).toBe("image/jpeg");
      const bytes = Buffer.from(stored?.bytes ?? []);
      expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(bytes.includes(GPS_TEXT)).toBe(false);
      expect(bytes.includes("Exif")).toBe(false);
    }
  });

  it("stores a PNG as a PNG, without its text chunks", async () => {
    const player = await h.newPlayer();
    expect(pngWithText().includes(GPS_TEXT)).toBe(true);
    const sent = await player.api("POST", "/api/identity", uploadBody(identityFields(), { idPhoto: pngWithText() }));
    expect(sent.status).toBe(200);
    const [row] = resultRows<{ id: number }>(
      await h.db.execute(sql`select id from identity_submissions where user_id = ${player.id}`),
    );
    const stored = await storedImageOf(h.db, row?.id ?? 0, "id");
    expect(stored?.mime).toBe("image/png");
    const bytes = Buffer.from(stored?.bytes ?? []);
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(bytes.includes(GPS_TEXT)).toBe(false);
    expect(bytes.includes("IEND")).toBe(true);
  });

  it("refuses a second submission while the first is under review", async () => {
    const player = await h.newPlayer();
    expect((await player.api("POST", "/api/identity", uploadBody(identityFields()))).status).toBe(200);
    const again = await player.api("POST", "/api/identity", uploadBody(identityFields()));
    expect(again.status).toBe(422);
    expect(again.body.error).toBe("Your identity is already under review");
  });

  it("refuses pictures that are not JPEG or PNG by their bytes, and stores nothing", async () => {
    const player = await h.newPlayer();
    const gif = await player.api("POST", "/api/identity", uploadBody(identityFields(), { selfie: GIF_BYTES }));
    expect(gif.status).toBe(400);
    expect(gif.body.error).toBe("The selfie: The photo must be a JPEG or PNG image");
    // A PNG signature in front of other bytes is not a PNG either.
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), GIF_BYTES]);
    const fake = await player.api("POST", "/api/identity", uploadBody(identityFields(), { idPhoto: fakePng }));
    expect(fake.status).toBe(400);
    expect(fake.body.error).toMatch(/^The photo of the ID: /);
    expect((await player.api("GET", "/api/identity")).body.status).toBe("unverified");
    const [count] = resultRows<{ n: number }>(
      await h.db.execute(sql`select count(*)::int as n from identity_submissions where user_id = ${player.id}`),
    );
    expect(count?.n).toBe(0);
  });

  it("refuses a picture over 5 MB with a plain message", async () => {
    const player = await h.newPlayer();
    const big = Buffer.concat([jpegWithExif(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const sent = await player.api("POST", "/api/identity", uploadBody(identityFields(), { idPhoto: big }));
    expect(sent.status).toBe(400);
    expect(sent.body.error).toContain("larger than 5 MB");
    expect((await player.api("GET", "/api/identity")).body.status).toBe("unverified");
  });

  it("refuses a submission from someone who is not a player", async () => {
    const admin = await h.as("admin");
    expect((await admin("POST", "/api/identity", uploadBody(identityFields()))).status).toBe(403);
  });
});
