import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { accessTokenOf } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { GPS_TEXT, identityFields, identitySuite, uploadBody } from "../../testing/identity.ts";
import { makeUser } from "../../testing/ledger.ts";

const key = () => `review-${randomUUID()}`;

describe.each(await testDatabaseKinds())("the compliance review on %s", (kind) => {
  const h = identitySuite(kind);

  async function submitted(over: Record<string, unknown> = {}) {
    const player = await h.newPlayer();
    const sent = await player.api("POST", "/api/identity", uploadBody(identityFields(over)));
    expect(sent.status).toBe(200);
    const [row] = resultRows<{ id: number }>(
      await h.db.execute(sql`select id from identity_submissions where user_id = ${player.id}`),
    );
    return { player, submissionId: row?.id ?? 0 };
  }

  async function newStaff() {
    const staff = await makeUser(h.db, { type: "staff" });
    return { ...staff, api: await h.as(staff.username) };
  }

  const image = async (username: string, path: string) => {
    const token = await accessTokenOf(h.t.app, username);
    return h.t.app.inject({ method: "GET", url: path, headers: { authorization: `Bearer ${token}` } });
  };

  const viewsOf = async (submissionId: number) =>
    resultRows<{ actor_username: string; after: { kind: string } }>(
      await h.db.execute(sql`select actor_username, after from audit_events
        where action = 'identity.image.view' and entity_id = ${String(submissionId)} order by id`),
    );

  it("shows an image only to the admin and granted staff, auditing every view", async () => {
    const { submissionId, player } = await submitted();
    const staff = await newStaff();
    const url = `/api/compliance/submissions/${submissionId}/images/selfie`;

    expect((await image(staff.username, url)).statusCode).toBe(403);
    expect((await image(player.username, url)).statusCode).toBe(403);
    expect((await image("gold", url)).statusCode).toBe(403);
    expect(await viewsOf(submissionId)).toEqual([]);

    const seen = await image("admin", url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers["content-type"]).toBe("image/jpeg");
    expect(seen.headers["cache-control"]).toBe("no-store");
    expect(seen.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(seen.rawPayload.includes(GPS_TEXT)).toBe(false);

    const admin = await h.as("admin");
    const grant = await admin("PUT", `/api/admin/staff/${staff.id}/permissions`, {
      permission: "compliance",
      granted: true,
    });
    expect(grant.status).toBe(200);
    expect((await image(staff.username, url)).statusCode).toBe(200);
    expect((await viewsOf(submissionId)).map((v) => [v.actor_username, v.after.kind])).toEqual([
      ["admin", "selfie"],
      [staff.username, "selfie"],
    ]);

    await admin("PUT", `/api/admin/staff/${staff.id}/permissions`, { permission: "compliance", granted: false });
    expect((await image(staff.username, url)).statusCode).toBe(403);
    expect((await image("admin", `/api/compliance/submissions/${submissionId + 100000}/images/id`)).statusCode).toBe(
      404,
    );
  });

  it("refuses to grant the permission to a player", async () => {
    const player = await h.newPlayer();
    const admin = await h.as("admin");
    const grant = await admin("PUT", `/api/admin/staff/${player.id}/permissions`, {
      permission: "compliance",
      granted: true,
    });
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe("Only a staff account can be given this");
  });

  it("lists the queue oldest first with age and the other accounts sharing an ID number or mobile", async () => {
    // Born 30 years ago today on the Manila calendar: 30 today (at 00:00 Manila), whatever the UTC date.
    const manilaToday = new Date(h.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const thirtiethBirthday = `${Number(manilaToday.slice(0, 4)) - 30}${manilaToday.slice(4)}`.replace(
      "-02-29",
      "-02-28",
    );
    const first = await submitted({ birthDate: thirtiethBirthday });
    const [firstRow] = resultRows<{ id_number: string; mobile: string }>(
      await h.db.execute(sql`select id_number, mobile from identity_submissions where id = ${first.submissionId}`),
    );
    const second = await submitted({ idNumber: firstRow?.id_number, mobile: firstRow?.mobile });
    const admin = await h.as("admin");
    const queue = await admin("GET", "/api/compliance/queue");
    expect(queue.status).toBe(200);
    const ids = (queue.body.items as { id: number }[]).map((i) => i.id);
    expect(ids.indexOf(first.submissionId)).toBeLessThan(ids.indexOf(second.submissionId));
    const item = queue.body.items.find((i: { id: number }) => i.id === second.submissionId);
    expect(item.otherAccounts).toEqual([
      { userId: first.player.id, username: first.player.username, on: ["id-number", "mobile"] },
    ]);
    const firstItem = queue.body.items.find((i: { id: number }) => i.id === first.submissionId);
    expect(firstItem.ageYears).toBe(30);
    expect(firstItem.exclusionMatches).toEqual([]);

    const staff = await newStaff();
    expect((await staff.api("GET", "/api/compliance/queue")).status).toBe(403);
  });

  it("decides a submission once when two reviewers decide at the same time", async () => {
    const { submissionId, player } = await submitted();
    const admin = await h.as("admin");
    const staff = await newStaff();
    await admin("PUT", `/api/admin/staff/${staff.id}/permissions`, { permission: "compliance", granted: true });
    const url = `/api/compliance/submissions/${submissionId}/decide`;
    const answers = await Promise.all([
      admin("POST", url, { decision: { kind: "approve" }, idempotencyKey: key() }),
      staff.api("POST", url, {
        decision: { kind: "reject", reason: "The ID photo is blurred" },
        idempotencyKey: key(),
      }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.status;
    expect((await player.api("GET", "/api/identity")).body.status).toBe(winner);
    const loser = answers.find((a) => a.status === 409);
    expect(loser?.body.error).toMatch(/^This identity is not waiting for review/);
    const [decisions] = resultRows<{ n: number }>(
      await h.db.execute(sql`select count(*)::int as n from audit_events
        where action like 'identity.review.%' and entity_id = ${String(submissionId)}`),
    );
    expect(decisions?.n).toBe(1);
  });

  it("a rejection's reason reaches the player", async () => {
    const { submissionId, player } = await submitted();
    const admin = await h.as("admin");
    const decided = await admin("POST", `/api/compliance/submissions/${submissionId}/decide`, {
      decision: { kind: "reject", reason: "The selfie does not show the ID" },
      idempotencyKey: key(),
    });
    expect(decided.body).toEqual({ id: submissionId, status: "rejected" });
    const view = await player.api("GET", "/api/identity");
    expect(view.body).toMatchObject({
      status: "rejected",
      message: "The selfie does not show the ID",
      allows: { bet: false, load: false, lookAround: true },
    });
  });
});
