import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { twoChainsSuite } from "../../testing/accounts.ts";
import { apiAs } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { verifyAuditChain } from "../audit/service.ts";
import { auditEvents } from "../audit/table.ts";
import { users } from "../users/table.ts";

const WHO = ["admin", "operator", "cashier", "master", "gold", "loader", "player", "gold2"] as const;
type Who = (typeof WHO)[number];

describe.each(await testDatabaseKinds())("approvals on %s", (kind) => {
  const { t, as } = twoChainsSuite(kind, WHO);
  const anonymous = () => apiAs(t);

  async function refCodeOf(who: Who): Promise<string> {
    const { body } = await as[who]("GET", "/api/user");
    return body.refCode;
  }

  async function register(username: string, refCode: string) {
    return anonymous()("POST", "/api/user", {
      username,
      name: `Name ${username}`,
      password: "secret123",
      refCode,
      birthDate: "1990-01-31",
      mobile: "0917 000 1234",
    });
  }

  async function userId(username: string): Promise<number> {
    const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(`${username} missing`);
    return row.id;
  }

  const usernames = (body: { items: { username: string }[] }) => body.items.map((i) => i.username);

  it("register → login refused while pending → approve → login works", async () => {
    const registered = await register("newbie", await refCodeOf("gold"));
    expect(registered.status).toBe(201);
    const id = await userId("newbie");

    const pending = await anonymous()("POST", "/api/login", { username: "newbie", password: "secret123" });
    expect(pending.status).toBe(403);
    expect(pending.body.error).toMatch(/waiting for approval/);

    const gold = await as.gold("GET", "/api/user/approvals");
    expect(gold.status).toBe(200);
    expect(gold.body.items).toEqual([
      expect.objectContaining({ id, username: "newbie", name: "Name newbie", referrerUsername: "gold" }),
    ]);
    // Every upline of the referrer sees it, the admin sees all; the other tree does not.
    expect(usernames((await as.master("GET", "/api/user/approvals")).body)).toContain("newbie");
    expect(usernames((await as.admin("GET", "/api/user/approvals")).body)).toContain("newbie");
    expect(usernames((await as.gold2("GET", "/api/user/approvals")).body)).not.toContain("newbie");
    // Pending registrations are not in the downline list until decided, except when asked for.
    expect(usernames((await as.gold("GET", "/api/user/downlines")).body)).not.toContain("newbie");
    expect(usernames((await as.gold("GET", "/api/user/downlines?status=pending")).body)).toEqual(["newbie"]);

    const [before] = await t.ctx.db.select({ n: count() }).from(auditEvents);
    expect((await as.gold2("POST", `/api/user/approvals/${id}/approve`)).status).toBe(404);
    expect((await as.player("POST", `/api/user/approvals/${id}/approve`)).status).toBe(403);
    expect((await as.cashier("POST", `/api/user/approvals/${id}/approve`)).status).toBe(403);
    const [after] = await t.ctx.db.select({ n: count() }).from(auditEvents);
    expect(after?.n).toBe(before?.n);

    const approved = await as.gold("POST", `/api/user/approvals/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, status: "active", role: "player", uplineUsername: "gold" });
    const session = await loginAs(t.app, "newbie", "secret123");
    expect((await apiAs(t, session)("GET", "/api/user")).status).toBe(200);
    expect((await as.gold("POST", `/api/user/approvals/${id}/approve`)).status).toBe(409);
    expect(usernames((await as.gold("GET", "/api/user/approvals")).body)).not.toContain("newbie");

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
    expect(row?.approvedBy).toBe(t.ids.get("gold"));
    expect(row?.approvedAt).toBeInstanceOf(Date);
  });

  it("reject suspends the registration and keeps the reason in the audit", async () => {
    await register("rejectme", await refCodeOf("gold"));
    const id = await userId("rejectme");
    const rejected = await as.master("POST", `/api/user/approvals/${id}/reject`, { reason: "Duplicate account" });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe("suspended");
    const login = await anonymous()("POST", "/api/login", { username: "rejectme", password: "secret123" });
    expect(login.status).toBe(403);
    expect(login.body.error).toMatch(/suspended/);
    expect((await as.gold("POST", `/api/user/approvals/${id}/approve`)).status).toBe(409);

    const [audit] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "approval.reject"));
    expect(audit).toMatchObject({
      actorUsername: "master",
      entityId: String(id),
      before: { status: "pending" },
      after: { status: "suspended", reason: "Duplicate account" },
    });

    // Reactivating a rejected registration later approves it after all.
    const back = await as.gold("POST", `/api/user/downlines/${id}/reactivate`);
    expect(back.status).toBe(200);
    await loginAs(t.app, "rejectme", "secret123");
  });

  it("a player's referral code registers players below it, approved by its agents", async () => {
    const registered = await register("friend", await refCodeOf("player"));
    expect(registered.status).toBe(201);
    const friend = await userId("friend");
    const playerId = t.ids.get("player") as number;
    const gold = await as.gold("GET", "/api/user/approvals");
    expect(gold.body.items).toContainEqual(expect.objectContaining({ username: "friend", referrerUsername: "player" }));
    // Players cannot open approvals, not even for their own referrals.
    expect((await as.player("GET", "/api/user/approvals")).status).toBe(403);
    expect((await as.gold("POST", `/api/user/approvals/${friend}/approve`)).status).toBe(200);

    // The referring player is the lowest link: its upline agent sets its percentage, and the referred player's
    // percentage stays under it.
    expect((await as.gold("PATCH", `/api/user/downlines/${playerId}`, { sabongBp: 100 })).status).toBe(200);
    const over = await as.gold("PATCH", `/api/user/downlines/${friend}`, { sabongBp: 150 });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatch(/higher than the upline's \(1%\)/);
    expect((await as.gold("PATCH", `/api/user/downlines/${friend}`, { sabongBp: 50 })).status).toBe(200);
    expect((await as.gold("PATCH", `/api/user/downlines/${playerId}`, { sabongBp: 40 })).status).toBe(422);
    const detail = await apiAs(t, await loginAs(t.app, "player"))("GET", "/api/user");
    expect(detail.body.percentage).toBe(1);
  });

  it("a loader approves the players registering with its own link, and only those", async () => {
    expect((await register("walk-in", await refCodeOf("loader"))).status).toBe(201);
    const walkIn = await userId("walk-in");
    expect((await register("gold-walk-in", await refCodeOf("gold"))).status).toBe(201);
    const mine = await as.loader("GET", "/api/user/approvals");
    expect(usernames(mine.body)).toEqual(["walk-in"]);
    expect((await as.loader("POST", `/api/user/approvals/${await userId("gold-walk-in")}/approve`)).status).toBe(404);
    const approved = await as.loader("POST", `/api/user/approvals/${walkIn}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "active", uplineUsername: "loader" });
  });

  it("refuses bad or unusable referral codes, writing nothing", async () => {
    const [before] = await t.ctx.db.select({ n: count() }).from(users);
    expect((await register("nobody1", "NOSUCHCODE")).status).toBe(400);
    const cases = [
      {},
      { username: "x", name: "n", password: "secret123", refCode: "ABC" },
      { username: "nobody2", name: "n", password: "secret123", refCode: "" },
      { username: "nobody3", name: "n", password: "secret123", refCode: "A".repeat(5000) },
    ];
    for (const payload of cases) {
      const { status, body } = await anonymous()("POST", "/api/user", payload);
      expect(status).toBe(400);
      expect(typeof body.error).toBe("string");
    }
    // A suspended agent's link stops working.
    const code = await refCodeOf("gold2");
    const gold2 = await userId("gold2");
    expect((await as.admin("POST", `/api/admin/users/${gold2}/suspend`)).status).toBe(200);
    expect((await register("nobody4", code)).status).toBe(400);
    const [after] = await t.ctx.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it("answers bad approval input with 4xx { error }", async () => {
    const cases: [string, string, unknown][] = [
      ["POST", "/api/user/approvals/abc/approve", undefined],
      ["POST", "/api/user/approvals/-4/reject", undefined],
      ["POST", "/api/user/approvals/999999/approve", undefined],
      ["POST", `/api/user/approvals/${t.ids.get("player")}/reject`, { reason: ["no"] }],
      ["POST", `/api/user/approvals/${t.ids.get("player")}/approve`, undefined],
      ["GET", "/api/user/approvals?page=0", undefined],
      ["GET", `/api/user/approvals?q=${"z".repeat(100)}`, undefined],
    ];
    for (const [method, url, payload] of cases) {
      const { status, body } = await as.gold(method as "POST", url, payload);
      expect(status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(typeof body.error).toBe("string");
    }
  });

  it("records approvals and rejections in a chain that verifies", async () => {
    const approvals = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "approval.approve"));
    expect(approvals.map((row) => row.actorUsername)).toEqual(["gold", "gold", "loader"]);
    expect(approvals[0]).toMatchObject({ before: { status: "pending" }, after: { status: "active" } });
    expect(await verifyAuditChain(t.ctx.db)).toMatchObject({ brokenAtId: null });
  });
});
