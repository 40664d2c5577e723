import { whitelistRefusedMessage } from "@sabong/shared/whitelist";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs } from "../../testing/api.ts";
import { loginAs, testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { verifyAuditChain } from "../audit/service.ts";
import { auditEvents } from "../audit/table.ts";
import { ipWhitelist } from "./table.ts";

const OUTSIDE_IP = "198.51.100.7";

describe.each(await testDatabaseKinds())("whitelist on %s", (kind) => {
  const t = testAppSuite(kind);
  let admin: Api;

  const loginFrom = (username: string, remoteAddress: string, password = "demo1234") =>
    apiAs(t)("POST", "/api/login", { username, password }, { remoteAddress });

  async function written() {
    const [entries] = await t.ctx.db.select({ n: count() }).from(ipWhitelist);
    const [audit] = await t.ctx.db.select({ n: count() }).from(auditEvents);
    return { entries: entries?.n, audit: audit?.n };
  }

  beforeAll(async () => {
    admin = apiAs(t, await loginAs(t.app, "admin"));
  });

  it("starts empty, so nobody is restricted", async () => {
    const list = await admin("GET", "/api/admin/whitelist");
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ entries: [], yourIp: "127.0.0.1" });
    expect((await loginFrom("admin", OUTSIDE_IP)).status).toBe(200);
  });

  it("refuses a first entry that would lock the admin out, writing nothing", async () => {
    const before = await written();
    const refused = await admin("POST", "/api/admin/whitelist", { address: "203.0.113.0/24", note: "office" });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/would lock you out: your address 127\.0\.0\.1 would not be allowed/);
    expect(await written()).toEqual(before);
  });

  it("adds the admin's own address, then refuses admin and staff logins from elsewhere", async () => {
    const added = await admin("POST", "/api/admin/whitelist", { address: " 127.0.0.1 ", note: "  server room  " });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      cidr: "127.0.0.1/32",
      family: "ipv4",
      note: "server room",
      createdByUsername: "admin",
    });

    for (const username of ["admin", "operator", "cashier"]) {
      const refused = await loginFrom(username, OUTSIDE_IP);
      expect(refused.status, username).toBe(403);
      expect(refused.body.error).toBe(whitelistRefusedMessage(OUTSIDE_IP));
      expect(refused.body.error).toBe(
        "Login from this address is not allowed. Ask an admin to whitelist 198.51.100.7.",
      );
      expect((await loginFrom(username, "127.0.0.1")).status).toBe(200);
    }
    // Agents and players are not restricted.
    for (const username of ["incorporator", "gold", "loader", "player"]) {
      expect((await loginFrom(username, OUTSIDE_IP)).status, username).toBe(200);
    }
    // A wrong password is answered as always: the whitelist reveals nothing before the password is right.
    const wrong = await loginFrom("admin", OUTSIDE_IP, "wrong-password");
    expect(wrong.status).toBe(401);

    const [refusal] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "login.refused"));
    expect(refusal).toMatchObject({ actorUsername: "admin", ip: OUTSIDE_IP, after: { ip: OUTSIDE_IP } });
  });

  it("matches IPv4 ranges, IPv4-mapped clients and IPv6 ranges", async () => {
    const v4 = await admin("POST", "/api/admin/whitelist", { address: "203.0.113.0/24", note: "office" });
    expect(v4.status).toBe(201);
    const v6 = await admin("POST", "/api/admin/whitelist", { address: "2001:DB8:0::/32" });
    expect(v6.status).toBe(201);
    expect(v6.body).toMatchObject({ cidr: "2001:db8::/32", family: "ipv6", note: "" });

    expect((await loginFrom("admin", "203.0.113.50")).status).toBe(200);
    expect((await loginFrom("admin", "::ffff:203.0.113.9")).status).toBe(200);
    expect((await loginFrom("admin", "2001:db8:1::5")).status).toBe(200);
    const v6Outside = await loginFrom("admin", "2001:db9::1");
    expect(v6Outside.status).toBe(403);
    expect(v6Outside.body.error).toBe(whitelistRefusedMessage("2001:db9::1"));
    const mappedOutside = await loginFrom("operator", "::ffff:203.0.114.1");
    expect(mappedOutside.body.error).toBe(whitelistRefusedMessage("203.0.114.1"));

    const list = await admin("GET", "/api/admin/whitelist");
    expect(list.body.entries.map((e: { cidr: string }) => e.cidr)).toEqual([
      "127.0.0.1/32",
      "203.0.113.0/24",
      "2001:db8::/32",
    ]);
  });

  it("answers bad input with 4xx { error } and writes nothing", async () => {
    const before = await written();
    const bodies: unknown[] = [
      {},
      { address: "" },
      { address: "abc" },
      { address: "300.1.1.1" },
      { address: "10.0.0.0/33" },
      { address: "10.0.0.0/-1" },
      { address: "10.0.0.0/8/1" },
      { address: "10.0.0.0/x" },
      { address: "2001:db8::/129" },
      { address: "fe80::1%eth0" },
      { address: 167772160 },
      { address: "10.0.0.1", note: "n".repeat(201) },
      { address: "1".repeat(10_000) },
      { address: "127.0.0.1/32" },
      { address: "127.0.0.1" },
    ];
    for (const body of bodies) {
      const answer = await admin("POST", "/api/admin/whitelist", body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(typeof answer.body.error).toBe("string");
    }
    expect((await admin("POST", "/api/admin/whitelist", { address: "127.0.0.1" })).status).toBe(409);
    const invalidJson = await admin("POST", "/api/admin/whitelist", "{", {
      headers: { "content-type": "application/json" },
    });
    expect(invalidJson.status).toBe(400);
    expect((await admin("DELETE", "/api/admin/whitelist/abc")).status).toBe(400);
    expect((await admin("DELETE", "/api/admin/whitelist/9999")).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it("refuses removing the entry the admin stands on, allows the rest, and an empty list frees everyone", async () => {
    const { body } = await admin("GET", "/api/admin/whitelist");
    const byCidr = new Map<string, number>(body.entries.map((e: { cidr: string; id: number }) => [e.cidr, e.id]));
    const local = byCidr.get("127.0.0.1/32");
    const office = byCidr.get("203.0.113.0/24");
    const v6 = byCidr.get("2001:db8::/32");

    const lockout = await admin("DELETE", `/api/admin/whitelist/${local}`);
    expect(lockout.status).toBe(422);
    expect(lockout.body.error).toMatch(/lock you out/);

    // An admin working from the office cannot remove the office range either.
    const fromOffice = apiAs(t, {
      authorization: `Bearer ${(await loginFrom("admin", "203.0.113.50")).body.accessToken}`,
    });
    const officeLockout = await fromOffice("DELETE", `/api/admin/whitelist/${office}`, undefined, {
      remoteAddress: "203.0.113.50",
    });
    expect(officeLockout.status).toBe(422);
    expect(officeLockout.body.error).toMatch(/your address 203\.0\.113\.50/);

    expect((await admin("DELETE", `/api/admin/whitelist/${v6}`)).status).toBe(200);
    expect((await admin("DELETE", `/api/admin/whitelist/${office}`)).status).toBe(200);
    expect((await loginFrom("admin", "203.0.113.50")).status).toBe(403);
    // Removing the last entry empties the list: no restriction, so no lockout either.
    expect((await admin("DELETE", `/api/admin/whitelist/${local}`)).status).toBe(200);
    expect((await loginFrom("admin", OUTSIDE_IP)).status).toBe(200);
    expect((await admin("GET", "/api/admin/whitelist")).body.entries).toEqual([]);
  });

  it("audits every change in a chain that verifies", async () => {
    const rows = await t.ctx.db.select().from(auditEvents).orderBy(auditEvents.id);
    const actions = rows.map((r) => r.action).filter((a) => a.startsWith("whitelist."));
    expect(actions).toEqual([
      "whitelist.add",
      "whitelist.add",
      "whitelist.add",
      "whitelist.remove",
      "whitelist.remove",
      "whitelist.remove",
    ]);
    const firstAdd = rows.find((r) => r.action === "whitelist.add");
    expect(firstAdd).toMatchObject({
      actorUsername: "admin",
      ip: "127.0.0.1",
      entityType: "whitelist",
      before: null,
      after: { cidr: "127.0.0.1/32", note: "server room" },
    });
    expect(await verifyAuditChain(t.ctx.db)).toMatchObject({ brokenAtId: null });
  });
});
