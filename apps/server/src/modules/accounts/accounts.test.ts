import { ANNOUNCEMENT_REQUIRED_MESSAGE, ANNOUNCEMENT_SAVED_MESSAGE } from "@sabong/shared/announcements";
import { userDetailSchema } from "@sabong/shared/users";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, startTestApp, type TestApp } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { verifyAuditChain } from "../audit/service.ts";
import { auditEvents } from "../audit/table.ts";
import { ledgerAccounts } from "../ledger/table.ts";
import { users } from "../users/table.ts";

type Answer = { status: number; body: Record<string, unknown> };

describe.each(await testDatabaseKinds())("accounts (sign-up, the user detail) and announcements on %s", (kind) => {
  let t: TestApp;
  const tokens = new Map<string, { authorization: string }>();

  async function call(
    method: "GET" | "POST",
    url: string,
    options: { payload?: unknown; as?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...(options.as ? tokens.get(options.as) : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as string }),
    });
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : {} };
  }
  const register = (payload: unknown) => call("POST", "/api/user", { payload });
  async function refCodeOf(username: string): Promise<string> {
    const [row] = await t.ctx.db.select({ refCode: users.refCode }).from(users).where(eq(users.username, username));
    return row?.refCode ?? "";
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ["admin", "operator", "cashier", "incorporator", "gold", "loader", "player"]) {
      tokens.set(name, await loginAs(t.app, name));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A registration's birth date and mobile that pass (the exclusion list is empty in these tests). */
  const ADULT = { birthDate: "1985-06-01", mobile: "0918 765 4321" };

  describe("registration", () => {
    it("registers a pending player under the owner of a valid referral code", async () => {
      const answer = await register({
        username: "Fresh.Player",
        name: "  Fresh Player ",
        password: "secret123",
        refCode: (await refCodeOf("gold")).toLowerCase(),
        birthDate: "1990-02-14",
        mobile: "0917 123 4567",
      });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toMatch(/once your agent approves/);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.username, "fresh.player"));
      expect(row).toMatchObject({
        name: "Fresh Player",
        type: "player",
        agentType: null,
        status: "pending",
        uplineId: t.ids.get("gold"),
        birthDate: "1990-02-14",
        mobile: "+639171234567",
        kycStatus: "unverified",
      });
      expect(row?.passwordHash).not.toContain("secret123");
      const [audit] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "user.register"));
      expect(audit).toMatchObject({ entityId: String(row?.id), after: { status: "pending" } });
      // Its wallets exist from the start.
      const [wallets] = await t.ctx.db
        .select({ n: count() })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.ownerUserId, row?.id ?? 0));
      expect(wallets?.n).toBe(6);
    });

    it("refuses a missing, unknown or taken referral and a taken username, writing nothing", async () => {
      const [before] = await t.ctx.db.select({ n: count() }).from(users);
      const missing = await register({ username: "no-ref", name: "No Ref", password: "secret123" });
      expect(missing).toEqual({ status: 400, body: { error: "A referral code is required to register" } });
      const empty = await register({ username: "no-ref", name: "No Ref", password: "secret123", refCode: "  " });
      expect(empty).toEqual({ status: 400, body: { error: "A referral code is required to register" } });
      const unknown = await register({
        username: "no-ref",
        name: "No Ref",
        password: "secret123",
        refCode: "ZZZZ9999",
        ...ADULT,
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatch(/referral code is not valid/);
      const taken = await register({
        username: "gold",
        name: "Impostor",
        password: "secret123",
        refCode: await refCodeOf("gold"),
        ...ADULT,
      });
      expect(taken).toEqual({ status: 409, body: { error: "That username is already taken" } });
      // Staff referral codes do not register players.
      const staff = await register({
        username: "via-staff",
        name: "Via Staff",
        password: "secret123",
        refCode: await refCodeOf("operator"),
        ...ADULT,
      });
      expect(staff.status).toBe(400);
      const [after] = await t.ctx.db.select({ n: count() }).from(users);
      expect(after?.n).toBe(before?.n);
    });

    it("answers bad registration input with 4xx { error }, never 500", async () => {
      const [before] = await t.ctx.db.select({ n: count() }).from(users);
      const ref = await refCodeOf("gold");
      const ok = { username: "valid-name", name: "Valid", password: "secret123", refCode: ref, ...ADULT };
      const json = { "content-type": "application/json" };
      const cases: { payload?: unknown; headers?: Record<string, string> }[] = [
        { payload: {} },
        { payload: { ...ok, username: undefined } },
        { payload: { ...ok, username: "ab" } },
        { payload: { ...ok, username: "has space" } },
        { payload: { ...ok, username: "x".repeat(33) } },
        { payload: { ...ok, username: 12345 } },
        { payload: { ...ok, name: "" } },
        { payload: { ...ok, name: "n".repeat(81) } },
        { payload: { ...ok, password: "short" } },
        { payload: { ...ok, password: "p".repeat(129) } },
        { payload: { ...ok, password: { value: "secret123" } } },
        { payload: { ...ok, refCode: "R".repeat(100_000) } },
        { payload: { ...ok, birthDate: undefined } },
        { payload: { ...ok, birthDate: "2001-02-30" } },
        { payload: { ...ok, birthDate: 19900101 } },
        { payload: { ...ok, mobile: undefined } },
        { payload: { ...ok, mobile: "02 8123 4567" } },
        { payload: { ...ok, mobile: "9".repeat(10_000) } },
        { payload: "", headers: json },
        { payload: '{"username":', headers: json },
        { payload: "42", headers: json },
        { payload: "username=x", headers: { "content-type": "application/x-www-form-urlencoded" } },
        {},
      ];
      for (const options of cases) {
        const answer = await call("POST", "/api/user", options);
        const label = JSON.stringify(options.payload)?.slice(0, 60) ?? "no body";
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        expect(typeof answer.body.error, label).toBe("string");
      }
      const [after] = await t.ctx.db.select({ n: count() }).from(users);
      expect(after?.n).toBe(before?.n);
    });
  });

  describe("GET /api/user", () => {
    it("answers exactly the user detail of spec section 3, in pesos and percent", async () => {
      await t.ctx.db
        .update(ledgerAccounts)
        .set({ balanceCentavos: 12_345 })
        .where(
          and(eq(ledgerAccounts.ownerUserId, t.ids.get("incorporator") ?? 0), eq(ledgerAccounts.purpose, "points")),
        );
      await t.ctx.db
        .update(ledgerAccounts)
        .set({ balanceCentavos: 705 })
        .where(
          and(
            eq(ledgerAccounts.ownerUserId, t.ids.get("incorporator") ?? 0),
            eq(ledgerAccounts.purpose, "commission:pick3"),
          ),
        );
      const answer = await call("GET", "/api/user", { as: "incorporator" });
      expect(answer.status).toBe(200);
      expect(userDetailSchema.strict().parse(answer.body)).toEqual({
        percentage: 4,
        refCode: await refCodeOf("incorporator"),
        username: "incorporator",
        type: "incorporator",
        pick2Percentage: 10,
        pick3Percentage: 10,
        gameEndingPercentage: 8,
        suertresPercentage: 10,
        account: {
          points: 123.45,
          commission: 0,
          pick2Commission: 0,
          pick3Commission: 7.05,
          gameEndingCommission: 0,
          suertresCommission: 0,
        },
      });
      expect(Object.keys(answer.body).sort()).toEqual(
        [
          "account",
          "gameEndingPercentage",
          "percentage",
          "pick2Percentage",
          "pick3Percentage",
          "refCode",
          "suertresPercentage",
          "type",
          "username",
        ].sort(),
      );
      const master = await call("GET", "/api/user", { as: "gold" });
      expect(master.body).toMatchObject({ type: "gold-agent", percentage: 2, gameEndingPercentage: 3 });
      for (const [who, type] of [
        ["loader", "loader"],
        ["player", "player"],
        ["admin", "admin"],
        ["cashier", "staff2"],
      ]) {
        const detail = await call("GET", "/api/user", { as: who });
        expect(detail.status).toBe(200);
        expect(userDetailSchema.strict().parse(detail.body).type).toBe(type);
      }
      expect((await call("GET", "/api/user")).status).toBe(401);
    });
  });

  describe("announcements", () => {
    it("lets staff set it and everyone signed in read it, with an audit row", async () => {
      expect((await call("GET", "/api/user/announcement", { as: "player" })).body).toEqual({ value: "" });
      const set = await call("POST", "/api/bet-ops/announcement", {
        as: "operator",
        payload: { announcement: "  First fight at 7 PM  " },
      });
      expect(set).toEqual({ status: 200, body: { message: ANNOUNCEMENT_SAVED_MESSAGE } });
      expect(ANNOUNCEMENT_SAVED_MESSAGE).toBe("Success ! Announcement has been set");
      for (const who of ["player", "gold", "admin", "cashier"]) {
        expect((await call("GET", "/api/user/announcement", { as: who })).body).toEqual({
          value: "First fight at 7 PM",
        });
      }
      expect((await call("GET", "/api/bet-ops/announcement", { as: "operator" })).body).toEqual({
        value: "First fight at 7 PM",
      });
      expect((await call("GET", "/api/user/announcement")).status).toBe(401);

      const update = await call("POST", "/api/bet-ops/announcement", {
        as: "operator",
        payload: { announcement: "Second" },
      });
      expect(update.status).toBe(200);
      const rows = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "announcement.set"));
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatchObject({
        actorUsername: "operator",
        before: { value: "First fight at 7 PM" },
        after: { value: "Second" },
      });
      expect(await verifyAuditChain(t.ctx.db)).toMatchObject({ brokenAtId: null });
    });

    it("refuses an empty announcement with the spec's message, and non-operators", async () => {
      for (const payload of [{ announcement: "" }, { announcement: "   " }, {}, { announcement: null }]) {
        const answer = await call("POST", "/api/bet-ops/announcement", { as: "operator", payload });
        expect(answer, JSON.stringify(payload)).toEqual({
          status: 400,
          body: { error: ANNOUNCEMENT_REQUIRED_MESSAGE },
        });
      }
      expect(ANNOUNCEMENT_REQUIRED_MESSAGE).toBe("Please input your announcement!");
      const json = { "content-type": "application/json" };
      for (const options of [
        { payload: { announcement: "a".repeat(501) } },
        { payload: { announcement: 42 } },
        { payload: "{", headers: json },
        { payload: "", headers: json },
      ]) {
        const answer = await call("POST", "/api/bet-ops/announcement", { as: "operator", ...options });
        expect(answer.status).toBe(400);
        expect(typeof answer.body.error).toBe("string");
      }
      for (const who of ["player", "admin", "cashier", "gold"]) {
        const answer = await call("POST", "/api/bet-ops/announcement", { as: who, payload: { announcement: "Hi" } });
        expect(answer.status, who).toBe(403);
      }
      expect((await call("GET", "/api/user/announcement", { as: "player" })).body).toEqual({ value: "Second" });
    });
  });
});
