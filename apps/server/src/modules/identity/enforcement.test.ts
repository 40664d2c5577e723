import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { loginAs } from "../../testing/app.ts";
import { bet, bettingSuite, createPlayers, newKey, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw } from "../../testing/draws.ts";
import { identityFields, uploadBody } from "../../testing/identity.ts";
import { expectLedgerSound, fund, makeUser, points } from "../../testing/ledger.ts";
import { loadAs, placeTicketAs, straight } from "../../testing/protection-money.ts";
import { auditEvents } from "../audit/table.ts";
import { ledgerTransfers } from "../ledger/table.ts";
import { users } from "../users/table.ts";

/**
 * Decision 0013's enforcement, through the API on both databases: the identity status gates bets, tickets and loads
 * in the statements that move them (as the platform setting says for waiting players), staff set a status with a
 * reason, a closure hands the balance to the upline through the ledger, registration meets the exclusion list, a
 * self-exclusion joins it, and the related-agents report finds players served by agents not their own.
 */
describe.each(await testDatabaseKinds())("know-your-customer enforcement on %s", (kind) => {
  const h = bettingSuite(kind);
  const inject = (method: "GET" | "PUT" | "POST", url: string, headers: { authorization: string }, payload?: object) =>
    h.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const setStatus = (playerId: number, status: string, reason = "Checked in person", key = newKey()) =>
    inject("PUT", `/api/compliance/players/${playerId}/status`, h.admin, { status, reason, idempotencyKey: key });

  const setAccess = (waitingMayBet: boolean, waitingMayBeLoaded: boolean) =>
    inject("PUT", "/api/admin/identity/access-setting", h.admin, { waitingMayBet, waitingMayBeLoaded });

  async function unverifiedPlayer(fundCentavos: number) {
    const user = await makeUser(h.db, { type: "player", uplineId: h.ids.get("gold") ?? null, kycStatus: "unverified" });
    if (fundCentavos > 0) await fund(h.db, user.id, fundCentavos);
    return { id: user.id, username: user.username, headers: await loginAs(h.t.app, user.username) };
  }

  /** An agent signed in, with points enough to load (the harness's demo chain is not funded). */
  async function agent(username: string) {
    await fund(h.db, h.ids.get(username) as number, pesos(10_000));
    return loginAs(h.t.app, username);
  }
  const gold = () => agent("gold");

  it("refuses an unverified player's bet and ticket in plain words, and lets them be loaded", async () => {
    const p = await unverifiedPlayer(pesos(1_000));
    const { fightId } = await openFight(h, "sabong");
    const refused = await bet(h, "sabong", p.headers, fightId, "MERON", pesos(100));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe("Verify your identity before you bet");
    const draw = await openTestDraw(h.db, "pick3");
    const ticket = await placeTicketAs(h, p.headers, draw.id, [straight(123, pesos(10))]);
    expect(ticket.statusCode).toBe(422);
    expect(ticket.json().error).toBe("Verify your identity before you bet");
    expect(await points(h.db, p.id)).toBe(pesos(1_000));

    const loaded = await loadAs(h, await gold(), p.id, pesos(50));
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(await points(h.db, p.id)).toBe(pesos(1_050));

    // The admin's setting lets waiting players bet; back to the default, they cannot again.
    expect((await setAccess(true, true)).statusCode).toBe(200);
    try {
      const taken = await bet(h, "sabong", p.headers, fightId, "MERON", pesos(100));
      expect(taken.statusCode, taken.body).toBe(201);
    } finally {
      expect((await setAccess(false, true)).statusCode).toBe(200);
    }
    expect((await bet(h, "sabong", p.headers, fightId, "WALA", pesos(100))).statusCode).toBe(422);
    await expectLedgerSound(h.db);
  });

  it("keeps waiting players from being loaded when the setting says so, with the setting's change audited", async () => {
    const p = await unverifiedPlayer(0);
    expect((await setAccess(false, false)).json()).toMatchObject({ waitingMayBet: false, waitingMayBeLoaded: false });
    try {
      const refused = await loadAs(h, await gold(), p.id, pesos(50));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe("This player's identity is not verified yet, so they cannot be loaded");
      expect(await points(h.db, p.id)).toBe(0);
    } finally {
      await setAccess(false, true);
    }
    const [audit] = await h.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "identity.access-setting.set"))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit).toMatchObject({
      before: { waitingMayBet: false, waitingMayBeLoaded: false },
      after: { waitingMayBet: false, waitingMayBeLoaded: true },
    });
    const read = await inject("GET", "/api/admin/identity/access-setting", h.admin);
    expect(read.json()).toMatchObject({ waitingMayBet: false, waitingMayBeLoaded: true, updatedBy: "admin" });
    expect(
      (
        await inject("PUT", "/api/admin/identity/access-setting", h.player, {
          waitingMayBet: true,
          waitingMayBeLoaded: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("a rejected player can neither bet nor be loaded", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(500) });
    if (!p) throw new Error("player");
    const changed = await setStatus(p.id, "rejected", "The ID photo belongs to someone else");
    expect(changed.json()).toMatchObject({ userId: p.id, before: "verified", status: "rejected", returnedCentavos: 0 });
    const load = await loadAs(h, await gold(), p.id, pesos(50));
    expect(load.statusCode).toBe(422);
    expect(load.json().error).toBe("This player's identity was not accepted, so they cannot be loaded");
    const { fightId } = await openFight(h, "sabong");
    const refused = await bet(h, "sabong", p.headers, fightId, "MERON", pesos(100));
    expect(refused.json().error).toBe("Your identity was not accepted, so you cannot bet");
    expect(await points(h.db, p.id)).toBe(pesos(500));
  });

  it("closing hands the balance to the direct upline through the ledger and ends the sessions, once", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: 123_456 });
    if (!p) throw new Error("player");
    const goldId = h.ids.get("gold") as number;
    const goldBefore = await points(h.db, goldId);
    const key = newKey();
    const closed = await setStatus(p.id, "closed", "Found on the regulator's list", key);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({
      userId: p.id,
      before: "verified",
      status: "closed",
      returnedCentavos: 123_456,
      returnedTo: "gold",
    });
    expect(await points(h.db, p.id)).toBe(0);
    expect(await points(h.db, goldId)).toBe(goldBefore + 123_456);
    // The same request again answers the same, moving nothing; another one finds it closed.
    expect((await setStatus(p.id, "closed", "Found on the regulator's list", key)).json()).toEqual(closed.json());
    const again = await setStatus(p.id, "closed", "Again");
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("This account is already closed");
    const returns = await h.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.code, "CLOSURE_RETURN"), eq(ledgerTransfers.refId, String(p.id))));
    expect(returns.map((r) => r.amountCentavos)).toEqual([123_456]);
    await expectLedgerSound(h.db);
    // Signed out: the old token no longer works.
    expect((await inject("GET", "/api/user", p.headers)).statusCode).toBe(401);
    const [audit] = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "identity.status.set"), eq(auditEvents.entityId, String(p.id))));
    expect(audit).toMatchObject({
      before: { kycStatus: "verified" },
      after: { kycStatus: "closed", reason: "Found on the regulator's list", returnedCentavos: 123_456 },
    });
    // A closed player is not loaded.
    expect((await loadAs(h, await gold(), p.id, pesos(10))).json().error).toBe("This account is closed");
  });

  it("concurrent closures of one player decide once and return the balance once", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(700) });
    if (!p) throw new Error("player");
    const answers = await Promise.all(Array.from({ length: 5 }, () => setStatus(p.id, "closed", "Barred")));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const returns = await h.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.code, "CLOSURE_RETURN"), eq(ledgerTransfers.refId, String(p.id))));
    expect(returns).toHaveLength(1);
    expect(await points(h.db, p.id)).toBe(0);
    await expectLedgerSound(h.db);
  });

  it("a reviewer's close and approve at once decide once; the close returns the balance", async () => {
    const p = await unverifiedPlayer(pesos(300));
    const sent = await inject("POST", "/api/identity", p.headers, uploadBody(identityFields()));
    expect(sent.statusCode, sent.body).toBe(200);
    const queue = await inject("GET", "/api/compliance/queue", h.admin);
    const item = queue.json().items.find((i: { userId: number }) => i.userId === p.id);
    const decide = (decision: object) =>
      inject("POST", `/api/compliance/submissions/${item.id}/decide`, h.admin, { decision, idempotencyKey: newKey() });
    const [close, approve] = await Promise.all([
      decide({ kind: "close", reason: "Works for the operator" }),
      decide({ kind: "approve" }),
    ]);
    expect([close.statusCode, approve.statusCode].sort()).toEqual([200, 409]);
    const [row] = await h.db.select({ status: users.kycStatus }).from(users).where(eq(users.id, p.id));
    if (close.statusCode === 200) {
      expect(row?.status).toBe("closed");
      expect(await points(h.db, p.id)).toBe(0);
    } else {
      expect(row?.status).toBe("verified");
      expect(await points(h.db, p.id)).toBe(pesos(300));
    }
    await expectLedgerSound(h.db);
  });

  it("refuses a registration on the exclusion list without saying why, auditing no details", async () => {
    const family = await inject("POST", "/api/admin/exclusions", h.admin, {
      fullName: "María Clara Ibarra",
      birthDate: "1988-08-08",
      mobile: "0917 888 0001",
      requester: "Spouse",
      documentRef: "FAM-2026-001",
    });
    expect(family.statusCode, family.body).toBe(200);
    const [gold] = await h.db.select({ refCode: users.refCode }).from(users).where(eq(users.username, "gold"));
    const register = (over: object) =>
      h.t.app.inject({
        method: "POST",
        url: "/api/user",
        payload: {
          username: `reg${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
          name: "Someone Else",
          password: "secret123",
          refCode: gold?.refCode,
          birthDate: "1990-01-01",
          mobile: "0917 000 0000",
          ...over,
        },
      });
    const message = "We cannot open an account with these details. Please contact support.";
    const byName = await register({ name: "maria clara  IBARRA", birthDate: "1988-08-08" });
    expect(byName.statusCode).toBe(400);
    expect(byName.json().error).toBe(message);
    const byMobile = await register({ mobile: "+63 917 888 0001" });
    expect(byMobile.json().error).toBe(message);
    const [audit] = await h.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "user.register.refused"))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ reason: "exclusion-list", matched: ["mobile"] });
    expect(JSON.stringify(audit)).not.toMatch(/8880001|ibarra|someone/i);
    // Another birth date is another person; under 21 on the Manila calendar is refused.
    expect((await register({ name: "Maria Clara Ibarra", birthDate: "1988-08-09" })).statusCode).toBe(201);
    const young = new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const under = await register({ birthDate: young });
    expect(under.statusCode).toBe(400);
    expect(under.json().error).toBe("You must be 21 or older to open an account.");
  });

  it("a self-exclusion joins the list: the same person cannot register again", async () => {
    const p = await unverifiedPlayer(0);
    await h.db
      .update(users)
      .set({ name: "Pedro Penduko", birthDate: "1979-04-04", mobile: "+639170004444" })
      .where(eq(users.id, p.id));
    const excluded = await inject("POST", "/api/protection/self-exclusion", p.headers, {
      length: "6m",
      idempotencyKey: newKey(),
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const rows = resultRows<{ n: string | number }>(
      await h.db.execute(sql`select count(*) as n from exclusion_entries where source = 'self-exclusion'`),
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    const [gold] = await h.db.select({ refCode: users.refCode }).from(users).where(eq(users.username, "gold"));
    const again = await h.t.app.inject({
      method: "POST",
      url: "/api/user",
      payload: {
        username: `pedro${Date.now().toString(36)}`,
        name: "PEDRO  PENDUKO",
        password: "secret123",
        refCode: gold?.refCode,
        birthDate: "1979-04-04",
        mobile: "0918 111 2222",
      },
    });
    expect(again.statusCode).toBe(400);
  });

  it("reports players withdrawn by an agent not their upline, or loaded by many agents", async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const [a, b, c] = await createPlayers(h, 3);
    if (!a || !b || !c) throw new Error("players");
    const goldH = await gold();
    const master = await agent("master");
    for (const who of [a, b, c]) expect((await loadAs(h, goldH, who.id, pesos(100))).statusCode).toBe(200);
    expect((await loadAs(h, master, b.id, pesos(20))).statusCode).toBe(200);
    await fund(h.db, h.ids.get("admin") as number, pesos(100));
    expect((await loadAs(h, h.admin, b.id, pesos(30))).statusCode).toBe(200);
    const withdraw = (headers: { authorization: string }, targetUserId: number) =>
      inject("POST", "/api/points/withdraw", headers, {
        targetUserId,
        amountCentavos: pesos(40),
        idempotencyKey: newKey(),
      });
    expect((await withdraw(master, a.id)).statusCode).toBe(200);
    expect((await withdraw(goldH, c.id)).statusCode).toBe(200);
    const report = await inject(
      "GET",
      `/api/admin/integrity/related-agents?from=${today}&to=${today}&minLoadAgents=3`,
      h.admin,
    );
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().rows as { player: { userId: number }; reasons: string[]; loadedBy: unknown[] }[];
    const of = (id: number) => rows.find((r) => r.player.userId === id);
    expect(of(a.id)).toMatchObject({
      reasons: ["withdrawn-by-other-agent"],
      withdrawnByOthers: [{ username: "master", amountCentavos: pesos(40), count: 1 }],
    });
    expect(of(b.id)?.reasons).toEqual(["loaded-by-many-agents"]);
    expect(of(b.id)?.loadedBy).toHaveLength(3);
    expect(of(c.id)).toBeUndefined();
    const bad = await inject("GET", `/api/admin/integrity/related-agents?from=${today}&to=2000-01-01`, h.admin);
    expect(bad.statusCode).toBe(400);
    expect(
      (await inject("GET", `/api/admin/integrity/related-agents?from=${today}&to=${today}`, h.player)).statusCode,
    ).toBe(403);
  });
});
