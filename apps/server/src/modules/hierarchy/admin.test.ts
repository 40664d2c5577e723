import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { twoChainsSuite } from "../../testing/accounts.ts";
import { apiAs } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { auditEvents } from "../audit/table.ts";
import { ledgerAccounts } from "../ledger/table.ts";

const WHO = ["admin", "operator", "cashier", "incorporator", "gold", "player"] as const;
describe.each(await testDatabaseKinds())("admin accounts on %s", (kind) => {
  const { t, as } = twoChainsSuite(kind, WHO);
  const id = (username: string) => t.ids.get(username) as number;
  const usernames = (body: { items: { username: string }[] }) => body.items.map((i) => i.username);

  it("keeps every /api/admin route to admins", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/users"],
      ["POST", `/api/admin/users/${id("player")}/reset-password`, { newPassword: "another123" }],
      ["POST", `/api/admin/users/${id("player")}/suspend`],
      ["POST", `/api/admin/users/${id("player")}/reactivate`],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/whitelist"],
      ["POST", "/api/admin/whitelist", { address: "127.0.0.1", note: "x" }],
      ["DELETE", "/api/admin/whitelist/1"],
    ];
    for (const who of ["operator", "cashier", "incorporator", "gold", "player"] as const) {
      for (const [method, url, payload] of routes) {
        const { status, body } = await as[who](method as "GET", url, payload);
        expect(status, `${who} ${method} ${url}`).toBe(403);
        expect(typeof body.error).toBe("string");
      }
    }
    expect((await apiAs(t)("GET", "/api/admin/users")).status).toBe(401);
  });

  it("lists all users with search, filters, balances and server-side pagination", async () => {
    // Only the ledger moves money; a raw write here just gives the list a balance to show.
    await t.ctx.db
      .update(ledgerAccounts)
      .set({ balanceCentavos: 12_345 })
      .where(and(eq(ledgerAccounts.ownerUserId, id("player")), eq(ledgerAccounts.purpose, "points")));

    const all = await as.admin("GET", "/api/admin/users?pageSize=100");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(16);
    expect(all.body.items).toHaveLength(16);
    const player = all.body.items.find((i: { username: string }) => i.username === "player");
    expect(player).toMatchObject({
      type: "player",
      role: "player",
      roleLabel: "PLAYER",
      status: "active",
      uplineUsername: "gold",
      balances: { pointsCentavos: 12_345 },
    });
    const gold = all.body.items.find((i: { username: string }) => i.username === "gold");
    expect(gold).toMatchObject({ role: "gold-agent", roleLabel: "MASTER-AGENT", uplineUsername: "master" });

    const page2 = await as.admin("GET", "/api/admin/users?pageSize=4&page=2");
    expect(page2.body).toMatchObject({ total: 16, page: 2, pageSize: 4 });
    expect(usernames(page2.body)).toEqual(usernames(all.body).slice(4, 8));

    expect(usernames((await as.admin("GET", "/api/admin/users?q=gold")).body).sort()).toEqual(["gold", "gold2"]);
    expect(usernames((await as.admin("GET", "/api/admin/users?q=Cashier%20St")).body)).toEqual(["cashier"]);
    // LIKE wildcards typed by the admin are taken literally.
    expect((await as.admin("GET", "/api/admin/users?q=%25")).body.total).toBe(0);
    expect((await as.admin("GET", "/api/admin/users?q=_")).body.total).toBe(0);
    expect(usernames((await as.admin("GET", "/api/admin/users?role=gold-agent")).body).sort()).toEqual([
      "gold",
      "gold2",
    ]);
    expect(usernames((await as.admin("GET", "/api/admin/users?role=staff2")).body)).toEqual(["cashier"]);
    expect(usernames((await as.admin("GET", "/api/admin/users?upline=GOLD")).body).sort()).toEqual([
      "loader",
      "player",
    ]);
    const players = await as.admin("GET", "/api/admin/users?role=player&upline=gold2&status=active");
    expect(usernames(players.body)).toEqual(["player2"]);
    expect((await as.admin("GET", "/api/admin/users?status=suspended")).body.total).toBe(0);
  });

  it("resets passwords of anyone but admins, ending their sessions", async () => {
    const oldSession = await loginAs(t.app, "gold");
    const reset = await as.admin("POST", `/api/admin/users/${id("gold")}/reset-password`, {
      newPassword: "fresh-pass-1",
    });
    expect(reset.status).toBe(200);
    expect((await apiAs(t, oldSession)("GET", "/api/user")).status).toBe(401);
    expect((await apiAs(t)("POST", "/api/login", { username: "gold", password: "demo1234" })).status).toBe(401);
    await loginAs(t.app, "gold", "fresh-pass-1");

    const adminTarget = await as.admin("POST", `/api/admin/users/${id("admin")}/reset-password`, {
      newPassword: "fresh-pass-1",
    });
    expect(adminTarget.status).toBe(403);
    expect(
      (await as.admin("POST", "/api/admin/users/999999/reset-password", { newPassword: "fresh-pass-1" })).status,
    ).toBe(404);
    for (const payload of [{}, { newPassword: "short" }, { newPassword: 12345678 }, { newPassword: "x".repeat(500) }]) {
      const bad = await as.admin("POST", `/api/admin/users/${id("gold")}/reset-password`, payload);
      expect(bad.status).toBe(400);
      expect(typeof bad.body.error).toBe("string");
    }
    await loginAs(t.app, "gold", "fresh-pass-1");

    const [audit] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "password.reset"));
    expect(audit).toMatchObject({ actorUsername: "admin", entityId: String(id("gold")), ip: "127.0.0.1" });
    expect(JSON.stringify(audit)).not.toContain("fresh-pass-1");
  });

  it("suspends and reactivates anyone but admins", async () => {
    const session = await loginAs(t.app, "operator");
    const suspended = await as.admin("POST", `/api/admin/users/${id("operator")}/suspend`, { reason: "left" });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ status: "suspended", role: "staff", roleLabel: "STAFF" });
    expect((await apiAs(t, session)("GET", "/api/user/announcement")).status).toBe(401);
    expect((await as.admin("POST", `/api/admin/users/${id("operator")}/reactivate`)).status).toBe(200);
    await loginAs(t.app, "operator");

    const agent = await as.admin("POST", `/api/admin/users/${id("incorporator")}/suspend`);
    expect(agent.status).toBe(200);
    expect((await as.incorporator("GET", "/api/user/downlines")).status).toBe(401);
    expect((await as.admin("POST", `/api/admin/users/${id("incorporator")}/reactivate`)).status).toBe(200);

    const self = await as.admin("POST", `/api/admin/users/${id("admin")}/suspend`);
    expect(self.status).toBe(403);
    expect(self.body.error).toBe("Admins cannot be suspended");
    expect((await as.admin("POST", "/api/admin/users/424242/suspend")).status).toBe(404);
    expect((await as.admin("POST", "/api/admin/users/abc/suspend")).status).toBe(400);
  });

  it("lists audit rows with filters and pages", async () => {
    const forGold = await as.admin("GET", `/api/admin/audit?entityType=user&entityId=${id("gold")}`);
    expect(forGold.status).toBe(200);
    // The demo chain is seeded without audit rows: the reset above is gold's only record.
    expect(forGold.body.items.map((r: { action: string }) => r.action)).toEqual(["password.reset"]);
    const byAdmin = await as.admin("GET", "/api/admin/audit?actor=ADMIN&pageSize=2");
    expect(byAdmin.body.pageSize).toBe(2);
    expect(byAdmin.body.items).toHaveLength(2);
    expect(byAdmin.body.total).toBeGreaterThan(2);
    expect(byAdmin.body.items.every((r: { actorUsername: string }) => r.actorUsername === "admin")).toBe(true);
    const newest = byAdmin.body.items[0];
    expect(newest).toMatchObject({ action: "user.reactivate", entityType: "user", before: { status: "suspended" } });
    expect(typeof newest.at).toBe("string");
    expect(newest).not.toHaveProperty("hash");
    for (const query of ["pageSize=0", "pageSize=101", "page=abc", `entityType=${"e".repeat(65)}`]) {
      const bad = await as.admin("GET", `/api/admin/audit?${query}`);
      expect(bad.status, query).toBe(400);
      expect(typeof bad.body.error).toBe("string");
    }
    const [row] = await t.ctx.db.select({ n: count() }).from(auditEvents);
    expect((await as.admin("GET", "/api/admin/audit")).body.total).toBe(row?.n);
  });
});
