import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { identityFields, identitySuite, uploadBody } from "../../testing/identity.ts";

describe.each(await testDatabaseKinds())("the exclusion list on %s", (kind) => {
  const h = identitySuite(kind);

  const flagsOf = async (playerId: number) => {
    const [row] = resultRows<{ id: number; exclusion_matches: string[] }>(
      await h.db.execute(sql`select id, exclusion_matches from identity_submissions where user_id = ${playerId}`),
    );
    return row;
  };

  it("imports the regulator's CSV as keys only, and a matching submission goes to the queue flagged", async () => {
    const listed = identityFields({ fullName: "María Dela Cruz-Santos", birthDate: "1985-03-09" });
    const otherId = identityFields();
    const admin = await h.as("admin");
    const csv = [
      "name,date of birth,id numbers",
      `"MARIA  dela cruz santos",1985-03-09,`,
      `"Someone Else",1970-01-01,"${otherId.idNumber};P1234567A"`,
    ].join("\n");
    const imported = await admin("POST", "/api/admin/exclusions/import", { csv });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ added: 2 });

    // The table holds HMAC hex keys, never the identifiers in any form.
    const keys = resultRows<{ key: string }>(await h.db.execute(sql`select key from exclusion_keys`));
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const { key } of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(
      resultRows(
        await h.db.execute(sql`select e.*, k.* from exclusion_entries e join exclusion_keys k on k.entry_id = e.id`),
      ),
    ).toLowerCase();
    for (const needle of ["maria", "delacruz", "1985-03-09", "someone", otherId.idNumber.toLowerCase(), "p1234567a"]) {
      expect(everything).not.toContain(needle);
    }

    const player = await h.newPlayer();
    expect((await player.api("POST", "/api/identity", uploadBody(listed))).body.status).toBe("under-review");
    const byId = await h.newPlayer();
    expect((await byId.api("POST", "/api/identity", uploadBody(otherId))).status).toBe(200);
    const clean = await h.newPlayer();
    expect((await clean.api("POST", "/api/identity", uploadBody(identityFields()))).status).toBe(200);

    expect((await flagsOf(player.id))?.exclusion_matches).toEqual(["name-birth-date"]);
    expect((await flagsOf(byId.id))?.exclusion_matches).toEqual(["id-number"]);
    expect((await flagsOf(clean.id))?.exclusion_matches).toEqual([]);
    const queue = await admin("GET", "/api/compliance/queue");
    const item = queue.body.items.find((i: { userId: number }) => i.userId === player.id);
    expect(item.exclusionMatches).toEqual(["name-birth-date"]);
    // The player is told nothing about the list.
    expect(JSON.stringify((await player.api("GET", "/api/identity")).body)).not.toContain("name-birth-date");
  });

  it("refuses a CSV line with a date that is no date, importing nothing", async () => {
    const admin = await h.as("admin");
    const before = (await admin("GET", "/api/admin/exclusions")).body.counts.regulator;
    const bad = await admin("POST", "/api/admin/exclusions/import", {
      csv: "Ana Reyes,1990-01-01\nBen Cruz,31/01/1990",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Line 2: the date of birth must look like 2001-01-31");
    expect((await admin("GET", "/api/admin/exclusions")).body.counts.regulator).toBe(before);
  });

  it("adds a family exclusion with its requester and document, and removes it only with a reason", async () => {
    const admin = await h.as("admin");
    const person = identityFields({ fullName: "Pedro Penduko", birthDate: "1979-12-01" });
    const added = await admin("POST", "/api/admin/exclusions", {
      fullName: person.fullName,
      birthDate: person.birthDate,
      mobile: person.mobile,
      requester: "Spouse: Maria Penduko",
      documentRef: "PAGCOR-FE-2026-0042",
    });
    expect(added.status).toBe(200);
    const entryId = added.body.id as number;

    const list = await admin("GET", "/api/admin/exclusions");
    expect(list.status).toBe(200);
    const entry = list.body.items.find((i: { id: number }) => i.id === entryId);
    expect(entry).toMatchObject({
      source: "family",
      requester: "Spouse: Maria Penduko",
      documentRef: "PAGCOR-FE-2026-0042",
      keyCount: 2,
      addedBy: "admin",
      removedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain("Pedro");

    const flagged = await h.newPlayer();
    await flagged.api("POST", "/api/identity", uploadBody(identityFields({ mobile: person.mobile })));
    expect((await flagsOf(flagged.id))?.exclusion_matches).toEqual(["mobile"]);

    const noReason = await admin("DELETE", `/api/admin/exclusions/${entryId}`, { reason: " " });
    expect(noReason.status).toBe(400);
    const removed = await admin("DELETE", `/api/admin/exclusions/${entryId}`, {
      reason: "Request withdrawn in writing",
    });
    expect(removed.status).toBe(200);
    expect((await admin("DELETE", `/api/admin/exclusions/${entryId}`, { reason: "again" })).status).toBe(409);
    const after = (await admin("GET", "/api/admin/exclusions")).body.items.find(
      (i: { id: number }) => i.id === entryId,
    );
    expect(after).toMatchObject({ removedBy: "admin", removalReason: "Request withdrawn in writing" });

    const later = await h.newPlayer();
    await later.api("POST", "/api/identity", uploadBody(identityFields({ mobile: person.mobile })));
    expect((await flagsOf(later.id))?.exclusion_matches).toEqual([]);

    const [audit] = resultRows<{ n: number }>(
      await h.db.execute(sql`select count(*)::int as n from audit_events
        where entity_type = 'exclusion_entry' and entity_id = ${String(entryId)}`),
    );
    expect(audit?.n).toBe(2);
  });

  it("is the admin's alone", async () => {
    const player = await h.newPlayer();
    expect((await player.api("GET", "/api/admin/exclusions")).status).toBe(403);
    const operator = await h.as("operator");
    expect((await operator("POST", "/api/admin/exclusions/import", { csv: "A B,1990-01-01" })).status).toBe(403);
  });
});
