import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { downlineBody, twoChainsSuite } from "../../testing/accounts.ts";
import { apiAs } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { verifyAuditChain } from "../audit/service.ts";
import { auditEvents } from "../audit/table.ts";
import { users } from "../users/table.ts";

const WHO = [
  "admin",
  "operator",
  "cashier",
  "incorporator",
  "subop",
  "master",
  "gold",
  "loader",
  "player",
  "gold2",
  "subop2",
  "master2",
] as const;
type Who = (typeof WHO)[number];

describe.each(await testDatabaseKinds())("downlines on %s", (kind) => {
  const { t, other, as } = twoChainsSuite(kind, WHO);
  const id = (username: string) => t.ids.get(username) as number;

  async function counts() {
    const [u] = await t.ctx.db.select({ n: count() }).from(users);
    const [a] = await t.ctx.db.select({ n: count() }).from(auditEvents);
    return { users: u?.n, audit: a?.n };
  }

  async function newPlayer(by: Who, username: string, extra: Record<string, unknown> = {}) {
    const { status, body } = await as[by]("POST", "/api/user/downlines", downlineBody(username, username, extra));
    expect(status, JSON.stringify(body)).toBe(201);
    return body.id as number;
  }

  it("lets each level create only the next level, and players", async () => {
    const attempts: [Who, string, number][] = [
      ["admin", "sub-operator", 403],
      ["admin", "player", 403],
      ["incorporator", "master-agent", 403],
      ["subop", "incorporator", 403],
      ["master", "loader", 403],
      ["gold", "gold-agent", 403],
      ["loader", "loader", 403],
      ["incorporator", "player", 201],
      ["gold", "loader", 201],
      ["loader", "player", 201],
    ];
    for (const [by, role, expected] of attempts) {
      const username = `mk-${by}-${role}`.slice(0, 32);
      const { status, body } = await as[by]("POST", "/api/user/downlines", {
        username,
        name: "New One",
        password: "demo1234",
        role,
      });
      expect(status, `${by} creating ${role}: ${JSON.stringify(body)}`).toBe(expected);
      if (expected === 201) {
        expect(body).toMatchObject({ username, status: "active", uplineId: id(by), uplineUsername: by });
      } else {
        expect(typeof body.error).toBe("string");
      }
    }
  });

  it("refuses players, staff and cashiers on agent routes", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/user/downlines"],
      ["POST", "/api/user/downlines", { username: "zzz", name: "z", password: "demo1234", role: "player" }],
      ["PATCH", `/api/user/downlines/${id("player")}`, { sabongBp: 0 }],
      ["POST", `/api/user/downlines/${id("player")}/suspend`],
      ["POST", `/api/user/downlines/${id("player")}/reactivate`],
      ["GET", "/api/user/approvals"],
      ["POST", `/api/user/approvals/${id("player")}/approve`],
      ["POST", `/api/user/approvals/${id("player")}/reject`],
    ];
    const before = await counts();
    for (const who of ["player", "operator", "cashier"] as const) {
      for (const [method, url, payload] of routes) {
        const { status, body } = await as[who](method as "GET", url, payload);
        expect(status, `${who} ${method} ${url}`).toBe(403);
        expect(typeof body.error).toBe("string");
      }
    }
    const anonymous = await apiAs(t)("GET", "/api/user/downlines");
    expect(anonymous.status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("refuses a percentage above the upline's when creating, writing nothing", async () => {
    const before = await counts();
    const above = await as.gold("POST", "/api/user/downlines", {
      username: "too-high",
      name: "Too High",
      password: "demo1234",
      role: "player",
      sabongBp: 201,
    });
    expect(above.status).toBe(422);
    expect(above.body.error).toMatch(/Sabong & Apple percentage cannot be higher than the upline's \(2%\)/);
    const loaderRates = await as.gold("POST", "/api/user/downlines", {
      username: "paid-loader",
      name: "Paid Loader",
      password: "demo1234",
      role: "loader",
      pick3Bp: 10,
    });
    expect(loaderRates.status).toBe(422);
    expect(loaderRates.body.error).toMatch(/Loaders earn no commission/);
    expect(await counts()).toEqual(before);

    const equal = await as.gold("POST", "/api/user/downlines", {
      username: "at-the-cap",
      name: "At The Cap",
      password: "demo1234",
      role: "player",
      sabongBp: 200,
      suertresBp: 400,
    });
    expect(equal.status).toBe(201);
    expect(equal.body.rates).toEqual({ sabongBp: 200, pick2Bp: 0, pick3Bp: 0, gameEndingBp: 0, suertresBp: 400 });
  });

  it("keeps percentages between the upline's and the downlines', both ways", async () => {
    const master = id("master");
    const subop = id("subop");
    const up = await as.subop("PATCH", `/api/user/downlines/${master}`, { sabongBp: 301 });
    expect(up.status).toBe(422);
    expect(up.body.error).toMatch(/higher than the upline's \(3%\)/);

    const ok = await as.subop("PATCH", `/api/user/downlines/${master}`, { sabongBp: 300, pick2Bp: 700 });
    expect(ok.status).toBe(200);
    expect(ok.body.rates).toMatchObject({ sabongBp: 300, pick2Bp: 700, pick3Bp: 600 });

    const before = await counts();
    const down = await as.incorporator("PATCH", `/api/user/downlines/${subop}`, { sabongBp: 299 });
    expect(down.status).toBe(422);
    expect(down.body.error).toMatch(/Sabong & Apple percentage cannot be lower than a downline's \(3%\)/);
    // Any ancestor may edit within bounds: the admin too, and the same rule holds for it.
    const adminDown = await as.admin("PATCH", `/api/user/downlines/${subop}`, { pick2Bp: 699 });
    expect(adminDown.status).toBe(422);
    expect(adminDown.body.error).toMatch(/Pick 2 percentage cannot be lower/);
    expect(await counts()).toEqual(before);

    const restore = await as.subop("PATCH", `/api/user/downlines/${master}`, { sabongBp: 250, pick2Bp: 600 });
    expect(restore.status).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, master));
    expect(row?.sabongBp).toBe(250);
  });

  it("keeps the bounds when an upline is lowered while its downline is raised at the same moment", async () => {
    for (let round = 0; round < 8; round++) {
      expect((await as.master2("PATCH", `/api/user/downlines/${other.gold}`, { sabongBp: 200 })).status).toBe(200);
      expect((await as.subop2("PATCH", `/api/user/downlines/${other.master}`, { sabongBp: 300 })).status).toBe(200);
      const [lower, raise] = await Promise.all([
        as.subop2("PATCH", `/api/user/downlines/${other.master}`, { sabongBp: 220 }),
        as.master2("PATCH", `/api/user/downlines/${other.gold}`, { sabongBp: 260 }),
      ]);
      // Whichever commits first wins; the other sees it and is refused. Never both.
      expect([lower.status, raise.status].sort()).toEqual([200, 422]);
      const [master] = await t.ctx.db.select().from(users).where(eq(users.id, other.master));
      const [gold] = await t.ctx.db.select().from(users).where(eq(users.id, other.gold));
      expect(gold?.sabongBp).toBeLessThanOrEqual(master?.sabongBp ?? 0);
    }
  });

  it("bounds players under a loader by the loader's upline, and loaders stay at 0", async () => {
    const underLoader = await newPlayer("loader", "under-loader");
    const ok = await as.gold("PATCH", `/api/user/downlines/${underLoader}`, { sabongBp: 150, gameEndingBp: 250 });
    expect(ok.status).toBe(200);
    const over = await as.gold("PATCH", `/api/user/downlines/${underLoader}`, { sabongBp: 201 });
    expect(over.status).toBe(422);
    // Only the player under the loader has a game-ending rate: the gold-agent cannot go below it.
    const lower = await as.master("PATCH", `/api/user/downlines/${id("gold")}`, { gameEndingBp: 200 });
    expect(lower.status).toBe(422);
    expect(lower.body.error).toMatch(/Game Ending percentage cannot be lower than a downline's \(2.5%\)/);
    const loader = await as.gold("PATCH", `/api/user/downlines/${id("loader")}`, { sabongBp: 1 });
    expect(loader.status).toBe(422);
    expect(loader.body.error).toMatch(/Loaders earn no commission/);
    const zero = await as.gold("PATCH", `/api/user/downlines/${underLoader}`, { sabongBp: 0, gameEndingBp: 0 });
    expect(zero.status).toBe(200);
    // The loader sees and creates its players, but percentages and suspensions are its agents' business.
    const mine = await as.loader("GET", "/api/user/downlines");
    expect(mine.body.items.map((i: { username: string }) => i.username)).toContain("under-loader");
    for (const [method, url] of [
      ["PATCH", `/api/user/downlines/${underLoader}`],
      ["POST", `/api/user/downlines/${underLoader}/suspend`],
      ["POST", `/api/user/downlines/${underLoader}/reactivate`],
    ] as const) {
      const refused = await as.loader(method, url, method === "PATCH" ? { sabongBp: 0 } : undefined);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.error).toMatch(/Loaders only load and withdraw points/);
    }
  });

  it("lists the caller's own tree with status, percentages, balances and counts", async () => {
    const gold = await as.gold("GET", "/api/user/downlines?pageSize=100");
    expect(gold.status).toBe(200);
    const names = gold.body.items.map((i: { username: string }) => i.username);
    expect(names).toEqual(expect.arrayContaining(["loader", "player"]));
    expect(names).not.toContain("loader2");
    expect(names).not.toContain("player2");
    const loader = gold.body.items.find((i: { username: string }) => i.username === "loader");
    expect(loader).toMatchObject({
      type: "user",
      role: "loader",
      roleLabel: "GOLD-AGENT",
      status: "active",
      uplineUsername: "gold",
      rates: { sabongBp: 0, pick2Bp: 0, pick3Bp: 0, gameEndingBp: 0, suertresBp: 0 },
      balances: { pointsCentavos: 0, commissionCentavos: 0 },
      // "mk-loader-player" and "under-loader", created by the loader in earlier tests.
      downlineCounts: { agents: 0, players: 2 },
    });

    const inc = await as.incorporator("GET", "/api/user/downlines");
    const subop = inc.body.items.find((i: { username: string }) => i.username === "subop");
    expect(subop).toMatchObject({ role: "sub-operator", roleLabel: "INCORPORATOR", downlineCounts: { agents: 1 } });
    expect(subop.rates.sabongBp).toBe(300);

    const drill = await as.incorporator("GET", `/api/user/downlines?uplineId=${id("master")}`);
    expect(drill.status).toBe(200);
    expect(drill.body.items.map((i: { username: string }) => i.username)).toEqual(["gold"]);

    const foreign = await as.incorporator("GET", `/api/user/downlines?uplineId=${other.master}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("User not found");

    const admin = await as.admin("GET", "/api/user/downlines?status=active");
    const top = admin.body.items.map((i: { username: string }) => i.username);
    expect(top).toEqual(expect.arrayContaining(["incorporator", "incorporator2"]));
    expect(admin.body.items.every((i: { role: string }) => i.role === "incorporator")).toBe(true);

    const paged = await as.gold("GET", "/api/user/downlines?pageSize=1&page=2");
    expect(paged.body).toMatchObject({ page: 2, pageSize: 1, total: gold.body.total });
    expect(paged.body.items).toHaveLength(1);

    const search = await as.gold("GET", "/api/user/downlines?q=LOADER%20Ag");
    expect(search.body.items.map((i: { username: string }) => i.username)).toEqual(["loader"]);
  });

  it("lists players: agents their tree's, staff and cashiers everyone's", async () => {
    const mine = await as.gold("GET", "/api/user/players?pageSize=100");
    const names = mine.body.items.map((i: { username: string }) => i.username);
    expect(names).toContain("player");
    expect(names).toContain("under-loader");
    expect(names).not.toContain("player2");
    expect(mine.body.items.every((i: { type: string }) => i.type === "player")).toBe(true);
    for (const who of ["cashier", "operator", "admin"] as const) {
      const all = await as[who]("GET", "/api/user/players?pageSize=100");
      expect(all.status).toBe(200);
      const allNames = all.body.items.map((i: { username: string }) => i.username);
      expect(allNames).toEqual(expect.arrayContaining(["player", "player2"]));
    }
    expect((await as.player("GET", "/api/user/players"))?.status).toBe(403);
  });

  it("shows agents their players' identity status, and the admin which staff may review identities", async () => {
    await t.ctx.db
      .update(users)
      .set({ kycStatus: "under-review" })
      .where(eq(users.id, id("player")));
    const mine = await as.gold("GET", "/api/user/players?pageSize=100");
    const row = (items: { username: string }[], username: string) => items.find((i) => i.username === username);
    expect(row(mine.body.items, "player")).toMatchObject({ kycStatus: "under-review" });
    await t.ctx.db
      .update(users)
      .set({ kycStatus: "unverified" })
      .where(eq(users.id, id("player")));
    const again = await as.gold("GET", "/api/user/players?pageSize=100");
    expect(row(again.body.items, "player")).toMatchObject({ kycStatus: "unverified" });

    const granted = await as.admin("PUT", `/api/admin/staff/${id("operator")}/permissions`, {
      permission: "compliance",
      granted: true,
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const staff = await as.admin("GET", "/api/admin/users?pageSize=100&q=operator");
    expect(row(staff.body.items, "operator")).toMatchObject({ compliance: true });
    expect(row(staff.body.items, "operator")).not.toHaveProperty("kycStatus");
    const agents = await as.admin("GET", "/api/admin/users?pageSize=100&q=gold");
    expect(row(agents.body.items, "gold")).not.toHaveProperty("compliance");
  });

  it("never lets an agent touch another tree, its upline or itself", async () => {
    const before = await counts();
    const targets = [other.player, other.gold, other.loader, id("gold"), id("master"), id("admin")];
    for (const target of targets) {
      const patch = await as.gold("PATCH", `/api/user/downlines/${target}`, { sabongBp: 0 });
      expect(patch.status, `patch ${target}`).toBe(404);
      const suspend = await as.gold("POST", `/api/user/downlines/${target}/suspend`);
      expect(suspend.status, `suspend ${target}`).toBe(404);
      const reactivate = await as.gold("POST", `/api/user/downlines/${target}/reactivate`);
      expect(reactivate.status).toBe(404);
    }
    const cross = await as.gold2("PATCH", `/api/user/downlines/${id("player")}`, { sabongBp: 0 });
    expect(cross.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("suspension ends the user's sessions; reactivation lets them log in again", async () => {
    const playerId = await newPlayer("gold", "to-suspend");
    const session = await loginAs(t.app, "to-suspend");
    expect((await apiAs(t, session)("GET", "/api/user")).status).toBe(200);

    const suspended = await as.master("POST", `/api/user/downlines/${playerId}/suspend`, { reason: "chargeback" });
    expect(suspended.status).toBe(200);
    expect(suspended.body.status).toBe("suspended");
    expect((await apiAs(t, session)("GET", "/api/user")).status).toBe(401);
    const login = await apiAs(t)("POST", "/api/login", { username: "to-suspend", password: "demo1234" });
    expect(login.status).toBe(403);
    expect(login.body.error).toMatch(/suspended/);

    const again = await as.gold("POST", `/api/user/downlines/${playerId}/suspend`);
    expect(again.status).toBe(409);

    const back = await as.gold("POST", `/api/user/downlines/${playerId}/reactivate`);
    expect(back.status).toBe(200);
    expect(back.body.status).toBe("active");
    expect((await apiAs(t, session)("GET", "/api/user")).status).toBe(401);
    await loginAs(t.app, "to-suspend");

    const [row] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "user.suspend"))
      .orderBy(auditEvents.id);
    expect(row).toMatchObject({
      actorUsername: "master",
      entityId: String(playerId),
      before: { status: "active" },
      after: { status: "suspended", reason: "chargeback" },
    });
  });

  it("answers bad input with 4xx { error } and writes nothing", async () => {
    const before = await counts();
    const gold = id("gold");
    const cases: [string, string, unknown][] = [
      ["POST", "/api/user/downlines", {}],
      ["POST", "/api/user/downlines", { username: "ab", name: "x", password: "demo1234", role: "player" }],
      ["POST", "/api/user/downlines", { username: "okname", name: "x", password: "short", role: "player" }],
      ["POST", "/api/user/downlines", { username: "okname", name: "x", password: "demo1234", role: "emperor" }],
      ["POST", "/api/user/downlines", { username: "okname", name: "", password: "demo1234", role: "player" }],
      [
        "POST",
        "/api/user/downlines",
        { username: "okname", name: "x", password: "demo1234", role: "player", sabongBp: "5" },
      ],
      [
        "POST",
        "/api/user/downlines",
        { username: "okname", name: "x", password: "demo1234", role: "player", sabongBp: 1.5 },
      ],
      [
        "POST",
        "/api/user/downlines",
        { username: "okname", name: "x", password: "demo1234", role: "player", sabongBp: -1 },
      ],
      [
        "POST",
        "/api/user/downlines",
        { username: "x".repeat(20_000), name: "x", password: "demo1234", role: "player" },
      ],
      ["POST", "/api/user/downlines", { username: "gold", name: "Dup", password: "demo1234", role: "player" }],
      ["POST", "/api/user/downlines", "[1,2"],
      ["POST", "/api/user/downlines", []],
      ["PATCH", `/api/user/downlines/${id("player")}`, {}],
      ["PATCH", `/api/user/downlines/${id("player")}`, { sabongBp: 10_001 }],
      ["PATCH", `/api/user/downlines/${id("player")}`, { sabongBp: null }],
      ["PATCH", "/api/user/downlines/abc", { sabongBp: 1 }],
      ["PATCH", "/api/user/downlines/0", { sabongBp: 1 }],
      ["PATCH", "/api/user/downlines/99999999999999", { sabongBp: 1 }],
      ["PATCH", "/api/user/downlines/999999", { sabongBp: 1 }],
      ["POST", `/api/user/downlines/${id("player")}/suspend`, { reason: "r".repeat(1000) }],
      ["POST", `/api/user/downlines/${id("player")}/suspend`, { reason: 42 }],
      ["GET", "/api/user/downlines?pageSize=1000", undefined],
      ["GET", "/api/user/downlines?page=-1", undefined],
      ["GET", "/api/user/downlines?status=bogus", undefined],
      ["GET", `/api/user/downlines?uplineId=${"9".repeat(30)}`, undefined],
      ["GET", `/api/user/downlines?q=${"q".repeat(500)}`, undefined],
      ["GET", "/api/user/approvals?pageSize=abc", undefined],
      ["POST", "/api/user/approvals/abc/approve", undefined],
    ];
    for (const [method, url, payload] of cases) {
      const extra = typeof payload === "string" ? { headers: { "content-type": "application/json" } } : {};
      const { status, body } = await as.gold(method as "POST", url, payload, extra);
      expect(
        status,
        `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}: ${JSON.stringify(body)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(typeof body.error).toBe("string");
    }
    // The player is still active and unchanged: nothing above touched it.
    const [row] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.id, id("player")));
    expect(row?.status).toBe("active");
    expect(gold).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it("records every action in the audit chain, which verifies", async () => {
    const rows = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "hierarchy.rates"));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ actorUsername: "subop", entityType: "user", entityId: String(id("master")) });
    expect(rows[0]?.before).toMatchObject({ sabongBp: 250 });
    expect(rows[0]?.after).toMatchObject({ sabongBp: 300, pick2Bp: 700 });
    expect(rows[0]?.ip).toBe("127.0.0.1");
    const creates = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "hierarchy.create"));
    expect(creates.length).toBeGreaterThanOrEqual(6);
    const report = await verifyAuditChain(t.ctx.db);
    expect(report).toMatchObject({ brokenAtId: null });
    expect(report.checked).toBeGreaterThan(10);
  });
});
